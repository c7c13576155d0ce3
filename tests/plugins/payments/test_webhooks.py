"""Webhooks: verified, matched to *this* order, applied exactly once under the row lock."""

from __future__ import annotations

import asyncio
import functools
import time
from collections.abc import Callable

import psycopg
import pytest
from sqlalchemy import update

from domains.orders.models import Order
from kernel.db import Database, psycopg_conninfo
from plugins.payments.datatrans import signature
from tests.conftest import Mailbox
from tests.fakes import mollie
from tests.fakes.datatrans import sign
from tests.kernel.test_bad_numbers import BAD_NUMBERS, arabic, as_query
from tests.plugins.payments.conftest import HMAC_KEY, PayShop

pytestmark = pytest.mark.database  # applied once under the row lock


async def test_100_concurrent_mollie_webhooks_change_the_payment_once(
    pay_shop: PayShop, mailbox: Mailbox
) -> None:
    mailbox.messages.clear()
    controls = pay_shop.fakes.controls("mollie")
    controls.webhooks = False
    created = await pay_shop.order("mollie")
    await pay_shop.pay(created["paymentRedirectUrl"], "paid")  # paid, no webhook yet
    order, _ = await pay_shop.stored(created["order"]["id"])
    controls.webhooks = True
    answers = await pay_shop.fakes.mollie_send(order.payment_reference, copies=100)
    assert sorted(set(answers)) == [200] and len(answers) == 100
    order, events = await pay_shop.stored(order.id)
    assert order.payment_status == "authorized"
    assert [(e.from_state, e.to_state, e.actor) for e in events] == [
        ("none", "pending", "system"),
        ("pending", "authorized", "webhook"),
    ]
    await pay_shop.settle()
    to_customer = [m for m in mailbox.messages if m["To"] == "anna@example.com"]
    assert len(to_customer) == 1


async def test_100_concurrent_datatrans_webhooks_change_the_payment_once(
    pay_shop: PayShop,
) -> None:
    controls = pay_shop.fakes.controls("datatrans")
    controls.webhooks = False
    created = await pay_shop.order("datatrans")
    await pay_shop.pay(created["paymentRedirectUrl"], "paid")
    order, _ = await pay_shop.stored(created["order"]["id"])
    controls.webhooks = True
    answers = await pay_shop.fakes.datatrans_send(order.payment_reference, copies=100)
    assert sorted(set(answers)) == [200] and len(answers) == 100
    order, events = await pay_shop.stored(order.id)
    assert order.payment_status == "authorized" and len(events) == 2


async def test_another_orders_paid_payment_never_marks_this_order_paid(
    pay_shop: PayShop,
) -> None:
    paid = await pay_shop.order("mollie")
    await pay_shop.pay(paid["paymentRedirectUrl"], "paid")
    other = await pay_shop.order(
        "mollie", items=[{"productId": pay_shop.shop.ids["spritzer"], "amount": 1}]
    )
    stolen, _ = await pay_shop.stored(paid["order"]["id"])
    # An attacker's order pointing at someone else's paid payment (what GHSA-rc52 allowed).
    db = Database(pay_shop.db_url)
    async with db.transaction() as s:
        await s.execute(
            update(Order)
            .where(Order.id == other["order"]["id"])
            .values(payment_reference=stolen.payment_reference)
        )
        await s.execute(
            update(Order).where(Order.id == stolen.id).values(payment_reference="tr_elsewhere")
        )
    await db.dispose()
    assert await pay_shop.fakes.mollie_send(stolen.payment_reference) == [200]
    order, events = await pay_shop.stored(other["order"]["id"])
    assert order.payment_status == "pending" and len(events) == 1


async def test_mollie_webhook_for_an_unknown_id_answers_200_and_changes_nothing(
    pay_shop: PayShop,
) -> None:
    status, _ = await pay_shop.customer.call(
        "POST",
        "/api/payments/mollie/webhook",
        data="id=tr_unknown",
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )
    assert status == 200
    status, body = await pay_shop.customer.call(
        "POST", "/api/payments/mollie/webhook", data="nonsense"
    )
    assert (status, body["errors"][0]["message"]) == (
        400,
        "Diese Benachrichtigung konnte nicht bestätigt werden.",
    )


@pytest.mark.parametrize("problem", ["wrong key", "stale", "missing", "tampered"])
async def test_datatrans_webhook_with_a_bad_signature_is_refused(
    pay_shop: PayShop, problem: str
) -> None:
    created = await pay_shop.order("datatrans")
    order, _ = await pay_shop.stored(created["order"]["id"])
    raw = (
        b'{"transactionId":"%s","status":"settled","refno":"tresen-%d","currency":"EUR"}'
        % (order.payment_reference.encode(), order.id)  # type: ignore[union-attr]
    )
    now = int(time.time() * 1000)
    headers = {
        "wrong key": {"Datatrans-Signature": sign("ab" * 32, raw, now)},
        "stale": {"Datatrans-Signature": sign(HMAC_KEY, raw, now - 3_600_000)},
        "missing": {},
        "tampered": {"Datatrans-Signature": sign(HMAC_KEY, raw.replace(b"E", b"C"), now)},
    }[problem]
    status, _ = await pay_shop.customer.call(
        "POST", "/api/payments/datatrans/webhook", data=raw, headers=headers
    )
    assert status == 400
    order, _ = await pay_shop.stored(order.id)
    assert order.payment_status == "pending"


