"""Staff domain: task views, time-record and shift rules, tasks reached through projects."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import ClientFactory
from tests.kernel.entities.world import World, build_world

pytestmark = pytest.mark.database  # time-record overlaps and date rules in SQL


async def _task(world: World, branch: str = "branch_a") -> dict[str, Any]:
    status, project = await world.admin.post(
        "/api/projects", {"name": "Umbau", "branch": {"id": world.ids[branch]}}
    )
    assert status == 201, project
    status, task = await world.admin.post(
        "/api/tasks", {"title": "Regale", "project": {"id": project["data"]["id"]}}
    )
    assert status == 201, task
    return task["data"]  # type: ignore[no-any-return]


async def test_log_view_counts_views_of_staff_who_reach_the_task(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    task = await _task(world)
    url = f"/api/tasks/{task['id']}/log-view"
    assert task["viewCount"] == 0
    status, body = await world.admin.post(url)
    assert (status, body["data"]["viewCount"], body["data"]["id"]) == (200, 1, task["id"])
    status, body = await world.apis["employee_a"].post(url)
    assert (status, body["data"]["viewCount"]) == (200, 2)
    assert (await world.apis["employee_b"].post(url))[0] == 404
    assert (await world.apis["anonymous"].post(url))[0] == 401
    assert (await world.admin.post("/api/tasks/987654/log-view"))[0] == 404
    assert (await world.admin.post("/api/tasks/99999999999/log-view"))[0] == 404
    status, body = await world.admin.get(f"/api/tasks/{task['id']}")
    assert body["data"]["viewCount"] == 2


async def test_employees_keep_tasks_in_projects_of_their_branches(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    own, other = await _task(world, "branch_a"), await _task(world, "branch_b")
    employee = world.apis["employee_a"]
    status, body = await employee.get("/api/tasks")
    assert [t["id"] for t in body["data"]] == [own["id"]]
    choice = {"field": "project", "message": "Sie haben einen ungültigen Wert ausgewählt."}
    status, body = await employee.call(
        "PUT", f"/api/tasks/{own['id']}", json={"project": other["project"]}
    )
    assert status == 422 and choice in body["errors"]
    status, body = await employee.post("/api/tasks", {"title": "Ohne Projekt"})
    assert status == 422 and choice in body["errors"]
    # Admins may keep company-wide tasks without a project; employees never see them.
    status, loose = await world.admin.post("/api/tasks", {"title": "Allgemein"})
    assert status == 201
    assert (await employee.get(f"/api/tasks/{loose['data']['id']}"))[0] == 404


async def test_working_activity_end_rules(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    user = (await world.make("users"))["id"]
    base = {
        "user": {"id": user},
        "branch": {"id": world.ids["branch_a"]},
        "startedAt": "2026-03-02T07:00:00Z",
    }
    cases = [
        ({"status": "ended"}, "endedAt", "Dieser Wert sollte nicht leer sein."),
        (
            {"endedAt": "2026-03-02T06:59:00Z"},
            "endedAt",
            "Das Ende darf nicht vor dem Beginn liegen.",
        ),
        ({"startedAt": "2026-03-02T07:00:00"}, "startedAt", "Dieser Wert ist nicht gültig."),
        (
            {"pausedSeconds": -1},
            "pausedSeconds",
            "Dieser Wert sollte entweder positiv oder 0 sein.",
        ),
    ]
    for extra, field, message in cases:
        status, body = await world.admin.post("/api/working-activities", {**base, **extra})
        assert status == 422 and {"field": field, "message": message} in body["errors"], extra
    status, body = await world.admin.post(
        "/api/working-activities", {**base, "status": "ended", "endedAt": "2026-03-02T15:00:00Z"}
    )
    assert status == 201, body
    status, body = await world.admin.call(
        "PUT", f"/api/working-activities/{body['data']['id']}", json={"endedAt": None}
    )
    assert status == 422 and body["errors"][0]["field"] == "endedAt"


async def test_working_schedule_times(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    user = (await world.make("users"))["id"]
    base = {"user": {"id": user}, "branch": {"id": world.ids["branch_a"]}, "date": "2026-03-02"}
    status, body = await world.admin.post(
        "/api/working-schedules", {**base, "from": "08:00", "to": "08:00"}
    )
    assert body["errors"] == [
        {"field": "to", "message": "Beginn und Ende dürfen nicht gleich sein."}
    ]
    status, body = await world.admin.post(
        "/api/working-schedules", {**base, "from": "8:00", "to": "25:00"}
    )
    assert {e["field"] for e in body["errors"]} == {"from", "to"}
    status, body = await world.admin.post(
        "/api/working-schedules", {**base, "from": "00:00", "to": "24:00"}
    )
    assert (status, body["data"]["from"], body["data"]["to"]) == (201, "00:00", "24:00")


async def test_employees_read_their_own_time_and_write_none(
    make_api: ClientFactory, db_url: str
) -> None:
    """Issue 23: employees read their own activities and schedules only; every write of a
    row (their own included) is refused — their time changes through the terminal."""
    world = await build_world(make_api, db_url)
    other = (await world.make("users"))["id"]
    me = (await world.apis["employee_a"].get("/api/users/me"))[1]["data"]["id"]
    employee = world.apis["employee_a"]
    for path, payload in (
        (
            "/api/working-activities",
            {
                "startedAt": "2026-03-02T07:00:00Z",
                "status": "ended",
                "endedAt": "2026-03-02T15:00:00Z",
            },
        ),
        ("/api/working-schedules", {"date": "2026-03-02", "from": "08:00", "to": "16:00"}),
    ):
        ids = {}
        for who, user in (("mine", me), ("theirs", other)):
            status, body = await world.admin.post(
                path,
                {**payload, "user": {"id": user}, "branch": {"id": world.ids["branch_a"]}},
            )
            assert status == 201, body
            ids[who] = body["data"]["id"]
        status, listed = await employee.get(path)
        assert status == 200 and [o["id"] for o in listed["data"]] == [ids["mine"]]
        assert (await employee.get(f"{path}/{ids['mine']}"))[0] == 200
        assert (await employee.get(f"{path}/{ids['theirs']}"))[0] == 404
        for target in ids.values():
            assert (await employee.call("PUT", f"{path}/{target}", json={"note": "x"}))[0] == 403
            assert (await employee.call("DELETE", f"{path}/{target}"))[0] == 403
        for user in (me, other):
            body = {**payload, "user": {"id": user}, "branch": {"id": world.ids["branch_a"]}}
            assert (await employee.post(path, body))[0] == 403
        assert (await world.apis["employee_b"].get(path))[1]["data"] == []
