"""The state machine over every (state × action × principal), checked against its table."""

from __future__ import annotations

import itertools
from typing import get_args

import pytest
from aiohttp import web
from aiohttp.test_utils import make_mocked_request
from sqlalchemy import select, update

from domains.orders import states, texts
from domains.orders.models import Order, OrderTransition
from domains.orders.routes import OrderQuery, routes
from kernel.db import Database
from tests.conftest import Api, ClientFactory, add_user
from tests.domains.orders.shop import Shop, build_shop

pytestmark = pytest.mark.database  # transitions under a row lock

PRINCIPALS = ("admin", "employee", "other_employee")


async def set_status(db_url: str, order_id: int, status: str) -> None:
    db = Database(db_url)
    async with db.transaction() as s:
        await s.execute(update(Order).where(Order.id == order_id).values(status=status))
    await db.dispose()


async def staff_clients(shop: Shop, make_api: ClientFactory, db_url: str) -> dict[str, Api]:
    await add_user(db_url, "kellner", ["ROLE_EMPLOYEE"], branch_ids=[shop.ids["wien"]])
    await add_user(db_url, "fremd", ["ROLE_EMPLOYEE"], branch_ids=[shop.ids["graz"]])
    clients = {"admin": shop.admin}
    for principal, username in (("employee", "kellner"), ("other_employee", "fremd")):
        client = await make_api()
        assert (await client.login(username))[0] == 200
        clients[principal] = client
    return clients


@pytest.mark.parametrize("is_delivery", [False, True], ids=["takeaway", "delivery"])
async def test_every_state_action_and_principal(
    make_api: ClientFactory, db_url: str, is_delivery: bool
) -> None:
    shop = await build_shop(make_api, db_url)
    clients = await staff_clients(shop, make_api, db_url)
    body = (
        shop.order(
            isDelivery=True, deliveryArea="zentrum", street="Ring 1", zipCode="1010", city="Wien"
        )
        if is_delivery
        else shop.order()
    )
    status, created = await shop.customer.post("/api/orders", body)
    assert status == 201, created
    order_id = created["data"]["order"]["id"]
    mismatches = []
    for state, action, principal in itertools.product(states.STATUSES, states.ACTIONS, PRINCIPALS):
        await set_status(db_url, order_id, state)
        status, _answer = await clients[principal].post(
            f"/api/orders/{order_id}/status/{action}", {}
        )
        if principal == "other_employee":
            expected = (404, state)  # another branch's order is like a missing one
        else:
            step = states.find(action, state, principal, is_delivery)  # type: ignore[arg-type]
            expected = (200, step.target) if step else (409, state)
        db = Database(db_url)
        async with db.session() as s:
            now = await s.scalar(select(Order.status).where(Order.id == order_id))
        await db.dispose()
        if (status, now) != expected:
            mismatches.append(f"{state} {action} {principal}: {status} {now}, want {expected}")
    assert mismatches == []


async def test_transitions_are_audited_and_reject_keeps_its_message(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await build_shop(make_api, db_url)
    _, created = await shop.customer.post("/api/orders", shop.order())
    order_id = created["data"]["order"]["id"]
    status, answer = await shop.admin.post(
        f"/api/orders/{order_id}/status/reject", {"rejectionMessage": "Küche geschlossen"}
    )
    assert status == 200 and answer["data"]["isRejected"] is True
    public = created["data"]
    _, view = await shop.customer.get(f"/api/orders/public/{public['uid']}/{public['hash']}")
    assert view["data"]["rejectionMessage"] == "Küche geschlossen"
    db = Database(db_url)
    async with db.session() as s:
        (row,) = (await s.scalars(select(OrderTransition))).all()
    await db.dispose()
    assert (row.action, row.from_status, row.to_status, row.reason) == (
        "reject",
        "new",
        "rejected",
        "Küche geschlossen",
    )
    assert row.actor.startswith("user:")


async def test_counter_appointment_confirm_and_reject(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    links = []
    for _ in range(2):
        _, created = await shop.customer.post("/api/orders", shop.order())
        links.append(created["data"])
    proposal = "2030-05-04T10:00:00+00:00"
    for link in links:
        status, body = await shop.admin.call(
            "PUT", f"/api/orders/{link['order']['id']}", json={"counterAppointment": proposal}
        )
        assert status == 200, body
    first, second = links
    base = f"/api/orders/public/{first['uid']}/{first['hash']}"
    status, body = await shop.customer.post(base + "/confirm-counter-appointment", None)
    assert status == 200 and body["data"]["appointmentDate"] == proposal
    assert body["data"]["counterAppointment"] is None
    assert (await shop.customer.post(base + "/confirm-counter-appointment", None))[0] == 409
    base = f"/api/orders/public/{second['uid']}/{second['hash']}"
    status, body = await shop.customer.post(base + "/reject-counter-appointment", None)
    assert status == 200 and body["data"]["isCanceled"] is True
    # Once confirmed by the shop, the customer can no longer cancel through the link.
    _, third = await shop.customer.post("/api/orders", shop.order())
    await shop.admin.call(
        "PUT", f"/api/orders/{third['data']['order']['id']}", json={"counterAppointment": proposal}
    )
    await shop.admin.post(f"/api/orders/{third['data']['order']['id']}/status/confirm", {})
    link = f"/api/orders/public/{third['data']['uid']}/{third['data']['hash']}"
    assert (await shop.customer.post(link + "/reject-counter-appointment", None))[0] == 409


async def _handler_for(method: str, path: str) -> str | None:
    """The name of the orders route handler ``method path`` reaches, if any."""
    app = web.Application()
    app.router.add_routes(list(routes))
    match = await app.router.resolve(make_mocked_request(method, path, app=app))
    handler = getattr(match, "handler", None)
    return getattr(handler, "__name__", None) if match.http_exception is None else None


async def test_every_transition_the_api_offers_is_in_the_table() -> None:
    words = {*get_args(states.Action), "delete", "reopen", "in_delivery", "Confirm"}
    for word in sorted(words):
        reached = await _handler_for("POST", f"/api/orders/1/status/{word}")
        offered = word in states.ACTIONS
        assert (reached == "change_status") is offered, word
        if offered:  # a staff member can take it from some status
            assert any(t.action == word and t.principals & states.STAFF for t in states.TABLE)
    # The customer's two calls through the secret link are steps of the table too.
    for path, action in (
        ("confirm-counter-appointment", "confirm-counter-appointment"),
        ("reject-counter-appointment", "cancel"),
    ):
        assert await _handler_for("POST", f"/api/orders/public/u/h/{path}") is not None
        assert states.find(action, states.INITIAL, "customer", False) is not None


def test_status_sets_are_derived_from_the_table() -> None:
    leaving = {source for t in states.TABLE for source in t.sources if t.target != source}
    assert set(states.STATUSES) - leaving == states.FINAL
    assert set(states.OPEN) == set(states.STATUSES) - states.FINAL
    assert states.FINAL - {states.COMPLETED} == states.NOT_FULFILLED
    assert set(states.OPEN) >= states.EDITABLE
    # Every status the list filter accepts and every label customers read is a table status.
    status_field = OrderQuery.model_fields["status"].annotation
    assert set(get_args(get_args(status_field)[0])) == set(states.STATUSES)
    assert set(texts.STATUS_LABELS) == set(states.STATUSES)
    for transition in states.TABLE:
        assert transition.sources <= set(states.STATUSES)
        assert transition.target in states.STATUSES
