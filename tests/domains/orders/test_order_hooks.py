"""The ordering hooks, exercised by tests/sample_plugins/ordering_probe."""

from __future__ import annotations

import pytest

from tests.conftest import ClientFactory
from tests.domains.orders.shop import Shop, build_shop
from tests.sample_plugins import ordering_probe


@pytest.fixture
async def shop(make_api: ClientFactory, db_url: str) -> Shop:
    ordering_probe.seen.update(created=[], changed=[], stored=[])
    shop = await build_shop(make_api, db_url, isMollieEnabled=True)
    assert (await shop.admin.post("/api/config", {"enablePluginOrderingProbe": True}))[0] == 200
    return shop


async def test_hook_payment_methods(shop: Shop) -> None:
    status, body = await shop.customer.post("/api/orders", shop.order(paymentMethod="probe-pay"))
    assert status == 201, body
    await shop.admin.post("/api/config", {"enablePluginOrderingProbe": False})
    status, body = await shop.customer.post("/api/orders", shop.order(paymentMethod="probe-pay"))
    assert status == 422 and body["errors"][0]["field"] == "paymentMethod"


async def test_hook_checkout_validate(shop: Shop) -> None:
    status, body = await shop.customer.post("/api/orders", shop.order(comment="verboten"))
    assert (status, body["errors"]) == (
        422,
        [{"field": "comment", "message": "Dieser Kommentar ist nicht erlaubt."}],
    )


async def test_hook_order_created(shop: Shop) -> None:
    status, body = await shop.customer.call(
        "POST",
        "/api/orders",
        json=shop.order(paymentMethod="probe-pay"),
        headers={"Idempotency-Key": "k1"},
    )
    uid = body["data"]["uid"]
    assert body["data"]["paymentRedirectUrl"] == f"https://pay.example/{uid}"
    status, again = await shop.customer.call(
        "POST",
        "/api/orders",
        json=shop.order(paymentMethod="probe-pay"),
        headers={"Idempotency-Key": "k1"},
    )
    assert status == 200 and again["data"]["paymentRedirectUrl"] == f"https://pay.example/{uid}"
    assert ordering_probe.seen["created"] == [uid]  # once, not for the retry


async def test_hook_order_status_changed(shop: Shop) -> None:
    _, body = await shop.customer.post("/api/orders", shop.order())
    order_id = body["data"]["order"]["id"]
    await shop.admin.post(f"/api/orders/{order_id}/status/confirm", {})
    ((seen_id, before, after, actor),) = ordering_probe.seen["changed"]
    assert (seen_id, before, after) == (order_id, "new", "confirmed")
    assert actor.startswith("user:")


async def test_hook_order_public_fields(shop: Shop) -> None:
    _, body = await shop.customer.post("/api/orders", shop.order())
    assert body["data"]["order"]["probeTicket"] == "T1"
    link = f"/api/orders/public/{body['data']['uid']}/{body['data']['hash']}"
    assert (await shop.customer.get(link))[1]["data"]["probeTicket"] == "T1"


async def test_hook_checkout_part(shop: Shop) -> None:
    """Own fields priced and stored in the order's transaction; a failing store leaves nothing."""
    status, body = await shop.customer.post("/api/orders/price", {**_cart(shop), "probe": "tip"})
    assert status == 200, body
    assert (body["data"]["totalGross"], body["data"]["taxes"]["20"]["gross"]) == ("34.60", "4.80")
    assert ordering_probe.seen["stored"] == []  # pricing stores nothing
    status, body = await shop.customer.post("/api/orders", shop.order(probe="nein"))
    assert (status, body["errors"]) == (422, [{"field": "probe", "message": "Unbekannt."}])

    status, body = await shop.customer.post("/api/orders", shop.order(probe="kaputt"))
    assert status == 500 and "errors" in body
    assert (await shop.admin.get("/api/orders"))[1]["data"] == []  # rolled back whole
    status, body = await shop.customer.post("/api/orders", shop.order(probe="tip"))
    assert status == 201, body
    order = (await shop.admin.get(f"/api/orders/{body['data']['order']['id']}"))[1]["data"]
    assert order["ticketNumber"] == 1  # the failed order gave its number back
    assert [c["label"] for c in order["charges"]] == ["Trinkgeld"]
    assert ordering_probe.seen["stored"][-1] == (order["id"], True)

    await shop.admin.post("/api/config", {"enablePluginOrderingProbe": False})
    status, body = await shop.customer.post("/api/orders", shop.order(probe="tip"))
    assert (status, body["errors"]) == (
        422,
        [{"field": "probe", "message": "Dieses Feld wurde nicht erwartet."}],
    )


def _cart(shop: Shop) -> dict[str, object]:
    return {k: v for k, v in shop.order().items() if k in ("branch", "items")}
