"""The pwa plugin on the server: the web app manifest and its icons linked only while on,
the service worker at /build/service-worker.js (Workbox build plus the enabled plugins'
files while on, a self-unregistering worker while off), the offline page."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import plugins.pwa
import plugins.toolbar
from kernel.web.static import STATIC
from tests.conftest import Api
from tests.kernel.web.headparse import parse

BUILT_WORKER = b"/* workbox */ self.addEventListener('fetch', () => {});\n"


async def switch(admin: Api, **flags: Any) -> None:
    status, body = await admin.post("/api/config", flags)
    assert status == 200, body


def fake_remote(root: Path, name: str) -> Path:
    """A built remote: its asset manifest, remoteEntry.js and one hashed chunk."""
    root.mkdir(parents=True)
    (root / "remoteEntry.js").write_text(f"/* {name} entry */")
    (root / "12.0a1b2c3d.js").write_text(f"/* {name} chunk */")
    manifest = {"files": ["12.0a1b2c3d.js", "remoteEntry.js"]}
    (root / "asset-manifest.json").write_text(json.dumps(manifest))
    return root


@pytest.fixture
def built(tmp_path: Path, admin: Api, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The shell's dist holding a built worker; pwa's and toolbar's remotes built."""
    shell = tmp_path / "shell"
    shell.mkdir()
    (shell / "service-worker.js").write_bytes(BUILT_WORKER)
    admin.app[STATIC].shell_dist = shell
    monkeypatch.setattr(plugins.pwa, "UI_DIST", fake_remote(tmp_path / "pwa", "pwa"), raising=False)
    monkeypatch.setattr(
        plugins.toolbar, "UI_DIST", fake_remote(tmp_path / "toolbar", "toolbar"), raising=False
    )
    return shell


def links(html: str, rel: str) -> list[dict[str, str]]:
    return [link for link in parse(html).links if link.get("rel") == rel]


async def test_manifest_is_linked_only_while_the_plugin_is_on(admin: Api, api: Api) -> None:
    _, html = await api.get("/")
    assert links(html, "manifest") == [] and links(html, "apple-touch-icon") == []
    assert (await api.get("/api/pwa/manifest.webmanifest"))[0] == 404

    await switch(admin, enablePluginPWA=True)
    _, html = await api.get("/store/somewhere")
    assert links(html, "manifest") == [{"rel": "manifest", "href": "/api/pwa/manifest.webmanifest"}]
    assert links(html, "apple-touch-icon")[0]["sizes"] == "180x180"
    _, html = await admin.get("/backend")
    assert links(html, "manifest") == []  # the back office is not the app

    await switch(admin, enablePluginPWA=False)
    _, html = await api.get("/")
    assert links(html, "manifest") == []


async def test_manifest_takes_name_and_colours_from_the_configuration(admin: Api, api: Api) -> None:
    await switch(admin, enablePluginPWA=True, shopName="Holz Huber", themeColor="#2a5d34")
    resp = await api.client.get("/api/pwa/manifest.webmanifest")
    assert resp.status == 200
    assert resp.content_type == "application/manifest+json"
    manifest = json.loads(await resp.read())
    assert (manifest["name"], manifest["short_name"]) == ("Holz Huber", "Holz Huber")
    assert manifest["theme_color"] == "#2a5d34"
    assert (manifest["start_url"], manifest["scope"], manifest["display"]) == (
        "/",
        "/",
        "standalone",
    )
    sizes = {(icon["sizes"], icon.get("purpose", "any")) for icon in manifest["icons"]}
    assert sizes == {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")}
    for icon in [*manifest["icons"], {"src": "/api/pwa/icons/icon-180.png", "sizes": "180x180"}]:
        resp = await api.client.get(icon["src"])
        assert resp.status == 200 and resp.content_type == "image/png"
        image = Image.open(io.BytesIO(await resp.read()))
        assert f"{image.width}x{image.height}" == icon["sizes"]
        assert image.getpixel((2, 2)) == (0x2A, 0x5D, 0x34)


async def test_unknown_icon_sizes_are_not_found(admin: Api, api: Api) -> None:
    await switch(admin, enablePluginPWA=True)
    for path in (
        "/api/pwa/icons/icon-64.png",
        "/api/pwa/icons/icon-192-maskable.png",
        "/api/pwa/icons/..%2Fmanifest.webmanifest",
    ):
        assert (await api.get(path))[0] == 404


async def test_worker_while_off_unregisters_itself(api: Api, built: Path) -> None:
    resp = await api.client.get("/build/service-worker.js")
    assert resp.status == 200
    assert resp.headers["Content-Type"].startswith("text/javascript")
    assert resp.headers["Service-Worker-Allowed"] == "/"
    assert resp.headers["Cache-Control"] == "no-cache"
    body = await resp.text()
    assert "registration.unregister()" in body and "caches.delete" in body
    assert "workbox" not in body


async def test_worker_while_on_precaches_the_enabled_plugins(
    admin: Api, api: Api, built: Path
) -> None:
    await switch(admin, enablePluginPWA=True)
    resp = await api.client.get("/build/service-worker.js")
    assert resp.status == 200 and resp.headers["Service-Worker-Allowed"] == "/"
    first, rest = (await resp.read()).split(b"\n", 1)
    assert rest == BUILT_WORKER
    assert first.startswith(b"self.__TRESEN_PRECACHE = ") and first.endswith(b";")
    entries = json.loads(first[len(b"self.__TRESEN_PRECACHE = ") : -1])
    urls = {entry["url"]: entry["revision"] for entry in entries}
    assert urls["/plugins/pwa/12.0a1b2c3d.js"] is None  # hashed: its name is its revision
    assert urls["/plugins/pwa/remoteEntry.js"]  # content revision
    assert urls["/api/pwa/offline.html"]
    assert not any(url.startswith("/plugins/toolbar/") for url in urls)

    # Another plugin switched on: new bytes, so browsers install a worker caching it too.
    await switch(admin, enablePluginToolbar=True)
    again = await (await api.client.get("/build/service-worker.js")).read()
    assert again != first + b"\n" + rest
    assert b"/plugins/toolbar/remoteEntry.js" in again


async def test_worker_is_unavailable_before_the_ui_is_built(
    admin: Api, api: Api, tmp_path: Path
) -> None:
    # 503, not 404: a browser keeps its worker through a rebuild instead of dropping it.
    admin.app[STATIC].shell_dist = tmp_path
    await switch(admin, enablePluginPWA=True)
    status, body = await api.get("/build/service-worker.js")
    assert status == 503
    assert body["errors"][0]["message"].startswith("Die App-Dateien sind noch nicht gebaut.")


async def test_offline_page_in_german_without_script(admin: Api, api: Api) -> None:
    await switch(admin, enablePluginPWA=True, shopName="Holz Huber")
    resp = await api.client.get("/api/pwa/offline.html")
    assert resp.status == 200 and resp.content_type == "text/html"
    html = await resp.text()
    assert "Sie sind offline" in html
    assert "Bitte überprüfen Sie Ihre Internetverbindung." in html
    assert "<script" not in html and "Holz Huber" in html
