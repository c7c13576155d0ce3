"""Findable shop pages (issue 15, 002 §2.5, §2.6): a product, category or catalogue page's
first HTML carries its text, head data and (a product) schema.org JSON-LD, priced by the
server, without JavaScript."""

from __future__ import annotations

import json
import re
from decimal import Decimal
from html.parser import HTMLParser
from typing import Any

from kernel.money import format_currency_de
from kernel.services import load_demo
from kernel.settings import Settings
from tests.conftest import Api
from tests.domains.test_content_findable import load_holz, root_of

HTML = {"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}


class Head(HTMLParser):
    """``<title>``, meta (name or property → content), the canonical link, JSON-LD."""

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.meta: dict[str, str] = {}
        self.canonical = ""
        self.json_ld: list[Any] = []
        self._in: str = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "title":
            self._in = "title"
        elif tag == "meta" and (a.get("name") or a.get("property")):
            self.meta[str(a.get("name") or a.get("property"))] = a.get("content") or ""
        elif tag == "link" and a.get("rel") == "canonical":
            self.canonical = a.get("href") or ""
        elif tag == "script" and a.get("type") == "application/ld+json":
            self._in = "ld"

    def handle_endtag(self, tag: str) -> None:
        self._in = ""

    def handle_data(self, data: str) -> None:
        if self._in == "title":
            self.title += data
        elif self._in == "ld":
            self.json_ld.append(json.loads(data))


async def head_of(api: Api, path: str, status: int = 200) -> Head:
    resp = await api.client.get(path, headers=HTML)
    assert resp.status == status, (path, resp.status)
    parser = Head()
    parser.feed(await resp.text())
    return parser


async def shop(api: Api) -> dict[str, Any]:
    status, body = await api.get("/api/shop/catalog")
    assert status == 200
    data: dict[str, Any] = body["data"]
    return data


async def test_a_product_page_carries_its_text_head_and_offer(settings: Settings, api: Api) -> None:
    await load_demo(settings, "holz")
    catalog = await shop(api)
    product = next(p for p in catalog["products"] if p["name"].startswith("Terrassendiele Lärche"))
    # a wrong slug: the canonical URL has the right one
    path = f"/shop/catalog/product/{product['id']}/falsch"
    page = await root_of(api, path)
    head = await head_of(api, path)
    name = product["name"]
    assert head.title.startswith(f"{name} - ")
    origin = head.canonical.split("/shop/")[0]  # TRESEN_PUBLIC_URL
    assert origin.startswith("http")
    slug = "terrassendiele-laerche-27145-mm-3-m"
    assert head.canonical == f"{origin}/shop/catalog/product/{product['id']}/{slug}"
    assert head.meta["og:url"] == head.canonical
    assert head.meta["og:title"] == head.title
    assert head.meta["og:type"] == "product"
    description = " ".join(product["description"].split())
    assert head.meta["description"] and description.startswith(head.meta["description"].rstrip("…"))
    assert head.meta["og:description"] == head.meta["description"]
    image = product["images"][0]
    assert head.meta["og:image"] == (
        f"{origin}/image/medium/{image['id']}-{image['version']}.{image['extension']}"
    )
    # the body: breadcrumbs, name, description, price, image alts
    assert page.headings[0] == name
    assert page.links["Shop"] == "/shop/catalog"
    assert page.links[name] == head.canonical.removeprefix(origin)
    text = " ".join(page.text)
    assert description[:40] in text
    assert page.alts and all(page.alts)
    # the price: the server's own, as POST /api/orders/price answers for the page's amount
    branches = (await api.get("/api/branches"))[1]["data"]
    branch = next(b for b in branches if b.get("isPublic", True))
    amount = product.get("defaultQuantity") or product.get("minimumQuantity") or "1"
    status, priced = await api.post(
        "/api/orders/price",
        {
            "branch": {"id": branch["id"]},
            "items": [{"product": {"id": product["id"]}, "amount": amount, "parts": []}],
        },
    )
    assert status == 200, priced
    gross = Decimal(priced["data"]["items"][0]["gross"])
    model = {"approximate": "ca. ", "minimum": "ab "}.get(product["calculationModel"], "")
    assert f"{model}{format_currency_de(gross)} inkl. MwSt." in text
    # JSON-LD: schema.org Product with its offer
    (ld,) = head.json_ld
    assert ld["@type"] == "Product" and ld["name"] == name and ld["url"] == head.canonical
    assert Decimal(ld["offers"]["price"]) == gross
    assert ld["offers"]["priceCurrency"] == "EUR"
    assert ld["offers"]["availability"] == "https://schema.org/InStock"
    assert "<script>" not in page.text


async def test_classes_variants_and_an_update_reach_the_cached_page(admin: Api, api: Api) -> None:
    await load_holz(admin)
    catalog = await shop(api)
    merged: dict[str, list[dict[str, Any]]] = {}
    for p in catalog["products"]:
        if merge := (p.get("content") or {}).get("merge_number"):
            merged.setdefault(merge, []).append(p)
    product = next(group for group in merged.values() if len(group) > 1)[0]
    path = f"/shop/catalog/product/{product['id']}/x"
    first = await root_of(api, path)
    assert "Varianten" in first.headings
    content = dict(product.get("content") or {})
    content["classes"] = [
        {"type": "text", "label": "Herkunft", "value": "Österreich"},
        {"type": "number", "label": "Rohdichte", "value": 590, "decimals": 0, "unit": "kg/m³"},
        {"type": "boolean", "label": "Kesseldruckimprägniert", "value": False},
    ]
    status, body = await admin.put(
        f"/api/products/{product['id']}",
        {"name": "Umbenannte Diele", "content": content},
    )
    assert status == 200, body
    page = await root_of(api, path)
    assert page.headings[0] == "Umbenannte Diele"  # the cached document was dropped
    assert "Eigenschaften" in page.headings
    text = " ".join(page.text)
    for part in ("Herkunft", "Österreich", "Rohdichte", "590 kg/m³", "Nein"):
        assert part in text


async def test_unknown_or_hidden_products_are_404_without_text(admin: Api, api: Api) -> None:
    await load_holz(admin)
    missing = await root_of(api, "/shop/catalog/product/99999/nichts", status=404)
    assert missing.text == []
    product = (await shop(api))["products"][0]
    status, body = await admin.put(f"/api/products/{product['id']}", {"isPublic": False})
    assert status == 200, body
    hidden = await root_of(api, f"/shop/catalog/product/{product['id']}/x", status=404)
    assert hidden.text == []
    assert (await head_of(api, "/shop/catalog/product/99999/nichts", status=404)).json_ld == []


async def test_the_catalogue_and_a_category_list_their_first_products(
    settings: Settings, api: Api
) -> None:
    await load_demo(settings, "holz")
    catalog = await shop(api)
    page = await root_of(api, "/shop/catalog")
    head = await head_of(api, "/shop/catalog")
    assert page.headings[0] == "Produkte" and head.title.startswith("Produkte - ")
    assert re.fullmatch(r"https?://[^/]+/shop/catalog", head.canonical)
    # the shell's order: weight descending, one product per merge_number, 12 per page
    expected = sorted(
        catalog["products"],
        key=lambda p: (-float((p["content"] or {}).get("weight") or 0), p["id"]),
    )
    seen: set[str] = set()
    listed = []
    for p in expected:
        merge = (p["content"] or {}).get("merge_number")
        if merge and merge in seen:
            continue
        seen.add(merge or "")
        listed.append(p)
    links = {label: href for label, href in page.links.items() if "/product/" in href}
    assert list(links) == [p["name"] for p in listed[:12]]
    for p in listed[:12]:
        assert re.fullmatch(rf"/shop/catalog/product/{p['id']}/[a-z0-9-]+", links[p["name"]])
    assert "€" in " ".join(page.text)
    # the main categories' navigation: crawlers follow it to the category pages
    assert page.links["Alle Produkte"] == "/shop/catalog"
    terrassen = next(c for c in catalog["categories"] if c["name"] == "Terrassen")
    assert page.links["Terrassen"] == f"/shop/catalog/{terrassen['id']}/terrassen"
    category = next(c for c in catalog["categories"] if c["name"] == "Terrassen")
    cat_path = f"/shop/catalog/{category['id']}/terrassen"
    cat_page = await root_of(api, cat_path)
    cat_head = await head_of(api, cat_path)
    assert cat_page.headings[0] == "Terrassen" and cat_head.title.startswith("Terrassen - ")
    assert cat_page.links["Terrassen"] == cat_path
    in_category = [
        p for p in catalog["products"] if (p.get("category") or {}).get("id") == category["id"]
    ]
    assert in_category and any(p["name"] in cat_page.links for p in in_category)
    assert cat_head.json_ld == []
