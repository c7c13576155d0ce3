"""The state machine over every (state × action × principal), checked against its table."""

from __future__ import annotations

import itertools

import pytest
from sqlalchemy import select, update

from kernel.db import Database
from kernel.domains.orders import states
from kernel.domains.orders.models import Order, OrderTransition
from tests.conftest import Api, ClientFactory, add_user
from tests.kernel.domains.orders.shop import Shop, build_shop

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
