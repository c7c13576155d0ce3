"""Devices: test notification, test print and device logs (spec 000 §7), pushed over the
event bus to a fake device holding its WebSocket; the timeout case; who may ask."""

from __future__ import annotations

import asyncio
import base64
from typing import Any

import aiohttp
import pytest

from kernel.app import create_app
from kernel.settings import Settings
from kernel.testing.client import add_user
from kernel.testing.fake_device import FakeDevice, running
from tests.conftest import ClientFactory
from tests.kernel.entities.world import World, build_world

pytestmark = pytest.mark.database  # pushed over the event bus

TEST_FAILED = "Test nicht erfolgreich."
LOGS_FAILED = "Log konnte nicht angefordert werden."


@pytest.fixture
def settings(settings: Settings) -> Settings:
    """A short answer time: the timeout cases take a second, not five."""
    return settings.model_copy(update={"device_answer_seconds": 1.0})


async def _printer(world: World, identifier: str = "drucker-1") -> tuple[dict[str, Any], str]:
    status, body = await world.admin.post(
        "/api/devices",
        {
            "identifier": identifier,
            "name": "Küchendrucker",
            "type": "printer",
            "branch": {"id": world.ids["branch_a"]},
        },
    )
    assert status == 201, body
    device = body["data"]
    status, body = await world.apis["employee_a"].post(f"/api/devices/{device['id']}/key")
    assert status == 200, body
    assert body["data"]["socket"] == f"/api/devices/{identifier}/socket"
    return device, body["data"]["key"]


def _fake(world: World, key: str, **kw: Any) -> tuple[FakeDevice, Any]:
    return FakeDevice("", "drucker-1", key, **kw), world.apis["anonymous"].client


