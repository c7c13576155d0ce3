"""Static UI files: /build from the shell's dist, /plugins/<id> from the plugin's package."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from kernel.app import create_app
from kernel.plugins import REGISTRY
from kernel.settings import Settings
from kernel.web import static
from kernel.web.static import STATIC
from tests.conftest import Api, ClientFactory, installed
from tests.sample_plugins import ui_missing, ui_throws

MAIN = b"/* main */ " + b"console.log('tresen');\n" * 200
CHUNK = b"/* chunk */ " + b"export const x = 1;\n" * 300


@pytest.fixture
def dist(tmp_path: Path, api: Api) -> Path:
    root = tmp_path / "dist"
    root.mkdir()
    (root / "main.js").write_bytes(MAIN)
    (root / "85.4ecc7612.js").write_bytes(CHUNK)
    (root / "asset-manifest.json").write_text('{"preload": ["main.js"]}')
    (root / "tiny.js").write_bytes(b"1;")
    (root / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(600))
    (root / ".env").write_text("SECRET=1")
    (root / "sub").mkdir()
    (tmp_path / "outside.js").write_text("secret")
    (root / "link.js").symlink_to(tmp_path / "outside.js")
    api.app[STATIC].shell_dist = root
    return root


@pytest.fixture
async def ui_api(make_api: ClientFactory, settings: Settings) -> Api:
    """The app with the two UI test plugins installed (off until their flags are set)."""
    return await make_api(create_app(settings, plugins=[*installed(), ui_throws, ui_missing]))


async def test_entry_is_revalidated_javascript(api: Api, dist: Path) -> None:
    resp = await api.client.get("/build/main.js", headers={"Accept-Encoding": "identity"})
    assert resp.status == 200
    assert resp.headers["Content-Type"] == "text/javascript; charset=utf-8"
    assert resp.headers["Cache-Control"] == "no-cache"
    assert "Content-Encoding" not in resp.headers
    assert await resp.read() == MAIN
    etag = resp.headers["ETag"]
    again = await api.client.get(
        "/build/main.js", headers={"Accept-Encoding": "identity", "If-None-Match": etag}
    )
    assert again.status == 304 and again.headers["Cache-Control"] == "no-cache"
    manifest = await api.client.get("/build/asset-manifest.json")
    assert manifest.headers["Cache-Control"] == "no-cache"
    assert manifest.content_type == "application/json"


async def test_hashed_chunk_is_immutable(api: Api, dist: Path) -> None:
    resp = await api.client.get("/build/85.4ecc7612.js")
    assert resp.status == 200 and await resp.read() == CHUNK
    assert resp.headers["Cache-Control"] == "public, max-age=31536000, immutable"


async def test_gzip_is_precomputed_once(
    api: Api, dist: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = []
    real = gzip.compress

    def counting(data: bytes, *args: object, **kwargs: object) -> bytes:
        calls.append(len(data))
        return real(data, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(gzip, "compress", counting)
    etags = set()
    for _ in range(3):
        resp = await api.client.get(
            "/build/85.4ecc7612.js", headers={"Accept-Encoding": "gzip, deflate, br"}
        )
        assert resp.headers["Content-Encoding"] == "gzip"
        assert resp.headers["Vary"] == "Accept-Encoding"
        assert await resp.read() == CHUNK  # the client decompresses
        etags.add(resp.headers["ETag"])
    assert calls == [len(CHUNK)] and len(etags) == 1
    cached = api.app[STATIC].cache.files[(dist / "85.4ecc7612.js").resolve()]
    assert cached.gzipped is not None and gzip.decompress(cached.gzipped) == CHUNK
    plain = await api.client.get("/build/85.4ecc7612.js", headers={"Accept-Encoding": "gzip;q=0"})
    assert "Content-Encoding" not in plain.headers and plain.headers["ETag"] not in etags


async def test_small_and_binary_files_are_sent_as_they_are(api: Api, dist: Path) -> None:
    resp = await api.client.get("/build/tiny.js", headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in resp.headers and await resp.read() == b"1;"
    resp = await api.client.get("/build/logo.png", headers={"Accept-Encoding": "gzip"})
    assert resp.content_type == "image/png" and "Content-Encoding" not in resp.headers


async def test_a_rebuilt_file_is_read_again(api: Api, dist: Path) -> None:
    assert await (await api.client.get("/build/main.js")).read() == MAIN
    (dist / "main.js").write_bytes(b"/* rebuilt */ 2;")
    assert await (await api.client.get("/build/main.js")).read() == b"/* rebuilt */ 2;"
    (dist / "main.js").unlink()
    assert (await api.client.get("/build/main.js")).status == 404


@pytest.mark.parametrize(
    "path",
    [
        "/build/.env",
        "/build/%2e%2e/outside.js",
        "/build/..%2foutside.js",
        "/build/sub/..%2f..%2foutside.js",
        "/build/%2e%2e/%2e%2e/%2e%2e/pyproject.toml",
        "/build/..%5coutside.js",
        "/build/link.js",
        "/build/sub",
        "/build/sub/",
        "/build/main.js%00.png",
    ],
)
async def test_nothing_outside_dist_is_reachable(api: Api, dist: Path, path: str) -> None:
    resp = await api.client.get(path)
    assert resp.status == 404, path
    assert resp.content_type == "application/json"
    assert b"secret" not in await resp.read()


def test_safe_join_refuses_every_escape(tmp_path: Path) -> None:
    (tmp_path / "a.js").write_text("x")
    assert static.safe_join(tmp_path, "a.js") == (tmp_path / "a.js").resolve()
    for bad in ("", "../a.js", "x/../../a.js", "/etc/passwd", "a.js/", ".git/config", "a\x00"):
        assert static.safe_join(tmp_path, bad) is None, bad


async def test_plugin_files_only_while_enabled(ui_api: Api, admin: Api) -> None:
    # `admin` shares the database, not the app: flip the flag through ui_api's own login.
    assert (await ui_api.login("admin"))[0] == 200
    resp = await ui_api.client.get("/plugins/ui_throws/remoteEntry.js")
    assert resp.status == 404 and resp.content_type == "application/json"
    status, body = await ui_api.post("/api/config", {"enablePluginUiThrows": True})
    assert status == 200, body
    resp = await ui_api.client.get("/plugins/ui_throws/remoteEntry.js")
    assert resp.status == 200
    assert resp.headers["Content-Type"] == "text/javascript; charset=utf-8"
    assert resp.headers["Cache-Control"] == "no-cache"
    assert b"var plugin_ui_throws" in await resp.read()
    for path in (
        "/plugins/ui_throws/..%2f__init__.py",
        "/plugins/ui_throws/%2e%2e/__init__.py",
        "/plugins/ui_throws/nope.js",
    ):
        assert (await ui_api.client.get(path)).status == 404, path
    # Enabled but never built: 404 (the shell reports it; see tests/e2e).
    await ui_api.post("/api/config", {"enablePluginUiMissing": True})
    assert (await ui_api.client.get("/plugins/ui_missing/remoteEntry.js")).status == 404
    # Enabled but without a UI module; an id that is no plugin; an id that is no id.
    await ui_api.post("/api/config", {"enablePluginSample": True})
    for path in (
        "/plugins/sample/remoteEntry.js",
        "/plugins/nichts/remoteEntry.js",
        "/plugins/Ui_Throws/remoteEntry.js",
        "/plugins/system/remoteEntry.js",
    ):
        assert (await ui_api.client.get(path)).status == 404, path


def test_plugin_dist_is_resolved_from_the_package(api: Api) -> None:
    registry = api.app[REGISTRY]
    root = Path(__file__).resolve().parents[3]
    assert static.plugin_dist(registry.plugins["toolbar"]) == root / "plugins/toolbar/ui/dist"
    assert static.plugin_dist(registry.plugins["map"]) == root / "plugins/map/ui/dist"
