"""Pricing engine: the shared vectors plus property-based checks of the sum rules."""

from __future__ import annotations

import json
from collections.abc import Mapping
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any, cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from domains.catalog.pricing.cart import parse_cart_items
from domains.catalog.pricing.engine import price_cart
from domains.catalog.pricing.errors import PricingError
from domains.catalog.pricing.inputs import (
    MODES,
    AlternativeUnit,
    CartItem,
    Id,
    PricingArea,
    PricingOption,
    PricingPart,
    PricingProduct,
    SelectedOption,
)
from domains.catalog.pricing.results import PricingResult
from kernel.money import (
    CENT,
    format_currency_de,
    format_number_de,
    net_from_gross,
    round_up_to_step,
    to_decimal,
)

VECTORS_PATH = Path(__file__).with_name("pricing_vectors.json")
VECTORS: list[dict[str, Any]] = json.loads(VECTORS_PATH.read_text(encoding="utf-8"))["vectors"]


def run_vector_input(data: Mapping[str, Any]) -> PricingResult:
    """Price a vector's ``input`` exactly as order creation would."""
    products = [PricingProduct.from_dict(p) for p in data["products"]]
    area = None if data.get("area") is None else PricingArea.from_dict(data["area"])
    items = parse_cart_items(data["items"])
    return price_cart({p.id: p for p in products}, items, data["mode"], area)


# ------------------------------------------------------------------------------ vectors


def test_vector_file_shape() -> None:
    names = [vector["name"] for vector in VECTORS]
    assert len(names) >= 30
    assert len(set(names)) == len(names)
    for vector in VECTORS:
        assert set(vector["input"]) == {"products", "items", "mode", "area"}, vector["name"]
        assert ("expected" in vector) != ("error" in vector), vector["name"]


@pytest.mark.parametrize("vector", VECTORS, ids=[vector["name"] for vector in VECTORS])
def test_vector(vector: dict[str, Any]) -> None:
    if "error" in vector:
        with pytest.raises(PricingError) as caught:
            run_vector_input(vector["input"])
        assert caught.value.to_json() == vector["error"]
    else:
        result = run_vector_input(vector["input"])
        assert result.to_json() == vector["expected"]
        # the result survives a JSON round trip unchanged (no Decimal leaks)
        assert json.loads(json.dumps(result.to_json())) == vector["expected"]


def test_vectors_cover_every_rule() -> None:
    """Guard against the vector file silently losing coverage."""
    text = VECTORS_PATH.read_text(encoding="utf-8")
    for needle in (
        '"add"',
        '"subtract"',
        '"overwrite"',
        '"bundleItems"',
        '"alternativeUnits"',
        '"quantityStepSize"',
        '"minimumQuantity"',
        '"maximumQuantity"',
        '"freeFromOrderValue"',
        '"minimumOrderValue"',
        '"isFree": true',
    ):
        assert needle in text, needle
    modes = {vector["input"]["mode"] for vector in VECTORS}
    assert set(MODES) <= modes
    assert sum("error" in vector for vector in VECTORS) >= 10


# ------------------------------------------------------------------------------- helpers


def test_currency_format_is_de_de() -> None:
    assert format_currency_de(Decimal("3.5")) == "3,50\u00a0€"
    assert format_currency_de(Decimal("1490")) == "1.490,00\u00a0€"
    assert format_currency_de(Decimal("1234567.005")) == "1.234.567,01\u00a0€"
    assert format_currency_de(Decimal("0.004")) == "0,00\u00a0€"
    assert format_number_de(Decimal("1.50")) == "1,5"
    assert format_number_de(Decimal("1E+3")) == "1.000"


def test_to_decimal_never_uses_binary_floats() -> None:
    assert to_decimal(0.1) == Decimal("0.1")
    assert to_decimal("2,5") == Decimal("2.5")
    assert to_decimal(3) == Decimal(3)
    for bad in (True, None, "abc", "NaN", "Infinity", float("inf"), [1]):
        with pytest.raises(ValueError):
            to_decimal(bad)