async def test_a_device_answers_a_test_notification(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    device, key = await _printer(world)
    fake, session = _fake(world, key)
    async with running(fake, session):
        assert fake.frames[0]["type"] == "ready"
        assert fake.frames[0]["device"]["identifier"] == "drucker-1"
        status, body = await world.apis["employee_a"].post(
            f"/api/devices/{device['id']}/test/notification"
        )
    assert status == 200, body
    assert body["data"]["ok"] is True
    assert [f["title"] for f in fake.shown] == ["Testbenachrichtigung"]
    assert "Küchendrucker" in fake.shown[0]["text"]
    status, body = await world.admin.get(f"/api/devices/{device['id']}")
    assert body["data"]["lastSeenAt"] is not None
    status, logs = await world.admin.get("/api/logs", params={"entity": "devices"})
    assert "devices.test-notification" in [e["action"] for e in logs["data"]]


async def test_a_test_print_is_a_real_escpos_print_job(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    device, key = await _printer(world)
    fake, session = _fake(world, key)
    url = f"/api/devices/{device['id']}"
    async with running(fake, session):
        status, body = await world.apis["employee_a"].post(f"{url}/test/print")
    assert status == 200, body
    job = body["data"]
    assert (job["status"], job["kind"], job["device"]) == ("printed", "test", {"id": device["id"]})
    # what the printer got is the receipt's ESC/POS: init, code page PC858, …, cut
    assert len(fake.printed) == 1
    printed = fake.printed[0]
    assert printed == base64.b64decode(job["escpos"])
    assert printed.startswith(b"\x1b@\x1bt\x13")
    assert printed.endswith(b"\x1bd\x04\x1dV\x00")
    assert "ÄÖÜ äöü ß €".encode("cp858") in printed
    assert "TESTDRUCK" in job["text"] and "Filiale A" in job["text"]
    assert all(len(line) <= 48 for line in job["text"].splitlines())
    status, jobs = await world.admin.get(f"{url}/print-jobs")
    assert [j["id"] for j in jobs["data"]] == [job["id"]]


async def test_device_logs_come_back_and_are_kept(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    device, key = await _printer(world)
    fake, session = _fake(world, key)
    fake.log_lines = ["12:00 start", "12:01 Papier fast leer"]
    url = f"/api/devices/{device['id']}"
    async with running(fake, session):
        status, body = await world.apis["employee_a"].post(f"{url}/request-device-logs")
    assert status == 200, body
    assert body["data"]["lines"] == ["12:00 start", "12:01 Papier fast leer"]
    status, logs = await world.apis["employee_a"].get(f"{url}/logs")
    assert status == 200
    assert [entry["lines"] for entry in logs["data"]] == [fake.log_lines]


async def test_no_answer_in_time_fails_in_german(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    device, key = await _printer(world)
    url = f"/api/devices/{device['id']}"
    employee = world.apis["employee_a"]
    # nobody connected
    status, body = await employee.post(f"{url}/test/notification")
    assert (status, body["errors"][0]["message"]) == (504, TEST_FAILED)
    # connected, but silent
    fake, session = _fake(world, key, silent=True)
    async with running(fake, session):
        status, body = await employee.post(f"{url}/test/print")
        assert (status, body["errors"][0]["message"]) == (504, TEST_FAILED)
        status, body = await employee.post(f"{url}/request-device-logs")
        assert (status, body["errors"][0]["message"]) == (504, LOGS_FAILED)
    status, jobs = await employee.get(f"{url}/print-jobs")
    assert [j["status"] for j in jobs["data"]] == ["unanswered"]
    # connected, answering that it could not
    fake, session = _fake(world, key, answer=False)
    async with running(fake, session):
        status, body = await employee.post(f"{url}/test/print")
    assert (status, body["errors"][0]["message"]) == (502, TEST_FAILED)
    status, jobs = await employee.get(f"{url}/print-jobs")
    assert jobs["data"][0]["status"] == "failed"


async def test_who_may_ask_a_device(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    device, _ = await _printer(world)
    await add_user(db_url, "kunde", ["ROLE_USER"])
    customer = await make_api()
    assert (await customer.login("kunde"))[0] == 200
    for path in ("test/notification", "test/print", "request-device-logs", "key"):
        url = f"/api/devices/{device['id']}/{path}"
        assert (await world.apis["anonymous"].post(url))[0] == 401
        assert (await customer.post(url))[0] == 403
        status, body = await world.apis["employee_b"].post(url)  # another branch's device
        assert (status, body["errors"][0]["message"]) == (404, "Nicht gefunden.")
        assert (await world.admin.post(f"/api/devices/99999/{path}"))[0] == 404
    for path in ("logs", "print-jobs"):
        url = f"/api/devices/{device['id']}/{path}"
        assert (await world.apis["anonymous"].get(url))[0] == 401
        assert (await world.apis["employee_b"].get(url))[0] == 404


async def test_a_device_needs_its_key(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    device, key = await _printer(world)
    client = world.apis["anonymous"].client
    for identifier, sent in (("drucker-1", "falsch"), ("unbekannt", key)):
        ws = await client.ws_connect(f"/api/devices/{identifier}/socket")
        await ws.send_json({"type": "hello", "key": sent})
        frame = await asyncio.wait_for(ws.receive_json(), 2)
        assert frame["errors"] == [
            {"field": "key", "message": "Der Schlüssel dieses Geräts ist ungültig."}
        ]
        assert (await ws.receive()).type == aiohttp.WSMsgType.CLOSE
        assert ws.close_code == 4401
    ws = await client.ws_connect("/api/devices/drucker-1/socket")
    await ws.send_str("{kaputt")
    frame = await asyncio.wait_for(ws.receive_json(), 2)
    assert frame["errors"][0]["message"] == "Dieser Wert sollte gültiges JSON sein."
    await ws.close()
    # plain GET: not a WebSocket
    status, body = await world.apis["anonymous"].get("/api/devices/drucker-1/socket")
    assert (status, body["errors"][0]["message"]) == (
        400,
        "Diese Adresse erwartet eine WebSocket-Verbindung.",
    )
    # a new key closes the connection signed in with the old one
    fake, session = _fake(world, key)
    async with running(fake, session):
        assert (await world.admin.post(f"/api/devices/{device['id']}/key"))[0] == 200
        await asyncio.wait_for(fake.closed.wait(), 3)
    assert fake.frames[-1]["type"] == "error"


async def test_bad_frames_from_a_device_are_answered_in_german(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    _, key = await _printer(world)
    ws = await world.apis["anonymous"].client.ws_connect("/api/devices/drucker-1/socket")
    await ws.send_json({"type": "hello", "key": key})
    assert (await asyncio.wait_for(ws.receive_json(), 2))["type"] == "ready"
    await ws.send_json({"type": "answer", "id": "niemand", "ok": True})
    frame = await asyncio.wait_for(ws.receive_json(), 2)
    assert frame["errors"] == [{"field": "id", "message": "Auf diese Anfrage wartet niemand."}]
    await ws.send_json({"type": "logs", "id": "x", "lines": "keine Liste"})
    frame = await asyncio.wait_for(ws.receive_json(), 2)
    assert frame["errors"][0]["field"] == "lines"
    await ws.send_json({"type": "tanzen"})
    frame = await asyncio.wait_for(ws.receive_json(), 2)
    assert frame["errors"][0]["field"] == "type"
    await ws.send_json({"type": "ping"})
    assert (await asyncio.wait_for(ws.receive_json(), 2)) == {"type": "pong"}
    await ws.close()


async def test_a_test_sent_through_one_worker_reaches_a_device_on_another(
    make_api: ClientFactory, db_url: str, settings: Settings
) -> None:
    """Two apps on one database stand for two ``--workers`` processes."""
    world = await build_world(make_api, db_url)
    device, key = await _printer(world)
    other = await make_api(create_app(settings))
    fake = FakeDevice("", "drucker-1", key)
    async with running(fake, other.client):
        status, body = await world.apis["employee_a"].post(
            f"/api/devices/{device['id']}/request-device-logs"
        )
    assert status == 200, body
    assert body["data"]["lines"] == fake.log_lines


async def test_the_device_and_ai_calls_of_section_7_are_in_openapi(api: Any) -> None:
    status, spec = await api.get("/api/openapi.json")
    assert status == 200
    paths = spec["paths"]
    for path in (
        "/api/devices/{id}/test/notification",
        "/api/devices/{id}/test/print",
        "/api/devices/{id}/request-device-logs",
        "/api/content-ai/generate/site/{id}",
        "/api/content-ai/generate/image",
    ):
        assert "post" in paths[path], path
    body = paths["/api/content-ai/generate/site/{id}"]["post"]["requestBody"]
    assert body["content"]["application/json"]["schema"]
    assert "504" in paths["/api/devices/{id}/test/print"]["post"]["responses"]
