"""Server-authoritative pricing engine for carts (pure: no I/O, no ORM).

Entry point: :func:`price_cart`. Customer JSON items go through
:func:`~domains.catalog.pricing.cart.parse_cart_items` first. Both raise
:class:`~domains.catalog.pricing.errors.PricingError` (``field`` like
``"items[2].amount"`` plus a German ``message``) for an invalid cart; order creation
turns it into ``{"errors": [{"field", "message"}]}``.

Rules (001 §3/§5/§9, 002 §3/§5/§9). Every value is a ``Decimal``; rounding is
always ROUND_HALF_UP.

Unit price (gross, per chosen unit)
    1. Start from the product's base-unit ``price``.
    2. Options, taken in catalogue order (part order, then option order): the last
       selected ``overwrite`` option replaces the price; then every ``add`` option is
       added and every ``subtract`` option subtracted, wherever they sit. The
       result is clamped at 0 — a price never becomes negative.
    3. Alternative unit: × its ``ratio`` (002 §9 "base price multiplied by ratio"), so
       option surcharges are per base unit and scale with the unit too.
    4. Rounded to 2 decimals — the unit price the customer sees is the one charged.

Bundles
    001 only says the type ``bundle`` exists and that every product has a ``price``; a
    bundle is therefore sold like any product, at its own ``price`` (plus its own
    options) and taxed at its own rates. The component prices are ignored; the
    components are echoed on the line (scaled by the amount) for fulfilment.

Amounts (002 §5) — for the chosen unit (base rules, or the alternative unit's own)
    Must be a finite number > 0. Rounded *up* to a multiple of ``quantity_step_size``
    (the quotient is first rounded to 9 decimals). The rounded amount must then lie
    within ``minimum_quantity`` … ``maximum_quantity``, else the cart is refused (the
    storefront clamps, so only a stale or forged cart gets here).

Per line
    ``gross = round2(unit_price × amount)``; rate by mode: ``dineIn`` → ``dineInTax``,
    ``takeaway`` → ``takeawayTax`` (both fall back to ``tax`` when unset), ``delivery`` →
    ``tax``. ``net = round4(gross / (1 + rate/100))``; ``tax = gross − net``.

Sums — every total is an exact sum, never re-rounded
    ``gross/net/tax`` = sums over the lines; ``taxes[rate]`` = sums over the lines of
    that rate plus the delivery fee when one is charged; ``total_* = items + delivery``.
    So ``net + tax == gross`` holds per line, per rate and in total, and per rate the
    net differs from ``round4(gross_rate / (1 + rate/100))`` by at most 0.00005 per line.

Delivery (``delivery`` mode only; an area is then required)
    Fee = the area's ``price`` (2 decimals); waived when the area ``is_free`` or the
    items' gross strictly *exceeds* ``free_from_order_value`` (001/002 §9 "exceeds":
    at exactly the threshold the fee is still charged). A threshold of ``None``/0 is
    "not set". Net/tax of the fee use the area's rate; a waived fee adds nothing to
    ``taxes``. ``minimum_order_value`` (``None``/0 = none) is compared with the items'
    gross (the delivery fee does not count): a shortfall does not raise, it yields
    ``minimum_order_value_shortfall`` and an ``errors`` entry for field
    ``deliveryArea`` with the 001 §5 message, so the storefront can still show totals.

Validation order (first failure raises): mode, empty cart, then per item product,
unit, options, part limits, amount; finally the delivery area.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal, localcontext

from domains.catalog.pricing.errors import MESSAGES, PricingError
from domains.catalog.pricing.inputs import (
    MODES,
    AlternativeUnit,
    BundleItem,
    CartItem,
    Id,
    Mode,
    PricingArea,
    PricingOption,
    PricingProduct,
    SelectedOption,
)
from domains.catalog.pricing.results import (
    FieldError,
    PricingLine,
    PricingResult,
    TaxBucket,
)
from kernel import (
    format_currency_de,
    format_number_de,
    money,
    net_from_gross,
    plain,
    round_up_to_step,
)

__all__ = ["AREA_FIELD", "price_cart"]

#: Field that carries the minimum order value message (the area sets the minimum).
AREA_FIELD = "deliveryArea"

_ZERO_GROSS = Decimal("0.00")
_ZERO_NET = Decimal("0.0000")
_PRECISION = 60


# ----------------------------------------------------------------------------- pricing


def _resolve_unit(
    product: PricingProduct, unit_id: Id | None, path: str
) -> tuple[Id | None, Decimal, Decimal | None, Decimal | None, Decimal | None]:
    """Chosen unit id, price ratio and (minimum, maximum, step) for that unit."""
    if unit_id is None or unit_id == product.unit:
        return (
            product.unit,
            Decimal(1),
            product.minimum_quantity,
            product.maximum_quantity,
            product.quantity_step_size,
        )
    unit: AlternativeUnit | None = next(
        (candidate for candidate in product.alternative_units if candidate.id == unit_id), None
    )
    if unit is None:
        raise PricingError(f"{path}.unitId", MESSAGES["unknown_unit"])
    return (
        unit.id,
        unit.ratio,
        unit.minimum_quantity,
        unit.maximum_quantity,
        unit.quantity_step_size,
    )


def _resolve_options(
    product: PricingProduct, selected: Sequence[SelectedOption], path: str
) -> list[tuple[int, int, PricingOption]]:
    """Validate the selection; return ``(part index, option index, option)`` in
    catalogue order."""
    parts = {part.id: (index, part) for index, part in enumerate(product.parts)}
    chosen: dict[tuple[int, int], PricingOption] = {}
    for position, choice in enumerate(selected):
        option_path = f"{path}.options[{position}]"
        found = parts.get(choice.part_id)
        if found is None:
            raise PricingError(option_path, MESSAGES["unknown_option"])
        part_index, part = found
        option_index = next(
            (i for i, option in enumerate(part.options) if option.id == choice.option_id), None
        )
        if option_index is None:
            raise PricingError(option_path, MESSAGES["unknown_option"])
        if (part_index, option_index) in chosen:
            raise PricingError(option_path, MESSAGES["duplicate_option"])
        chosen[(part_index, option_index)] = part.options[option_index]
    for part_index, part in enumerate(product.parts):
        count = sum(1 for key in chosen if key[0] == part_index)
        label = part.name or str(part.id)
        if count < part.min_selections:
            raise PricingError(
                f"{path}.parts[{part_index}]",
                MESSAGES["too_few_options"].format(
                    minimum=part.min_selections, noun=_option_noun(part.min_selections), part=label
                ),
            )
        if part.max_selections is not None and count > part.max_selections:
            raise PricingError(
                f"{path}.parts[{part_index}]",
                MESSAGES["too_many_options"].format(
                    maximum=part.max_selections, noun=_option_noun(part.max_selections), part=label
                ),
            )
    return [(p, o, option) for (p, o), option in sorted(chosen.items())]


def _option_noun(count: int) -> str:
    return MESSAGES["option_singular"] if count == 1 else MESSAGES["option_plural"]


def _configured_price(base: Decimal, options: Iterable[tuple[int, int, PricingOption]]) -> Decimal:
    """Base-unit price after options: last overwrite, then adds and subtracts, ≥ 0."""
    ordered = [option for _, _, option in options]
    price = base
    for option in ordered:
        if option.modifier == "overwrite":
            price = option.price
    for option in ordered:
        if option.modifier == "add":
            price += option.price
        elif option.modifier == "subtract":
            price -= option.price
    return max(price, Decimal(0))


def _normalize_amount(
    amount: Decimal,
    minimum: Decimal | None,
    maximum: Decimal | None,
    step: Decimal | None,
    path: str,
) -> Decimal:
    """Apply 002 §5: > 0, round up to the step, then within minimum … maximum."""
    field = f"{path}.amount"
    if not amount.is_finite():
        raise PricingError(field, MESSAGES["invalid_amount"])
    if amount <= 0:
        raise PricingError(field, MESSAGES["amount_not_positive"])
    if step is not None:
        amount = round_up_to_step(amount, step)
    if minimum is not None and amount < minimum:
        raise PricingError(
            field, MESSAGES["amount_below_minimum"].format(minimum=format_number_de(minimum))
        )
    if maximum is not None and amount > maximum:
        raise PricingError(
            field, MESSAGES["amount_above_maximum"].format(maximum=format_number_de(maximum))
        )
    return amount


def _price_item(
    products: Mapping[Id, PricingProduct], item: CartItem, mode: Mode, path: str
) -> PricingLine:
    product = products.get(item.product_id)
    if product is None:
        raise PricingError(f"{path}.productId", MESSAGES["unknown_product"])
    unit_id, ratio, minimum, maximum, step = _resolve_unit(product, item.unit_id, path)
    options = _resolve_options(product, item.options, path)
    amount = _normalize_amount(item.amount, minimum, maximum, step, path)
    unit_price = money(_configured_price(product.price, options) * ratio)
    gross = money(unit_price * amount)
    rate = product.rate_for(mode)
    net = net_from_gross(gross, rate)
    return PricingLine(
        product_id=product.id,
        unit_id=unit_id,
        amount=amount,
        unit_price=unit_price,
        gross=gross,
        net=net,
        tax=gross - net,
        rate=rate,
        components=tuple(
            BundleItem(product_id=component.product_id, amount=component.amount * amount)
            for component in product.bundle_items
        ),
    )


def _add_to_bucket(
    buckets: dict[Decimal, TaxBucket], rate: Decimal, net: Decimal, tax: Decimal, gross: Decimal
) -> None:
    old = buckets.get(rate, TaxBucket(net=_ZERO_NET, tax=_ZERO_NET, gross=_ZERO_GROSS))
    buckets[rate] = TaxBucket(net=old.net + net, tax=old.tax + tax, gross=old.gross + gross)


def price_cart(
    products: Mapping[Id, PricingProduct],
    items: Sequence[CartItem],
    mode: str,
    area: PricingArea | None = None,
) -> PricingResult:
    """Price a cart for an order type (``"takeaway"``, ``"delivery"`` or ``"dineIn"``).

    ``products`` holds the orderable products by id (availability is the caller's
    business: a product missing here is "not available"). ``area`` is required for
    delivery and ignored otherwise. Raises :class:`PricingError` for an invalid cart;
    see the module docstring for every rule.
    """
    with localcontext(prec=_PRECISION):
        if mode not in MODES:
            raise PricingError("mode", MESSAGES["invalid_mode"])
        checked_mode: Mode = mode
        if not items:
            raise PricingError("items", MESSAGES["empty_cart"])
        lines = tuple(
            _price_item(products, item, checked_mode, f"items[{index}]")
            for index, item in enumerate(items)
        )
        if checked_mode == "delivery" and area is None:
            raise PricingError(AREA_FIELD, MESSAGES["area_required"])

        buckets: dict[Decimal, TaxBucket] = {}
        for line in lines:
            _add_to_bucket(buckets, line.rate, line.net, line.tax, line.gross)
        gross = sum((line.gross for line in lines), _ZERO_GROSS)
        net = sum((line.net for line in lines), _ZERO_NET)
        tax = gross - net

        delivery_gross, delivery_net = _ZERO_GROSS, _ZERO_NET
        delivery_rate: Decimal | None = None
        is_free = False
        shortfall = _ZERO_GROSS
        errors: tuple[FieldError, ...] = ()
        if checked_mode == "delivery" and area is not None:
            delivery_rate = area.tax
            threshold = area.free_from_order_value
            is_free = area.is_free or (
                threshold is not None and threshold > 0 and gross > threshold
            )
            if not is_free:
                delivery_gross = money(area.price)
                delivery_net = net_from_gross(delivery_gross, area.tax)
            if delivery_gross > 0:
                _add_to_bucket(
                    buckets,
                    area.tax,
                    delivery_net,
                    delivery_gross - delivery_net,
                    delivery_gross,
                )
            minimum = area.minimum_order_value
            if minimum is not None and minimum > 0 and minimum > gross:
                shortfall = money(minimum - gross)
                message = MESSAGES["minimum_order_value"].format(
                    amount=format_currency_de(shortfall)
                )
                errors = (FieldError(field=AREA_FIELD, message=message),)
        delivery_tax = delivery_gross - delivery_net

        return PricingResult(
            mode=checked_mode,
            lines=lines,
            gross=gross,
            net=net,
            tax=tax,
            delivery_gross=delivery_gross,
            delivery_net=delivery_net,
            delivery_tax=delivery_tax,
            delivery_rate=delivery_rate,
            is_delivery_free=is_free,
            total_gross=gross + delivery_gross,
            total_net=net + delivery_net,
            total_tax=tax + delivery_tax,
            taxes={plain(rate): buckets[rate] for rate in sorted(buckets)},
            minimum_order_value_shortfall=shortfall,
            errors=errors,
        )