def test_parse_cart_items_rejects_malformed_input() -> None:
    cases: list[tuple[object, str]] = [
        ("not a list", "items"),
        ([42], "items[0]"),
        ([{"amount": 1}], "items[0].productId"),
        ([{"productId": "a", "amount": True}], "items[0].amount"),
        ([{"productId": "a", "amount": 1, "unitId": 1.5}], "items[0].unitId"),
        ([{"productId": "a", "amount": 1, "options": "x"}], "items[0].options"),
        ([{"productId": "a", "amount": 1, "options": [{"partId": "p"}]}], "items[0].options[0]"),
    ]
    for raw, field in cases:
        with pytest.raises(PricingError) as caught:
            parse_cart_items(raw)
        assert caught.value.field == field


def test_json_numbers_are_accepted_for_amounts() -> None:
    (item,) = parse_cart_items([{"productId": 7, "amount": 1.5, "unitId": None}])
    assert item == CartItem(product_id=7, amount=Decimal("1.5"))


def test_part_limits_from_step_type() -> None:
    option = PricingOption(id="o", price=Decimal(0))
    assert (
        PricingPart.for_step("s", [option], step_type="select", optional=False).max_selections == 1
    )
    multi = PricingPart.for_step("m", [option], step_type="multiselect", optional=True)
    assert (multi.min_selections, multi.max_selections) == (0, None)


# ---------------------------------------------------------------------------- properties

RATES = [Decimal(r) for r in ("0", "5", "7.7", "10", "13", "19", "20", "28", "60")]
prices = st.decimals(min_value=0, max_value=500, places=2, allow_nan=False, allow_infinity=False)
rates = st.sampled_from(RATES)


@st.composite
def carts(draw: st.DrawFn) -> tuple[dict[Id, PricingProduct], list[CartItem], str, PricingArea]:
    """Random valid carts, including subtract options larger than the price."""
    products: dict[Id, PricingProduct] = {}
    for index in range(draw(st.integers(1, 4))):
        parts = tuple(
            PricingPart(
                id=f"part{p}",
                options=tuple(
                    PricingOption(
                        id=f"opt{o}",
                        price=draw(prices),
                        modifier=draw(st.sampled_from(["add", "subtract", "overwrite"])),
                    )
                    for o in range(draw(st.integers(1, 3)))
                ),
            )
            for p in range(draw(st.integers(0, 2)))
        )
        ratios = draw(st.lists(st.sampled_from(["0.1", "0.25", "0.333", "6", "10"]), max_size=2))
        products[f"p{index}"] = PricingProduct(
            id=f"p{index}",
            price=draw(prices),
            tax=draw(rates),
            takeaway_tax=draw(st.none() | rates),
            dine_in_tax=draw(st.none() | rates),
            unit="base",
            alternative_units=tuple(
                AlternativeUnit(id=f"u{u}", ratio=Decimal(r)) for u, r in enumerate(ratios)
            ),
            parts=parts,
        )
    items: list[CartItem] = []
    for _ in range(draw(st.integers(1, 6))):
        product = products[draw(st.sampled_from(sorted(products, key=str)))]
        unit_choices: list[Id | None] = [None, "base", *(u.id for u in product.alternative_units)]
        chosen = [
            SelectedOption(part.id, option.id)
            for part in product.parts
            for option in part.options
            if draw(st.booleans())
        ]
        items.append(
            CartItem(
                product_id=product.id,
                amount=draw(st.decimals(min_value="0.001", max_value=50, places=3)),
                unit_id=draw(st.sampled_from(unit_choices)),
                options=tuple(draw(st.permutations(chosen))),
            )
        )
    area = PricingArea(
        price=draw(prices),
        tax=draw(rates),
        is_free=draw(st.booleans()),
        minimum_order_value=draw(st.none() | prices),
        free_from_order_value=draw(st.none() | prices),
    )
    return products, items, draw(st.sampled_from(MODES)), area


def _all_amounts(result: PricingResult) -> list[Decimal]:
    values = [
        result.gross,
        result.net,
        result.tax,
        result.delivery_gross,
        result.delivery_net,
        result.delivery_tax,
        result.total_gross,
        result.total_net,
        result.total_tax,
        result.minimum_order_value_shortfall,
    ]
    for line in result.lines:
        values += [line.unit_price, line.gross, line.net, line.tax]
    for bucket in result.taxes.values():
        values += [bucket.net, bucket.tax, bucket.gross]
    return values


