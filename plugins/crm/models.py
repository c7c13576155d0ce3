"""Customer relations: customers, users of external sign-in providers, analytics leads."""

from __future__ import annotations

import datetime as dt

from sqlalchemy import String, Text
from sqlalchemy.orm import Mapped, column_property, mapped_column

from kernel import Base, UTCDateTime, utcnow


class Customer(Base):
    """A customer of the business (back-office address book)."""

    __tablename__ = "customers"

    id: Mapped[int] = mapped_column(primary_key=True)
    first_name: Mapped[str] = mapped_column(String(100), default="")
    last_name: Mapped[str] = mapped_column(String(100), default="")
    company: Mapped[str] = mapped_column(String(255), default="")
    email: Mapped[str] = mapped_column(String(180), default="", index=True)
    phone: Mapped[str] = mapped_column(String(50), default="")
    street: Mapped[str] = mapped_column(String(255), default="")
    zip_code: Mapped[str] = mapped_column(String(20), default="")
    city: Mapped[str] = mapped_column(String(100), default="")
    country: Mapped[str] = mapped_column(String(2), default="AT")
    note: Mapped[str] = mapped_column(Text, default="")
    # Bank details for invoices and direct debit.
    iban: Mapped[str | None] = mapped_column(String(34))
    bic: Mapped[str | None] = mapped_column(String(11))
    # What the ``name`` filter searches: "first last company" in one expression.
    search_name: Mapped[str] = column_property(first_name + " " + last_name + " " + company)


class ExternalUser(Base):
    """A person known through an external sign-in provider (``provider`` + ``external_id``)."""

    __tablename__ = "external_users"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(255), default="")
    email: Mapped[str] = mapped_column(String(180), default="")
    provider: Mapped[str] = mapped_column(String(50))
    external_id: Mapped[str] = mapped_column(String(255), unique=True)


class AnalyticsLead(Base):
    """An enquiry captured on the site (contact form, campaign …); ``created_at`` is ours."""

    __tablename__ = "analytics_leads"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(255), default="")
    email: Mapped[str] = mapped_column(String(180), default="")
    phone: Mapped[str] = mapped_column(String(50), default="")
    source: Mapped[str] = mapped_column(String(100), default="")
    message: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, index=True)
