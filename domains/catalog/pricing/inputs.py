"""Input types of the pricing engine (pure data, no I/O, no ORM).

Python attributes are snake_case; the JSON shapes read by ``from_dict`` use the
platform's camelCase names (``takeawayTax``, ``isFree`` …). Every decimal is a
:class:`~decimal.Decimal`; in JSON decimals may be strings, integers or floats (the
latter via their shortest repr, never their binary value).

``from_dict`` on catalogue data (products, areas) raises :class:`ValueError` for
malformed data: that is a server-side data fault, not a customer error. Customer input
(cart items) is parsed by :func:`domains.catalog.pricing.cart.parse_cart_items`, which
raises ``PricingError`` with a field path and a German message instead.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal, TypeAlias, cast

from kernel import plain, to_decimal

__all__ = [
    "MODES",
    "MODIFIERS",
    "AlternativeUnit",
    "BundleItem",
    "CartItem",
    "Id",
    "JsonValue",
    "Mode",
    "Modifier",
    "PricingArea",
    "PricingOption",
    "PricingPart",
    "PricingProduct",
    "SelectedOption",
]

#: Identifier of a product, unit, part or option as stored (string or integer key).
Id: TypeAlias = str | int
#: Order type. ``dineIn`` uses ``dineInTax``, ``takeaway`` ``takeawayTax``, ``delivery`` ``tax``.
Mode = Literal["takeaway", "delivery", "dineIn"]
MODES: tuple[Mode, ...] = ("takeaway", "delivery", "dineIn")
#: How an option's price changes the product price (see ``engine.py``).
Modifier = Literal["add", "subtract", "overwrite"]
MODIFIERS: tuple[Modifier, ...] = ("add", "subtract", "overwrite")

JsonValue: TypeAlias = str | int | bool | list["JsonValue"] | dict[str, "JsonValue"] | None


# --------------------------------------------------------------------------- parsing


def _get(data: Mapping[str, object], key: str, where: str) -> object:
    if key not in data:
        raise ValueError(f"{where}.{key} is required")
    return data[key]


def _decimal(value: object, where: str) -> Decimal:
    try:
        return to_decimal(value)
    except ValueError as exc:
        raise ValueError(f"{where}: {exc}") from None


def _opt_decimal(data: Mapping[str, object], key: str, where: str) -> Decimal | None:
    value = data.get(key)
    return None if value is None else _decimal(value, f"{where}.{key}")


def _id(value: object, where: str) -> Id:
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise ValueError(f"{where} must be a string or integer id")
    return value


def _opt_id(value: object, where: str) -> Id | None:
    return None if value is None else _id(value, where)


def _mappings(value: object, where: str) -> list[Mapping[str, object]]:
    if value is None:
        return []
    if not isinstance(value, Sequence) or isinstance(value, str):
        raise ValueError(f"{where} must be a list")
    result: list[Mapping[str, object]] = []
    for index, entry in enumerate(value):
        if not isinstance(entry, Mapping):
            raise ValueError(f"{where}[{index}] must be an object")
        result.append(cast(Mapping[str, object], entry))
    return result


def _opt_int(value: object, where: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{where} must be an integer")
    return value


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


def _check_non_negative(value: Decimal | None, name: str) -> None:
    if value is not None and value < 0:
        raise ValueError(f"{name} must not be negative")


def _check_quantities(
    minimum: Decimal | None, maximum: Decimal | None, step: Decimal | None, name: str
) -> None:
    _check_non_negative(minimum, f"{name} minimum_quantity")
    _check_non_negative(maximum, f"{name} maximum_quantity")
    if step is not None and step <= 0:
        raise ValueError(f"{name} quantity_step_size must be positive")
    if minimum is not None and maximum is not None and minimum > maximum:
        raise ValueError(f"{name} minimum_quantity exceeds maximum_quantity")


# ---------------------------------------------------------------------------- inputs


@dataclass(frozen=True, slots=True)
class PricingOption:
    """One choosable option of a configuration part (002 §3 "options": name, modifier,
    value — the value is called ``price`` here)."""

    id: Id
    price: Decimal
    modifier: Modifier = "add"
    name: str = ""

    def __post_init__(self) -> None:
        _check_non_negative(self.price, f"option {self.id!r} price")
        if self.modifier not in MODIFIERS:
            raise ValueError(f"option {self.id!r}: unknown modifier {self.modifier!r}")

    @classmethod
    def from_dict(cls, data: Mapping[str, object], where: str = "option") -> PricingOption:
        """Build from ``{"id", "price", "modifier"?, "name"?}``."""
        modifier = data.get("modifier", "add")
        if modifier not in MODIFIERS:
            raise ValueError(f"{where}.modifier must be one of {MODIFIERS}")
        return cls(
            id=_id(_get(data, "id", where), f"{where}.id"),
            price=_decimal(data.get("price", 0), f"{where}.price"),
            modifier=modifier,
            name=_text(data.get("name")),
        )


@dataclass(frozen=True, slots=True)
class PricingPart:
    """A configuration step (part) with its options and selection limits.

    ``min_selections``/``max_selections`` bound how many distinct options a cart item
    may choose (``None`` = unlimited). Use :meth:`for_step` to derive them from the
    spec's step ``type`` and ``optional`` flag.
    """

    id: Id
    options: tuple[PricingOption, ...] = ()
    min_selections: int = 0
    max_selections: int | None = None
    name: str = ""
    #: The step's 002 §3 type; text, textarea, image(s) and file(s) steps carry a typed
    #: value (domains/orders/part_values.py) instead of options.
    step_type: str = "select"
    optional: bool = True

    def __post_init__(self) -> None:
        if self.min_selections < 0:
            raise ValueError(f"part {self.id!r}: min_selections must not be negative")
        if self.max_selections is not None and self.max_selections < self.min_selections:
            raise ValueError(f"part {self.id!r}: max_selections below min_selections")
        ids = [option.id for option in self.options]
        if len(set(ids)) != len(ids):
            raise ValueError(f"part {self.id!r}: duplicate option ids")

    @classmethod
    def for_step(
        cls,
        id: Id,
        options: Sequence[PricingOption],
        *,
        step_type: str,
        optional: bool,
        name: str = "",
    ) -> PricingPart:
        """Limits from a 002 §3 configuration step: ``select`` allows at most one option,
        ``multiselect`` any number; a non-optional step needs at least one."""
        return cls(
            id=id,
            options=tuple(options),
            min_selections=0 if optional else 1,
            max_selections=1 if step_type == "select" else None,
            name=name,
        )

    @classmethod
    def from_dict(cls, data: Mapping[str, object], where: str = "part") -> PricingPart:
        """Build from ``{"id", "name"?, "minSelections"?, "maxSelections"?, "options",
        "type"?, "optional"?}``."""
        options = _mappings(data.get("options"), f"{where}.options")
        minimum = _opt_int(data.get("minSelections"), f"{where}.minSelections")
        return cls(
            id=_id(_get(data, "id", where), f"{where}.id"),
            options=tuple(
                PricingOption.from_dict(o, f"{where}.options[{i}]") for i, o in enumerate(options)
            ),
            min_selections=minimum or 0,
            max_selections=_opt_int(data.get("maxSelections"), f"{where}.maxSelections"),
            name=_text(data.get("name")),
            step_type=_text(data.get("type")) or "select",
            optional=data.get("optional") is not False,
        )


@dataclass(frozen=True, slots=True)
class AlternativeUnit:
    """An alternative sales unit: its price is the base-unit price × ``ratio``.

    Quantity rules are per unit (002 §5: "for the chosen unit"); ``None`` = no limit.
    """

    id: Id
    ratio: Decimal
    name: str = ""
    minimum_quantity: Decimal | None = None
    maximum_quantity: Decimal | None = None
    quantity_step_size: Decimal | None = None

    def __post_init__(self) -> None:
        if self.ratio <= 0:
            raise ValueError(f"unit {self.id!r}: ratio must be positive")
        _check_quantities(
            self.minimum_quantity, self.maximum_quantity, self.quantity_step_size, "unit"
        )

    @classmethod
    def from_dict(cls, data: Mapping[str, object], where: str = "unit") -> AlternativeUnit:
        """Build from ``{"id", "ratio", "name"?, "minimumQuantity"?, "maximumQuantity"?,
        "quantityStepSize"?}``."""
        return cls(
            id=_id(_get(data, "id", where), f"{where}.id"),
            ratio=_decimal(_get(data, "ratio", where), f"{where}.ratio"),
            name=_text(data.get("name")),
            minimum_quantity=_opt_decimal(data, "minimumQuantity", where),
            maximum_quantity=_opt_decimal(data, "maximumQuantity", where),
            quantity_step_size=_opt_decimal(data, "quantityStepSize", where),
        )


@dataclass(frozen=True, slots=True)
class BundleItem:
    """A component of a bundle: ``amount`` of product ``product_id`` per bundle."""

    product_id: Id
    amount: Decimal = Decimal(1)

    @classmethod
    def from_dict(cls, data: Mapping[str, object], where: str = "bundleItem") -> BundleItem:
        """Build from ``{"productId", "amount"?}``."""
        return cls(
            product_id=_id(_get(data, "productId", where), f"{where}.productId"),
            amount=_decimal(data.get("amount", 1), f"{where}.amount"),
        )

    def to_json(self) -> dict[str, JsonValue]:
        """``{"productId", "amount"}`` with the amount as a plain decimal string."""
        return {"productId": self.product_id, "amount": plain(self.amount)}


@dataclass(frozen=True, slots=True)
class PricingProduct:
    """What the pricing engine needs to know about a product.

    ``price`` is the gross price of one base ``unit``. ``tax`` is the delivery rate;
    ``takeaway_tax``/``dine_in_tax`` fall back to ``tax`` when ``None``. A product with
    ``bundle_items`` is a bundle: it is sold at its own ``price`` and rates, the
    components are carried through for fulfilment only (see ``engine.py``).
    """

    id: Id
    price: Decimal
    tax: Decimal
    takeaway_tax: Decimal | None = None
    dine_in_tax: Decimal | None = None
    unit: Id | None = None
    alternative_units: tuple[AlternativeUnit, ...] = ()
    minimum_quantity: Decimal | None = None
    maximum_quantity: Decimal | None = None
    quantity_step_size: Decimal | None = None
    parts: tuple[PricingPart, ...] = ()
    bundle_items: tuple[BundleItem, ...] = ()
    name: str = ""

    def __post_init__(self) -> None:
        _check_non_negative(self.price, f"product {self.id!r} price")
        for rate in (self.tax, self.takeaway_tax, self.dine_in_tax):
            _check_non_negative(rate, f"product {self.id!r} tax rate")
        _check_quantities(
            self.minimum_quantity,
            self.maximum_quantity,
            self.quantity_step_size,
            f"product {self.id!r}",
        )
        part_ids = [part.id for part in self.parts]
        if len(set(part_ids)) != len(part_ids):
            raise ValueError(f"product {self.id!r}: duplicate part ids")

    def rate_for(self, mode: Mode) -> Decimal:
        """Tax rate (percent) of this product for an order type."""
        if mode == "takeaway" and self.takeaway_tax is not None:
            return self.takeaway_tax
        if mode == "dineIn" and self.dine_in_tax is not None:
            return self.dine_in_tax
        return self.tax

    @classmethod
    def from_dict(cls, data: Mapping[str, object], where: str = "product") -> PricingProduct:
        """Build from the camelCase JSON shape used by the pricing vectors."""
        units = _mappings(data.get("alternativeUnits"), f"{where}.alternativeUnits")
        parts = _mappings(data.get("parts"), f"{where}.parts")
        bundle = _mappings(data.get("bundleItems"), f"{where}.bundleItems")
        return cls(
            id=_id(_get(data, "id", where), f"{where}.id"),
            price=_decimal(_get(data, "price", where), f"{where}.price"),
            tax=_decimal(_get(data, "tax", where), f"{where}.tax"),
            takeaway_tax=_opt_decimal(data, "takeawayTax", where),
            dine_in_tax=_opt_decimal(data, "dineInTax", where),
            unit=_opt_id(data.get("unit"), f"{where}.unit"),
            alternative_units=tuple(
                AlternativeUnit.from_dict(u, f"{where}.alternativeUnits[{i}]")
                for i, u in enumerate(units)
            ),
            minimum_quantity=_opt_decimal(data, "minimumQuantity", where),
            maximum_quantity=_opt_decimal(data, "maximumQuantity", where),
            quantity_step_size=_opt_decimal(data, "quantityStepSize", where),
            parts=tuple(
                PricingPart.from_dict(p, f"{where}.parts[{i}]") for i, p in enumerate(parts)
            ),
            bundle_items=tuple(
                BundleItem.from_dict(b, f"{where}.bundleItems[{i}]") for i, b in enumerate(bundle)
            ),
            name=_text(data.get("name")),
        )


@dataclass(frozen=True, slots=True)
class PricingArea:
    """A branch's delivery area as far as pricing goes (001 §3 deliveryAreas, §9).

    ``free_from_order_value``/``minimum_order_value`` of ``None`` or ``0`` mean "not set".
    """

    price: Decimal
    tax: Decimal
    is_free: bool = False
    minimum_order_value: Decimal | None = None
    free_from_order_value: Decimal | None = None
    id: Id | None = None

    def __post_init__(self) -> None:
        for value, name in (
            (self.price, "price"),
            (self.tax, "tax"),
            (self.minimum_order_value, "minimum_order_value"),
            (self.free_from_order_value, "free_from_order_value"),
        ):
            _check_non_negative(value, f"area {name}")

    @classmethod
    def from_dict(cls, data: Mapping[str, object], where: str = "area") -> PricingArea:
        """Build from ``{"id"?, "price", "tax", "isFree"?, "minimumOrderValue"?,
        "freeFromOrderValue"?}``."""
        is_free = data.get("isFree", False)
        if not isinstance(is_free, bool):
            raise ValueError(f"{where}.isFree must be a boolean")
        return cls(
            price=_decimal(data.get("price", 0), f"{where}.price"),
            tax=_decimal(_get(data, "tax", where), f"{where}.tax"),
            is_free=is_free,
            minimum_order_value=_opt_decimal(data, "minimumOrderValue", where),
            free_from_order_value=_opt_decimal(data, "freeFromOrderValue", where),
            id=_opt_id(data.get("id"), f"{where}.id"),
        )


@dataclass(frozen=True, slots=True)
class SelectedOption:
    """One option chosen for a cart item, addressed by part and option id."""

    part_id: Id
    option_id: Id


@dataclass(frozen=True, slots=True)
class CartItem:
    """A cart line as sent by the customer. ``unit_id`` ``None`` = the base unit."""

    product_id: Id
    amount: Decimal
    unit_id: Id | None = None
    options: tuple[SelectedOption, ...] = ()
