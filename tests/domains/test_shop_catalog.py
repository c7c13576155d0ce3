"""The web shop's catalogue (002 §2.5) and its paths (002 §2.1) on the wood demo."""

from __future__ import annotations

from kernel.services import load_demo
from kernel.settings import Settings
from tests.conftest import Api
from tests.kernel.test_bad_numbers import arabic

HTML = {"Accept": "text/html"}


async def test_the_shop_catalogue_holds_public_enabled_products(
    settings: Settings, api: Api
) -> None:
    await load_demo(settings, "holz")
    status, body = await api.get("/api/shop/catalog")
    assert status == 200
    products, categories = body["data"]["products"], body["data"]["categories"]
    assert len(products) >= 30 and {c["name"] for c in categories} >= {"Terrassen", "Zäune"}
    board = next(p for p in products if p["name"].startswith("Terrassendiele Lärche"))
    assert board["images"][0]["url"].startswith("/image/")
    assert board["content"]["site"]["id"] > 0
    assert all(p["isPublic"] and p["isEnabled"] for p in products)


async def test_shop_paths_resolve_and_unknown_ids_are_404(settings: Settings, api: Api) -> None:
    await load_demo(settings, "holz")
    _, body = await api.get("/api/shop/catalog")
    product = body["data"]["products"][0]
    category = body["data"]["categories"][0]
    found = [
        "/shop/catalog",
        "/shop/cart",
        "/shop/holzhof/checkout",
        f"/shop/catalog/{category['id']}/terrassen",
        f"/shop/catalog/product/{product['id']}/diele",
        f"/shop/catalog/{category['id']}/terrassen/product/{product['id']}/diele",
    ]
    for path in found:
        resp = await api.client.get(path, headers=HTML)
        assert resp.status == 200, path
    missing = [
        "/shop/catalog/99999/nichts",
        "/shop/catalog/product/99999/nichts",
        f"/shop/catalog/99999/x/product/{product['id']}/diele",
        "/shop/unbekannt/checkout",
        "/shop/irgendwas",
        "/shop/catalog/product/abc/x",
        # the same ids in Arabic-Indic digits: \d matched them, int() read them
        f"/shop/catalog/{arabic(category['id'])}/terrassen",
        f"/shop/catalog/product/{arabic(product['id'])}/diele",
    ]
    for path in missing:
        resp = await api.client.get(path, headers=HTML)
        assert resp.status == 404, path
