"""The HTML document: served for every front-end route, head rules of spec 000 §2 per page kind."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from kernel import PathMatch, hookimpl
from kernel.app import create_app
from kernel.manifest import Manifest
from kernel.settings import SETTINGS, Settings
from kernel.web.document import CATCH_ALL
from kernel.web.head import DocumentHead
from kernel.web.static import STATIC
from tests.conftest import Api, ClientFactory, add_user, installed
from tests.kernel.web.headparse import Document, parse
from tests.kernel.web.records import add_branch, add_site

HTML = {"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}


async def page(api: Api, path: str, status: int = 200, **headers: str) -> Document:
    """The document at ``path``, answered with ``status`` (404: a path nobody claims)."""
    resp = await api.client.get(path, headers={**HTML, **headers})
    assert resp.status == status, (path, resp.status, await resp.text())
    assert resp.content_type == "text/html" and resp.charset == "utf-8"
    return parse(await resp.text())


def origin(api: Api) -> str:
    """Absolute URLs start with the configured public URL, whatever the request's Host."""
    return api.app[SETTINGS].public_url


async def configure(admin: Api, **values: Any) -> None:
    status, body = await admin.post("/api/config", values)
    assert status == 200, body


def assert_social(doc: Document, title: str, description: str | None, url: str) -> None:
    """Title, description and URL agree across the page, Open Graph and Twitter tags."""
    assert doc.title == title
    assert doc.meta["og:title"] == doc.meta["twitter:title"] == title
    assert doc.canonical == doc.meta["og:url"] == url
    if description is None:
        for key in ("description", "og:description", "twitter:description"):
            assert key not in doc.meta
    else:
        assert doc.meta["description"] == description
        assert doc.meta["og:description"] == doc.meta["twitter:description"] == description


# ---------------------------------------------------------------------------- every page


async def test_home_document_with_defaults(api: Api) -> None:
    doc = await page(api, "/")
    assert doc.lang == "de"
    assert_social(doc, "Tresen", None, origin(api) + "/")
    assert doc.meta["theme-color"] == "#000000"
    assert doc.meta["og:type"] == "website" and doc.meta["og:site_name"] == "Tresen"
    assert doc.meta["twitter:card"] == "summary" and "og:image" not in doc.meta
    assert "robots" not in doc.meta
    assert {"src": "/build/main.js", "defer": ""} in doc.scripts
    init = doc.init["data"]
    assert init["version"] == "1.7.2" and init["user"] is None
    assert init["config"]["shopName"] == "Tresen"
    assert {e["url"] for e in init["entries"]} >= {"/api/config", "/api/branches", "/api/sites"}


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/kontakt",
        "/store/wien",
        "/store/wien/checkout",
        "/checkout",
        "/checkout/error",
        "/status/abc123/f00d",
        "/shop/catalog",
        "/shop/cart",
        "/site/privacy",
        "/backend",
        "/backend/login",
    ],
)
async def test_every_front_end_route_answers_the_document(api: Api, path: str) -> None:
    doc = await page(api, path)
    assert doc.init["data"]["version"] == "1.7.2"
    assert doc.canonical == origin(api) + path


async def test_base_title_and_description_precedence(admin: Api, api: Api) -> None:
    await configure(
        admin,
        shopName="Pizzeria Luigi",
        title="Pizza in Wien",
        seoTitle="Die beste Pizza Wiens",
        description="Pizza aus dem Holzofen.",
        seoDescription="Holzofenpizza in Wien-Neubau, auch zum Mitnehmen.",
    )
    doc = await page(api, "/")
    assert_social(
        doc,
        "Die beste Pizza Wiens",
        "Holzofenpizza in Wien-Neubau, auch zum Mitnehmen.",
        origin(api) + "/",
    )
    assert doc.meta["og:site_name"] == "Pizzeria Luigi"
    await configure(admin, seoTitle="", seoDescription="")
    doc = await page(api, "/")
    assert (doc.title, doc.meta["description"]) == ("Pizza in Wien", "Pizza aus dem Holzofen.")
    await configure(admin, title="", description="")
    doc = await page(api, "/")
    assert doc.title == "Pizzeria Luigi" and "description" not in doc.meta