@settings(max_examples=300, deadline=None, database=None)
@given(carts())
def test_totals_add_up(
    cart: tuple[dict[Id, PricingProduct], list[CartItem], str, PricingArea],
) -> None:
    result = price_cart(*cart)
    assert result.gross == sum(line.gross for line in result.lines)
    assert result.net == sum(line.net for line in result.lines)
    assert result.tax == sum(line.tax for line in result.lines)
    assert result.total_gross == result.gross + result.delivery_gross
    assert result.total_net == result.net + result.delivery_net
    assert result.total_tax == result.tax + result.delivery_tax
    assert result.total_net + result.total_tax == result.total_gross
    buckets = result.taxes.values()
    assert sum(bucket.gross for bucket in buckets) == result.total_gross
    assert sum(bucket.net for bucket in buckets) == result.total_net
    assert sum(bucket.tax for bucket in buckets) == result.total_tax


@settings(max_examples=300, deadline=None, database=None)
@given(carts())
def test_net_plus_tax_is_gross_per_rate(
    cart: tuple[dict[Id, PricingProduct], list[CartItem], str, PricingArea],
) -> None:
    result = price_cart(*cart)
    half = Decimal("0.00005")
    for line in result.lines:
        assert line.net + line.tax == line.gross
        assert abs(line.net - line.gross * 100 / (100 + line.rate)) <= half
        assert line.gross == (line.unit_price * line.amount).quantize(CENT, ROUND_HALF_UP)
    for key, bucket in result.taxes.items():
        rate = Decimal(key)
        contributions = sum(1 for line in result.lines if line.rate == rate)
        if result.delivery_rate == rate and result.delivery_gross > 0:
            contributions += 1
        assert bucket.net + bucket.tax == bucket.gross
        assert abs(bucket.net - bucket.gross * 100 / (100 + rate)) <= half * contributions
    for value in (result.gross, result.delivery_gross, result.total_gross):
        assert value.as_tuple().exponent == -2
    for value in (result.net, result.tax, result.total_net, result.total_tax):
        assert value.as_tuple().exponent == -4


@settings(max_examples=300, deadline=None, database=None)
@given(carts())
def test_prices_never_negative(
    cart: tuple[dict[Id, PricingProduct], list[CartItem], str, PricingArea],
) -> None:
    result = price_cart(*cart)
    assert all(value >= 0 for value in _all_amounts(result))


@settings(max_examples=300, deadline=None, database=None)
@given(carts())
def test_delivery_rules(
    cart: tuple[dict[Id, PricingProduct], list[CartItem], str, PricingArea],
) -> None:
    products, items, mode, area = cart
    result = price_cart(products, items, mode, area)
    if mode != "delivery":
        assert result.delivery_gross == 0 and not result.errors and result.delivery_rate is None
        return
    threshold = area.free_from_order_value
    waived = area.is_free or (threshold is not None and threshold > 0 and result.gross > threshold)
    assert result.is_delivery_free == waived
    assert result.delivery_gross == (0 if waived else area.price)
    minimum = area.minimum_order_value or Decimal(0)
    assert result.minimum_order_value_shortfall == max(minimum - result.gross, Decimal(0))
    assert result.is_orderable == (minimum <= result.gross)


@settings(max_examples=300, deadline=None, database=None)
@given(carts())
def test_json_is_strings_and_round_trips(
    cart: tuple[dict[Id, PricingProduct], list[CartItem], str, PricingArea],
) -> None:
    result = price_cart(*cart)
    rendered = result.to_json()
    assert json.loads(json.dumps(rendered)) == rendered
    assert Decimal(cast(str, rendered["totalGross"])) == result.total_gross
    assert Decimal(cast(str, rendered["totalNet"])) == result.total_net


@settings(database=None)
@given(
    st.decimals(min_value="0.000000001", max_value=1000, places=9),
    st.sampled_from([Decimal(s) for s in ("0.001", "0.1", "0.25", "0.5", "1", "2", "0.3")]),
)
def test_round_up_to_step(amount: Decimal, step: Decimal) -> None:
    rounded = round_up_to_step(amount, step)
    assert rounded % step == 0
    assert amount <= rounded < amount + step


@settings(database=None)
@given(prices, rates)
def test_net_from_gross_is_closest_four_decimal_value(gross: Decimal, rate: Decimal) -> None:
    net = net_from_gross(gross, rate)
    assert abs(net - gross * 100 / (100 + rate)) <= Decimal("0.00005")
    assert net.as_tuple().exponent == -4
