"""Analytics log (000 §7, 002 §7): written by browsers after consent, read by staff."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import Api, ClientFactory
from tests.kernel.entities.world import build_world

pytestmark = pytest.mark.database  # rate limit upsert (ON CONFLICT), paging

PATH = "/api/analytics-log"
PAGE_VIEW = {
    "type": "pageview",
    "action": "/store/wien",
    "category": "page",
    "data": {
        "language": "de-AT",
        "languages": ["de-AT", "de", "en"],
        "userAgent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0",
        "referrer": "https://www.google.com/",
        "screen": {"width": 1920, "height": 1080},
        "window": {"width": 1280, "height": 800},
        "pixelRatio": 1.5,
        "orientation": "landscape-primary",
        "darkMode": False,
    },
}


GERMAN = ("Dieser Wert", "Dieses Feld", "Diese Daten", "Diese Zeichenkette", "Sie haben")


def consent(api: Api) -> Api:
    api.client.session.cookie_jar.update_cookies({"tresen_consent": "1"})
    return api


async def test_a_page_view_is_stored_with_its_data_and_a_daily_pseudonym(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    visitor = consent(await make_api())
    status, body = await visitor.post(PATH, PAGE_VIEW, headers={"User-Agent": "Test/1"})
    assert status == 201, body
    entry = body["data"]
    assert entry["type"] == "pageview" and entry["action"] == "/store/wien"
    assert entry["data"] == PAGE_VIEW["data"]
    assert entry["createdAt"].startswith("20") and len(entry["visitor"]) == 32
    # The same browser again: the same pseudonym (unique visitors per day).
    status, again = await visitor.post(
        PATH,
        {"type": "event", "action": "addToCart", "data": {"items": [{"id": 1}]}},
        headers={"User-Agent": "Test/1"},
    )
    assert status == 201 and again["data"]["visitor"] == entry["visitor"]
    assert again["data"]["category"] == "" and again["data"]["data"] == {"items": [{"id": 1}]}

    status, listed = await world.admin.get(PATH)
    assert status == 200
    assert [e["id"] for e in listed["data"]] == [again["data"]["id"], entry["id"]]  # newest first
    status, only = await world.admin.get(PATH, params={"type": "pageview"})
    assert [e["id"] for e in only["data"]] == [entry["id"]]
    status, oldest = await world.admin.get(PATH, params={"sort": "createdAt"})
    assert [e["id"] for e in oldest["data"]] == [entry["id"], again["data"]["id"]]
    status, body = await world.admin.get(PATH, params={"sort": "visitor"})
    assert status == 422 and body["errors"][0]["field"] == "sort"
    status, one = await world.admin.get(f"{PATH}/{entry['id']}")
    assert (status, one["data"]) == (200, entry)


async def test_nothing_is_recorded_without_consent(api: Api) -> None:
    status, body = await api.post(PATH, PAGE_VIEW)
    assert (status, body["errors"]) == (
        403,
        [{"field": None, "message": "Ohne Zustimmung zu Cookies wird nichts aufgezeichnet."}],
    )


async def test_bad_input_gets_german_field_errors_never_a_server_error(api: Api) -> None:
    consent(api)
    cases: list[tuple[Any, str | None]] = [
        ({"action": "/"}, "type"),
        ({**PAGE_VIEW, "type": "click"}, "type"),
        ({**PAGE_VIEW, "action": ""}, "action"),
        ({**PAGE_VIEW, "action": "x" * 256}, "action"),
        ({**PAGE_VIEW, "data": "nope"}, "data"),
        ({**PAGE_VIEW, "data": {"screen": {"width": "wide", "height": 1}}}, "data.screen.width"),
        ({**PAGE_VIEW, "data": {"pixelRatio": -1}}, "data.pixelRatio"),
        ({**PAGE_VIEW, "data": {"darkMode": "ja"}}, "data.darkMode"),
        ({**PAGE_VIEW, "data": {"blob": "x" * 5000}}, "data"),
        ({**PAGE_VIEW, "id": 5}, "id"),
        ([1, 2], None),
        ("text", None),
    ]
    for payload, field in cases:
        status, body = await api.post(PATH, payload)
        assert status == 422, (payload, status, body)
        fields = [e["field"] for e in body["errors"]]
        assert field in fields, (payload, body)
        # German sentences, never pydantic's English ones.
        for error in body["errors"]:
            assert error["message"].startswith(GERMAN), error
    status, body = await api.call(
        "POST", PATH, data=b"{broken", headers={"Content-Type": "application/json"}
    )
    assert (
        status == 400 and body["errors"][0]["message"] == "Dieser Wert sollte gültiges JSON sein."
    )
    status, body = await api.call(
        "POST", PATH, data=b"type=x", headers={"Content-Type": "text/plain"}
    )
    assert status == 415


async def test_each_client_is_rate_limited(api: Api) -> None:
    consent(api)
    statuses = [(await api.post(PATH, PAGE_VIEW))[0] for _ in range(61)]
    assert statuses[:60] == [201] * 60
    assert statuses[60] == 429
    status, body = await api.post(PATH, PAGE_VIEW)
    assert status == 429
    assert (
        body["errors"][0]["message"]
        == "Zu viele Anfragen. Bitte versuchen Sie es später noch einmal."
    )


async def test_only_staff_read_and_nobody_changes_entries(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    visitor = consent(world.apis["anonymous"])
    status, body = await visitor.post(PATH, PAGE_VIEW)
    assert status == 201
    entry_id = body["data"]["id"]
    assert (await visitor.get(PATH))[0] == 401
    assert (await visitor.get(f"{PATH}/{entry_id}"))[0] == 401
    status, body = await world.apis["employee_a"].get(PATH)
    assert status == 200 and body["data"][0]["id"] == entry_id
    assert (await world.admin.get(f"{PATH}/{entry_id + 1000}"))[0] == 404
    for method in ("PUT", "DELETE"):
        status, _ = await world.admin.call(method, f"{PATH}/{entry_id}", json={})
        assert status in (404, 405), method
    status, body = await world.admin.get(PATH, params={"from": "yesterday"})
    assert status == 422 and body["errors"][0]["field"] == "from"
    status, body = await world.admin.get(PATH, params={"to": "2000-01-01T00:00:00Z"})
    assert (status, body["data"]) == (200, [])


async def test_the_back_office_lists_it_read_only(admin: Api) -> None:
    status, doc = await admin.get("/api/openapi.json")
    assert status == 200
    ops = doc["paths"][PATH]
    assert ops["post"]["x-backoffice"] is False
    assert set(doc["paths"][PATH + "/{id}"]) == {"get"}
    # Its record schema is its own (the audit log's "LogOut" once took its place).
    one = doc["paths"][PATH + "/{id}"]["get"]["responses"]["200"]["content"]
    ref = one["application/json"]["schema"]["properties"]["data"]["$ref"]
    record = doc["components"]["schemas"][ref.rsplit("/", 1)[1]]
    assert {"type", "action", "category", "visitor", "data", "createdAt"} <= set(
        record["properties"]
    )
