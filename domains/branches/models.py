"""Divisions, branches and what belongs to a branch: departments (and their public contact
persons), tables, devices."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from sqlalchemy import Boolean, ForeignKey, Integer, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from kernel import Base, JSONType, UTCDateTime, utcnow


class Division(Base):
    """An organisation (spec 000 §3); branches belong to one."""

    __tablename__ = "divisions"

    id: Mapped[int] = mapped_column(primary_key=True)
    identifier: Mapped[str] = mapped_column(String(100), unique=True)
    name: Mapped[str] = mapped_column(String(255))
    title_prefix: Mapped[str] = mapped_column(String(255), default="")
    description: Mapped[str] = mapped_column(Text, default="")
    is_public: Mapped[bool] = mapped_column(Boolean, default=True)


class Branch(Base):
    """A location that takes orders (spec 001 §3 Branch)."""

    __tablename__ = "branches"

    id: Mapped[int] = mapped_column(primary_key=True)
    division_id: Mapped[int | None] = mapped_column(
        ForeignKey("divisions.id", ondelete="SET NULL"), index=True
    )
    identifier: Mapped[str] = mapped_column(String(100), unique=True)
    name: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text, default="")
    street: Mapped[str] = mapped_column(String(255), default="")
    zip_code: Mapped[str] = mapped_column(String(20), default="")
    city: Mapped[str] = mapped_column(String(100), default="")
    country: Mapped[str] = mapped_column(String(2), default="AT")
    phone: Mapped[str] = mapped_column(String(50), default="")
    email: Mapped[str] = mapped_column(String(180), default="")
    longitude: Mapped[Decimal | None] = mapped_column(Numeric(9, 6))
    latitude: Mapped[Decimal | None] = mapped_column(Numeric(9, 6))
    keywords: Mapped[str] = mapped_column(String(500), default="")
    tags: Mapped[list[int]] = mapped_column(JSONType, default=list)
    images: Mapped[list[int]] = mapped_column(JSONType, default=list)
    logo: Mapped[int | None] = mapped_column()
    timezone: Mapped[str] = mapped_column(String(64), default="Europe/Vienna")
    opening_hours: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    delivery_hours: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    is_delivery_hours_enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    is_public: Mapped[bool] = mapped_column(Boolean, default=True)
    is_enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    orderable_from: Mapped[dt.datetime | None] = mapped_column(UTCDateTime)
    closed_message: Mapped[str] = mapped_column(Text, default="")
    delivery_areas: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    # Order types and what they need (spec 001 §3 flags).
    is_takeaway_enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    is_delivery_enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    is_dine_in_enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    is_preorder_enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    is_appointment_required: Mapped[bool] = mapped_column(Boolean, default=False)
    is_quotation_required: Mapped[bool] = mapped_column(Boolean, default=False)
    is_table_selection_enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    is_cash_enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    is_atm_card_enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    is_hydro_ag_voucher_enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    is_mollie_enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    is_datatrans_enabled: Mapped[bool] = mapped_column(Boolean, default=False)
    is_delivery_email_required: Mapped[bool] = mapped_column(Boolean, default=False)
    is_delivery_phone_required: Mapped[bool] = mapped_column(Boolean, default=False)
    is_delivery_address_required: Mapped[bool] = mapped_column(Boolean, default=False)
    is_dine_in_email_required: Mapped[bool] = mapped_column(Boolean, default=False)
    is_dine_in_phone_required: Mapped[bool] = mapped_column(Boolean, default=False)
    is_dine_in_address_required: Mapped[bool] = mapped_column(Boolean, default=False)
    is_takeaway_email_required: Mapped[bool] = mapped_column(Boolean, default=False)
    is_takeaway_phone_required: Mapped[bool] = mapped_column(Boolean, default=False)
    is_takeaway_address_required: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, onupdate=utcnow)

    @property
    def division(self) -> dict[str, int] | None:
        return {"id": self.division_id} if self.division_id else None


class _BranchOwned:
    branch_id: Mapped[int]

    @property
    def branch(self) -> dict[str, int]:
        return {"id": self.branch_id}


class Department(_BranchOwned, Base):
    __tablename__ = "departments"

    id: Mapped[int] = mapped_column(primary_key=True)
    branch_id: Mapped[int] = mapped_column(
        ForeignKey("branches.id", ondelete="CASCADE"), index=True
    )
    name: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(Text, default="")


class ContactPerson(Base):
    """An employee shown to visitors in the contact_persons block (002 §2.9): picture,
    first and last name and e-mail, listed under their department by ``position``."""

    __tablename__ = "contact_persons"

    id: Mapped[int] = mapped_column(primary_key=True)
    department_id: Mapped[int] = mapped_column(
        ForeignKey("departments.id", ondelete="CASCADE"), index=True
    )
    image_id: Mapped[int | None] = mapped_column(
        ForeignKey("images.id", ondelete="SET NULL"), index=True
    )
    first_name: Mapped[str] = mapped_column(String(100))
    last_name: Mapped[str] = mapped_column(String(100))
    email: Mapped[str] = mapped_column(String(255), default="")
    position: Mapped[int] = mapped_column(Integer, default=0)
    is_public: Mapped[bool] = mapped_column(Boolean, default=True)

    @property
    def department(self) -> dict[str, int]:
        return {"id": self.department_id}

    @property
    def image(self) -> dict[str, int] | None:
        return {"id": self.image_id} if self.image_id else None


class Table(_BranchOwned, Base):
    """A dine-in table (spec 001 §3 Table: identifier, branch)."""

    __tablename__ = "tables"

    id: Mapped[int] = mapped_column(primary_key=True)
    branch_id: Mapped[int] = mapped_column(
        ForeignKey("branches.id", ondelete="CASCADE"), index=True
    )
    identifier: Mapped[str] = mapped_column(String(100))
    name: Mapped[str] = mapped_column(String(255), default="")
    seats: Mapped[int | None] = mapped_column()
    is_enabled: Mapped[bool] = mapped_column(Boolean, default=True)


class Device(_BranchOwned, Base):
    """A printer, tablet or screen of a branch (spec 000 §3 Device: identifier)."""

    __tablename__ = "devices"

    id: Mapped[int] = mapped_column(primary_key=True)
    branch_id: Mapped[int] = mapped_column(
        ForeignKey("branches.id", ondelete="CASCADE"), index=True
    )
    identifier: Mapped[str] = mapped_column(String(100), unique=True)
    name: Mapped[str] = mapped_column(String(255), default="")
    type: Mapped[str] = mapped_column(String(20), default="printer")
    last_seen_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime)
