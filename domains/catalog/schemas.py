"""Request and response schemas of menus, categories and tags; shared field types.

Decimals travel as strings: money with at least two decimals (``"4.50"``, ``"0.0249"``),
rates and quantities in their shortest form (``"10"``, ``"0.5"``). Inside JSON documents
they are stored as such strings too, never as floats.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Annotated, Any

from pydantic import Field, PlainSerializer

from domains.branches.api import HoursRules
from kernel import AwareTime, DecimalNumber, OutSchema, Ref, RefOut, Schema, plain

Name = Annotated[str, Field(min_length=1, max_length=255)]
Ids = Annotated[list[Ref], Field(max_length=500)]


def money_text(value: Decimal) -> str:
    """``4.5`` → ``"4.50"``, ``0.02490`` → ``"0.0249"``: at least two decimals, no more zeros."""
    head, _, fraction = plain(value).partition(".")
    return f"{head}.{fraction.ljust(2, '0')}"


_MoneyText = PlainSerializer(money_text, return_type=str)
_PlainText = PlainSerializer(plain, return_type=str)

# Column values (kept as Decimal for the Numeric columns, shown as strings).
Money = Annotated[DecimalNumber, Field(ge=0, max_digits=12, decimal_places=4)]
Percent = Annotated[DecimalNumber, Field(ge=0, le=100, max_digits=5, decimal_places=2)]
Quantity = Annotated[DecimalNumber, Field(ge=0, max_digits=14, decimal_places=4)]
Step = Annotated[DecimalNumber, Field(gt=0, max_digits=14, decimal_places=4)]
MoneyOut = Annotated[Decimal, _MoneyText]
DecimalOut = Annotated[Decimal, _PlainText]
# The same inside JSON documents: serialized to strings even in Python mode, so the
# stored JSON never holds a float or a Decimal.
JsonMoney = Annotated[Money, _MoneyText]
JsonQuantity = Annotated[Quantity, _PlainText]
JsonStep = Annotated[Step, _PlainText]
JsonRatio = Annotated[DecimalNumber, Field(gt=0, max_digits=16, decimal_places=6), _PlainText]


# ---------------------------------------------------------------------------- menus


class MenuSection(Schema):
    """One category of a menu with its products, in display order."""

    category: Ref
    products: list[Ref] = Field(default_factory=list, max_length=1000)


class MenuIn(Schema):
    name: Name
    available_from: AwareTime | None = None
    branches: Ids = Field(default_factory=list)
    catalog: list[MenuSection] = Field(default_factory=list, max_length=200)
    is_enabled: bool = True


class MenuOut(OutSchema):
    id: int
    name: str
    available_from: dt.datetime | None
    branches: list[RefOut]
    catalog: list[dict[str, Any]]
    is_enabled: bool
    created_at: dt.datetime
    updated_at: dt.datetime


# ---------------------------------------------------------------------------- categories


class CategoryIn(Schema):
    name: Name
    image: Ref | None = None
    schedule: HoursRules = Field(default_factory=list, max_length=200)
    is_enabled: bool = True
    is_visible_when_unavailable: bool = False
    position: int = Field(0, ge=-1_000_000, le=1_000_000)


class CategoryOut(OutSchema):
    id: int
    name: str
    image: RefOut | None
    schedule: list[dict[str, Any]]
    is_enabled: bool
    is_visible_when_unavailable: bool
    position: int


# ---------------------------------------------------------------------------- tags


class TagIn(Schema):
    name: Name
    image: Ref | None = None


class TagOut(OutSchema):
    id: int
    name: str
    image: RefOut | None