async def test_checkout_and_status_titles(admin: Api, api: Api) -> None:
    await configure(admin, shopName="Luigi", description="Pizza.")
    for path in ("/checkout", "/checkout/error", "/store/wien/checkout"):
        doc = await page(api, path)
        assert_social(doc, "Bestellvorgang - Luigi", "Pizza.", origin(api) + path)
        assert doc.meta["robots"] == "noindex"
    doc = await page(api, "/status/4f1c/9a8b")
    assert_social(doc, "Bestellstatus - Luigi", "Pizza.", origin(api) + "/status/4f1c/9a8b")
    assert doc.meta["robots"] == "noindex"
    doc = await page(api, "/backend")
    assert doc.title == "Luigi" and doc.meta["robots"] == "noindex, nofollow"


async def test_branch_page_title_and_description(admin: Api, api: Api, db_url: str) -> None:
    await configure(admin, shopName="Luigi", seoDescription="Pizza überall.")
    await add_branch(db_url, "wien", "Luigi Wien", description="Am Naschmarkt, täglich offen.")
    await add_branch(db_url, "graz", "Luigi Graz", description="")
    await add_branch(db_url, "geheim", "Versteckt", description="x", is_public=False)
    await add_branch(db_url, "zu", "Geschlossen", description="x", is_enabled=False)
    doc = await page(api, "/store/wien")
    assert_social(
        doc, "Luigi Wien - Luigi", "Am Naschmarkt, täglich offen.", origin(api) + "/store/wien"
    )
    doc = await page(api, "/store/graz")  # no description of its own: the site-wide one
    assert_social(doc, "Luigi Graz - Luigi", "Pizza überall.", origin(api) + "/store/graz")
    for hidden in ("geheim", "zu", "gibt-es-nicht"):
        doc = await page(api, f"/store/{hidden}")
        assert doc.title == "Luigi" and doc.meta["description"] == "Pizza überall."


async def test_site_page_title_and_description(admin: Api, api: Api, db_url: str) -> None:
    await configure(admin, shopName="Luigi", description="Pizza.")
    await add_site(db_url, "privacy", "privacy", title="Datenschutz", description="Wie wir …")
    await add_site(db_url, "kontakt", "Kontakt", seo_title="Schreiben Sie uns", seo_description="")
    await add_site(db_url, "/shop/angebote", "Angebote", seo_description="Nur diese Woche.")
    await add_site(db_url, "intern", "Intern", title="Intern", is_public=False)
    doc = await page(api, "/site/privacy")
    assert_social(doc, "Datenschutz - Luigi", "Wie wir …", origin(api) + "/site/privacy")
    doc = await page(api, "/kontakt")
    assert_social(doc, "Schreiben Sie uns - Luigi", "Pizza.", origin(api) + "/kontakt")
    doc = await page(api, "/shop/angebote")
    assert_social(doc, "Angebote - Luigi", "Nur diese Woche.", origin(api) + "/shop/angebote")
    # not public, not there: 404, same document
    for path in ("/intern", "/site/intern", "/gibt/es/nicht", "/site/gibt-es-nicht"):
        assert (await page(api, path, status=404)).title == "Luigi"


async def test_theme_colour_and_sharing_image(admin: Api, api: Api) -> None:
    await configure(admin, themeColor="#ff6600", seoImage="/media/teilen.png")
    doc = await page(api, "/")
    assert doc.meta["theme-color"] == "#ff6600"
    image = origin(api) + "/media/teilen.png"
    assert doc.meta["og:image"] == doc.meta["twitter:image"] == image
    assert doc.meta["twitter:card"] == "summary_large_image"
    await configure(admin, seoImage="https://cdn.example.com/bild.jpg")
    assert (await page(api, "/kontakt")).meta["og:image"] == "https://cdn.example.com/bild.jpg"


async def test_canonical_is_host_plus_path_without_query(api: Api) -> None:
    doc = await page(api, "/site/%C3%BCber-uns?utm_source=x", status=404)  # no such site
    assert doc.canonical == origin(api) + "/site/%C3%BCber-uns"
    doc = await page(api, "/kontakt", Host="localhost")  # another allowed name
    assert doc.canonical == origin(api) + "/kontakt"


