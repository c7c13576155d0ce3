"""``/api/time-tracking/{branch}/{username}/…``: every legal and illegal transition of spec
000 §4, who may clock for whom, and concurrent requests (one wins, the others get the
German §8 text) — on SQLite and on PostgreSQL (``TRESEN_TEST_DB=pg``)."""

from __future__ import annotations

import asyncio
import datetime as dt
from typing import Any

import pytest
import time_machine

from tests.conftest import Api, ClientFactory
from tests.kernel.entities.world import World, build_world

pytestmark = pytest.mark.database  # concurrent requests, unique violations

BASE = "/api/time-tracking/filiale-a/employee_a"
NOT = {
    "start": "Aktivität konnte nicht gestartet werden.",
    "end": "Aktivität konnte nicht beendet werden.",
    "pause": "Aktivität konnte nicht pausiert werden.",
    "resume": "Aktivität konnte nicht fortgesetzt werden.",
}
MONDAY_8 = dt.datetime(2026, 3, 2, 7, 0, tzinfo=dt.UTC)  # 08:00 in Vienna


async def token_for(api: Api, user: int | None = None) -> str:
    body = {"user": {"id": user}} if user else {}
    status, answer = await api.post("/api/time-tracking/access-tokens", body)
    assert status == 201, answer
    return answer["data"]["accessToken"]  # type: ignore[no-any-return]


async def terminal(world: World, make_api: ClientFactory) -> Api:
    """A client without a session holding employee_a's token, like the tablet at the door."""
    api = await make_api()
    api.client.session.headers["X-Access-Token"] = await token_for(world.apis["employee_a"])
    return api


async def clock(api: Api, action: str, base: str = BASE) -> tuple[int, Any]:
    return await api.post(f"{base}/working-activities/{action}")


async def refused(api: Api, action: str) -> None:
    status, body = await clock(api, action)
    assert (status, body) == (409, {"errors": [{"field": None, "message": NOT[action]}]})


