"""Findable (issue 15): a content page's first HTML carries its text — headings, paragraphs,
links and image alts of its blocks — from the same block data the browser renders."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

from demo import holz as demo_holz
from domains.content.blocks import BY_TYPE
from domains.content.findable import Names, blocks_html
from tests.conftest import Api

HTML = {"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}


class Root(HTMLParser):
    """The text, links, image alts and block sections inside ``<div id="root">``."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.text: list[str] = []
        self.headings: list[str] = []
        self.links: dict[str, str] = {}
        self.alts: list[str] = []
        self.blocks: list[str] = []
        self._heading = False
        self._href: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "div" and a.get("id") == "root":
            self.depth = 1
            return
        if not self.depth:
            return
        if tag in ("div", "section", "article"):
            self.depth += 1
        self._heading = tag in ("h1", "h2", "h3") or self._heading
        if tag == "a":
            self._href = a.get("href") or ""
        if tag == "img":
            self.alts.append(a.get("alt") or "")
        if tag == "section" and a.get("data-block"):
            self.blocks.append(str(a["data-block"]))
        if tag == "script":
            self.text.append("<script>")

    def handle_endtag(self, tag: str) -> None:
        if not self.depth:
            return
        if tag in ("div", "section", "article"):
            self.depth -= 1
        if tag in ("h1", "h2", "h3"):
            self._heading = False
        if tag == "a":
            self._href = None

    def handle_data(self, data: str) -> None:
        if not self.depth or not data.strip():
            return
        self.text.append(data.strip())
        if self._heading:
            self.headings.append(data.strip())
        if self._href is not None:
            self.links[data.strip()] = self._href


async def root_of(api: Api, path: str, status: int = 200) -> Root:
    resp = await api.client.get(path, headers=HTML)
    assert resp.status == status, (path, resp.status)
    parser = Root()
    parser.feed(await resp.text())
    return parser


class HttpDemo:
    """The holz demo's writes through the back office's HTTP calls (``tresen demo`` calls
    the services behind them)."""

    def __init__(self, admin: Api) -> None:
        self.admin = admin

    async def _call(self, method: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
        status, answer = await self.admin.call(method, path, body)
        assert status < 400, (method, path, answer)
        data: dict[str, Any] = answer["data"]
        return data

    async def create(self, resource: str, data: dict[str, Any]) -> dict[str, Any]:
        return await self._call("POST", f"/api/{resource}", data)

    async def update(self, resource: str, obj_id: int, data: dict[str, Any]) -> dict[str, Any]:
        return await self._call("PUT", f"/api/{resource}/{obj_id}", data)

    async def config(self, data: dict[str, Any]) -> dict[str, Any]:
        return await self._call("POST", "/api/config", data)


async def load_holz(admin: Api) -> None:
    await demo_holz.load(HttpDemo(admin))


async def test_every_block_type_of_a_page_is_in_its_first_html(admin: Api, api: Api) -> None:
    await load_holz(admin)
    page = await root_of(api, "/bausteine")
    # every block type with text of its own is written, in the page's order
    without_text = {"spacer", "hero_map", "contact", "contact_persons"}
    assert [b for b in BY_TYPE if b not in without_text] == [
        b for b in page.blocks if b not in without_text
    ]
    assert page.headings[:3] == ["Alle Bausteine", "Holz, das bleibt", "Preise 2026"]
    text = " ".join(page.text)
    assert "Seit 1950 sägen, hobeln und liefern wir Holz aus der Region." in text  # rich text
    assert "Lärche, 40 m²" in text  # a collection item's text (nested documents)
    # the link types of 002 §2.10
    assert page.links["Zum Shop"] == "/shop/catalog"  # router
    assert page.links["Kontakt"] == "/kontakt"  # site link: '/' + the site's path
    assert page.links["E-Mail"] == "mailto:holzhof@holz-tresen.example"
    assert page.links["Anrufen"] == "tel:+43732123456"
    assert re.fullmatch(r"/upload/[0-9a-f]+/\d+-1\.pdf", page.links["Preisliste"])
    assert page.links["Holzforschung"] == "https://www.holzforschung.at"
    # references: the teasers' woods, constructions and products by name, with their pages
    assert page.links["Lärche"] == "/unser-holz/laerche"
    assert page.links["Carport"] == "/holzverarbeitung/carport"
    assert page.links["Terrassendiele Lärche 27×145 mm, 3 m"].startswith("/shop/catalog/product/")
    assert {"Lärche", "Eiche"} <= set(page.alts)  # image alts
    assert "<script>" not in page.text


async def test_home_wood_and_simple_pages_carry_their_text(admin: Api, api: Api) -> None:
    await load_holz(admin)
    home = await root_of(api, "/")
    assert "Holz, das bleibt" in home.headings and "Unsere Holzarten" in home.headings
    wood = await root_of(api, "/unser-holz/eiche")
    assert wood.headings[0] == "Eiche"
    assert "Hart, schwer und langlebig: Eiche für Generationen." in wood.text
    assert "Eiche" in wood.alts
    simple = await root_of(api, "/impressum")
    assert "Holzhandel Tresen GmbH, Sägewerkstraße 12, 4020 Linz" in simple.text
    missing = await root_of(api, "/gibt-es-nicht", status=404)
    assert missing.text == []


async def test_rich_text_is_sanitised_again_when_written(admin: Api, api: Api) -> None:
    status, body = await admin.post(
        "/api/sites",
        {
            "name": "Test",
            "path": "test",
            "content": [{"type": "text", "title": "<b>Titel</b>", "text": "<p>Hallo</p>"}],
        },
    )
    assert status == 201, body
    page = await root_of(api, "/test")
    assert "<b>Titel</b>" in page.headings  # a title is text, escaped, not markup
    assert "Hallo" in page.text


def test_the_walk_knows_no_block_type_by_name() -> None:
    """One generic walk: a block it has never seen is written by its fields' types."""
    html = blocks_html(
        [{"type": "density", "title": "Eiche", "text": "<p>Schwer</p>", "density": 690}], Names()
    )
    assert html == '<section data-block="density"><h2>Eiche</h2><p>Schwer</p></section>'
    assert blocks_html([{"type": "nope"}, {"type": "text", "title": 5}], Names()) == ""
