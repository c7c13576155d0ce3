"""The page bootstrap and the documents: cached bytes per audience, dropped by writes."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from kernel.settings import Settings
from tests.conftest import ADMIN_PASSWORD, Api, ClientFactory, add_user, events_settled
from tests.kernel.web.records import add_branch
from tests.sample_plugins import sample

pytestmark = pytest.mark.database  # caches dropped by writes through events

HTML = {"Accept": "text/html"}


def urls(body: dict[str, Any]) -> list[str]:
    return [entry["url"] for entry in body["data"]["entries"]]


def embedded(html: str, element: str) -> Any:
    match = re.search(rf'<script id="{element}" type="application/json">(.*?)</script>', html, re.S)
    return json.loads(match.group(1)) if match else None


async def test_anonymous_bootstrap_is_built_once_and_revalidated(admin: Api, api: Api) -> None:
    await admin.post("/api/config", {"enablePluginSample": True})
    await events_settled(api.app)  # the change's event has come back through the bus
    sample.calls["init"] = 0
    first = await api.client.get("/api/init")
    body = await first.read()
    for _ in range(5):
        again = await api.client.get("/api/init")
        assert await again.read() == body
    assert sample.calls["init"] == 1
    assert first.headers["Cache-Control"] == "no-cache, private"
    assert "Cookie" in first.headers["Vary"]
    etag = first.headers["ETag"]
    unchanged = await api.client.get("/api/init", headers={"If-None-Match": etag})
    assert unchanged.status == 304 and await unchanged.read() == b""


async def test_a_resource_write_reaches_the_next_bootstrap_and_document(
    admin: Api, api: Api
) -> None:
    _, before = await api.get("/api/init")
    assert "/api/branches" in urls(before)
    html = await (await api.client.get("/", headers=HTML)).text()
    assert embedded(html, "tresen-init") == before
    status, _ = await admin.post("/api/branches", {"identifier": "neu", "name": "Neu", "email": ""})
    assert status == 201
    _, after = await api.get("/api/init")
    branches = next(e for e in after["data"]["entries"] if e["url"] == "/api/branches")
    assert "neu" in [b["identifier"] for b in branches["data"]["data"]]
    html = await (await api.client.get("/", headers=HTML)).text()
    assert embedded(html, "tresen-init") == after


async def test_config_change_reaches_the_next_document(admin: Api, api: Api) -> None:
    await api.client.get("/", headers=HTML)
    await admin.post("/api/config", {"seoTitle": "Neuer Titel"})
    html = await (await api.client.get("/", headers=HTML)).text()
    assert "<title>Neuer Titel</title>" in html
    assert embedded(html, "tresen-init")["data"]["config"]["seoTitle"] == "Neuer Titel"


async def test_signed_in_users_of_one_audience_share_all_but_their_own_record(
    make_api: ClientFactory, db_url: str
) -> None:
    for name in ("anna", "bert"):
        await add_user(db_url, name, ["ROLE_ADMIN"])
    seen = {}
    for name in ("anna", "bert"):
        client = await make_api()
        assert (await client.login(name, ADMIN_PASSWORD))[0] == 200
        resp = await client.client.get("/api/init")
        assert resp.headers["Cache-Control"] == "no-cache, private"
        body = await resp.json()
        me = next(e for e in body["data"]["entries"] if e["url"] == "/api/users/me")
        assert body["data"]["user"]["username"] == me["data"]["data"]["username"] == name
        html = await (await client.client.get("/", headers=HTML)).text()
        assert embedded(html, "tresen-init")["data"]["user"]["username"] == name
        body["data"]["user"] = me["data"]["data"] = None
        seen[name] = body
    assert seen["anna"] == seen["bert"]


async def test_staff_see_their_audience_customers_do_not(admin: Api, api: Api) -> None:
    await admin.post("/api/config", {"enablePluginToolbar": True})
    _, staff = await admin.get("/api/init")
    _, anonymous = await api.get("/api/init")
    # measuring and terrace (on by default) are listed to everyone: their modules wait for
    # the consent and for the planner's page.
    assert {p["id"] for p in staff["data"]["plugins"]} == {"measuring", "terrace", "toolbar"}
    listed = {p["id"]: p for p in anonymous["data"]["plugins"]}
    assert set(listed) == {"measuring", "terrace"}
    assert listed["measuring"]["audience"] == "consent"
    assert (listed["terrace"]["audience"], listed["terrace"]["pages"]) == (
        "pages",
        ["/test/terrace-planner"],
    )
    assert "adminEmail" not in anonymous["data"]["config"] or staff != anonymous


async def test_store_document_embeds_its_branch_catalogue(
    api: Api, db_url: str, settings: Settings
) -> None:
    branch = await add_branch(db_url, "wien", "Wien")
    html = await (await api.client.get("/store/wien", headers=HTML)).text()
    preload = embedded(html, "tresen-preload")
    assert [entry["url"] for entry in preload] == [f"/api/branches/{branch}/catalog"]
    _, catalog = await api.get(f"/api/branches/{branch}/catalog")
    assert preload[0]["data"] == catalog
    home = await (await api.client.get("/", headers=HTML)).text()
    assert embedded(home, "tresen-preload") is None
    unknown = await (await api.client.get("/store/gibt-es-nicht", headers=HTML)).text()
    assert embedded(unknown, "tresen-preload") is None


async def test_anonymous_document_answers_304_for_its_etag(api: Api) -> None:
    first = await api.client.get("/kontakt", headers={**HTML, "Accept-Encoding": "gzip"})
    assert first.headers["Content-Encoding"] == "gzip"
    again = await api.client.get(
        "/kontakt",
        headers={**HTML, "Accept-Encoding": "gzip", "If-None-Match": first.headers["ETag"]},
    )
    assert again.status == 304
