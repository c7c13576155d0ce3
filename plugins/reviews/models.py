"""The questionnaire answers of completed orders (spec 001 §3 Questionnaire)."""

from __future__ import annotations

import datetime as dt

from sqlalchemy import ForeignKey, SmallInteger, Text
from sqlalchemy.orm import Mapped, mapped_column

from kernel import Base, UTCDateTime, utcnow


class OrderRating(Base):
    """One order's answers: four ratings 1–5 and a comment. One per order (the key)."""

    __tablename__ = "order_ratings"

    order_id: Mapped[int] = mapped_column(
        ForeignKey("orders.id", ondelete="CASCADE"), primary_key=True
    )
    branch_id: Mapped[int] = mapped_column(
        ForeignKey("branches.id", ondelete="CASCADE"), index=True
    )
    rating: Mapped[int] = mapped_column(SmallInteger)
    food_rating: Mapped[int] = mapped_column(SmallInteger)
    service_rating: Mapped[int] = mapped_column(SmallInteger)
    process_rating: Mapped[int] = mapped_column(SmallInteger)
    comment: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, index=True)
