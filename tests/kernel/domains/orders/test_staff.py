"""Staff calls on orders: scoping, lists, item edits, screens with API keys, resends."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer

from kernel.app import create_app
from kernel.settings import Settings
from tests.conftest import ClientFactory, Mailbox, add_user
from tests.kernel.domains.orders.shop import build_shop


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


async def test_screens_need_the_branch_key(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    await shop.customer.post("/api/orders", shop.order())
    status, key = await shop.admin.post(
        f"/api/branches/{shop.ids['wien']}/api-keys", {"kind": "frontdesk"}
    )
    assert status == 201
    token = key["data"]["key"]
    status, listed = await shop.customer.get(f"/api/orders/frontdesk/{shop.ids['wien']}/{token}")
    assert status == 200 and len(listed["data"]) == 1
    for path in (
        f"/api/orders/frontdesk/{shop.ids['graz']}/{token}",
        f"/api/orders/backoffice/{shop.ids['wien']}/{token}",
        f"/api/orders/frontdesk/{shop.ids['wien']}/wrong",
    ):
        assert (await shop.customer.get(path))[0] == 404, path


async def test_resend_new_order_email(
    make_api: ClientFactory, db_url: str, mailbox: Mailbox
) -> None:
    shop = await build_shop(make_api, db_url)
    _, created = await shop.customer.post("/api/orders", shop.order())
    from kernel.state import BACKGROUND

    await shop.admin.app[BACKGROUND].drain()
    before = len(mailbox.messages)
    status, _ = await shop.admin.post(
        f"/api/orders/{created['data']['order']['id']}/resend-new-order-email"
    )
    assert status == 200 and len(mailbox.messages) == before + 2


class FakeSmsGateway:
    """A local SMS gateway speaking the provider's HTTP API (POST {to, text}, bearer token)."""

    def __init__(self) -> None:
        self.received: list[dict[str, Any]] = []
        self.app = web.Application()
        self.app.router.add_post("/sms", self.handle)

    async def handle(self, request: web.Request) -> web.Response:
        if request.headers.get("Authorization") != "Bearer sms-token":
            return web.json_response({"error": "unauthorized"}, status=401)
        self.received.append(await request.json())
        return web.json_response({"status": "queued"}, status=202)


@pytest.fixture
async def sms_gateway() -> AsyncIterator[tuple[FakeSmsGateway, str]]:
    gateway = FakeSmsGateway()
    server = TestServer(gateway.app)
    await server.start_server()
    yield gateway, str(server.make_url("/sms"))
    await server.close()


async def test_resend_new_order_sms_through_the_gateway(
    make_api: ClientFactory,
    db_url: str,
    settings: Settings,
    sms_gateway: tuple[FakeSmsGateway, str],
) -> None:
    gateway, url = sms_gateway
    shop = await build_shop(make_api, db_url)
    _, created = await shop.customer.post("/api/orders", shop.order())
    order_id = created["data"]["order"]["id"]
    assert (await shop.admin.post(f"/api/orders/{order_id}/resend-new-order-sms"))[0] == 502
    staff = await make_api(
        create_app(settings.model_copy(update={"sms_url": url, "sms_token": "sms-token"}))
    )
    await staff.login("admin", "geheim-admin-1")
    status, _ = await staff.post(f"/api/orders/{order_id}/resend-new-order-sms")
    assert status == 200
    (sms,) = gateway.received
    assert sms["to"] == "+436601234567"
    assert created["data"]["uid"] in sms["text"]


async def test_staff_calls_refuse_bad_input_in_german(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    _, created = await shop.customer.post("/api/orders", shop.order())
    order_id = created["data"]["order"]["id"]
    status, body = await shop.admin.post(
        f"/api/branches/{shop.ids['wien']}/api-keys", {"kind": "kasse"}
    )
    assert (status, body["errors"][0]) == (
        422,
        {"field": "kind", "message": "Sie haben einen ungültigen Wert ausgewählt."},
    )
    assert (await shop.admin.post("/api/branches/999999/api-keys", {"kind": "frontdesk"}))[0] == 404
    assert (
        await shop.customer.post(
            f"/api/branches/{shop.ids['wien']}/api-keys", {"kind": "frontdesk"}
        )
    )[0] == 401
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
