"""The catalogue: menus (product catalogues), categories, tags and products.

References to other objects follow the platform's ``{"id": …}`` shape on the wire; a
single reference is a foreign-key column (``image_id``), a list a JSON id list
(``image_ids``) exposed through a property of the reference's name.
"""

from __future__ import annotations

import datetime as dt
import uuid
from decimal import Decimal
from typing import Any

from sqlalchemy import Boolean, ForeignKey, Integer, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from kernel import Base, JSONType, UTCDateTime, utcnow


def _ref(value: int | None) -> dict[str, int] | None:
    return {"id": value} if value else None


def _refs(values: list[int] | None) -> list[dict[str, int]]:
    return [{"id": v} for v in values or []]


class Menu(Base):
    """A product catalogue of some branches (spec 001 §3 Menu): categories with their
    products. The storefront shows, among a branch's menus, the one with the latest
    ``available_from`` that is not in the future (spec 001 §4)."""

    __tablename__ = "menus"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(255))
    available_from: Mapped[dt.datetime | None] = mapped_column(UTCDateTime)
    branch_ids: Mapped[list[int]] = mapped_column(JSONType, default=list)
    # [{"category": {"id"}, "products": [{"id"}, …]}, …] in display order
    catalog: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    is_enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, onupdate=utcnow)

    @property
    def branches(self) -> list[dict[str, int]]:
        return _refs(self.branch_ids)


class Category(Base):
    """A product category (spec 001 §3 Category)."""

    __tablename__ = "categories"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(255))
    image_id: Mapped[int | None] = mapped_column(
        ForeignKey("images.id", ondelete="SET NULL"), index=True
    )
    # Business-hours rules (branches/hours.py): when the category is available.
    schedule: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    is_enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    is_visible_when_unavailable: Mapped[bool] = mapped_column(Boolean, default=False)
    position: Mapped[int] = mapped_column(Integer, default=0)

    @property
    def image(self) -> dict[str, int] | None:
        return _ref(self.image_id)


class Tag(Base):
    """A tag for branches and products (spec 001 §3 Tag)."""

    __tablename__ = "tags"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(255))
    image_id: Mapped[int | None] = mapped_column(
        ForeignKey("images.id", ondelete="SET NULL"), index=True
    )

    @property
    def image(self) -> dict[str, int] | None:
        return _ref(self.image_id)


class Product(Base):
    """A product (spec 001 §3, 002 §3) with what pricing reads (catalog/pricing/inputs.py).

    Money and quantities are exact decimals. Nested documents (``alternative_units``,
    ``config``, ``bundle_items``, ``content``) are JSON with camelCase keys (``content``
    keeps the spec's own keys) and decimals as strings.
    """

    __tablename__ = "products"

    id: Mapped[int] = mapped_column(primary_key=True)
    uid: Mapped[str] = mapped_column(String(36), unique=True, default=lambda: str(uuid.uuid4()))
    name: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text, default="")
    allergens: Mapped[str] = mapped_column(String(255), default="")
    type: Mapped[str] = mapped_column(String(20), default="simple")
    category_id: Mapped[int | None] = mapped_column(
        ForeignKey("categories.id", ondelete="SET NULL"), index=True
    )
    image_ids: Mapped[list[int]] = mapped_column(JSONType, default=list)
    # Price of one base unit (gross) and the tax rates in percent: ``tax`` is the delivery
    # rate, takeaway/dine-in fall back to it when unset (spec 001 §9).
    price: Mapped[Decimal] = mapped_column(Numeric(12, 4))
    tax: Mapped[Decimal] = mapped_column(Numeric(5, 2))
    takeaway_tax: Mapped[Decimal | None] = mapped_column(Numeric(5, 2))
    dine_in_tax: Mapped[Decimal | None] = mapped_column(Numeric(5, 2))
    calculation_model: Mapped[str] = mapped_column(String(20), default="fixed")
    unit: Mapped[str | None] = mapped_column(String(30))
    alternative_units: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    minimum_quantity: Mapped[Decimal | None] = mapped_column(Numeric(14, 4))
    maximum_quantity: Mapped[Decimal | None] = mapped_column(Numeric(14, 4))
    quantity_step_size: Mapped[Decimal | None] = mapped_column(Numeric(14, 4))
    default_quantity: Mapped[Decimal | None] = mapped_column(Numeric(14, 4))
    default_unit: Mapped[str | None] = mapped_column(String(30))
    is_price_hidden: Mapped[bool] = mapped_column(Boolean, default=False)
    is_enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    is_public: Mapped[bool] = mapped_column(Boolean, default=True)
    is_visible_when_unavailable: Mapped[bool] = mapped_column(Boolean, default=False)
    is_step_by_step: Mapped[bool] = mapped_column(Boolean, default=False)
    schedule: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    is_lead_time_enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    lead_time_type: Mapped[str] = mapped_column(String(10), default="days")
    lead_time_value: Mapped[int] = mapped_column(Integer, default=0)
    config: Mapped[dict[str, Any]] = mapped_column(JSONType, default=lambda: {"parts": []})
    bundle_items: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    content: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, onupdate=utcnow)

    @property
    def category(self) -> dict[str, int] | None:
        return _ref(self.category_id)

    @property
    def images(self) -> list[dict[str, int]]:
        return _refs(self.image_ids)
