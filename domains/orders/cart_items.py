"""Cart items as the storefront sends them, and the pricing engine's reading of them.

Spec 001 §3 names a cart item ``{amount, unit, product: {id}, parts}``; ``parts`` lists the
configuration parts the customer chose options in, ``[{"id", "options": [{"id"}]}]``.
The older flat form ``{productId, amount, unitId, options: [{partId, optionId}]}`` is kept
as an alias (both are documented in OpenAPI). Either way the pricing engine reads the flat
form (:func:`engine_items`), and its error paths (``items[0].productId``) are translated
back into the path the client sent (:func:`client_field`), so the storefront can highlight
the very field.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Self

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from kernel import Integer, Number, Schema
from kernel import messages as msg

Id = Integer | Annotated[str, Field(min_length=1, max_length=50)]
Amount = Annotated[Integer | Number | str, Field(union_mode="left_to_right")]


class OptionIn(Schema):
    """A chosen option in the flat form."""

    part_id: Id
    option_id: Id


class IdIn(Schema):
    """``{"id": …}``: a product or an option by its catalogue id."""

    id: Id


class UploadRef(Schema):
    """An uploaded file (``Uploads create``, 002 §7) by its id and secret hash."""

    id: Integer = Field(ge=1)
    public_hash: str = Field(min_length=1, max_length=64)
    name: str = Field("", max_length=255, description="The file name the cart shows")


class PartIn(Schema):
    """A configuration part (spec form): the options chosen in it, or for text and
    textarea steps the ``value``, for image(s) and file(s) steps the ``uploads``."""

    id: Id
    options: list[IdIn] = Field(default_factory=list, max_length=50)
    value: str | None = Field(None, max_length=2000)
    uploads: list[UploadRef] = Field(default_factory=list, max_length=20)


class CartItemIn(Schema):
    """One cart line: what, how much, which unit and options. Prices are never part of it.

    Spec form: ``product: {id}``, ``amount``, ``unit`` (null: the product's base unit),
    ``parts``. Alias form: ``productId``, ``amount``, ``unitId``, ``options``. The two
    forms cannot be mixed in one item.
    """

    amount: Amount
    product: IdIn | None = Field(None, description="Spec form: the product, {id}")
    unit: Id | None = Field(None, description="Spec form: unit id; null for the base unit")
    parts: list[PartIn] | None = Field(None, max_length=50, description="Spec form")
    product_id: Id | None = Field(None, description="Alias form of product.id")
    unit_id: Id | None = Field(None, description="Alias form of unit")
    options: list[OptionIn] | None = Field(None, max_length=50, description="Alias form")

    @model_validator(mode="after")
    def _one_form(self) -> Self:
        spec = self.product is not None or self.unit is not None or self.parts is not None
        alias = self.product_id is not None or self.unit_id is not None or self.options is not None
        if spec and alias:
            raise PydanticCustomError("tresen", msg.INVALID)
        if self.product is None and self.product_id is None:
            raise PydanticCustomError("tresen", msg.BLANK)
        return self

    @property
    def product_ref(self) -> Id | None:
        """The product id in either form."""
        return self.product.id if self.product is not None else self.product_id

    @property
    def is_spec_form(self) -> bool:
        return self.product is not None

    def engine_item(self) -> dict[str, Any]:
        """The flat form the pricing engine reads."""
        if self.product is None:
            return {
                "productId": self.product_id,
                "amount": self.amount,
                "unitId": self.unit_id,
                "options": [o.model_dump(by_alias=True) for o in self.options or []],
            }
        return {
            "productId": self.product.id,
            "amount": self.amount,
            "unitId": self.unit,
            "options": [
                {"partId": part.id, "optionId": option.id}
                for part in self.parts or []
                for option in part.options
            ],
        }

    def typed_values(self) -> list[tuple[int, PartIn]]:
        """(position, part) of the parts that carry a text value or uploads."""
        return [
            (index, part)
            for index, part in enumerate(self.parts or [])
            if part.value is not None or part.uploads
        ]


def engine_items(items: list[CartItemIn]) -> list[dict[str, Any]]:
    """The items as the pricing engine reads them."""
    return [item.engine_item() for item in items]


_ENGINE_PATH = re.compile(r"^items\[(\d+)\]\.(productId|unitId|amount|options\[(\d+)\]|parts)")


def client_field(items: list[CartItemIn], field: str) -> str:
    """A pricing error path (``items[1].options[2]``) as the client sent the item
    (``items[1].parts[0].options[1]`` for the spec form)."""
    match = _ENGINE_PATH.match(field)
    if match is None or int(match.group(1)) >= len(items):
        return field
    index = int(match.group(1))
    item, prefix = items[index], f"items[{index}]"
    if not item.is_spec_form:
        return field
    name = match.group(2)
    if name == "productId":
        return f"{prefix}.product.id"
    if name == "unitId":
        return f"{prefix}.unit"
    if name == "amount":
        return f"{prefix}.amount"
    if name == "parts":
        return f"{prefix}.parts"
    wanted = int(match.group(3))
    position = 0
    for part_index, part in enumerate(item.parts or []):
        for option_index in range(len(part.options)):
            if position == wanted:
                return f"{prefix}.parts[{part_index}].options[{option_index}]"
            position += 1
    return f"{prefix}.parts"
