"""Issue 23 §1, payroll integrity: employees change their time only through the
terminal's transitions; administrators correct entries, and every correction is kept
(who, when, before, after) and shown in the time sheet and the payroll export."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest
from pypdf import PdfReader

from tests.conftest import Api, ClientFactory
from tests.kernel.entities.world import World, build_world

#: PostgreSQL too: the audit trail is read back from JSON columns.
pytestmark = pytest.mark.database

NOV = {"from": "2026-11-01", "to": "2026-11-30"}


async def _me(api: Api) -> int:
    status, body = await api.get("/api/users/me")
    assert status == 200, body
    return int(body["data"]["id"])


async def _activity(world: World, user: int, start: str, end: str) -> dict[str, Any]:
    status, body = await world.admin.post(
        "/api/working-activities",
        {
            "user": {"id": user},
            "branch": {"id": world.ids["branch_a"]},
            "status": "ended",
            "startedAt": start,
            "endedAt": end,
        },
    )
    assert status == 201, body
    return body["data"]  # type: ignore[no-any-return]


async def test_the_probes_requests_are_refused_to_an_employee(
    make_api: ClientFactory, db_url: str
) -> None:
    """The requests of the probe (as kellner, an employee) now answer 403, and nothing
    is written."""
    world = await build_world(make_api, db_url)
    kellner = world.apis["employee_a"]
    admin_id = await _me(world.admin)
    own = await _activity(world, await _me(kellner), "2026-11-20T07:00:00Z", "2026-11-20T15:00:00Z")
    theirs = await _activity(world, admin_id, "2026-11-20T07:00:00Z", "2026-11-20T15:00:00Z")
    change = {"startedAt": "2026-11-20T02:00:00Z", "endedAt": "2026-11-20T23:00:00Z"}
    for activity in (own, theirs):
        url = f"/api/working-activities/{activity['id']}"
        assert (await kellner.call("PUT", url, json=change))[0] == 403
        assert (await kellner.call("DELETE", url))[0] == 403
    status, _ = await kellner.post(
        "/api/working-activities",
        {"user": {"id": admin_id}, "branch": {"id": world.ids["branch_a"]}, **change},
    )
    assert status == 403
    schedule = {"user": {"id": admin_id}, "branch": {"id": world.ids["branch_a"]},
                "date": "2026-11-20", "from": "08:00", "to": "16:00"}  # fmt: skip
    status, made = await world.admin.post("/api/working-schedules", schedule)
    assert status == 201
    url = f"/api/working-schedules/{made['data']['id']}"
    assert (await kellner.post("/api/working-schedules", schedule))[0] == 403
    assert (await kellner.call("PUT", url, json={"to": "23:00"}))[0] == 403
    assert (await kellner.call("DELETE", url))[0] == 403
    status, body = await world.admin.get(f"/api/working-activities/{own['id']}")
    assert body["data"]["startedAt"] == own["startedAt"]
    assert (await world.admin.get(url))[1]["data"]["to"] == "16:00"
    # their own time still changes through the terminal's transitions
    status, body = await kellner.post(
        "/api/time-tracking/filiale-a/employee_a/working-activities/start"
    )
    assert status in (200, 201), body


async def test_a_correction_keeps_before_and_after_and_shows_in_sheet_and_export(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    employee = world.apis["employee_a"]
    user = await _me(employee)
    activity = await _activity(world, user, "2026-11-20T06:00:00Z", "2026-11-20T14:00:00Z")
    status, body = await world.admin.call(
        "PUT",
        f"/api/working-activities/{activity['id']}",
        json={"startedAt": "2026-11-20T05:00:00Z", "endedAt": "2026-11-20T13:30:00Z"},
    )
    assert status == 200, body
    gone = await _activity(world, user, "2026-11-21T06:00:00Z", "2026-11-21T07:00:00Z")
    assert (await world.admin.call("DELETE", f"/api/working-activities/{gone['id']}"))[0] == 200

    # the audit trail: who, when, before, after
    status, logs = await world.admin.get(
        "/api/logs", params={"entity": "working-activities", "action": "working-activities.update"}
    )
    entry = logs["data"][0]
    assert entry["userName"] == "admin" and entry["createdAt"]
    assert entry["data"]["before"]["startedAt"].startswith("2026-11-20T06:00:00")
    assert entry["data"]["after"]["startedAt"].startswith("2026-11-20T05:00:00")

    # the time sheet's corrections: the person's own, and the admin's view of them
    for api in (employee, world.admin):
        status, body = await api.get("/api/time-sheets/corrections", params={**NOV, "user": user})
        assert status == 200, body
        assert [(c["action"], c["date"], c["by"]) for c in body["data"]] == [
            ("create", "2026-11-20", "admin"),
            ("update", "2026-11-20", "admin"),
            ("create", "2026-11-21", "admin"),
            ("delete", "2026-11-21", "admin"),
        ]
        update = body["data"][1]
        assert update["before"]["endedAt"].startswith("2026-11-20T14:00:00")
        assert update["after"]["endedAt"].startswith("2026-11-20T13:30:00")
        assert update["label"].startswith("korrigiert von admin am ")
    assert (
        await world.apis["employee_b"].get(
            "/api/time-sheets/corrections", params={**NOV, "user": user}
        )
    )[0] == 403

    # the payroll export: "korrigiert von … am …" on the day, in CSV and PDF
    answer = await world.admin.client.get(
        "/api/time-sheets/export", params={"month": "2026-11", "user": user}
    )
    rows = list(csv.reader(io.StringIO((await answer.read()).decode("utf-8-sig")), delimiter=";"))
    lines = {r[1]: r for r in rows[1:]}
    assert rows[0][-1] == "Korrektur"
    assert lines["20.11.2026"][3:5] == ["06:00", "14:30"]
    assert "nachgetragen von admin am " in lines["20.11.2026"][-1]
    assert "korrigiert von admin am " in lines["20.11.2026"][-1]
    assert "gelöscht von admin am " in lines["21.11.2026"][-1]
    assert lines["19.11.2026"][-1] == ""
    answer = await world.admin.client.get(
        "/api/time-sheets/export", params={"month": "2026-11", "user": user, "format": "pdf"}
    )
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(await answer.read())).pages)
    assert "Korrekturen" in text
    assert "20.11.2026: 07:00-15:00 (Pause 0,00 h) -> 06:00-14:30 (Pause 0,00 h)" in text
    assert "korrigiert von admin am" in text


async def test_terminal_transitions_are_no_corrections(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    employee = world.apis["employee_a"]
    base = "/api/time-tracking/filiale-a/employee_a/working-activities"
    for step in ("start", "pause", "resume", "end"):
        status, body = await employee.post(f"{base}/{step}")
        assert status in (200, 201), (step, body)
    status, body = await employee.get("/api/time-sheets/corrections")
    assert (status, body["data"]) == (200, [])
    status, mine = await employee.get("/api/working-activities")
    assert status == 200 and len(mine["data"]) == 1
