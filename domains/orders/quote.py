"""What a cart costs at a branch now, before any order exists: ``POST /api/orders/price``
(:func:`quote`), the pricing of a cart against the branch's offer (:func:`price`,
:func:`price_offered`, also for order creation and edits), the payment methods a branch
offers and the plugins' checkout parts of a body.

Services take :class:`~domains.orders.deps.OrderDeps`, never a request.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from typing import Any

from pydantic import BaseModel, Field
from sqlalchemy.ext.asyncio import AsyncSession

from domains.branches.api import Branch, public_branch
from domains.catalog.api import (
    PricingArea,
    PricingError,
    PricingProduct,
    PricingResult,
    orderable,
    parse_cart_items,
    price_cart,
    pricing_product,
)
from domains.orders import texts
from domains.orders.cart_items import CartItemIn, client_field, engine_items
from domains.orders.charges import CheckoutPart, priced_json
from domains.orders.deps import OrderDeps
from domains.orders.offer import Offer, offer
from domains.orders.part_values import check as check_values
from domains.orders.part_values import uploads_of
from kernel import ApiError, FieldError, Ref, Schema, as_id, validate
from kernel import messages as msg


class PriceIn(Schema):
    branch: Ref
    is_delivery: bool = False
    is_dine_in: bool = False
    delivery_area: str | None = Field(None, max_length=50)
    items: list[CartItemIn] = Field(default_factory=list, max_length=200)


async def payment_methods(deps: OrderDeps, branch: Branch) -> dict[str, str]:
    """The payment methods offered at ``branch`` now: id → German label, cash first."""
    config = deps.document
    methods = {}
    if config.get("enableCash") and branch.is_cash_enabled:
        methods["cash"] = texts.CASH_LABEL
    for offered in await deps.registry.call(
        "tresen_payment_methods", app=deps.app, branch=branch, config=config
    ):
        for method, label in dict(offered).items():
            methods.setdefault(str(method), str(label))
    return methods


async def branch_payment_methods(deps: OrderDeps, branch_id: int) -> list[dict[str, str]] | None:
    """``[{id, label}]`` of a public branch; None when customers cannot see it."""
    async with deps.db.session() as s:
        branch = await public_branch(s, branch_id)
    if branch is None:
        return None
    offered = await payment_methods(deps, branch)
    return [{"id": m, "label": label} for m, label in offered.items()]


def split_body(model: type[BaseModel], body: Any) -> tuple[Any, list[str]]:
    """The part of a JSON body ``model`` knows, and the other keys (plugins' fields)."""
    if not isinstance(body, dict):
        return body, []
    known = {f.alias or name for name, f in model.model_fields.items()}
    return {k: v for k, v in body.items() if k in known}, [k for k in body if k not in known]


async def checkout_parts(
    deps: OrderDeps,
    body: Mapping[str, Any],
    branch: Branch,
    mode: str,
    final: bool,
    unknown: list[str],
) -> tuple[list[CheckoutPart], list[FieldError]]:
    """The enabled plugins' parts of a checkout body (``tresen_checkout_part``), their
    errors, and 'not expected' for every key in ``unknown`` no plugin owns."""
    parts = [
        part
        for part in await deps.registry.call(
            "tresen_checkout_part", app=deps.app, body=body, branch=branch, mode=mode, final=final
        )
        if isinstance(part, CheckoutPart)
    ]
    owned = {name for part in parts for name in part.fields}
    errors = [FieldError(key, msg.EXTRA_FIELD) for key in unknown if key not in owned]
    for part in parts:
        errors += list(part.errors)
    return parts, errors


async def price(
    s: AsyncSession,
    branch: Branch,
    raw_items: Any,
    mode: str,
    area_id: str | None,
    now: dt.datetime,
) -> tuple[PricingResult, dict[int, str]]:
    """Price a cart against what the branch offers now; PricingError for a bad cart.

    Returns the result and the names of the priced products (for the order's lines).
    """
    items = parse_cart_items(raw_items)
    wanted = {number for i in items if (number := as_id(i.product_id)) is not None}
    available = {
        product_id: pricing_product(product)
        for product_id, product in (await orderable(s, branch, now, wanted)).items()
    }
    products: dict[Any, PricingProduct] = {
        item.product_id: available[number]
        for item in items
        if (number := as_id(item.product_id)) in available
    }
    area = None
    if mode == "delivery" and area_id is not None:
        raw = next((a for a in branch.delivery_areas if a.get("id") == area_id), None)
        area = PricingArea.from_dict(raw) if raw is not None else None
    names = {product_id: product.name for product_id, product in available.items()}
    return price_cart(products, items, mode, area), names


def product_of_offer(offered: Offer) -> Callable[[Any], PricingProduct | None]:
    """The offer's pricing product of a client's product id (None: not on offer)."""

    def product_of(product_id: Any) -> PricingProduct | None:
        number = as_id(product_id)
        found = offered.products.get(number) if number is not None else None
        return found.product if found is not None else None

    return product_of


def price_offered(
    offered: Offer, raw_items: Any, mode: str, area_id: str | None, now: dt.datetime
) -> tuple[PricingResult, dict[int, str]]:
    """:func:`price` against the branch's cached offer (no database round trip)."""
    items = parse_cart_items(raw_items)
    wanted = {number for i in items if (number := as_id(i.product_id)) is not None}
    available = offered.orderable(wanted, now)
    products: dict[Any, PricingProduct] = {
        item.product_id: available[number].product
        for item in items
        if (number := as_id(item.product_id)) in available
    }
    area = None
    if mode == "delivery" and area_id is not None:
        raw = next((a for a in offered.branch.delivery_areas if a.get("id") == area_id), None)
        area = PricingArea.from_dict(raw) if raw is not None else None
    names = {number: sellable.name for number, sellable in available.items()}
    return price_cart(products, items, mode, area), names


async def quote(deps: OrderDeps, raw: Any) -> dict[str, Any]:
    """``POST /api/orders/price``: the cart priced with the plugins' charges, or 422."""
    core, unknown = split_body(PriceIn, raw)
    body = validate(PriceIn, core)
    mode = "delivery" if body.is_delivery else "dineIn" if body.is_dine_in else "takeaway"
    now = deps.clock()
    offered = await offer(deps, body.branch.id, now)
    if offered is None:
        raise ApiError(422, msg.CHOICE, field="branch")
    parts, errors = await checkout_parts(deps, raw, offered.branch, mode, False, unknown)
    uploads = await uploads_of(deps.db, body.items)
    errors += check_values(body.items, product_of_offer(offered), uploads)
    if errors:
        raise ApiError(422, errors)
    try:
        result, _names = price_offered(
            offered, engine_items(body.items), mode, body.delivery_area, now
        )
    except PricingError as exc:
        raise ApiError(422, exc.message, field=client_field(body.items, exc.field)) from None
    return priced_json(result, [charge for part in parts for charge in part.charges])
