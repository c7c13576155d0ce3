"""SMS plugin: the new-order SMS through a local gateway (tests/fakes/sms.py), sent after
an order is placed and again on request, only while ``enablePluginSMS`` is on."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from aiohttp.test_utils import TestServer

from kernel.background import BACKGROUND
from kernel.settings import SETTINGS
from tests.conftest import ClientFactory, add_user
from tests.domains.orders.shop import Shop, build_shop
from tests.fakes.sms import TOKEN, FakeSmsGateway

FLAG = "enablePluginSMS"


@pytest.fixture
async def gateway(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[FakeSmsGateway]:
    """The fake gateway, named in the plugin's environment settings."""
    fake = FakeSmsGateway()
    server = TestServer(fake.app)
    await server.start_server()
    monkeypatch.setenv("TRESEN_SMS_URL", str(server.make_url("/sms")))
    monkeypatch.setenv("TRESEN_SMS_TOKEN", TOKEN)
    yield fake
    await server.close()


async def place(shop: Shop) -> dict[str, object]:
    status, created = await shop.customer.post("/api/orders", shop.order())
    assert status == 201, created
    await shop.admin.app[BACKGROUND].drain()
    return created["data"]  # type: ignore[no-any-return]


async def test_a_new_order_gets_its_sms_while_the_plugin_is_on(
    make_api: ClientFactory, db_url: str, gateway: FakeSmsGateway
) -> None:
    shop = await build_shop(make_api, db_url)
    await place(shop)
    assert gateway.received == []  # off: nothing sent

    assert (await shop.admin.post("/api/config", {FLAG: True}))[0] == 200
    created = await place(shop)
    (sms,) = gateway.received
    assert sms["to"] == "+436601234567"  # as the checkout stored it
    order = created["order"]
    assert isinstance(order, dict)
    public = shop.admin.app[SETTINGS].public_url
    assert sms["text"] == (
        f"Gasthaus Tresen: Ihre Bestellung {order['id']} ist eingegangen. "
        f"Status: {public}/status/{created['uid']}/{created['hash']}"
    )


async def test_resend_through_the_gateway(
    make_api: ClientFactory, db_url: str, gateway: FakeSmsGateway
) -> None:
    shop = await build_shop(make_api, db_url)
    created = await place(shop)  # placed while off
    order = created["order"]
    assert isinstance(order, dict)
    path = f"/api/orders/{order['id']}/resend-new-order-sms"
    assert (await shop.admin.post(path))[0] == 404  # off: the route is not there

    assert (await shop.admin.post("/api/config", {FLAG: True}))[0] == 200
    assert (await shop.admin.post(path))[0] == 200
    (sms,) = gateway.received
    assert str(created["uid"]) in sms["text"]

    gateway.outage = True
    status, body = await shop.admin.post(path)
    assert (status, body["errors"][0]["message"]) == (
        502,
        "Bestätigung konnte nicht versendet werden.",
    )
    assert (await shop.admin.post("/api/orders/999999/resend-new-order-sms"))[0] == 404
    assert (await shop.customer.post(path))[0] == 401
    await add_user(db_url, "graz", ["ROLE_EMPLOYEE"], branch_ids=[shop.ids["graz"]])
    employee = await make_api()
    await employee.login("graz")
    assert (await employee.post(path))[0] == 404  # another branch's order


async def test_without_a_gateway_resend_fails_in_german(
    make_api: ClientFactory, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("TRESEN_SMS_URL", raising=False)
    shop = await build_shop(make_api, db_url)
    assert (await shop.admin.post("/api/config", {FLAG: True}))[0] == 200
    created = await place(shop)
    order = created["order"]
    assert isinstance(order, dict)
    status, body = await shop.admin.post(f"/api/orders/{order['id']}/resend-new-order-sms")
    assert (status, body["errors"][0]["message"]) == (
        502,
        "Bestätigung konnte nicht versendet werden.",
    )
