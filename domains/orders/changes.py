"""Changes to an order after its creation, by staff or by its customer (public link):
edits, re-pricing one item, deletion and the status transitions of ``states.TABLE``.

Each change is one transaction under the order's row lock; what follows the commit (the
plugins' ``tresen_order_status_changed``, the customer's e-mail) is done here too.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.branches.api import Branch
from domains.catalog.api import PricingError
from domains.orders import bus, notify, quote, states, texts
from domains.orders.charges import Charge, with_charges
from domains.orders.deps import OrderDeps, Staff
from domains.orders.models import Order, OrderTransition
from domains.orders.queries import scoped, visible
from domains.orders.views import MONEY_FIELDS
from kernel import ApiError, AwareTime, Number, Schema, not_found, utcnow, validate, without_id


class OrderEdit(Schema):
    """What staff change with ``PUT /api/orders/{id}``; nothing else is accepted."""

    comment: str | None = Field(None, max_length=2000)
    appointment_date: AwareTime | None = None
    counter_appointment: AwareTime | None = None
    rejection_message: str | None = Field(None, max_length=2000)


class ItemEdit(Schema):
    amount: Number | None = Field(None, gt=0, le=100_000)
    unit_id: str | None = Field(None, max_length=50)
    options: list[dict[str, Any]] | None = Field(None, max_length=100)


async def locked(s: AsyncSession, order_id: int) -> Order:
    """The order under its row lock (PostgreSQL; SQLite has one writer anyway); 404."""
    order = await s.scalar(select(Order).where(Order.id == order_id).with_for_update())
    if order is None:
        raise not_found()
    return order


async def edit(deps: OrderDeps, who: Staff, order_id: int, data: Any) -> Order:
    """Comment, appointment, a proposed counter appointment (mailed to the customer).

    ``data`` is the JSON body: the fields of :class:`OrderEdit` (an ``id`` must be the
    order's; any other field is refused, as in every call).
    """
    await visible(deps, who, order_id)
    change = validate(OrderEdit, without_id(data, order_id))
    async with deps.db.transaction() as s:
        order = await locked(s, order_id)
        for key, value in change.model_dump(exclude_unset=True).items():
            setattr(order, key, value if value is not None or "appointment" in key else "")
        order.updated_at = utcnow()
    if "counter_appointment" in change.model_fields_set and order.counter_appointment:
        deps.later(notify.status_mail(deps, order), f"mail-counter-{order.id}")
    return order


async def delete(deps: OrderDeps, who: Staff, order_id: int) -> None:
    async with deps.db.transaction() as s:
        order = await s.scalar(scoped(select(Order).where(Order.id == order_id), who))
        if order is None:
            raise not_found()
        await s.delete(order)


async def edit_item(deps: OrderDeps, who: Staff, order_id: int, index: int, data: Any) -> Order:
    """Change one line (amount, unit, options: ``data`` is an :class:`ItemEdit` body) while
    the order is editable; the whole order is priced again against what the branch offers
    now, its charges kept."""
    await visible(deps, who, order_id)
    change = validate(ItemEdit, data)
    async with deps.db.transaction() as s:
        order = await locked(s, order_id)
        if index >= len(order.items):
            raise not_found()
        if order.status not in states.EDITABLE:
            raise ApiError(409, texts.TRANSITION_NOT_ALLOWED)
        cart = [
            {
                "productId": i["productId"],
                "amount": i["amount"],
                "unitId": i.get("unitId"),
                "options": i.get("options", []),
            }
            for i in order.items
        ]
        changes = change.model_dump(exclude_unset=True, by_alias=True)
        cart[index].update({k: (str(v) if k == "amount" else v) for k, v in changes.items()})
        branch = await s.get(Branch, order.branch_id)
        assert branch is not None  # orders keep their branch (RESTRICT)
        try:
            result, _names = await quote.price(
                s, branch, cart, order.mode, order.delivery_area, utcnow()
            )
        except PricingError as exc:
            raise ApiError(422, exc.message, field=exc.field) from None
        priced: dict[str, Any] = result.to_json()
        result = with_charges(result, [Charge.from_json(c) for c in order.charges])
        order.items = [
            {**line, "options": c.get("options", []), "name": old.get("name", "")}
            for line, c, old in zip(priced["items"], cart, order.items, strict=True)
        ]
        for key in MONEY_FIELDS:
            setattr(order, key, getattr(result, key))
        order.taxes = {rate: bucket.to_json() for rate, bucket in result.taxes.items()}
        order.updated_at = utcnow()
    return order


async def transition(
    deps: OrderDeps,
    order_id: int,
    action: str,
    principal: states.Principal,
    actor: str,
    reason: str = "",
    mails: bool = True,
) -> Order:
    """Apply ``action`` through the state machine table, audited; 409 when not allowed.

    After the commit: ``tresen_order_status_changed`` and the customer's e-mail (unless
    ``mails`` is False: orders loaded by ``tresen demo``).
    """
    async with deps.db.transaction() as s:
        order = await locked(s, order_id)
        step = states.find(action, order.status, principal, order.is_delivery)
        if step is None:
            raise ApiError(409, texts.TRANSITION_NOT_ALLOWED)
        before = order.status
        order.status = step.target
        if action == "reject" and reason:
            order.rejection_message = reason
        order.updated_at = utcnow()
        s.add(
            OrderTransition(
                order_id=order.id,
                action=action,
                from_status=before,
                to_status=step.target,
                actor=actor,
                reason=reason,
                created_at=utcnow(),
            )
        )
        await bus.announce(deps.events, s, order, "status")
    await deps.registry.call(
        "tresen_order_status_changed",
        app=deps.app,
        order=order,
        before=before,
        after=order.status,
        actor=actor,
    )
    if mails:
        deps.later(notify.status_mail(deps, order), f"mail-status-{order.id}")
    return order


class StatusBody(BaseModel):
    model_config = ConfigDict(extra="allow")  # clients send the whole order back (000 §7)

    rejectionMessage: str | None = Field(None, max_length=2000)
    reason: str | None = Field(None, max_length=2000)


async def change_status(
    deps: OrderDeps, who: Staff, order_id: int, action: str, data: Any
) -> Order:
    """A staff member's transition (``POST /api/orders/{id}/status/{action}``); ``data``
    is a :class:`StatusBody` (the reason, or the whole order sent back)."""
    await visible(deps, who, order_id)
    body = validate(StatusBody, data if isinstance(data, dict) else {})
    reason = body.rejectionMessage or body.reason or ""
    return await transition(deps, order_id, action, who.principal, who.actor, reason)


async def confirm_counter_appointment(deps: OrderDeps, order: Order) -> Order:
    """The customer accepts the proposed time: it becomes the appointment; 409 when none
    is proposed or the order has moved on."""
    async with deps.db.transaction() as s:
        order = await locked(s, order.id)
        action = "confirm-counter-appointment"
        step = states.find(action, order.status, "customer", order.is_delivery)
        if order.counter_appointment is None or step is None:
            raise ApiError(409, texts.COUNTER_APPOINTMENT_MISSING)
        order.appointment_date, order.counter_appointment = order.counter_appointment, None
        s.add(
            OrderTransition(
                order_id=order.id,
                action=action,
                from_status=order.status,
                to_status=step.target,
                actor="customer",
                created_at=utcnow(),
            )
        )
    return order


async def reject_counter_appointment(deps: OrderDeps, order: Order) -> Order:
    """The customer declines the proposed time, which cancels the order (409 when none is
    proposed, or when the shop has confirmed the order meanwhile)."""
    if order.counter_appointment is None:
        raise ApiError(409, texts.COUNTER_APPOINTMENT_MISSING)
    return await transition(
        deps, order.id, "cancel", "customer", "customer", texts.COUNTER_REJECTED_REASON
    )
