"""Server push for the back office (kernel/live.py): ``GET /api/live`` as Server-Sent Events:
the topics units declare (the orders domain's ``order``, the sample plugin's ``sample``)
and the kernel's ``plugins`` event when the enabled set changes."""

from __future__ import annotations

import asyncio
from typing import Any

import orjson
import pytest
from aiohttp import ClientResponse

from kernel import DB, EVENTS, LIVE, REGISTRY, LiveTopic, Manifest, hookimpl, live
from kernel.app import create_app
from kernel.plugins import PluginError, discover
from kernel.settings import Settings
from tests.conftest import Api, ClientFactory, add_user
from tests.domains.orders.shop import build_shop
from tests.sample_plugins import EXTRA_PLUGINS

pytestmark = pytest.mark.database  # server push from database events


async def next_event(resp: ClientResponse, wait: float = 5) -> tuple[str, dict[str, Any]]:
    """The next ``event:``/``data:`` pair of the stream (comments are skipped)."""
    event, data = "", None

    async def read() -> tuple[str, dict[str, Any]]:
        nonlocal event, data
        while True:
            line = (await resp.content.readline()).decode()
            if line == "":
                raise EOFError("stream ended")
            if line.startswith("event: "):
                event = line[7:].strip()
            elif line.startswith("data: "):
                data = orjson.loads(line[6:])
            elif line == "\n" and data is not None:
                return event, data

    return await asyncio.wait_for(read(), wait)


class Stream:
    """The events of one stream, each once: the test clients all serve one app, so each
    started its own copy of the event bus watcher and an event may arrive twice."""

    def __init__(self, resp: ClientResponse) -> None:
        self.resp = resp
        self.seen: list[tuple[str, dict[str, Any]]] = []

    async def next(self) -> tuple[str, dict[str, Any]]:
        while True:
            event = await next_event(self.resp)
            if event not in self.seen:
                self.seen.append(event)
                return event


