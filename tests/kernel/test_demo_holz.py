"""``tresen demo --site holz``: the wood business of spec 002 loads through the API."""

from __future__ import annotations

import pytest

from domains.content.blocks import BY_TYPE
from kernel.services import load_demo
from kernel.settings import Settings
from tests.conftest import Api

pytestmark = pytest.mark.database  # a whole site through the API: column lengths, constraints

HTML = {"Accept": "text/html"}


async def test_the_wood_demo_loads_and_its_pages_resolve(settings: Settings, api: Api) -> None:
    lines = await load_demo(settings, "holz")
    assert "demo business loaded (holz)" in lines
    assert "demo data already present" in await load_demo(settings, "holz")
    status, sites = await api.get("/api/sites", params={"path": "bausteine"})
    assert status == 200
    (page,) = sites["data"]
    assert [block["type"] for block in page["content"]] == list(BY_TYPE)  # all 24, in order
    status, products = await api.get("/api/products", params={"limit": 100})
    assert len(products["data"]) >= 30
    merged = [p for p in products["data"] if p["content"].get("merge_number") == "diele-lärche"]
    assert len(merged) == 3 and all(p["alternativeUnits"] for p in merged)
    assert any(p["isStepByStep"] for p in products["data"])
    assert any(p["content"].get("configuration_tree") for p in products["data"])
    status, navigations = await api.get("/api/navigations")
    assert {n["identifier"] for n in navigations["data"]} == {"main-menu", "quick-links"}
    status, nodes = await api.get("/api/nodes", params={"limit": 100})
    assert {n["type"] for n in nodes["data"]} == {"wood", "construction", "mainCategory", "form"}
    pages = ["/", "/bausteine", "/ueber-uns", "/kontakt", "/impressum", "/preise"]
    pages += ["/unser-holz/laerche", "/unser-holz/thermo-esche", "/holzverarbeitung/carport"]
    for path in pages:
        resp = await api.client.get(path, headers=HTML)
        assert resp.status == 200, path
    resp = await api.client.get("/holz.html", headers=HTML, allow_redirects=False)
    assert (resp.status, resp.headers["Location"]) == (301, "/unser-holz/laerche")
