"""Request and response schemas of the CRM domain (camelCase on the wire)."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Literal

from pydantic import EmailStr, Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from kernel import Bic, Iban, OutSchema, Schema
from plugins.crm import texts

Email = EmailStr | Literal[""]
Phone = Annotated[str, Field(max_length=50, pattern=r"^[+0-9 ()/-]*$")]
Text = Annotated[str, Field(max_length=10_000)]


class CustomerIn(Schema):
    first_name: str = Field("", max_length=100)
    last_name: str = Field("", max_length=100)
    company: str = Field("", max_length=255, validate_default=True)
    email: Email = ""
    phone: Phone = ""
    street: str = Field("", max_length=255)
    zip_code: str = Field("", max_length=20)
    city: str = Field("", max_length=100)
    country: Literal["AT", "DE", "CH", "LI"] = "AT"
    note: Text = ""
    iban: Iban | None = None
    bic: Bic | None = None

    @field_validator("company")
    @classmethod
    def _someone(cls, value: str, info: ValidationInfo) -> str:
        if not value.strip() and not str(info.data.get("last_name", "")).strip():
            raise PydanticCustomError("tresen", texts.NAME_OR_COMPANY)
        return value


class CustomerOut(OutSchema):
    id: int
    first_name: str
    last_name: str
    company: str
    email: str
    phone: str
    street: str
    zip_code: str
    city: str
    country: str
    note: str
    iban: str | None
    bic: str | None


class ExternalUserIn(Schema):
    name: str = Field("", max_length=255)
    email: Email = ""
    provider: str = Field(min_length=1, max_length=50, pattern=r"^[a-z0-9][a-z0-9._-]*$")
    external_id: str = Field(min_length=1, max_length=255)


class ExternalUserOut(OutSchema):
    id: int
    name: str
    email: str
    provider: str
    external_id: str


class AnalyticsLeadIn(Schema):
    name: str = Field("", max_length=255)
    email: Email = ""
    phone: Phone = ""
    source: str = Field("", max_length=100)
    message: Text = ""


class AnalyticsLeadOut(OutSchema):
    id: int
    name: str
    email: str
    phone: str
    source: str
    message: str
    created_at: dt.datetime