async def test_embedded_init_cannot_break_out_of_its_script(admin: Api, api: Api) -> None:
    evil = '</script><script>alert("x")</script><!--'
    await configure(admin, shopName=evil)
    resp = await api.client.get("/", headers=HTML)
    html = await resp.text()
    assert "<script>alert" not in html and "<!--" not in html.split("<body>")[1]
    doc = parse(html)
    assert doc.title == evil  # escaped in the head, intact once parsed
    assert doc.init["data"]["config"]["shopName"] == evil
    assert "\\u003c/script>" in doc.init_text


async def test_document_is_private_and_compressed(api: Api) -> None:
    resp = await api.client.get("/", headers={**HTML, "Accept-Encoding": "gzip"})
    assert resp.headers["Cache-Control"] == "no-cache, private"
    assert resp.headers["Content-Encoding"] == "gzip"


async def test_init_embedded_for_the_signed_in_user(admin: Api) -> None:
    doc = await page(admin, "/")
    assert doc.init["data"]["user"]["username"] == "admin"


async def test_preload_links_from_the_asset_manifest(
    api: Api, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    manifest = {
        "publicPath": "/build/",
        "entrypoints": {"main": ["main.js"]},
        "preload": ["main.js", "bootstrap.1234abcd.js", "540.e488bb0a.js"],
    }
    (tmp_path / "asset-manifest.json").write_text(json.dumps(manifest))
    api.app[STATIC].shell_dist = tmp_path
    doc = await page(api, "/")
    assert doc.preload == ["/build/bootstrap.1234abcd.js", "/build/540.e488bb0a.js"]
    assert [s["src"] for s in doc.scripts if "src" in s] == ["/build/main.js"]


# ---------------------------------------------------------------------------- not pages


async def test_api_and_asset_paths_keep_json_404(api: Api) -> None:
    for path in (
        "/api/gibt-es-nicht",
        "/api",
        "/build/gibt-es-nicht.js",
        "/plugins/gibt_es_nicht/remoteEntry.js",
        "/media/bild.png",
    ):
        resp = await api.client.get(path, headers=HTML)
        assert resp.status == 404 and resp.content_type == "application/json", path
        assert (await resp.json())["errors"][0]["message"] == "Nicht gefunden."


async def test_files_that_are_not_pages_answer_404(api: Api) -> None:
    for accept in ("image/avif,image/webp,image/*,*/*;q=0.8", "*/*"):
        resp = await api.client.get("/apple-touch-icon.png", headers={"Accept": accept})
        assert resp.status == 404 and resp.content_type == "application/json"
    # /favicon.ico is an icon of its own (kernel/web/favicon.py), not the not-found page.
    resp = await api.client.get("/favicon.ico")
    assert resp.status == 200 and resp.content_type == "image/x-icon"
    resp = await api.client.get("/irgendwas", headers={"Accept": "application/json"})
    assert resp.status == 404
    resp = await api.client.get("/irgendwas", headers={"Accept": "*/*"})
    assert resp.status == 404 and resp.content_type == "text/html"  # the not-found page


async def test_catch_all_is_mounted_last_and_shadows_no_route(admin: Api) -> None:
    routes = [r for r in admin.app.router.routes() if r.resource is not None]
    last_page = max(i for i, r in enumerate(routes) if not r.resource.canonical.startswith("/api"))
    assert routes[last_page].resource.canonical == "/{path}"
    assert CATCH_ALL.startswith("/{path:")
    assert (await admin.get("/api/sample"))[0] == 404  # disabled plugin: still JSON 404
    await configure(admin, enablePluginSample=True)
    status, _ = await admin.get("/api/sample")
    assert status == 200
    assert (await admin.call("POST", "/kontakt"))[0] == 405  # pages are GET only


async def test_backend_logout_ends_the_session_for_a_same_site_navigation(
    make_api: ClientFactory, db_url: str
) -> None:
    await add_user(db_url, "chefin", ["ROLE_ADMIN"])
    for headers, signed_out in (
        ({"Sec-Fetch-Site": "cross-site"}, False),
        ({}, False),  # neither fetch metadata nor a referrer: not provably ours
        ({"Sec-Fetch-Site": "same-origin"}, True),
    ):
        client = await make_api()
        assert (await client.login("chefin"))[0] == 200
        resp = await client.client.get("/backend/logout", headers=headers, allow_redirects=False)
        assert (resp.status, resp.headers["Location"]) == (302, "/")
        assert ((await client.get("/api/users/me"))[0] == 401) is signed_out, headers
    client = await make_api()
    await client.login("chefin")
    referer = {"Referer": str(client.client.make_url("/kontakt"))}
    await client.client.get("/backend/logout", headers=referer, allow_redirects=False)
    assert (await client.get("/api/users/me"))[0] == 401


# ---------------------------------------------------------------------------- the hook


class HeadPlugin:
    """Names the page /aktion and gives it its own image."""

    @hookimpl
    def tresen_manifest(self) -> Manifest:
        return Manifest(id="aktion", title="Aktion", version="1.0.0")

    @hookimpl
    def tresen_resolve_path(self, path: str) -> PathMatch | None:
        return PathMatch.page() if path == "/aktion" else None

    @hookimpl
    def tresen_document_head(self, path: str, head: DocumentHead) -> None:
        if path == "/aktion":
            head.set_page("Sommeraktion", "Zwei Pizzen zum Preis von einer.")
            head.set_image("/media/aktion.jpg")


class BrokenHeadPlugin:
    @hookimpl
    def tresen_manifest(self) -> Manifest:
        return Manifest(id="kaputt", title="Kaputt", version="1.0.0")

    @hookimpl
    def tresen_document_head(self) -> None:
        raise RuntimeError("kaputt")


async def test_hook_document_head(make_api: ClientFactory, settings: Settings, db_url: str) -> None:
    app = create_app(settings, plugins=[*installed(), HeadPlugin(), BrokenHeadPlugin()])
    api = await make_api(app)
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    admin = await make_api(app)
    assert (await admin.login("admin"))[0] == 200
    doc = await page(api, "/aktion")
    assert_social(
        doc,
        "Sommeraktion - Tresen",
        "Zwei Pizzen zum Preis von einer.",
        origin(api) + "/aktion",
    )
    assert doc.meta["og:image"] == origin(api) + "/media/aktion.jpg"
    assert (await page(api, "/anders", status=404)).title == "Tresen"  # nobody claims it
    # A failing implementation is skipped and counted; the page is still served.
    _, plugins = await admin.get("/api/plugins")
    health = next(p["health"] for p in plugins["data"] if p["id"] == "kaputt")
    assert health["failures"] >= 1 and "tresen_document_head" in health["lastError"]


class MovedPlugin:
    """Sends /alte-karte on to /store/wien for good."""

    @hookimpl
    def tresen_manifest(self) -> Manifest:
        return Manifest(id="umzug", title="Umzug", version="1.0.0")

    @hookimpl
    def tresen_resolve_path(self, path: str) -> PathMatch | None:
        return PathMatch.redirect("/store/wien", 301) if path == "/alte-karte" else None


async def test_hook_resolve_path(make_api: ClientFactory, settings: Settings) -> None:
    """A claimed path is a page (200) or a redirect; what nobody claims is a real 404."""
    api = await make_api(create_app(settings, plugins=[*installed(), HeadPlugin(), MovedPlugin()]))
    assert (await page(api, "/aktion")).title == "Sommeraktion - Tresen"
    moved = await api.client.get("/alte-karte", allow_redirects=False)
    assert moved.status == 301 and moved.headers["Location"].endswith("/store/wien")
    missing = await api.client.get("/gibt-es-nicht", allow_redirects=False)
    assert missing.status == 404 and "text/html" in missing.headers["Content-Type"]


async def test_odd_paths_still_get_the_document(api: Api, admin: Api) -> None:
    for path in ("/store/%00", "/store/" + "y" * 200):
        doc = await page(api, path)
        assert doc.title == "Tresen"
    assert (await api.client.get("/site/%00x", headers=HTML)).status == 404
    assert (await page(api, "/" + "x" * 600, status=404)).title == "Tresen"
    _, plugins = await admin.get("/api/plugins")
    assert all(p["health"]["failures"] == 0 for p in plugins["data"] if p["builtin"])