def _signed(t: str, raw: bytes) -> str:
    """A ``Datatrans-Signature`` with ``t`` as given and the right HMAC over it."""
    return f"t={t},s0={signature(HMAC_KEY, t, raw)}"


MALFORMED_SIGNATURES: dict[str, Callable[[bytes], str]] = {
    "400 digits": lambda raw: "t=" + "9" * 400 + ",s0=ab",
    "superscript two": lambda raw: "t=²,s0=ab",
    "superscript two, signed": lambda raw: _signed("²", raw),
    "arabic-indic digits, signed": lambda raw: _signed(arabic(int(time.time() * 1000)), raw),
    "exponent": lambda raw: _signed("1.7e12", raw),
    "empty": lambda raw: "",
    "no parts": lambda raw: ",,,",
    "no s0": lambda raw: f"t={int(time.time() * 1000)}",
    "no t": lambda raw: _signed("", raw).removeprefix("t=,"),
    "empty s0": lambda raw: f"t={int(time.time() * 1000)},s0=",
    "s0 not hex": lambda raw: f"t={int(time.time() * 1000)},s0=" + "zz" * 32,
    "s0 not ascii": lambda raw: f"t={int(time.time() * 1000)},s0=" + "ä" * 64,
    "huge": lambda raw: "t=" + "1" * 7000 + ",s0=" + "ab" * 32,
}
for _name, _value in BAD_NUMBERS.items():  # each class of bad number as t, rightly signed
    MALFORMED_SIGNATURES[f"t {_name}"] = functools.partial(_signed, as_query(_value))


async def test_datatrans_webhook_with_a_malformed_signature_header_answers_400(
    pay_shop: PayShop,
) -> None:
    raw = b'{"transactionId":"123","status":"settled","refno":"tresen-1","currency":"EUR"}'
    for problem, header in MALFORMED_SIGNATURES.items():
        status, body = await pay_shop.customer.call(
            "POST",
            "/api/payments/datatrans/webhook",
            data=raw,
            headers={"Datatrans-Signature": header(raw)},
        )
        assert (status, body["errors"][0]["message"]) == (
            400,
            "Diese Benachrichtigung konnte nicht bestätigt werden.",
        ), problem


async def test_a_signature_header_beyond_the_servers_line_limit_answers_400(
    pay_shop: PayShop,
) -> None:
    status, _ = await pay_shop.customer.call(
        "POST",
        "/api/payments/datatrans/webhook",
        data=b"{}",
        headers={"Datatrans-Signature": "t=" + "1" * 20_000 + ",s0=ab"},
    )
    assert status == 400


async def test_provider_down_during_a_webhook_answers_503_so_it_retries(
    pay_shop: PayShop,
) -> None:
    created = await pay_shop.order("mollie")
    await pay_shop.pay(created["paymentRedirectUrl"], "paid")
    order, _ = await pay_shop.stored(created["order"]["id"])
    pay_shop.fakes.controls("mollie").outage = True
    assert await pay_shop.fakes.mollie_send(order.payment_reference) == [503]


async def test_a_locked_order_answers_503_so_the_provider_retries(pay_shop: PayShop) -> None:
    if not pay_shop.db_url.startswith("postgresql"):
        pytest.skip("row locks with a lock timeout are PostgreSQL's; SQLite waits (busy_timeout)")
    created = await pay_shop.order("mollie")
    await pay_shop.pay(created["paymentRedirectUrl"], "canceled")
    order_id = created["order"]["id"]
    order, _ = await pay_shop.stored(order_id)
    async with await psycopg.AsyncConnection.connect(psycopg_conninfo(pay_shop.db_url)) as conn:
        await conn.execute("SELECT id FROM orders WHERE id = %s FOR UPDATE", (order_id,))
        answers = await asyncio.wait_for(
            pay_shop.fakes.mollie_send(order.payment_reference), timeout=30
        )
        await conn.rollback()
    assert answers == [503]
    assert await pay_shop.fakes.mollie_send(order.payment_reference) == [200]


async def test_a_payment_in_the_other_mode_is_not_this_installations(
    pay_shop: PayShop,
) -> None:
    controls = pay_shop.fakes.controls("mollie")
    controls.webhooks = False
    created = await pay_shop.order("mollie")
    await pay_shop.pay(created["paymentRedirectUrl"], "paid")
    controls.webhooks = True
    order, _ = await pay_shop.stored(created["order"]["id"])
    pay_shop.fakes.mollie[mollie.PAYMENTS][str(order.payment_reference)]["mode"] = "live"
    assert await pay_shop.fakes.mollie_send(order.payment_reference) == [200]
    order, events = await pay_shop.stored(order.id)
    assert order.payment_status == "pending" and len(events) == 1