async def test_new_orders_and_status_changes_reach_the_branches_staff(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await build_shop(make_api, db_url)
    await add_user(db_url, "wien", ["ROLE_EMPLOYEE"], branch_ids=[shop.ids["wien"]])
    employee = await make_api()
    await employee.login("wien")

    resp = await shop.admin.client.get("/api/live")
    assert resp.status == 200
    assert resp.headers["Content-Type"].startswith("text/event-stream")
    admin_stream = Stream(resp)
    employee_stream = Stream(await employee.client.get("/api/live"))
    assert (await admin_stream.next())[0] == "ready"
    assert (await employee_stream.next())[0] == "ready"

    _, graz = await shop.customer.post("/api/orders", shop.order(branch={"id": shop.ids["graz"]}))
    _, wien = await shop.customer.post("/api/orders", shop.order())
    graz_id, wien_id = graz["data"]["order"]["id"], wien["data"]["order"]["id"]

    # the admin hears both, in order; the Vienna employee only Vienna's
    assert await admin_stream.next() == (
        "order",
        {"id": graz_id, "branchId": shop.ids["graz"], "status": "new", "change": "created"},
    )
    assert (await admin_stream.next())[1]["id"] == wien_id
    assert (await employee_stream.next())[1]["id"] == wien_id

    status, _ = await employee.post(f"/api/orders/{wien_id}/status/confirm", {})
    assert status == 200
    event, data = await employee_stream.next()
    assert (event, data["id"], data["status"], data["change"]) == (
        "order",
        wien_id,
        "confirmed",
        "status",
    )
    assert all(data["branchId"] == shop.ids["wien"] for _, data in employee_stream.seen[1:])
    admin_stream.resp.close()
    employee_stream.resp.close()


async def staff_streams(make_api: ClientFactory, db_url: str) -> tuple[Api, Stream, Stream]:
    """A signed-in admin and their open stream, and an employee's of branch 1, both ready."""
    await add_user(db_url, "chef", ["ROLE_ADMIN"])
    await add_user(db_url, "wien", ["ROLE_EMPLOYEE"], branch_ids=[1])
    chef, employee = await make_api(), await make_api()
    await chef.login("chef")
    await employee.login("wien")
    streams = [Stream(await who.client.get("/api/live")) for who in (chef, employee)]
    assert [(await stream.next())[0] for stream in streams] == ["ready", "ready"]
    return chef, streams[0], streams[1]


async def test_hook_live_topics(make_api: ClientFactory, db_url: str) -> None:
    """The sample plugin's declared topic reaches the streams its filter admits (admins,
    payloads marked public), only while the plugin is enabled."""
    chef, admin_stream, employee_stream = await staff_streams(make_api, db_url)
    await chef.app[EVENTS].emit_local("sample", {"public": True, "n": 0})  # plugin off
    assert (await chef.post("/api/config", {"enablePluginSample": True}))[0] == 200
    assert (await admin_stream.next())[0] == "plugins"  # not the event of the plugin off
    assert (await employee_stream.next())[0] == "plugins"

    async with chef.app[DB].transaction() as s:
        for n, public in ((1, True), (2, False), (3, True)):
            await chef.app[EVENTS].publish(s, "sample", {"public": public, "n": n})
    assert await admin_stream.next() == ("sample", {"public": True, "n": 1})
    assert await admin_stream.next() == ("sample", {"public": True, "n": 3})
    # the employee's next event is the plugin switched off again: no sample event between
    assert (await chef.post("/api/config", {"enablePluginSample": False}))[0] == 200
    event, data = await employee_stream.next()
    assert (event, "sample" in data["enabled"]) == ("plugins", False)
    admin_stream.resp.close()
    employee_stream.resp.close()


async def test_plugin_changes_reach_every_staff_stream(
    make_api: ClientFactory, db_url: str
) -> None:
    """A configuration change that switches a plugin tells every open staff stream the new
    enabled set (the shell loads or drops the plugin's UI); a keyed screen hears nothing."""
    chef, admin_stream, employee_stream = await staff_streams(make_api, db_url)
    screen = chef.app[LIVE].open_for(False, frozenset({1}))  # a branch's keyed screen
    registry = chef.app[REGISTRY]
    assert "sample" not in registry.enabled

    assert (await chef.post("/api/config", {"enablePluginSample": True}))[0] == 200
    switched_on = ("plugins", {"enabled": sorted(registry.enabled)})
    assert "sample" in switched_on[1]["enabled"] and "orders" in switched_on[1]["enabled"]
    assert await admin_stream.next() == switched_on
    assert await employee_stream.next() == switched_on

    assert (await chef.post("/api/config", {"mapZoom": 12.5}))[0] == 200  # no plugin changes
    assert (await chef.post("/api/config", {"enablePluginSample": False}))[0] == 200
    switched_off = ("plugins", {"enabled": sorted(registry.enabled)})
    assert switched_off[1]["enabled"] == sorted(set(switched_on[1]["enabled"]) - {"sample"})
    assert await admin_stream.next() == switched_off
    assert await employee_stream.next() == switched_off
    assert screen.queue.empty()
    chef.app[LIVE].close(screen)
    admin_stream.resp.close()
    employee_stream.resp.close()


class _Topics:
    """A plugin declaring ``topics`` as its live topics."""

    def __init__(self, plugin_id: str, *topics: object) -> None:
        self.plugin_id, self.topics = plugin_id, topics

    @hookimpl
    def tresen_manifest(self) -> Manifest:
        return Manifest(id=self.plugin_id, title="Themen", version="1.0.0")

    @hookimpl
    def tresen_live_topics(self) -> tuple[object, ...]:
        return self.topics


@pytest.mark.parametrize(
    ("topic", "problem"),
    [
        (LiveTopic("sample", "other", lambda v, p: True), "'sample' declared by sample and x"),
        (LiveTopic("x", "plugins", lambda v, p: True), "live topic 'x' uses a kernel name"),
        (LiveTopic("resync", "x", lambda v, p: True), "live topic 'resync' uses a kernel name"),
        ("orders", "must return kernel.LiveTopic"),
    ],
)
def test_a_live_topic_is_declared_once_and_never_as_the_kernels(
    settings: Settings, topic: object, problem: str
) -> None:
    with pytest.raises(PluginError, match=problem):
        create_app(settings, plugins=[*discover(EXTRA_PLUGINS), _Topics("x", topic)])


async def test_only_staff_may_listen(make_api: ClientFactory, db_url: str) -> None:
    anonymous = await make_api()
    assert (await anonymous.client.get("/api/live")).status == 401
    await add_user(db_url, "kunde", [])
    customer = await make_api()
    await customer.login("kunde")
    assert (await customer.client.get("/api/live")).status == 403


async def test_logout_ends_the_stream(
    make_api: ClientFactory, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(live, "HEARTBEAT", 0.2)
    await add_user(db_url, "chef", ["ROLE_ADMIN"])
    chef = await make_api()
    await chef.login("chef")
    stream = await chef.client.get("/api/live")
    assert (await next_event(stream))[0] == "ready"
    assert (await chef.post("/api/logout"))[0] == 200
    with pytest.raises(EOFError):
        await next_event(stream)
    assert not chef.app[LIVE].listeners


async def test_shutdown_ends_open_streams(make_api: ClientFactory, db_url: str) -> None:
    """A stopping server ends its streams first (browsers reconnect to another worker),
    so its graceful shutdown does not wait for them."""
    await add_user(db_url, "chef", ["ROLE_ADMIN"])
    chef = await make_api()
    await chef.login("chef")
    stream = await chef.client.get("/api/live")
    assert (await next_event(stream))[0] == "ready"
    await chef.app.shutdown()  # the on_shutdown signal, as the runner sends it on SIGTERM
    with pytest.raises(EOFError):
        await next_event(stream)
    assert not chef.app[LIVE].listeners
