"""Signage plugin: commands to TVs, branch rules of streams and TVs, the flag."""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import pytest

from kernel.app import create_app
from kernel.settings import Settings
from tests.conftest import ClientFactory
from tests.kernel.entities.world import World, build_world

pytestmark = pytest.mark.database  # device rows under a row lock

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


# ---------------------------------------------------------------------------- the player

INVALID_KEY = "Der Schlüssel dieses TVs ist ungültig."


async def _playing_tv(world: World) -> tuple[dict[str, Any], str, list[int]]:
    """A TV with a stream of two film sequences and a player key: (TV, key, segment ids)."""
    admin = world.admin
    segment_ids = []
    for name, media in (
        ("Frühstück", [{"type": "image", "url": "/media/fruehstueck.jpg"}]),
        ("Film", [{"type": "video", "url": "https://cdn.example.com/film.mp4"}]),
    ):
        status, body = await admin.post(
            "/api/digital-signage-segments",
            {"name": name, "duration": 5, "media": media, "branch": {"id": world.ids["branch_a"]}},
        )
        assert status == 201, body
        segment_ids.append(body["data"]["id"])
    status, body = await admin.post(
        "/api/digital-signage-streams",
        {
            "name": "Schaufenster",
            "branch": {"id": world.ids["branch_a"]},
            "segments": [{"id": i} for i in reversed(segment_ids)],
        },
    )
    assert status == 201, body
    device = await _device(world)
    status, body = await admin.call(
        "PUT",
        f"/api/digital-signage-devices/{device['id']}",
        {
            "id": device["id"],
            "identifier": "tv-1",
            "name": "TV",
            "branch": device["branch"],
            "stream": {"id": body["data"]["id"]},
        },
    )
    assert status == 200, body
    assert body["data"]["hasKey"] is False
    status, body = await world.apis["employee_a"].post(
        f"/api/digital-signage-devices/{device['id']}/key"
    )
    assert status == 200, body
    key = body["data"]["key"]
    assert body["data"]["url"] == f"/signage/tv-1#key={key}"
    return device, key, list(reversed(segment_ids))


async def _open(world: World, key: str, identifier: str = "tv-1") -> Any:
    ws = await world.apis["anonymous"].client.ws_connect(f"/api/signage/{identifier}/socket")
    await ws.send_json({"type": "hello", "key": key})
    return ws


async def _next(ws: Any, within: float = 2.0) -> dict[str, Any]:
    return await asyncio.wait_for(ws.receive_json(), within)  # type: ignore[no-any-return]


async def _pushed(ws: Any, within: float = 2.0) -> dict[str, Any]:
    """The next frame that is not a state (the setup's own changes may still send one)."""
    async with asyncio.timeout(within):
        while (frame := await ws.receive_json())["type"] == "state":
            pass
    return frame  # type: ignore[no-any-return]


async def test_a_player_gets_its_stream_and_the_commands_sent_to_its_tv_within_two_seconds(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url, SIGNAGE)
    device, key, order = await _playing_tv(world)
    url = f"/api/digital-signage-devices/{device['id']}/command"
    employee = world.apis["employee_a"]
    ws = await _open(world, key)
    state = await _next(ws)
    assert state["type"] == "state"
    assert state["device"] == {"id": device["id"], "identifier": "tv-1", "name": "TV"}
    assert [s["id"] for s in state["segments"]] == order  # the stream's order
    assert state["segments"][1]["media"] == [{"type": "image", "url": "/media/fruehstueck.jpg"}]

    assert (await employee.post(url, {"type": "message", "data": {"text": "Happy Hour"}}))[0] == 200
    pushed = await _pushed(ws)
    assert pushed == {
        "type": "command",
        "command": {"type": "message", "data": {"text": "Happy Hour"}},
    }
    await ws.send_json({"type": "done"})
    await ws.send_json({"type": "ping"})
    assert (await _pushed(ws)) == {"type": "pong"}
    status, body = await employee.get(f"/api/digital-signage-devices/{device['id']}")
    assert body["data"]["commandStatus"] == "done"
    assert body["data"]["lastSeenAt"] is not None
    # carried out: nothing left to abort
    status, body = await employee.post(url + "/abort")
    assert status == 409

    # a change of the stream reaches the player as a new state
    status, body = await world.admin.call(
        "PUT",
        f"/api/digital-signage-segments/{order[0]}",
        {"name": "Abendfilm", "duration": 7, "media": [], "branch": {"id": world.ids["branch_a"]}},
    )
    assert status == 200, body
    # (a state the 'done' above caused may still come first: the new one within 2 s)
    async with asyncio.timeout(2.0):
        while (state := await ws.receive_json())["segments"][0]["name"] != "Abendfilm":
            assert state["type"] == "state"
    assert state["type"] == "state"
    await ws.close()


