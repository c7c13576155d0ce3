"""Request and response schemas of the branch domain (camelCase on the wire)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, EmailStr, Field, field_validator
from pydantic_core import PydanticCustomError

from domains.branches.hours_rules import HoursValidationError, parse_rules
from kernel import DecimalNumber, Integer, IsoDatetime, OutSchema, Ref, RefOut, Schema
from kernel import messages as msg

Identifier = Annotated[str, Field(min_length=1, max_length=100, pattern=r"^[a-z0-9][a-z0-9-]*$")]
Name = Annotated[str, Field(min_length=1, max_length=255)]
Money = Annotated[DecimalNumber, Field(ge=0, max_digits=12, decimal_places=2)]
Percent = Annotated[DecimalNumber, Field(ge=0, le=100, max_digits=5, decimal_places=2)]


def _rules(value: list[dict[str, Any]]) -> list[dict[str, Any]]:
    try:
        return [rule.to_dict() for rule in parse_rules(value).rules]
    except HoursValidationError as exc:
        raise PydanticCustomError("tresen", exc.message) from None


HoursRules = Annotated[list[dict[str, Any]], AfterValidator(_rules)]


class DeliveryArea(Schema):
    """A delivery area of a branch with its fee and thresholds (spec 001 §3, pricing)."""

    id: str = Field(min_length=1, max_length=50)
    area: Name
    price: Money = Decimal("0")
    tax: Percent = Decimal("0")
    is_free: bool = False
    minimum_order_value: Money | None = None
    free_from_order_value: Money | None = None


class DivisionIn(Schema):
    identifier: Identifier
    name: Name
    title_prefix: str = Field("", max_length=255)
    description: str = Field("", max_length=10_000)
    is_public: bool = True


class DivisionOut(OutSchema):
    id: int
    identifier: str
    name: str
    title_prefix: str
    description: str
    is_public: bool


class _BranchFlags(Schema):
    is_takeaway_enabled: bool = True
    is_delivery_enabled: bool = False
    is_dine_in_enabled: bool = False
    is_preorder_enabled: bool = False
    is_appointment_required: bool = False
    is_quotation_required: bool = False
    is_table_selection_enabled: bool = False
    is_cash_enabled: bool = True
    is_atm_card_enabled: bool = Field(False, alias="isATMCardEnabled")
    is_hydro_ag_voucher_enabled: bool = Field(False, alias="isHydroAGVoucherEnabled")
    is_mollie_enabled: bool = False
    is_datatrans_enabled: bool = False
    is_delivery_email_required: bool = True
    is_delivery_phone_required: bool = True
    is_delivery_address_required: bool = True
    is_dine_in_email_required: bool = False
    is_dine_in_phone_required: bool = False
    is_dine_in_address_required: bool = False
    is_takeaway_email_required: bool = True
    is_takeaway_phone_required: bool = True
    is_takeaway_address_required: bool = False


class BranchIn(_BranchFlags):
    identifier: Identifier
    name: Name
    division: Ref | None = None
    description: str = Field("", max_length=10_000)
    street: str = Field("", max_length=255)
    zip_code: str = Field("", max_length=20)
    city: str = Field("", max_length=100)
    country: Literal["AT", "DE", "CH", "LI"] = "AT"
    phone: str = Field("", max_length=50, pattern=r"^[+0-9 ]*$")
    email: EmailStr | Literal[""] = ""
    longitude: DecimalNumber | None = Field(None, ge=-180, le=180, decimal_places=6)
    latitude: DecimalNumber | None = Field(None, ge=-90, le=90, decimal_places=6)
    keywords: str = Field("", max_length=500)
    tags: list[Annotated[Integer, Field(ge=1)]] = Field(default_factory=list, max_length=100)
    images: list[Annotated[Integer, Field(ge=1)]] = Field(default_factory=list, max_length=100)
    logo: Integer | None = Field(None, ge=1)
    timezone: str = Field("Europe/Vienna", max_length=64)
    opening_hours: HoursRules = Field(default_factory=list, max_length=200)
    delivery_hours: HoursRules = Field(default_factory=list, max_length=200)
    is_delivery_hours_enabled: bool = False
    is_public: bool = True
    is_enabled: bool = True
    orderable_from: IsoDatetime | None = None
    closed_message: str = Field("", max_length=2000)
    delivery_areas: list[DeliveryArea] = Field(default_factory=list, max_length=100)

    @field_validator("timezone")
    @classmethod
    def _zone(cls, value: str) -> str:
        from zoneinfo import available_timezones

        if value not in available_timezones():
            raise PydanticCustomError("tresen", msg.CHOICE)
        return value

    @field_validator("orderable_from")
    @classmethod
    def _aware(cls, value: dt.datetime | None) -> dt.datetime | None:
        if value is not None and value.tzinfo is None:
            raise PydanticCustomError("tresen", msg.INVALID)
        return value


class BranchOut(OutSchema):
    id: int
    identifier: str
    name: str
    division: RefOut | None
    description: str
    street: str
    zip_code: str
    city: str
    country: str
    phone: str
    email: str
    longitude: Decimal | None
    latitude: Decimal | None
    keywords: str
    tags: list[int]
    images: list[int]
    logo: int | None
    timezone: str
    opening_hours: list[dict[str, Any]]
    delivery_hours: list[dict[str, Any]]
    is_delivery_hours_enabled: bool
    is_public: bool
    is_enabled: bool
    orderable_from: dt.datetime | None
    closed_message: str
    delivery_areas: list[dict[str, Any]]
    is_takeaway_enabled: bool
    is_delivery_enabled: bool
    is_dine_in_enabled: bool
    is_preorder_enabled: bool
    is_appointment_required: bool
    is_quotation_required: bool
    is_table_selection_enabled: bool
    is_cash_enabled: bool
    is_atm_card_enabled: bool = Field(serialization_alias="isATMCardEnabled")
    is_hydro_ag_voucher_enabled: bool = Field(serialization_alias="isHydroAGVoucherEnabled")
    is_mollie_enabled: bool
    is_datatrans_enabled: bool
    is_delivery_email_required: bool
    is_delivery_phone_required: bool
    is_delivery_address_required: bool
    is_dine_in_email_required: bool
    is_dine_in_phone_required: bool
    is_dine_in_address_required: bool
    is_takeaway_email_required: bool
    is_takeaway_phone_required: bool
    is_takeaway_address_required: bool


class DepartmentIn(Schema):
    branch: Ref
    name: Name
    description: str = Field("", max_length=10_000)


class DepartmentOut(OutSchema):
    id: int
    branch: RefOut
    name: str
    description: str


class ContactPersonIn(Schema):
    department: Ref
    image: Ref | None = None
    first_name: Annotated[str, Field(min_length=1, max_length=100)]
    last_name: Annotated[str, Field(min_length=1, max_length=100)]
    email: EmailStr | Literal[""] = ""
    position: Integer = Field(0, ge=0, le=100_000)
    is_public: bool = True


class ContactPersonOut(OutSchema):
    id: int
    department: RefOut
    image: RefOut | None
    first_name: str
    last_name: str
    email: str
    position: int
    is_public: bool


class TableIn(Schema):
    branch: Ref
    identifier: Annotated[str, Field(min_length=1, max_length=100)]
    name: str = Field("", max_length=255)
    seats: Integer | None = Field(None, ge=1, le=1000)
    is_enabled: bool = True


class TableOut(OutSchema):
    id: int
    branch: RefOut
    identifier: str
    name: str
    seats: int | None
    is_enabled: bool


class DeviceIn(Schema):
    branch: Ref
    identifier: Identifier
    name: str = Field("", max_length=255)
    type: Literal["printer", "tablet", "screen"] = "printer"


class DeviceOut(OutSchema):
    id: int
    branch: RefOut
    identifier: str
    name: str
    type: str
    last_seen_at: dt.datetime | None
