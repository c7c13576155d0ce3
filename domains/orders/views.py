"""How an order is shown: to its customer (public link) and to staff; the link's secret."""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import hmac
from collections.abc import Mapping
from typing import Any

from pydantic.alias_generators import to_camel

from domains.orders import payment, states
from domains.orders.deps import OrderDeps
from domains.orders.models import Order

MONEY_FIELDS = (
    "gross",
    "net",
    "tax",
    "delivery_gross",
    "delivery_net",
    "delivery_tax",
    "total_gross",
    "total_net",
    "total_tax",
)


def order_hash(secret: str, uid: str) -> str:
    """The public link's secret: HMAC of the uid (256 bits), so nothing secret is stored."""
    digest = hmac.new(secret.encode(), f"order:{uid}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def hash_matches(secret: str, uid: str, given: str) -> bool:
    return hmac.compare_digest(order_hash(secret, uid).encode(), given.encode())


def public_view(order: Order, secret: str, config: Mapping[str, Any]) -> dict[str, Any]:
    """The order as its customer reads it back (001 §3): no e-mail, phone or address."""
    return {
        "id": order.id,
        "uid": order.uid,
        "hash": order_hash(secret, order.uid),
        "ticketNumber": None if config.get("disableTickets") else order.ticket_number,
        **states.flags(order.status, order.is_delivery),
        "status": order.status,
        "isDelivery": order.is_delivery,
        "isDineIn": order.is_dine_in,
        "isPaid": order.payment_status in payment.SECURED,
        "isRefunded": order.payment_status == "refunded",
        "isPaymentPending": order.payment_status == "pending",
        "rejectionMessage": order.rejection_message or None,
        "appointmentDate": _iso(order.appointment_date),
        "appointment": _iso(order.appointment_date),
        "counterAppointment": _iso(order.counter_appointment),
        "tableIdentifier": order.table_identifier,
        "paymentMethod": order.payment_method,
        "branch": {"id": order.branch_id},
    }


def staff_view(order: Order, secret: str, config: Mapping[str, Any]) -> dict[str, Any]:
    """Everything staff see: the public view plus customer, items and totals."""
    return {
        **public_view(order, secret, config),
        "ticketNumber": order.ticket_number,
        "firstName": order.first_name,
        "lastName": order.last_name,
        "email": order.email,
        "phone": order.phone,
        **{to_camel(k): v for k, v in order.customer.items()},
        "deliveryArea": order.delivery_area,
        "comment": order.comment,
        "table": {"id": order.table_id} if order.table_id else None,
        "paymentStatus": order.payment_status,
        "payment": payment.view(order),
        "items": order.items,
        "charges": order.charges,
        **{to_camel(k): str(getattr(order, k)) for k in MONEY_FIELDS},
        "taxes": order.taxes,
        "createdAt": _iso(order.created_at),
        "updatedAt": _iso(order.updated_at),
    }


def staff(deps: OrderDeps, order: Order) -> dict[str, Any]:
    """:func:`staff_view` with the running app's secret and configuration."""
    return staff_view(order, deps.secret, deps.document)


async def full_view(deps: OrderDeps, order: Order) -> dict[str, Any]:
    """The staff view of one order with its payment history."""
    view = staff(deps, order)
    async with deps.db.session() as s:
        view["payment"] = payment.view(order, await payment.history(s, order.id))
    return view


async def public_order(deps: OrderDeps, order: Order) -> dict[str, Any]:
    """The public view with the enabled plugins' fields (``tresen_order_public_fields``)."""
    view = public_view(order, deps.secret, deps.document)
    for extra in await deps.registry.call("tresen_order_public_fields", app=deps.app, order=order):
        view.update(extra)
    return view


def _iso(value: dt.datetime | None) -> str | None:
    return value.isoformat() if value is not None else None