async def test_a_player_that_comes_back_resumes_its_stream_and_gets_what_it_missed(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url, SIGNAGE)
    device, key, order = await _playing_tv(world)
    url = f"/api/digital-signage-devices/{device['id']}/command"
    employee = world.apis["employee_a"]
    ws = await _open(world, key)
    assert (await _next(ws))["type"] == "state"
    await ws.close()  # the network goes

    # sent and withdrawn while the TV was away: never carried out
    assert (await employee.post(url, {"type": "pause"}))[0] == 200
    status, body = await employee.post(url + "/abort")
    assert (status, body["data"]["commandStatus"]) == (200, "aborted")
    ws = await _open(world, key)
    state = await _next(ws)
    assert [s["id"] for s in state["segments"]] == order
    frames = []
    with pytest.raises(TimeoutError):
        while True:
            frames.append(await _next(ws, within=0.5))
    assert "command" not in [f["type"] for f in frames]
    await ws.close()

    # sent while away: delivered when the player is back
    assert (await employee.post(url, {"type": "segment", "data": {"id": order[1]}}))[0] == 200
    ws = await _open(world, key)
    assert (await _next(ws))["type"] == "state"
    assert (await _pushed(ws)) == {
        "type": "command",
        "command": {"type": "segment", "data": {"id": order[1]}},
    }
    # an abort while it is connected (it has not said done yet) reaches it too
    status, body = await employee.post(url + "/abort")
    assert status == 200
    assert (await _pushed(ws)) == {"type": "abort"}
    await ws.send_json({"type": "done"})  # too late: the abort stands
    await asyncio.sleep(0.2)
    status, body = await employee.get(f"/api/digital-signage-devices/{device['id']}")
    assert body["data"]["commandStatus"] == "aborted"
    await ws.close()


async def test_a_player_needs_its_tvs_key(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url, SIGNAGE)
    device, key, _ = await _playing_tv(world)
    for identifier, wrong in (("tv-1", key + "x"), ("tv-1", "x"), ("tv-404", key)):
        ws = await _open(world, wrong, identifier)
        assert (await _next(ws)) == {
            "type": "error",
            "errors": [{"field": "key", "message": INVALID_KEY}],
        }
        assert (await ws.receive()).type == aiohttp.WSMsgType.CLOSE
        assert ws.close_code == 4401
    # not a hello first
    anonymous = world.apis["anonymous"].client
    for first, field, message in (
        ("{oops", "", "Dieser Wert sollte gültiges JSON sein."),
        ('{"type": "shout"}', "type", "Sie haben einen ungültigen Wert ausgewählt."),
        ('{"type": "hello"}', "key", "Dieser Wert sollte nicht leer sein."),
    ):
        ws = await anonymous.ws_connect("/api/signage/tv-1/socket")
        await ws.send_str(first)
        assert (await _next(ws)) == {
            "type": "error",
            "errors": [{"field": field, "message": message}],
        }
        assert (await ws.receive()).type == aiohttp.WSMsgType.CLOSE
        assert ws.close_code == 4400
    # a plain request is no WebSocket
    status, body = await world.apis["anonymous"].get("/api/signage/tv-1/socket")
    assert (status, body["errors"][0]["message"]) == (
        400,
        "Diese Adresse ist nur per WebSocket erreichbar.",
    )
    # a bad message later is answered, the connection stays
    ws = await _open(world, key)
    assert (await _next(ws))["type"] == "state"
    await ws.send_str("[1]")
    assert (await _pushed(ws))["type"] == "error"
    await ws.send_json({"type": "ping"})
    assert (await _pushed(ws)) == {"type": "pong"}
    # a new key ends the player that holds the old one
    key_url = f"/api/digital-signage-devices/{device['id']}/key"
    assert (await world.apis["anonymous"].post(key_url))[0] == 401
    assert (await world.apis["employee_b"].post(key_url))[0] == 404
    assert (await world.admin.post(key_url))[0] == 200
    assert (await _pushed(ws)) == {
        "type": "error",
        "errors": [{"field": "key", "message": INVALID_KEY}],
    }
    assert (await ws.receive()).type == aiohttp.WSMsgType.CLOSE
    ws = await _open(world, key)
    assert (await _next(ws))["type"] == "error"


