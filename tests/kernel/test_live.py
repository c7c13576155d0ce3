"""Server push for the back office (kernel/live.py): ``GET /api/live`` as Server-Sent Events."""

from __future__ import annotations

import asyncio
from typing import Any

import orjson
import pytest
from aiohttp import ClientResponse

from kernel import live
from kernel.live import LIVE
from tests.conftest import ClientFactory, add_user
from tests.domains.orders.shop import build_shop

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
