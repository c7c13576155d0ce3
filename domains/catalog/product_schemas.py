"""Request and response schemas of products (spec 001 §3, 002 §3).

A product carries what the pricing engine reads (``catalog/pricing/product.py`` turns its API
JSON into ``PricingProduct.from_dict`` input): price, the three tax rates, the base unit
and alternative units with ratio and quantity rules, configuration parts whose options
change the price (add / subtract / overwrite), and bundle items. Checks that span
several fields (minimum ≤ maximum, default unit among the units, bundle items only on
bundles) run in ``resources.py``, where the merged object of a PUT is known.
"""

from __future__ import annotations

import datetime as dt
import uuid
from decimal import Decimal
from typing import Annotated, Any, Literal, Self, get_args

import orjson
from pydantic import ConfigDict, Field, ValidationInfo, field_validator, model_validator
from pydantic_core import PydanticCustomError

from domains.branches.api import HoursRules
from domains.catalog.schemas import (
    DecimalOut,
    Ids,
    JsonMoney,
    JsonQuantity,
    JsonRatio,
    JsonStep,
    Money,
    MoneyOut,
    Name,
    Percent,
    Quantity,
    Step,
)
from domains.content.api import Profile
from kernel import Integer, IsoDate, Number, OutSchema, Ref, RefOut, Schema
from kernel import messages as msg

UnitId = Literal[
    "piece", "serving", "pair", "person", "package",
    "gram", "decagram", "kilogram",
    "milliliter", "centiliter", "deciliter", "liter",
    "millimeter", "centimeter", "meter", "square-meter", "cubic-meter",
]  # fmt: skip
UNITS: tuple[str, ...] = get_args(UnitId)
ProductType = Literal["simple", "bundle", "configurable"]
CalculationModel = Literal["fixed", "approximate", "minimum"]
PartType = Literal["text", "textarea", "image", "images", "file", "files", "select", "multiselect"]
CHOICE_PARTS = ("select", "multiselect")
LeadTimeType = Literal["minutes", "hours", "days", "weeks"]
Key = Annotated[str, Field(min_length=1, max_length=50, pattern=r"^[A-Za-z0-9_-]+$")]
MAX_CONTENT_BYTES = 200_000


class Doc(Schema):
    """A nested JSON document: stored complete, defaults included."""

    @model_validator(mode="after")
    def _complete(self) -> Self:
        self.__pydantic_fields_set__.update(type(self).model_fields)
        return self


def _new_key() -> str:
    return uuid.uuid4().hex[:12]


def _unique(keys: list[str]) -> None:
    if len(set(keys)) != len(keys):
        raise PydanticCustomError("tresen", msg.ALREADY_USED)


class AlternativeUnit(Doc):
    """Another unit the product is sold in: price = base price × ``ratio`` (002 §9)."""

    unit: UnitId
    ratio: JsonRatio
    minimum_quantity: JsonQuantity | None = None
    maximum_quantity: JsonQuantity | None = None
    quantity_step_size: JsonStep | None = None
    calculation_model: CalculationModel = "fixed"

    @model_validator(mode="after")
    def _bounds(self) -> Self:
        low, high = self.minimum_quantity, self.maximum_quantity
        if low is not None and high is not None and low > high:
            raise PydanticCustomError("tresen", msg.LESS_EQUAL.format(limit=german(high)))
        return self


class PartOption(Doc):
    """A choosable option of a part; ``value`` changes the price by ``modifier``."""

    id: Key = Field(default_factory=_new_key)
    name: Name
    modifier: Literal["add", "subtract", "overwrite"] = "add"
    value: JsonMoney = Decimal(0)


class Part(Doc):
    """A configuration step (002 §3): select/multiselect offer options, the other types
    collect the customer's text or files."""

    id: Key = Field(default_factory=_new_key)
    name: Name
    description: str = Field("", max_length=10_000)
    type: PartType = "select"
    optional: bool = False
    options: list[PartOption] = Field(default_factory=list, max_length=200)

    @model_validator(mode="after")
    def _options(self) -> Self:
        if self.options and self.type not in CHOICE_PARTS:
            raise PydanticCustomError("tresen", msg.INVALID)
        _unique([o.id for o in self.options])
        return self


class ProductConfig(Doc):
    parts: list[Part] = Field(default_factory=list, max_length=50)

    @model_validator(mode="after")
    def _parts(self) -> Self:
        _unique([p.id for p in self.parts])
        return self


class BundleItem(Doc):
    """``amount`` of ``product`` per bundle (spec 001 type 'bundle')."""

    product: Ref
    amount: JsonStep = Decimal(1)


ClassLabel = Annotated[str, Field(min_length=1, max_length=100, title="Bezeichnung")]


class TextClass(Doc):
    """A class or property as text (Herkunft: 'Österreich')."""

    type: Literal["text"] = Field(title="Text")
    label: ClassLabel
    value: str = Field(min_length=1, max_length=255, title="Wert")


class NumberClass(Doc):
    """A measured property (Rohdichte 590 kg/m³), shown with ``decimals`` digits."""

    type: Literal["number"] = Field(title="Zahl")
    label: ClassLabel
    value: Number = Field(ge=-1_000_000_000, le=1_000_000_000, allow_inf_nan=False, title="Wert")
    decimals: Integer | None = Field(None, ge=0, le=6, title="Nachkommastellen")
    unit: str = Field("", max_length=20, title="Einheit")