async def test_command_input_the_player_cannot_show_is_refused(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url, SIGNAGE)
    device = await _device(world)
    url = f"/api/digital-signage-devices/{device['id']}/command"
    for body, field, message in (
        ({"type": "dance"}, "type", "Sie haben einen ungültigen Wert ausgewählt."),
        ({"type": "message"}, "data.text", "Dieser Wert sollte nicht leer sein."),
        (
            {"type": "message", "data": {"text": " "}},
            "data.text",
            "Dieser Wert sollte nicht leer sein.",
        ),
        ({"type": "segment", "data": {"id": "x"}}, "data.id", "Dieser Wert ist nicht gültig."),
        ({"type": "reload", "data": [1]}, "data", None),
    ):
        status, answer = await world.admin.post(url, body)
        assert status == 422, (body, answer)
        assert answer["errors"][0]["field"] == field, answer
        if message:
            assert answer["errors"][0]["message"] == message


async def test_the_player_page_is_served_without_a_session_while_the_plugin_is_on(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url, SIGNAGE)
    anonymous = world.apis["anonymous"]
    resp = await anonymous.client.get("/signage/tv-1")
    assert resp.status == 200
    html = await resp.text()
    assert '<html lang="de">' in html and 'data-identifier="tv-1"' in html
    assert "media-src 'self' blob: https:" in resp.headers["Content-Security-Policy"]
    assert resp.headers["Cache-Control"] == "no-store"
    assert (await anonymous.client.get("/signage/TV%20%3Cb%3E")).status == 404
    assert (await world.admin.post("/api/config", {"enablePluginSignage": False}))[0] == 200
    assert (await anonymous.client.get("/signage/tv-1")).status == 404
    assert (await anonymous.get("/api/signage/tv-1/socket"))[0] == 404


async def test_a_command_sent_through_one_worker_reaches_a_player_on_another(
    make_api: ClientFactory, db_url: str, settings: Settings
) -> None:
    """Two apps on one database stand for two ``--workers`` processes: the event bus
    (NOTIFY on PostgreSQL, the events table on SQLite) carries the command across."""
    world = await build_world(make_api, db_url, SIGNAGE)
    device, key, _ = await _playing_tv(world)
    other = await make_api(create_app(settings))
    ws = await other.client.ws_connect("/api/signage/tv-1/socket")
    await ws.send_json({"type": "hello", "key": key})
    assert (await _next(ws))["type"] == "state"
    url = f"/api/digital-signage-devices/{device['id']}/command"
    assert (await world.apis["employee_a"].post(url, {"type": "reload"}))[0] == 200
    assert (await _pushed(ws)) == {"type": "command", "command": {"type": "reload", "data": {}}}
    await ws.close()
