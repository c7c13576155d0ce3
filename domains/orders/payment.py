"""The order's payment as the kernel knows it: a provider id, a reference and a state.

Providers (the payments plugin and whoever adds one through its hook) decide what to ask
the outside world; the kernel keeps the record and the ONE table of legal changes, so a
late or duplicated provider message can never move a payment backwards (a webhook saying
``paid`` after a refund changes nothing). Every change is audited as a PaymentEvent.

    none ──▶ pending ──▶ authorized ──▶ paid ──▶ refunded
               │  └──────────┼─────────▲
               └─▶ failed, canceled, expired ◀── authorized (void, expiry)

``none``: nothing to collect online (cash, settled at the counter).
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from sqlalchemy import select, text, update
from sqlalchemy.ext.asyncio import AsyncSession

from domains.orders import states
from domains.orders.models import Order, OrderTransition, PaymentEvent
from kernel import utcnow

State = Literal[
    "none", "pending", "authorized", "paid", "refunded", "failed", "canceled", "expired"
]
STATES: tuple[State, ...] = (
    "none",
    "pending",
    "authorized",
    "paid",
    "refunded",
    "failed",
    "canceled",
    "expired",
)
LEGAL: dict[str, frozenset[str]] = {
    "none": frozenset({"pending", "failed"}),
    "pending": frozenset({"authorized", "paid", "failed", "canceled", "expired"}),
    "authorized": frozenset({"paid", "failed", "canceled", "expired"}),
    "paid": frozenset({"refunded"}),
}
#: States in which the money is secured (shown to the customer as paid).
SECURED: frozenset[str] = frozenset({"authorized", "paid"})
#: States after which the order cannot be prepared: a new order fails with its payment.
LOST: frozenset[str] = frozenset({"failed", "canceled", "expired"})


def allowed(before: str, after: str) -> bool:
    return after in LEGAL.get(before, frozenset())


async def lock(s: AsyncSession, order_id: int, lock_timeout: float) -> Order | None:
    """Lock the order row for this transaction and read it fresh.

    The first statement writes (a no-op UPDATE): PostgreSQL takes the row lock, waiting at
    most ``lock_timeout`` seconds (then the database error answers 503); SQLite takes its
    write lock before reading, so no two payment updates read the same old state.
    """
    if s.get_bind().dialect.name == "postgresql":
        await s.execute(text(f"SET LOCAL lock_timeout = '{int(lock_timeout * 1000)}ms'"))
    await s.execute(update(Order).where(Order.id == order_id).values(id=Order.id))
    found: Order | None = await s.scalar(
        select(Order)
        .where(Order.id == order_id)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    return found


def record(
    s: AsyncSession,
    order: Order,
    to: str,
    actor: str,
    detail: str = "",
    reference: str | None = None,
) -> bool:
    """Move the (locked) order's payment to ``to`` if legal; audit it. False: no change.

    A new order whose payment is lost becomes ``failed`` (audited as a transition too).
    """
    before = order.payment_status
    if to == before or not allowed(before, to):
        return False
    now = utcnow()
    if reference is not None:
        order.payment_reference = reference
    order.payment_status = to
    order.updated_at = now
    s.add(
        PaymentEvent(
            order_id=order.id,
            provider=order.payment_method,
            reference=order.payment_reference,
            from_state=before,
            to_state=to,
            actor=actor,
            detail=detail[:2000],
            created_at=now,
        )
    )
    step = states.find("payment-failed", order.status, "system", order.is_delivery)
    if to in LOST and step is not None:
        s.add(
            OrderTransition(
                order_id=order.id,
                action="payment-failed",
                from_status=order.status,
                to_status=step.target,
                actor=actor,
                reason=detail[:2000],
                created_at=now,
            )
        )
        order.status = step.target
    return True


async def history(s: AsyncSession, order_id: int) -> list[dict[str, Any]]:
    rows = await s.scalars(
        select(PaymentEvent)
        .where(PaymentEvent.order_id == order_id)
        .order_by(PaymentEvent.created_at, PaymentEvent.id)
    )
    return [
        {
            "from": e.from_state,
            "to": e.to_state,
            "actor": e.actor,
            "detail": e.detail,
            "reference": e.reference,
            "createdAt": _iso(e.created_at),
        }
        for e in rows
    ]


def view(order: Order, events: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The payment record as staff read it (``history`` only where it was loaded)."""
    out: dict[str, Any] = {
        "provider": order.payment_method,
        "reference": order.payment_reference,
        "status": order.payment_status,
    }
    if events is not None:
        out["history"] = events
    return out


def _iso(value: dt.datetime) -> str:
    return value.isoformat()
