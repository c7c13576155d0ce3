"""Staff calls on orders: scoping, lists, item edits, e-mail resends.

The screens with API keys: tests/plugins/test_frontdesk.py; the SMS: tests/plugins/test_sms.py.
"""

from __future__ import annotations

import pytest

from tests.conftest import ClientFactory, Mailbox, add_user
from tests.domains.orders.shop import build_shop

pytestmark = pytest.mark.database  # ilike search, item edits under a row lock


async def test_employees_see_only_their_branches_orders(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await build_shop(make_api, db_url)
    _, wien = await shop.customer.post("/api/orders", shop.order())
    _, graz = await shop.customer.post("/api/orders", shop.order(branch={"id": shop.ids["graz"]}))
    await add_user(db_url, "kellner", ["ROLE_EMPLOYEE"], branch_ids=[shop.ids["wien"]])
    employee = await make_api()
    await employee.login("kellner")
    for path in ("/api/orders", "/api/orders/current"):
        _, listed = await employee.get(path)
        assert [o["id"] for o in listed["data"]] == [wien["data"]["order"]["id"]]
    assert (await employee.get(f"/api/orders/{graz['data']['order']['id']}"))[0] == 404
    assert (await shop.customer.get("/api/orders"))[0] == 401
    _, history = await shop.admin.get("/api/orders", params={"history": "true"})
    assert history["data"] == []
    _, by_name = await shop.admin.get("/api/orders", params={"q": "hub"})
    assert len(by_name["data"]) == 2


async def test_item_edit_reprices_the_order(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    _, created = await shop.customer.post("/api/orders", shop.order())
    order_id = created["data"]["order"]["id"]
    status, body = await shop.admin.call(
        "PUT", f"/api/orders/{order_id}/items/0", json={"amount": 3}
    )
    assert status == 200, body
    assert body["data"]["totalGross"] == "48.50"  # 3 × 14.90 + 3.80
    assert body["data"]["items"][0]["name"] == "Wiener Schnitzel"
    assert (await shop.admin.call("PUT", f"/api/orders/{order_id}/items/9", json={"amount": 1}))[
        0
    ] == 404
    status, body = await shop.admin.call(
        "PUT", f"/api/orders/{order_id}/items/0", json={"amount": 500}
    )
    assert status == 422


async def test_resend_new_order_email(
    make_api: ClientFactory, db_url: str, mailbox: Mailbox
) -> None:
    shop = await build_shop(make_api, db_url)
    _, created = await shop.customer.post("/api/orders", shop.order())
    from kernel.background import BACKGROUND

    await shop.admin.app[BACKGROUND].drain()
    before = len(mailbox.messages)
    status, _ = await shop.admin.post(
        f"/api/orders/{created['data']['order']['id']}/resend-new-order-email"
    )
    assert status == 200 and len(mailbox.messages) == before + 2


async def test_staff_calls_refuse_bad_input_in_german(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    _, created = await shop.customer.post("/api/orders", shop.order())
    order_id = created["data"]["order"]["id"]
    status, body = await shop.admin.call(
        "PUT", f"/api/orders/{order_id}", json={"counterAppointment": "morgen"}
    )
    assert status == 422 and body["errors"][0]["field"] == "counterAppointment"
    status, body = await shop.admin.call(
        "PUT", f"/api/orders/{order_id}/items/0", json={"amount": -1}
    )
    assert (status, body["errors"][0]) == (
        422,
        {"field": "amount", "message": "Dieser Wert sollte positiv sein."},
    )
    status, body = await shop.admin.post(f"/api/orders/{order_id}/status/confirm", [1])
    assert status in (200, 422)  # a non-object body is ignored like an empty one, never a 500


async def test_price_endpoint_refuses_bad_carts(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    status, body = await shop.customer.post(
        "/api/orders/price", {"branch": {"id": 999999}, "items": []}
    )
    assert (status, body["errors"][0]["field"]) == (422, "branch")
    status, body = await shop.customer.post(
        "/api/orders/price",
        {"branch": {"id": shop.ids["wien"]}, "items": [{"productId": 1, "amount": 1, "x": 1}]},
    )
    assert (status, body["errors"][0]) == (
        422,
        {"field": "items[0].x", "message": "Dieses Feld wurde nicht erwartet."},
    )
    status, body = await shop.customer.post(
        "/api/orders/price", {"branch": {"id": shop.ids["wien"]}, "items": []}
    )
    assert (status, body["errors"][0]["message"]) == (422, "Keine Produkte im Warenkorb!")


async def test_order_edit_refuses_unknown_fields_like_every_call(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await build_shop(make_api, db_url)
    _, created = await shop.customer.post("/api/orders", shop.order())
    order_id = created["data"]["order"]["id"]
    extra = "Dieses Feld wurde nicht erwartet."
    for body, errors in (
        (
            {"comment": "Tisch 4", "totalGross": "0.00"},
            [{"field": "totalGross", "message": extra}],
        ),
        ({"comment": "Tisch 4", "status": "done"}, [{"field": "status", "message": extra}]),
        (
            {"id": order_id + 1, "comment": "Tisch 4"},
            [{"field": "id", "message": "Dieser Wert ist nicht gültig."}],
        ),
    ):
        status, answer = await shop.admin.call("PUT", f"/api/orders/{order_id}", json=body)
        assert (status, answer["errors"]) == (422, errors), body
    _, order = await shop.admin.get(f"/api/orders/{order_id}")
    assert order["data"]["comment"] == "" and order["data"]["totalGross"] != "0.00"
    status, answer = await shop.admin.call(
        "PUT", f"/api/orders/{order_id}", json={"id": order_id, "comment": "Tisch 4"}
    )
    assert (status, answer["data"]["comment"]) == (200, "Tisch 4")
