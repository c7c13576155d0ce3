"""Signage plugin: commands to TVs, branch rules of streams and TVs, the flag."""

from __future__ import annotations

from typing import Any

from tests.conftest import ClientFactory
from tests.kernel.entities.world import World, build_world

SIGNAGE = ("enablePluginSignage",)


async def _device(world: World) -> dict[str, Any]:
    status, body = await world.admin.post(
        "/api/digital-signage-devices",
        {"identifier": "tv-1", "name": "TV", "branch": {"id": world.ids["branch_a"]}},
    )
    assert status == 201, body
    assert (body["data"]["command"], body["data"]["commandStatus"]) == (None, None)
    return body["data"]  # type: ignore[no-any-return]


async def test_a_command_is_stored_pending_and_can_be_aborted(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url, SIGNAGE)
    device = await _device(world)
    url = f"/api/digital-signage-devices/{device['id']}/command"
    employee = world.apis["employee_a"]

    status, body = await employee.post(url + "/abort")
    assert (status, body["errors"][0]["message"]) == (
        409,
        "Es gibt keinen offenen Befehl, der abgebrochen werden kann.",
    )
    command = {"id": device["id"], "type": "reload", "data": {"delay": 5}}
    status, body = await employee.post(url, command)
    assert status == 200
    assert body["data"]["command"] == {"type": "reload", "data": {"delay": 5}}
    assert (body["data"]["commandStatus"], body["data"]["id"]) == ("pending", device["id"])
    status, body = await employee.post(url + "/abort")
    assert (status, body["data"]["commandStatus"]) == (200, "aborted")
    assert body["data"]["command"] == {"type": "reload", "data": {"delay": 5}}
    assert (await employee.post(url + "/abort"))[0] == 409

    status, logs = await world.admin.get("/api/logs", params={"entity": "digital-signage-devices"})
    actions = [entry["action"] for entry in logs["data"]]
    assert actions[:2] == [
        "digital-signage-devices.command-abort",
        "digital-signage-devices.command",
    ]


async def test_command_refusals(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url, SIGNAGE)
    device = await _device(world)
    url = f"/api/digital-signage-devices/{device['id']}/command"
    assert (await world.apis["anonymous"].post(url, {"type": "reload"}))[0] == 401
    assert (await world.apis["employee_b"].post(url, {"type": "reload"}))[0] == 404
    assert (await world.apis["employee_b"].post(url + "/abort"))[0] == 404
    assert (await world.admin.post("/api/digital-signage-devices/987654/command", {"a": 1}))[
        0
    ] == 404
    status, body = await world.admin.post(url, [1, 2])
    assert (status, body["errors"][0]["message"]) == (
        422,
        "Dieser Wert sollte vom Typ object sein.",
    )
    status, body = await world.admin.post(url, {})
    assert (status, body["errors"][0]["message"]) == (422, "Dieser Wert sollte nicht leer sein.")
    status, body = await world.admin.post(url, {"id": device["id"] + 1, "type": "reload"})
    assert (status, body["errors"][0]["field"]) == (422, "id")
    status, body = await world.admin.call(
        "POST", url, data=b"{oops", headers={"Content-Type": "application/json"}
    )
    assert status == 400
    status, body = await world.admin.get(f"/api/digital-signage-devices/{device['id']}")
    assert body["data"]["commandStatus"] is None


async def test_signage_routes_answer_404_while_the_plugin_is_off(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url, SIGNAGE)
    device = await _device(world)
    assert (await world.admin.post("/api/config", {"enablePluginSignage": False}))[0] == 200
    for path in (
        "/api/digital-signage-segments",
        "/api/digital-signage-streams",
        f"/api/digital-signage-devices/{device['id']}",
    ):
        assert (await world.admin.get(path))[0] == 404, path
    url = f"/api/digital-signage-devices/{device['id']}/command"
    assert (await world.admin.post(url, {"type": "reload"}))[0] == 404
    assert (await world.admin.post(url + "/abort"))[0] == 404


async def test_streams_and_tvs_stay_within_their_branch(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url, SIGNAGE)
    admin = world.admin
    segments = {}
    for key, branch in (
        ("a", {"id": world.ids["branch_a"]}),
        ("b", {"id": world.ids["branch_b"]}),
        ("all", None),
    ):
        status, body = await admin.post(
            "/api/digital-signage-segments", {"name": key, "branch": branch}
        )
        assert status == 201, body
        segments[key] = {"id": body["data"]["id"]}
    stream = {"name": "A", "branch": {"id": world.ids["branch_a"]}}
    status, body = await admin.post(
        "/api/digital-signage-streams", {**stream, "segments": [segments["a"], segments["b"]]}
    )
    assert (status, body["errors"][0]["field"]) == (422, "segments")
    status, body = await admin.post(
        "/api/digital-signage-streams",
        {**stream, "segments": [segments["all"], segments["a"], segments["a"]]},
    )
    assert status == 201
    assert body["data"]["segments"] == [segments["all"], segments["a"]]
    stream_a = body["data"]["id"]
    status, body = await admin.post(
        "/api/digital-signage-devices",
        {"identifier": "tv-b", "branch": {"id": world.ids["branch_b"]}, "stream": {"id": stream_a}},
    )
    assert (status, body["errors"][0]["field"]) == (422, "stream")
    # Company-wide film sequences are the admins'.
    employee = world.apis["employee_a"]
    status, body = await employee.get("/api/digital-signage-segments")
    assert [s["id"] for s in body["data"]] == [segments["a"]["id"]]
    status, body = await employee.post("/api/digital-signage-segments", {"name": "x"})
    assert (status, body["errors"][0]["field"]) == (422, "branch")
