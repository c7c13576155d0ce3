"""The toolbar plugin: GET /api/toolbar/status for staff, its UI module listed to staff only."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
import time_machine

from tests.conftest import Api, ClientFactory, add_user
from tests.kernel.web.headparse import parse
from tests.kernel.web.records import add_branch

# 11:00 UTC on a winter Thursday: 12:00 in Vienna, 11:00 in London, 06:00 in New York.
NOW = dt.datetime(2026, 1, 15, 11, 0, tzinfo=dt.UTC)


def daily(start: str, end: str) -> list[dict[str, Any]]:
    return [{"type": "daily", "isClosed": False, "from": start, "to": end}]


@pytest.fixture
async def branches(db_url: str) -> dict[str, int]:
    return {
        "wien": await add_branch(
            db_url,
            "wien",
            "Filiale Wien",
            timezone="Europe/Vienna",
            opening_hours=daily("08:00", "22:00"),
        ),
        "london": await add_branch(
            db_url,
            "london",
            "Filiale London",
            timezone="Europe/London",
            opening_hours=daily("09:00", "11:30"),
        ),
        # 08:00-17:00 would be open at 12:00 Vienna time; in its own zone it is 06:00.
        "newyork": await add_branch(
            db_url,
            "newyork",
            "Filiale New York",
            timezone="America/New_York",
            opening_hours=daily("08:00", "17:00"),
        ),
        "aus": await add_branch(
            db_url, "aus", "Abgeschaltet", is_enabled=False, opening_hours=daily("00:00", "24:00")
        ),
    }


async def signed_in(
    make_api: ClientFactory, db_url: str, name: str, roles: list[str], **fields: Any
) -> Api:
    await add_user(db_url, name, roles, **fields)
    client = await make_api()
    assert (await client.login(name))[0] == 200
    return client


async def enable(admin: Api) -> None:
    status, body = await admin.post("/api/config", {"enablePluginToolbar": True})
    assert status == 200, body


async def status_of(client: Api, query: str = "") -> tuple[int, Any]:
    with time_machine.travel(NOW, tick=False):
        return await client.get("/api/toolbar/status" + query)


async def test_gated_by_the_flag(admin: Api) -> None:
    assert (await admin.get("/api/toolbar/status"))[0] == 404
    await enable(admin)
    assert (await admin.get("/api/toolbar/status"))[0] == 200


async def test_staff_only(admin: Api, api: Api, make_api: ClientFactory, db_url: str) -> None:
    await enable(admin)
    assert (await api.get("/api/toolbar/status"))[0] == 401
    customer = await signed_in(make_api, db_url, "kundin", [])
    status, body = await customer.get("/api/toolbar/status")
    assert (status, body["errors"][0]["message"]) == (
        403,
        "Sie haben keine Berechtigung für diese Aktion.",
    )


async def test_admin_sees_every_enabled_branch_in_its_own_zone(
    admin: Api, branches: dict[str, int]
) -> None:
    await enable(admin)
    status, body = await status_of(admin)
    assert status == 200
    assert body["data"] == {
        "text": "2 Standorte geöffnet",
        "branches": [
            {
                "id": branches["london"],
                "name": "Filiale London",
                "state": "closingSoon",
                "text": "Schließt bald: geöffnet bis 11:30",
            },
            {
                "id": branches["newyork"],
                "name": "Filiale New York",
                "state": "closed",
                "text": "Geschlossen",
            },
            {
                "id": branches["wien"],
                "name": "Filiale Wien",
                "state": "open",
                "text": "Geöffnet bis 22:00",
            },
        ],
    }


async def test_selected_branch(admin: Api, branches: dict[str, int]) -> None:
    await enable(admin)
    _, body = await status_of(admin, f"?branch={branches['london']}")
    assert body["data"]["text"] == "Filiale London: Schließt bald: geöffnet bis 11:30"
    assert [b["id"] for b in body["data"]["branches"]] == [branches["london"]]
    _, body = await status_of(admin, f"?branch={branches['wien']}")
    assert body["data"]["text"] == "Filiale Wien: Geöffnet bis 22:00"
    assert (await status_of(admin, f"?branch={branches['aus']}"))[0] == 404
    assert (await status_of(admin, "?branch=999999"))[0] == 404
    assert (await status_of(admin, "?branch=wien"))[0] == 422


async def test_employee_sees_own_branches(
    admin: Api, make_api: ClientFactory, db_url: str, branches: dict[str, int]
) -> None:
    await enable(admin)
    employee = await signed_in(
        make_api, db_url, "mitarbeiter", ["ROLE_EMPLOYEE"], branch_ids=[branches["wien"]]
    )
    _, body = await status_of(employee)
    assert body["data"]["text"] == "1 Standort geöffnet"
    assert [b["name"] for b in body["data"]["branches"]] == ["Filiale Wien"]
    assert (await status_of(employee, f"?branch={branches['london']}"))[0] == 404
    lonely = await signed_in(make_api, db_url, "neu", ["ROLE_EMPLOYEE"])
    _, body = await status_of(lonely)
    assert body["data"] == {"text": "Alle Standorte geschlossen", "branches": []}


async def test_broken_hours_count_as_closed(admin: Api, db_url: str) -> None:
    await enable(admin)
    await add_branch(
        db_url, "kaputt", "Kaputt", timezone="Mars/Olympus", opening_hours=daily("08:00", "22:00")
    )
    _, body = await status_of(admin)
    assert body["data"]["branches"][0]["state"] == "closed"


async def test_ui_module_is_listed_to_staff_only(
    admin: Api, api: Api, make_api: ClientFactory, db_url: str
) -> None:
    await enable(admin)
    await admin.post("/api/config", {"enablePluginMap": True})

    async def remotes(client: Api) -> list[str]:
        _, body = await client.get("/api/init")
        return [p["id"] for p in body["data"]["plugins"]]

    # measuring and terrace (on by default) load later: after consent, on the planner's page
    later = {"measuring", "terrace"}
    assert set(await remotes(admin)) == {"map", "toolbar", *later}
    assert set(await remotes(api)) == {"map", *later}
    customer = await signed_in(make_api, db_url, "kundin", [])
    assert set(await remotes(customer)) == {"map", *later}
    employee = await signed_in(make_api, db_url, "mitarbeiter", ["ROLE_EMPLOYEE"])
    assert "toolbar" in await remotes(employee)
    # The same list is embedded in the HTML document.
    resp = await api.client.get("/", headers={"Accept": "text/html"})
    embedded = parse(await resp.text()).init["data"]["plugins"]
    assert {p["id"] for p in embedded} == {"map", *later}
