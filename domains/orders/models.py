"""Orders, per-branch daily ticket counters, the status and payment audit trails."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    Boolean,
    Date,
    ForeignKey,
    Integer,
    Numeric,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from domains.orders import states
from kernel import Base, JSONType, UTCDateTime, utcnow

Money = Numeric(12, 2)
Exact = Numeric(14, 4)


class Order(Base):
    """A customer's order. Prices and totals are the server's (the catalogue's pricing
    engine, domains/catalog/pricing)."""

    __tablename__ = "orders"
    __table_args__ = (
        UniqueConstraint(
            "branch_id",
            "ticket_date",
            "ticket_number",
            name="uq_orders_branch_id_ticket_date_ticket_number",
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    uid: Mapped[str] = mapped_column(String(32), unique=True)
    branch_id: Mapped[int] = mapped_column(
        ForeignKey("branches.id", ondelete="RESTRICT"), index=True
    )
    table_id: Mapped[int | None] = mapped_column(ForeignKey("tables.id", ondelete="SET NULL"))
    table_identifier: Mapped[str | None] = mapped_column(String(100))
    status: Mapped[str] = mapped_column(String(20), default=states.INITIAL, index=True)
    is_delivery: Mapped[bool] = mapped_column(Boolean, default=False)
    is_dine_in: Mapped[bool] = mapped_column(Boolean, default=False)
    ticket_date: Mapped[dt.date] = mapped_column(Date)
    ticket_number: Mapped[int] = mapped_column(Integer)
    # Contact and address fields of the checkout form (001 §3), as sent, after validation.
    first_name: Mapped[str] = mapped_column(String(100), default="")
    last_name: Mapped[str] = mapped_column(String(100), default="", index=True)
    email: Mapped[str] = mapped_column(String(180), default="", index=True)
    phone: Mapped[str] = mapped_column(String(50), default="")
    customer: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    delivery_area: Mapped[str | None] = mapped_column(String(50))
    comment: Mapped[str] = mapped_column(Text, default="")
    appointment_date: Mapped[dt.datetime | None] = mapped_column(UTCDateTime)
    counter_appointment: Mapped[dt.datetime | None] = mapped_column(UTCDateTime)
    rejection_message: Mapped[str] = mapped_column(Text, default="")
    # The payment: a provider id (``cash`` is the kernel's own), the provider's reference
    # and a state of domains/orders/payment.py; its history is PaymentEvent.
    payment_method: Mapped[str] = mapped_column(String(30), default="cash")
    payment_reference: Mapped[str | None] = mapped_column(String(255), index=True)
    payment_status: Mapped[str] = mapped_column(String(20), default="none")
    items: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    gross: Mapped[Decimal] = mapped_column(Money)
    net: Mapped[Decimal] = mapped_column(Exact)
    tax: Mapped[Decimal] = mapped_column(Exact)
    delivery_gross: Mapped[Decimal] = mapped_column(Money)
    delivery_net: Mapped[Decimal] = mapped_column(Exact)
    delivery_tax: Mapped[Decimal] = mapped_column(Exact)
    total_gross: Mapped[Decimal] = mapped_column(Money)
    total_net: Mapped[Decimal] = mapped_column(Exact)
    total_tax: Mapped[Decimal] = mapped_column(Exact)
    taxes: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    # Priced lines plugins added (domains/orders/charges.py), as Charge.to_json().
    charges: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    extra: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)  # plugins' data
    idempotency_key: Mapped[str | None] = mapped_column(String(255), unique=True)
    request_digest: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, index=True)
    updated_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, onupdate=utcnow)

    @property
    def mode(self) -> str:
        return "delivery" if self.is_delivery else "dineIn" if self.is_dine_in else "takeaway"


class TicketCounter(Base):
    """The last ticket number handed out per branch and business day (gapless)."""

    __tablename__ = "ticket_counters"

    branch_id: Mapped[int] = mapped_column(
        ForeignKey("branches.id", ondelete="CASCADE"), primary_key=True
    )
    day: Mapped[dt.date] = mapped_column(Date, primary_key=True)
    last: Mapped[int] = mapped_column(Integer, default=0)


class OrderTransition(Base):
    """Audit of every status change: who, when, from, to, why."""

    __tablename__ = "order_transitions"

    id: Mapped[int] = mapped_column(primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    action: Mapped[str] = mapped_column(String(30))
    from_status: Mapped[str] = mapped_column(String(20))
    to_status: Mapped[str] = mapped_column(String(20))
    actor: Mapped[str] = mapped_column(String(200))  # "user:3", "customer", "system"
    reason: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)


class PaymentEvent(Base):
    """Audit of every change of an order's payment state: who, when, from, to, what."""

    __tablename__ = "payment_events"

    id: Mapped[int] = mapped_column(primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    provider: Mapped[str] = mapped_column(String(30))
    reference: Mapped[str | None] = mapped_column(String(255))
    from_state: Mapped[str] = mapped_column(String(20))
    to_state: Mapped[str] = mapped_column(String(20))
    actor: Mapped[str] = mapped_column(String(200))  # "user:3", "webhook", "return", "system"
    detail: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)


class BranchMailDigestEntry(Base):
    """A new order its branch was not mailed about one by one (a burst beyond
    ``branch_mails_per_window``): it goes into the branch's next digest mail (digest.py)."""

    __tablename__ = "branch_mail_digest"

    id: Mapped[int] = mapped_column(primary_key=True)
    branch_id: Mapped[int] = mapped_column(
        ForeignKey("branches.id", ondelete="CASCADE"), index=True
    )
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"))
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
