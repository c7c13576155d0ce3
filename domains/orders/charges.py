"""What a plugin adds to a checkout: its own body fields, their problems, priced lines
(charges) and a step that stores its data with the order.

Plugins answer ``tresen_checkout_part`` (domains/orders/hookspecs.py) with a :class:`CheckoutPart`.
The kernel prices the cart, adds every :class:`Charge` on top of the cart's totals (never
to the items' subtotal, the minimum order value or the free-delivery threshold) and keeps
the charges on the order, so totals, taxes per rate and a re-priced order stay whole.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from domains.catalog.api import PricingResult, TaxBucket
from domains.orders.models import Order
from kernel import FieldError, money, net_from_gross, plain, to_decimal

Store = Callable[[AsyncSession, Order], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class Charge:
    """A priced line a plugin adds to an order (a donation, a deposit …).

    ``gross`` is rounded to cents; ``rate`` is its tax rate in percent (0 for what is not
    a taxable supply, like a donation passed on). ``key`` names the line for clients
    (``"donation"``), ``label`` is the German text shown to customers and staff.
    """

    key: str
    label: str
    gross: Decimal
    rate: Decimal = Decimal(0)

    @property
    def net(self) -> Decimal:
        return net_from_gross(money(self.gross), self.rate)

    @property
    def tax(self) -> Decimal:
        return money(self.gross) - self.net

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "label": self.label,
            "gross": format(money(self.gross), ".2f"),
            "net": format(self.net, ".4f"),
            "tax": format(self.tax, ".4f"),
            "rate": plain(self.rate),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Charge:
        return cls(
            key=str(data["key"]),
            label=str(data["label"]),
            gross=to_decimal(data["gross"]),
            rate=to_decimal(data["rate"]),
        )


@dataclass(frozen=True, slots=True)
class CheckoutPart:
    """One plugin's answer to ``tresen_checkout_part``.

    ``fields``: the body keys this plugin owns (the kernel refuses keys nobody owns);
    ``errors``: problems with them (JSON paths of the body, German messages);
    ``charges``: priced lines to add to the order;
    ``store``: called with the open transaction and the new order (its id assigned) to
    write the plugin's own rows; raising rolls the whole order back.
    """

    fields: tuple[str, ...] = ()
    errors: Sequence[FieldError] = ()
    charges: Sequence[Charge] = ()
    store: Store | None = field(default=None, compare=False)


def with_charges(result: PricingResult, charges: Iterable[Charge]) -> PricingResult:
    """The cart's result with ``charges`` added to the totals and the taxes per rate."""
    taxes = dict(result.taxes)
    total_gross, total_net, total_tax = result.total_gross, result.total_net, result.total_tax
    for charge in charges:
        gross, net, tax = money(charge.gross), charge.net, charge.tax
        rate = plain(charge.rate)
        old = taxes.get(rate, TaxBucket(Decimal("0.0000"), Decimal("0.0000"), Decimal("0.00")))
        taxes[rate] = TaxBucket(net=old.net + net, tax=old.tax + tax, gross=old.gross + gross)
        total_gross, total_net, total_tax = total_gross + gross, total_net + net, total_tax + tax
    ordered = {rate: taxes[rate] for rate in sorted(taxes, key=Decimal)}
    return dataclasses.replace(
        result, total_gross=total_gross, total_net=total_net, total_tax=total_tax, taxes=ordered
    )


def priced_json(result: PricingResult, charges: Sequence[Charge]) -> dict[str, Any]:
    """The answer of ``/api/orders/price``: the result with its charges listed."""
    return {**with_charges(result, charges).to_json(), "charges": [c.to_json() for c in charges]}