class ClassOption(Doc):
    value: str = Field(min_length=1, max_length=50, title="Wert")
    label: str = Field("", max_length=100, title="Bezeichnung")


class SelectClass(Doc):
    """A class out of a fixed scale (Festigkeitsklasse C24 of C16, C24, C30)."""

    type: Literal["select"] = Field(title="Auswahl")
    label: ClassLabel
    options: list[ClassOption] = Field(min_length=1, max_length=50, title="Optionen")
    value: str = Field(min_length=1, max_length=50, title="Wert")

    @field_validator("options")
    @classmethod
    def _unique_options(cls, options: list[ClassOption]) -> list[ClassOption]:
        _unique([o.value for o in options])
        return options

    @field_validator("value")
    @classmethod
    def _chosen(cls, value: str, info: ValidationInfo) -> str:
        options = info.data.get("options")
        if options is not None and value not in {o.value for o in options}:
            raise PydanticCustomError("tresen", msg.CHOICE)
        return value


class BooleanClass(Doc):
    """A yes/no property (Kesseldruckimprägniert: 'Nein')."""

    type: Literal["boolean"] = Field(title="Ja/Nein")
    label: ClassLabel
    value: bool = Field(title="Wert")


class DateClass(Doc):
    """A date (Geprüft am 01.03.2026)."""

    type: Literal["date"] = Field(title="Datum")
    label: ClassLabel
    value: IsoDate = Field(title="Wert")


#: One class or property of a product (002 §2.6 "Product content classes block"): a label
#: and a typed value, told apart by ``type`` like the content editor's field types.
ProductClass = Annotated[
    TextClass | NumberClass | SelectClass | BooleanClass | DateClass,
    Field(discriminator="type"),
]


def _content(value: Any) -> Any:
    if isinstance(value, dict) and len(orjson.dumps(value, default=str)) > MAX_CONTENT_BYTES:
        raise PydanticCustomError("tresen", msg.TOO_LONG.format(limit=MAX_CONTENT_BYTES))
    return value


class ProductContent(Schema):
    """002 §3 product content with the spec's own keys. ``classes`` (the product page's
    classes block) and ``profiles`` (images and downloads after the product images,
    002 §2.6) are typed; the other keys (linked_products, configuration_tree, dimensions,
    merge_number, categories, weight, site, …) stay free-form. Size-limited."""

    model_config = ConfigDict(extra="allow")

    classes: list[ProductClass] = Field(default_factory=list, max_length=50, title="Eigenschaften")
    profiles: list[Profile] = Field(default_factory=list, max_length=50, title="Profile")

    @model_validator(mode="before")
    @classmethod
    def _size(cls, value: Any) -> Any:
        return _content(value)


def german(value: Decimal) -> str:
    """A limit as German users write it: ``2,5``."""
    text = format(value.normalize(), "f")
    return text.replace(".", ",")


class ProductIn(Schema):
    name: Name
    description: str = Field("", max_length=20_000)
    allergens: str = Field("", max_length=255)
    type: ProductType = "simple"
    category: Ref | None = None
    images: Ids = Field(default_factory=list)
    price: Money
    tax: Percent
    takeaway_tax: Percent | None = None
    dine_in_tax: Percent | None = None
    calculation_model: CalculationModel = "fixed"
    unit: UnitId | None = None
    alternative_units: list[AlternativeUnit] = Field(default_factory=list, max_length=20)
    minimum_quantity: Quantity | None = None
    maximum_quantity: Quantity | None = None
    quantity_step_size: Step | None = None
    default_quantity: Step | None = None
    default_unit: UnitId | None = None
    is_price_hidden: bool = False
    is_enabled: bool = True
    is_public: bool = True
    is_visible_when_unavailable: bool = False
    is_step_by_step: bool = False
    schedule: HoursRules = Field(default_factory=list, max_length=200)
    is_lead_time_enabled: bool = False
    lead_time_type: LeadTimeType = "days"
    lead_time_value: Integer = Field(0, ge=0, le=100_000)
    config: ProductConfig = Field(default_factory=ProductConfig)
    bundle_items: list[BundleItem] = Field(default_factory=list, max_length=100)
    content: ProductContent = Field(default_factory=ProductContent)


class ProductOut(OutSchema):
    id: int
    uid: str
    name: str
    description: str
    allergens: str
    type: str
    category: RefOut | None
    images: list[RefOut]
    price: MoneyOut
    tax: DecimalOut
    takeaway_tax: DecimalOut | None
    dine_in_tax: DecimalOut | None
    calculation_model: str
    unit: str | None
    alternative_units: list[dict[str, Any]]
    minimum_quantity: DecimalOut | None
    maximum_quantity: DecimalOut | None
    quantity_step_size: DecimalOut | None
    default_quantity: DecimalOut | None
    default_unit: str | None
    is_price_hidden: bool
    is_enabled: bool
    is_public: bool
    is_visible_when_unavailable: bool
    is_step_by_step: bool
    schedule: list[dict[str, Any]]
    is_lead_time_enabled: bool
    lead_time_type: str
    lead_time_value: int
    config: dict[str, Any]
    bundle_items: list[dict[str, Any]]
    content: dict[str, Any]
    created_at: dt.datetime
    updated_at: dt.datetime
