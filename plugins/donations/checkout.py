"""The donation in the checkout: the ``donatee`` field of the order body, its priced line
(001 §9: 0.07 in the shop currency, no tax: a donation passed on is no supply) and the
row that records it with the order."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.orders.api import Charge, CheckoutPart, Order
from kernel import ApiError, FieldError, Ref, Schema, utcnow, validate
from plugins.donations import texts
from plugins.donations.models import Donatee, OrderDonation

FIELDS = ("donatee",)


class DonationIn(Schema):
    donatee: Ref | None = None


async def checkout_part(db: Any, body: Mapping[str, Any]) -> CheckoutPart:
    """Validate ``donatee`` (``{"id": n}`` of an enabled recipient, or null)."""
    try:
        chosen = validate(DonationIn, {k: body[k] for k in FIELDS if k in body}).donatee
    except ApiError as exc:
        return CheckoutPart(fields=FIELDS, errors=exc.errors)
    if chosen is None:
        return CheckoutPart(fields=FIELDS)
    async with db.session() as s:
        donatee = await s.scalar(
            select(Donatee).where(Donatee.id == chosen.id, Donatee.is_enabled.is_(True))
        )
    if donatee is None:
        return CheckoutPart(fields=FIELDS, errors=[FieldError("donatee", texts.UNKNOWN_DONATEE)])
    charge = Charge(
        key="donation",
        label=texts.DONATION_LINE.format(name=donatee.name),
        gross=texts.DONATION_AMOUNT,
    )
    donatee_id, name = donatee.id, donatee.name

    async def store(s: AsyncSession, order: Order) -> None:
        s.add(
            OrderDonation(
                order_id=order.id,
                donatee_id=donatee_id,
                donatee_name=name,
                amount=texts.DONATION_AMOUNT,
                created_at=utcnow(),
            )
        )

    return CheckoutPart(fields=FIELDS, charges=[charge], store=store)


async def public_fields(db: Any, order: Order) -> dict[str, Any]:
    """``donatee`` of the order as its customer reads it back: ``{id, name}`` or null."""
    async with db.session() as s:
        row = await s.get(OrderDonation, order.id)
    if row is None:
        return {"donatee": None}
    return {"donatee": {"id": row.donatee_id, "name": row.donatee_name}}
