"""The donation recipients (spec 001 §3 Donatee) and the donations named at checkout."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from sqlalchemy import Boolean, ForeignKey, Integer, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from kernel import Base, UTCDateTime, utcnow


class Donatee(Base):
    """An organisation a customer may name in the checkout; ``image`` is an image id."""

    __tablename__ = "donatees"

    id: Mapped[int] = mapped_column(primary_key=True)
    identifier: Mapped[str] = mapped_column(String(100), unique=True)
    name: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text, default="")
    image: Mapped[int | None] = mapped_column(Integer)
    is_enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    position: Mapped[int] = mapped_column(Integer, default=0)


class OrderDonation(Base):
    """The recipient a customer named for an order and the amount added for it.

    The recipient's name is kept as it was at checkout; a recipient deleted later leaves
    the donation with ``donatee_id`` NULL.
    """

    __tablename__ = "order_donations"

    order_id: Mapped[int] = mapped_column(
        ForeignKey("orders.id", ondelete="CASCADE"), primary_key=True
    )
    donatee_id: Mapped[int | None] = mapped_column(
        ForeignKey("donatees.id", ondelete="SET NULL"), index=True
    )
    donatee_name: Mapped[str] = mapped_column(String(255))
    amount: Mapped[Decimal] = mapped_column(Numeric(12, 2))
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, index=True)
