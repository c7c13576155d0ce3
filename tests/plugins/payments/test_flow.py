"""Online payment end to end against the local Mollie and Datatrans fakes: authorise at
checkout, back to the status or error page, capture on confirm, void on reject, refund on
cancel after capture."""

from __future__ import annotations

import pytest

from tests.conftest import Mailbox
from tests.plugins.payments.conftest import PayShop

pytestmark = pytest.mark.database  # payment state under a row lock


@pytest.mark.parametrize("provider", ["mollie", "datatrans"])
async def test_paid_online_returns_to_the_status_page_and_captures_on_confirm(
    pay_shop: PayShop, provider: str, mailbox: Mailbox
) -> None:
    mailbox.messages.clear()
    created = await pay_shop.order(provider)
    redirect = created["paymentRedirectUrl"]
    fake_url = pay_shop.fakes.mollie_url if provider == "mollie" else pay_shop.fakes.datatrans_url
    assert redirect.startswith(fake_url)
    order_id = created["order"]["id"]
    order, _ = await pay_shop.stored(order_id)
    assert (order.payment_status, order.payment_method) == ("pending", provider)
    await pay_shop.settle()
    assert mailbox.messages == []  # not announced before it is paid

    back = await pay_shop.pay(redirect, "paid")
    target = await pay_shop.back(back)
    assert target == f"{pay_shop.public_url}/status/{created['uid']}/{created['hash']}"
    link = f"/api/orders/public/{created['uid']}/{created['hash']}"
    status, public = await pay_shop.customer.get(link)
    assert (status, public["data"]["isPaid"], public["data"]["paymentMethod"]) == (
        200,
        True,
        provider,
    )
    await pay_shop.settle()
    assert sorted(m["To"] for m in mailbox.messages) == ["anna@example.com", "wien@tresen.example"]

    status, confirmed = await pay_shop.admin.post(f"/api/orders/{order_id}/status/confirm", {})
    assert status == 200, confirmed
    order, events = await pay_shop.stored(order_id)
    assert order.payment_status == "paid"
    assert [(e.from_state, e.to_state) for e in events] == [
        ("none", "pending"),
        ("pending", "authorized"),
        ("authorized", "paid"),
    ]
    status, staff = await pay_shop.admin.get(f"/api/orders/{order_id}")
    assert staff["data"]["payment"]["status"] == "paid"
    assert [h["to"] for h in staff["data"]["payment"]["history"]] == [
        "pending",
        "authorized",
        "paid",
    ]

    # Cancelled after capture: the money goes back; a late webhook changes nothing.
    await pay_shop.admin.post(f"/api/orders/{order_id}/status/cancel", {})
    order, _ = await pay_shop.stored(order_id)
    assert order.payment_status == "refunded"
    if provider == "mollie":
        await pay_shop.fakes.mollie_send(order.payment_reference)
    else:
        await pay_shop.fakes.datatrans_send(order.payment_reference)
    order, events = await pay_shop.stored(order_id)
    assert order.payment_status == "refunded" and len(events) == 4


@pytest.mark.parametrize("provider", ["mollie", "datatrans"])
@pytest.mark.parametrize("result", ["failed", "canceled"])
async def test_failed_or_canceled_payment_goes_to_the_error_page_and_fails_the_order(
    pay_shop: PayShop, provider: str, result: str
) -> None:
    created = await pay_shop.order(provider)
    target = await pay_shop.back(await pay_shop.pay(created["paymentRedirectUrl"], result))
    assert target == f"{pay_shop.public_url}/store/wien/checkout/error"
    order, _ = await pay_shop.stored(created["order"]["id"])
    assert (order.payment_status, order.status) == (result, "failed")


async def test_rejecting_an_authorised_order_voids_the_payment(pay_shop: PayShop) -> None:
    created = await pay_shop.order("datatrans")
    await pay_shop.back(await pay_shop.pay(created["paymentRedirectUrl"], "paid"))
    order_id = created["order"]["id"]
    await pay_shop.admin.post(f"/api/orders/{order_id}/status/reject", {"reason": "Zu voll"})
    order, _ = await pay_shop.stored(order_id)
    assert (order.status, order.payment_status) == ("rejected", "canceled")


async def test_return_without_webhook_fetches_the_payment(pay_shop: PayShop) -> None:
    pay_shop.fakes.controls("mollie").webhooks = False
    created = await pay_shop.order("mollie")
    back = await pay_shop.pay(created["paymentRedirectUrl"], "paid")
    order, _ = await pay_shop.stored(created["order"]["id"])
    assert order.payment_status == "pending"  # no webhook came
    await pay_shop.back(back)
    order, events = await pay_shop.stored(created["order"]["id"])
    assert order.payment_status == "authorized" and events[-1].actor == "return"


async def test_provider_down_at_checkout_sends_the_customer_to_the_error_page(
    pay_shop: PayShop,
) -> None:
    pay_shop.fakes.controls("mollie").outage = True
    created = await pay_shop.order("mollie")
    assert created["paymentRedirectUrl"] == f"{pay_shop.public_url}/store/wien/checkout/error"
    order, _ = await pay_shop.stored(created["order"]["id"])
    assert (order.status, order.payment_status) == ("failed", "failed")


async def test_counter_methods_need_no_provider(pay_shop: PayShop, mailbox: Mailbox) -> None:
    mailbox.messages.clear()
    for method in ("atm-card", "hydro-ag-voucher"):
        created = await pay_shop.order(method)
        assert created["paymentRedirectUrl"] is None
        order, events = await pay_shop.stored(created["order"]["id"])
        assert (order.payment_status, events) == ("none", [])
    await pay_shop.settle()
    assert len(mailbox.messages) == 4  # announced at once, like cash


async def test_a_provider_too_slow_at_checkout_fails_the_order_before_the_hook_times_out(
    pay_shop: PayShop,
) -> None:
    pay_shop.fakes.controls("datatrans").delay = 4.5  # the budget: 80 % of the 5 s hook timeout
    created = await pay_shop.order("datatrans")
    assert created["paymentRedirectUrl"] == f"{pay_shop.public_url}/store/wien/checkout/error"
    order, events = await pay_shop.stored(created["order"]["id"])
    assert (order.status, order.payment_status) == ("failed", "failed")
    assert events[0].detail.startswith("Start fehlgeschlagen")
