"""The checkout form (001 §3 "Order (checkout form)") and its rules (001 §5).

:func:`check` returns every problem at once, each with the form field it belongs to, so
the storefront can highlight them; the German texts are in ``texts.py`` and
``kernel/messages.py``.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal
from zoneinfo import ZoneInfo

from pydantic import Field

from domains.branches.api import Branch, hours_for, is_open, orders_now, slots
from domains.orders import texts
from domains.orders.cart_items import CartItemIn
from kernel import FieldError, IsoDatetime, Ref, Schema
from kernel import messages as msg

Country = Literal["DE", "LI", "AT", "CH"]
Text100 = Field("", max_length=100)
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
LOOKAHEAD = dt.timedelta(days=180)


class CheckoutIn(Schema):
    """What the storefront sends to create an order. Prices are never accepted."""

    branch: Ref
    is_delivery: bool = False
    is_dine_in: bool = False
    items: list[CartItemIn] = Field(default_factory=list, max_length=200)
    is_company: bool = False
    company_name: str = Text100
    salutation: Literal["Herr", "Frau", ""] = ""
    first_name: str = Text100
    last_name: str = Text100
    company: str = Text100
    street: str = Field("", max_length=200)
    floor: str = Field("", max_length=20)
    stairway: str = Field("", max_length=20)
    door: str = Field("", max_length=20)
    zip_code: str = Field("", max_length=20)
    city: str = Text100
    country: Country = "AT"
    vat_number: str = Field("", max_length=30)
    phone: str = Field("", max_length=50)
    email: str = Field("", max_length=180)
    is_delivery_address_different: bool = False
    is_delivery_company: bool = False
    delivery_company_name: str = Text100
    delivery_first_name: str = Text100
    delivery_last_name: str = Text100
    delivery_street: str = Field("", max_length=200)
    delivery_floor: str = Field("", max_length=20)
    delivery_stairway: str = Field("", max_length=20)
    delivery_door: str = Field("", max_length=20)
    delivery_zip_code: str = Field("", max_length=20)
    delivery_city: str = Text100
    delivery_country: Country = "AT"
    delivery_area: str | None = Field(None, max_length=50)
    comment: str = Field("", max_length=2000)
    appointment_date: IsoDatetime | None = None
    # A provider id: ``cash`` (the kernel's) or one a plugin offers (tresen_payment_methods);
    # checked against what is offered at the branch, never against a fixed list.
    payment_method: str = Field("cash", min_length=1, max_length=30)
    legal_instructions: bool = False
    privacy_policy: bool = False
    table: Ref | None = None

    @property
    def mode(self) -> str:
        return "delivery" if self.is_delivery else "dineIn" if self.is_dine_in else "takeaway"


CUSTOMER_FIELDS = (
    "is_company",
    "company_name",
    "salutation",
    "company",
    "street",
    "floor",
    "stairway",
    "door",
    "zip_code",
    "city",
    "country",
    "vat_number",
    "is_delivery_address_different",
    "is_delivery_company",
    "delivery_company_name",
    "delivery_first_name",
    "delivery_last_name",
    "delivery_street",
    "delivery_floor",
    "delivery_stairway",
    "delivery_door",
    "delivery_zip_code",
    "delivery_city",
    "delivery_country",
)


def normalize_phone(raw: str) -> str:
    """Only plus and digits remain; a leading 00 becomes + (001 §5)."""
    digits = re.sub(r"[^+0-9]", "", raw)
    return "+" + digits[2:] if digits.startswith("00") else digits


@dataclass(frozen=True)
class Context:
    """What the rules need besides the form."""

    branch: Branch
    config: Mapping[str, Any]
    now: dt.datetime
    table_branch: int | None  # the branch of the chosen table, if it exists
    payment_methods: frozenset[str]


def _type_flag(branch: Branch, mode: str, what: str) -> bool:
    key = {"delivery": "delivery", "dineIn": "dine_in", "takeaway": "takeaway"}[mode]
    return bool(getattr(branch, f"is_{key}_{what}_required"))


def check(form: CheckoutIn, ctx: Context) -> tuple[list[FieldError], str]:
    """Every rule of 001 §5; returns the errors and the normalised phone number."""
    errors: list[FieldError] = []
    branch, mode = ctx.branch, form.mode

    def blank(field: str, value: str) -> None:
        if not value.strip():
            errors.append(FieldError(field, msg.BLANK))

    if form.is_delivery and form.is_dine_in:
        errors.append(FieldError("isDineIn", msg.CHOICE))
    enabled = {
        "delivery": branch.is_delivery_enabled,
        "dineIn": branch.is_dine_in_enabled,
        "takeaway": branch.is_takeaway_enabled,
    }[mode]
    if not enabled:
        field = {"delivery": "isDelivery", "dineIn": "isDineIn", "takeaway": "isDelivery"}[mode]
        errors.append(FieldError(field, texts.ORDER_TYPE_UNAVAILABLE))

    table_service = mode == "dineIn" and branch.is_table_selection_enabled
    if table_service:
        if form.table is None:
            errors.append(FieldError("table", texts.TABLE_REQUIRED))
        elif ctx.table_branch != branch.id:
            errors.append(FieldError("table", msg.CHOICE))
    else:  # names are asked for unless the order goes to a table
        if not form.salutation:
            errors.append(FieldError("salutation", msg.BLANK))
        blank("firstName", form.first_name)
        blank("lastName", form.last_name)

    if _type_flag(branch, mode, "email") or form.email:
        if not form.email.strip():
            errors.append(FieldError("email", msg.BLANK))
        elif not EMAIL.match(form.email.strip()):
            errors.append(FieldError("email", msg.EMAIL))
    phone = normalize_phone(form.phone)
    if _type_flag(branch, mode, "phone") or form.phone.strip():
        if not phone:
            errors.append(FieldError("phone", msg.BLANK))
        elif not phone.startswith("+") or len(phone) < 7:
            errors.append(FieldError("phone", texts.PHONE_FORMAT.format(phone=texts.PHONE_EXAMPLE)))
    if _type_flag(branch, mode, "address"):
        for field, value in (
            ("street", form.street),
            ("zipCode", form.zip_code),
            ("city", form.city),
        ):
            blank(field, value)
    if form.is_delivery_address_different:
        for field, value in (
            ("deliveryStreet", form.delivery_street),
            ("deliveryZipCode", form.delivery_zip_code),
            ("deliveryCity", form.delivery_city),
        ):
            blank(field, value)
    if mode == "delivery":
        areas = {a.get("id") for a in branch.delivery_areas}
        if not form.delivery_area:
            errors.append(FieldError("deliveryArea", msg.BLANK))
        elif form.delivery_area not in areas:
            errors.append(FieldError("deliveryArea", msg.CHOICE))

    errors += _appointment(form, ctx)
    if form.payment_method not in ctx.payment_methods:
        errors.append(FieldError("paymentMethod", msg.CHOICE))
    if not form.legal_instructions:
        errors.append(FieldError("legalInstructions", texts.TERMS_REQUIRED))
    if not form.privacy_policy:
        errors.append(FieldError("privacyPolicy", texts.PRIVACY_REQUIRED))
    return errors, phone


def _appointment(form: CheckoutIn, ctx: Context) -> list[FieldError]:
    branch, field = ctx.branch, "appointmentDate"
    rules = hours_for(branch, form.mode)
    at = form.appointment_date
    if at is None:
        if branch.is_appointment_required:
            return [FieldError(field, texts.APPOINTMENT_REQUIRED)]
        if orders_now(branch, form.mode, ctx.now):
            return []
        if branch.is_preorder_enabled:
            return [FieldError(field, texts.APPOINTMENT_REQUIRED)]
        closed = texts.DELIVERY_UNAVAILABLE if form.mode == "delivery" else texts.BRANCH_CLOSED
        return [FieldError(field, closed + ".")]
    if at.tzinfo is None:
        return [FieldError(field, msg.INVALID)]
    if at < ctx.now - dt.timedelta(minutes=5):
        return [FieldError(field, texts.APPOINTMENT_IN_PAST)]
    if at > ctx.now + LOOKAHEAD:
        return [FieldError(field, texts.CLOSED_AT_APPOINTMENT)]
    if not is_open(rules, at, branch.timezone):
        day = at.astimezone(ZoneInfo(branch.timezone)).date()
        if not slots(rules, day, branch.timezone, ctx.now):
            return [FieldError(field, texts.NO_SLOTS_THAT_DAY)]
        return [FieldError(field, texts.CLOSED_AT_APPOINTMENT)]
    return []
