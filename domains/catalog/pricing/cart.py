"""A customer's cart as JSON, read into the engine's :class:`~.inputs.CartItem` values
(:func:`parse_cart_items`); an unreadable item is a :class:`~.errors.PricingError` at its
field path, never a ``ValueError``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import cast

from domains.catalog.pricing.errors import MESSAGES, PricingError
from domains.catalog.pricing.inputs import CartItem, Id, SelectedOption
from kernel import to_decimal

#: Bounds of a cart amount: no business sells more of one thing in one order, and more
#: places than this are typing errors (both keep every later Decimal step finite).
MAX_AMOUNT = Decimal(1_000_000)
AMOUNT_PLACES = 12


def _as_id(value: object) -> Id | None:
    if isinstance(value, bool) or not isinstance(value, str | int):
        return None
    return value


def _parse_option(raw: object, path: str) -> SelectedOption:
    if isinstance(raw, Mapping):
        entry = cast(Mapping[str, object], raw)
        part_id, option_id = _as_id(entry.get("partId")), _as_id(entry.get("optionId"))
        if part_id is not None and option_id is not None:
            return SelectedOption(part_id=part_id, option_id=option_id)
    raise PricingError(path, MESSAGES["unknown_option"])


def _parse_item(raw: object, path: str) -> CartItem:
    if not isinstance(raw, Mapping):
        raise PricingError(path, MESSAGES["invalid_cart"])
    entry = cast(Mapping[str, object], raw)
    product_id = _as_id(entry.get("productId"))
    if product_id is None:
        raise PricingError(f"{path}.productId", MESSAGES["unknown_product"])
    try:
        amount = to_decimal(entry.get("amount"))
    except ValueError:
        raise PricingError(f"{path}.amount", MESSAGES["invalid_amount"]) from None
    if abs(amount) > MAX_AMOUNT or amount.as_tuple().exponent < -AMOUNT_PLACES:  # type: ignore[operator]
        raise PricingError(f"{path}.amount", MESSAGES["invalid_amount"])
    raw_unit = entry.get("unitId")
    unit_id = _as_id(raw_unit)
    if raw_unit is not None and unit_id is None:
        raise PricingError(f"{path}.unitId", MESSAGES["unknown_unit"])
    raw_options = entry.get("options")
    if raw_options is None:
        raw_options = []
    if not isinstance(raw_options, list | tuple):
        raise PricingError(f"{path}.options", MESSAGES["unknown_option"])
    options = tuple(
        _parse_option(option, f"{path}.options[{index}]")
        for index, option in enumerate(cast(Sequence[object], raw_options))
    )
    return CartItem(product_id=product_id, amount=amount, unit_id=unit_id, options=options)


def parse_cart_items(raw: object) -> tuple[CartItem, ...]:
    """Parse customer JSON ``[{"productId", "amount", "unitId"?, "options"?:
    [{"partId", "optionId"}]}]`` into :class:`CartItem` values.

    Amounts may be JSON numbers or strings (``"1,5"`` accepted). Raises
    :class:`PricingError` with the offending field path.
    """
    if not isinstance(raw, list | tuple):
        raise PricingError("items", MESSAGES["invalid_cart"])
    return tuple(
        _parse_item(item, f"items[{index}]")
        for index, item in enumerate(cast(Sequence[object], raw))
    )