async def test_every_transition(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    door = await terminal(world, make_api)
    with time_machine.travel(MONDAY_8, tick=False) as traveller:
        # nothing open: only start is legal
        for action in ("pause", "resume", "end"):
            await refused(door, action)
        status, started = await clock(door, "start")
        assert status == 200, started
        started = started["data"]
        assert (started["status"], started["startedAt"], started["branch"]) == (
            "started",
            "2026-03-02T07:00:00Z",
            {"id": world.ids["branch_a"]},
        )
        # running: pause and end are legal, start and resume are not
        await refused(door, "start")
        await refused(door, "resume")
        traveller.shift(dt.timedelta(hours=4))
        status, paused = await clock(door, "pause")
        assert (status, paused["data"]["status"]) == (200, "paused")
        assert paused["data"]["pausedAt"] == "2026-03-02T11:00:00Z"
        # paused: resume and end are legal, start and pause are not
        await refused(door, "start")
        await refused(door, "pause")
        traveller.shift(dt.timedelta(minutes=30))
        status, me = await door.get(f"{BASE}/me")
        assert me["data"]["workingActivity"]["workedSeconds"] == 4 * 3600
        status, resumed = await clock(door, "resume")
        assert (status, resumed["data"]["status"], resumed["data"]["pausedSeconds"]) == (
            200,
            "started",
            1800,
        )
        traveller.shift(dt.timedelta(hours=4))
        status, ended = await clock(door, "end")
        assert status == 200
        assert (ended["data"]["status"], ended["data"]["endedAt"]) == (
            "ended",
            "2026-03-02T15:30:00Z",
        )
        assert ended["data"]["workedSeconds"] == 8 * 3600
        # after end the current activity is empty and only start is legal again
        status, me = await door.get(f"{BASE}/me")
        assert (status, me["data"]["workingActivity"]) == (200, None)
        assert me["data"]["workedTodaySeconds"] == 8 * 3600
        for action in ("pause", "resume", "end"):
            await refused(door, action)
        # end straight from a pause counts the pause as pause
        assert (await clock(door, "start"))[0] == 200
        traveller.shift(dt.timedelta(hours=1))
        assert (await clock(door, "pause"))[0] == 200
        traveller.shift(dt.timedelta(minutes=20))
        status, ended = await clock(door, "end")
        assert (ended["data"]["pausedSeconds"], ended["data"]["workedSeconds"]) == (1200, 3600)
        status, listed = await door.get(f"{BASE}/working-activities?from=2026-03-02&to=2026-03-02")
        assert [a["status"] for a in listed["data"]] == ["ended", "ended"]


async def test_who_may_clock(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    anonymous, employee_b = world.apis["anonymous"], world.apis["employee_b"]
    assert (await anonymous.get(f"{BASE}/me"))[0] == 401
    bad = {"X-Access-Token": "falsch"}
    status, body = await anonymous.get(f"{BASE}/me", headers=bad)
    assert (status, body["errors"][0]["message"]) == (401, "Der Zugangscode ist ungültig.")
    # another user's token does not open employee_a's clock
    other = await token_for(employee_b)
    assert (await anonymous.get(f"{BASE}/me", headers={"X-Access-Token": other}))[0] == 401
    own = await token_for(world.apis["employee_a"])
    bearer = {"Authorization": f"Bearer {own}"}
    status, me = await anonymous.get(f"{BASE}/me", headers=bearer)
    assert (status, me["data"]["user"]["username"], me["data"]["branch"]["identifier"]) == (
        200,
        "employee_a",
        "filiale-a",
    )
    # a new token replaces the old one
    newer = await token_for(world.apis["employee_a"])
    assert (await anonymous.get(f"{BASE}/me", headers=bearer))[0] == 401
    assert (await anonymous.get(f"{BASE}/me", headers={"X-Access-Token": newer}))[0] == 200
    # sessions: the user themself and administrators; not a colleague
    assert (await world.apis["employee_a"].get(f"{BASE}/me"))[0] == 200
    assert (await world.admin.get(f"{BASE}/me"))[0] == 200
    assert (await employee_b.get(f"{BASE}/me"))[0] == 403
    assert (await clock(employee_b, "start"))[0] == 403
    # a branch the user is not assigned to, unknown branches and users
    status, body = await world.admin.get("/api/time-tracking/filiale-b/employee_a/me")
    assert (status, body["errors"][0]["message"]) == (
        403,
        "Dieser Benutzer ist der Filiale nicht zugeordnet.",
    )
    assert (await world.admin.get("/api/time-tracking/nirgends/employee_a/me"))[0] == 404
    assert (await world.admin.get("/api/time-tracking/filiale-a/niemand/me"))[0] == 404
    # tokens: one's own; administrators for anyone; never for a stranger
    employee_a_id = me["data"]["user"]["id"]
    status, _ = await employee_b.post(
        "/api/time-tracking/access-tokens", {"user": {"id": employee_a_id}}
    )
    assert status == 403
    assert await token_for(world.admin, employee_a_id)
    assert (await anonymous.post("/api/time-tracking/access-tokens", {}))[0] == 401
    status, body = await world.admin.post(
        "/api/time-tracking/access-tokens", {"user": {"id": 987654}}
    )
    assert (status, body["errors"][0]["field"]) == (422, "user")


async def test_bad_input(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    admin = world.admin
    cases = [
        (f"{BASE}/balances?from=2026-13-01", "from"),
        (f"{BASE}/balances?from=2026-03-10&to=2026-03-01", "to"),
        (f"{BASE}/balances?from=2026-01-01&to=2027-06-01", "to"),
        (f"{BASE}/working-activities?to=gestern", "to"),
        (f"{BASE}/working-schedules?bogus=1", "bogus"),
    ]
    for url, field in cases:
        status, body = await admin.get(url)
        assert status == 422 and body["errors"][0]["field"] == field, (url, body)
    assert (await admin.get("/api/time-tracking/filiale-a/%00/me"))[0] == 404
    assert (await admin.get(f"/api/time-tracking/filiale-a/{'x' * 300}/me"))[0] == 404
    status, body = await admin.post("/api/time-tracking/access-tokens", {"user": "ich"})
    assert status == 422 and body["errors"][0]["field"] == "user"


@pytest.mark.parametrize("rounds", [12])
async def test_concurrent_transitions_one_wins(
    make_api: ClientFactory, db_url: str, rounds: int
) -> None:
    """Many terminals press the same button at once: exactly one succeeds each time, and
    there is never a second open activity."""
    world = await build_world(make_api, db_url)
    token = await token_for(world.apis["employee_a"])
    doors = [await make_api() for _ in range(rounds)]
    for door in doors:
        door.client.session.headers["X-Access-Token"] = token
    for action in ("start", "pause", "resume", "end"):
        answers = await asyncio.gather(*(clock(door, action) for door in doors))
        statuses = sorted(status for status, _ in answers)
        assert statuses == [200] + [409] * (rounds - 1), (action, answers)
        for status, body in answers:
            if status == 409:
                assert body["errors"][0]["message"] == NOT[action]
    status, listed = await world.admin.get("/api/working-activities", params={"status": "ended"})
    assert len(listed["data"]) == 1


async def test_back_office_refuses_a_second_open_activity(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    door = await terminal(world, make_api)
    status, started = await clock(door, "start")
    user = started["data"]["user"]
    status, body = await world.admin.post(
        "/api/working-activities",
        {
            "user": user,
            "branch": {"id": world.ids["branch_a"]},
            "startedAt": "2026-03-02T07:00:00Z",
        },
    )
    assert (status, body["errors"]) == (
        422,
        [{"field": "endedAt", "message": "Für diesen Benutzer läuft bereits eine Aktivität."}],
    )
