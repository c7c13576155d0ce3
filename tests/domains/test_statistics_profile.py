"""``GET /api/statistics/user-profile`` and ``/user-profile-working-activities`` (000 §7),
on the DST week of ``test_time_sheets``'s fixture."""

from __future__ import annotations

import pytest

from tests.conftest import ClientFactory
from tests.domains.test_time_sheets import seed
from tests.kernel.entities.world import build_world

pytestmark = pytest.mark.database  # date arithmetic in SQL across DST


async def test_user_profile(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    user = await seed(db_url, world)
    status, body = await world.admin.post(
        "/api/holiday-balances", {"user": {"id": user}, "year": 2026, "entitlement": "25"}
    )
    assert status == 201
    params = {"user": user, "start": "2026-03-23", "end": "2026-03-29"}
    status, body = await world.admin.get(
        "/api/statistics/user-profile", params={**params, "now": "2026-03-24T12:00:00+01:00"}
    )
    assert status == 200, body
    profile = body["data"]
    assert (profile["user"]["username"], profile["planned"], profile["worked"]) == (
        "employee_a",
        "47.00",
        "17.00",
    )
    # up to Tuesday: 16 planned, 8 worked
    assert (profile["plannedUntilNow"], profile["workedUntilNow"], profile["balanceUntilNow"]) == (
        "16.00",
        "8.00",
        "-8.00",
    )
    assert profile["workingActivity"] is None
    assert [b["remaining"] for b in profile["holidayBalances"]] == ["25.0"]
    # employees see themselves and colleagues of their branches, not others
    assert (await world.apis["employee_a"].get("/api/statistics/user-profile", params=params))[
        0
    ] == 200
    status, body = await world.apis["employee_b"].get("/api/statistics/user-profile", params=params)
    assert (status, body["errors"][0]["field"]) == (422, "user")
    assert (await world.apis["anonymous"].get("/api/statistics/user-profile", params=params))[
        0
    ] == 401


async def test_user_profile_working_activities(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    user = await seed(db_url, world)
    status, body = await world.admin.get(
        "/api/statistics/user-profile-working-activities",
        params={"user": user, "start": "2026-03-28", "end": "2026-03-29"},
    )
    assert status == 200, body
    data = body["data"]
    assert (data["kind"], data["total"]) == ("series", "9.00")
    assert {r["date"]: r["value"] for r in data["rows"]} == {
        "2026-03-28": "7.00",
        "2026-03-29": "2.00",
    }
    assert [a["workedSeconds"] for a in data["activities"]] == [7 * 3600, 2 * 3600]


async def test_profile_bad_input(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    for path in ("user-profile", "user-profile-working-activities"):
        for params, field in (
            ({"start": "2026-03-01", "end": "2026-03-02"}, "user"),
            ({"user": 1, "start": "2026-03-05", "end": "2026-03-02"}, "end"),
            ({"user": 1, "start": "2026-01-01", "end": "2027-03-02"}, "end"),
            ({"user": 987654, "start": "2026-03-01", "end": "2026-03-02"}, "user"),
            ({"user": 1, "start": "März", "end": "2026-03-02"}, "start"),
        ):
            status, body = await world.admin.get(f"/api/statistics/{path}", params=params)
            assert status == 422 and body["errors"][0]["field"] == field, (path, params, body)
    status, body = await world.admin.get(
        "/api/statistics/user-profile",
        params={"user": 1, "start": "2026-03-01", "end": "2026-03-02", "now": "2026-03-01T10:00"},
    )
    assert status == 422 and body["errors"][0]["field"] == "now"
