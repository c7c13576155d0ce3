"""Result types of the pricing engine; ``to_json`` renders every decimal as a string.

Gross values are written with 2 decimals, net and tax values with 4, amounts and rates
in their shortest plain notation (``"2.5"``, ``"10"``, ``"7.7"``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from domains.catalog.pricing.inputs import BundleItem, Id, JsonValue, Mode
from kernel import FieldError, plain

__all__ = ["FieldError", "PricingLine", "PricingResult", "TaxBucket"]


@dataclass(frozen=True, slots=True)
class TaxBucket:
    """Sums of one tax rate: ``net + tax == gross`` exactly."""

    net: Decimal
    tax: Decimal
    gross: Decimal

    def to_json(self) -> dict[str, JsonValue]:
        """Net/tax with 4 decimals, gross with 2, as strings."""
        return {"net": _d4(self.net), "tax": _d4(self.tax), "gross": _d2(self.gross)}


@dataclass(frozen=True, slots=True)
class PricingLine:
    """The priced form of one cart item.

    ``unit_price`` is the gross price of one chosen unit (options and ratio applied,
    2 decimals); ``gross = round2(unit_price × amount)``; ``net`` 4 decimals;
    ``tax = gross - net``; ``components`` are the bundle components scaled by ``amount``.
    """

    product_id: Id
    unit_id: Id | None
    amount: Decimal
    unit_price: Decimal
    gross: Decimal
    net: Decimal
    tax: Decimal
    rate: Decimal
    components: tuple[BundleItem, ...] = ()

    def to_json(self) -> dict[str, JsonValue]:
        """Decimals as strings (amount and rate in shortest plain notation)."""
        return {
            "productId": self.product_id,
            "unitId": self.unit_id,
            "amount": plain(self.amount),
            "unitPrice": _d2(self.unit_price),
            "gross": _d2(self.gross),
            "net": _d4(self.net),
            "tax": _d4(self.tax),
            "rate": plain(self.rate),
            "components": [component.to_json() for component in self.components],
        }


@dataclass(frozen=True, slots=True)
class PricingResult:
    """Server-authoritative price of a cart.

    ``gross``/``net``/``tax`` cover the items only; ``delivery_*`` the delivery fee;
    ``total_* = items + delivery``. ``taxes`` maps the rate as a plain string (``"10"``,
    ``"7.7"``) to its :class:`TaxBucket`; the buckets add up to the totals. ``errors``
    holds conditions that block ordering without invalidating the price (the minimum
    order value shortfall); order creation must refuse a result with errors.
    """

    mode: Mode
    lines: tuple[PricingLine, ...]
    gross: Decimal
    net: Decimal
    tax: Decimal
    delivery_gross: Decimal
    delivery_net: Decimal
    delivery_tax: Decimal
    delivery_rate: Decimal | None
    is_delivery_free: bool
    total_gross: Decimal
    total_net: Decimal
    total_tax: Decimal
    taxes: Mapping[str, TaxBucket]
    minimum_order_value_shortfall: Decimal
    errors: tuple[FieldError, ...] = ()

    @property
    def is_orderable(self) -> bool:
        """True when nothing blocks checkout (no minimum order value shortfall)."""
        return not self.errors

    def to_json(self) -> dict[str, JsonValue]:
        """JSON-ready dict; every decimal rendered as a string (gross 2 decimals,
        net/tax 4 decimals, amounts and rates in shortest plain notation)."""
        return {
            "mode": self.mode,
            "items": [line.to_json() for line in self.lines],
            "gross": _d2(self.gross),
            "net": _d4(self.net),
            "tax": _d4(self.tax),
            "deliveryGross": _d2(self.delivery_gross),
            "deliveryNet": _d4(self.delivery_net),
            "deliveryTax": _d4(self.delivery_tax),
            "deliveryRate": None if self.delivery_rate is None else plain(self.delivery_rate),
            "isDeliveryFree": self.is_delivery_free,
            "totalGross": _d2(self.total_gross),
            "totalNet": _d4(self.total_net),
            "totalTax": _d4(self.total_tax),
            "taxes": {rate: bucket.to_json() for rate, bucket in self.taxes.items()},
            "minimumOrderValueShortfall": _d2(self.minimum_order_value_shortfall),
            "errors": [error.to_json() for error in self.errors],
        }


def _d2(value: Decimal) -> str:
    """Render an already 2-decimal value (no rounding happens here)."""
    return format(value, ".2f")


def _d4(value: Decimal) -> str:
    """Render an already 4-decimal value (no rounding happens here)."""
    return format(value, ".4f")
