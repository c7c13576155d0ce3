"""A product's API JSON as the pricing engine reads it.

``GET /api/products/{id}`` keeps the spec's shapes (``alternativeUnits[].unit``,
``config.parts[].options[].value``, ``bundleItems[].product.id``);
:meth:`PricingProduct.from_dict` reads the engine's own (``alternativeUnits[].id``,
top-level ``parts`` with ``options[].price`` and selection limits, ``bundleItems[].productId``).
:func:`pricing_input` maps one onto the other, so order creation can do::

    PricingProduct.from_dict(pricing_input(PRODUCTS.dump(row)))

Selection limits follow :meth:`PricingPart.for_step`: a ``select`` part takes at most one
option, a ``multiselect`` any number, and a non-optional one at least one. Parts that
collect text or files have no options, so no option may be chosen for them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from domains.catalog.product_schemas import CHOICE_PARTS


def _part(part: Mapping[str, Any]) -> dict[str, Any]:
    choice = part.get("type") in CHOICE_PARTS
    minimum = 0 if part.get("optional") or not choice else 1
    maximum = (1 if part.get("type") == "select" else None) if choice else 0
    return {
        "id": part["id"],
        "name": part.get("name", ""),
        "type": part.get("type") or "select",
        "optional": bool(part.get("optional")),
        "minSelections": minimum,
        "maxSelections": maximum,
        "options": [
            {
                "id": option["id"],
                "name": option.get("name", ""),
                "modifier": option.get("modifier", "add"),
                "price": option.get("value", "0"),
            }
            for option in part.get("options", [])
        ],
    }


def pricing_input(product: Mapping[str, Any]) -> dict[str, Any]:
    """The ``PricingProduct.from_dict`` input for a product as the API answers it."""
    return {
        "id": product["id"],
        "name": product.get("name", ""),
        "price": product["price"],
        "tax": product["tax"],
        "takeawayTax": product.get("takeawayTax"),
        "dineInTax": product.get("dineInTax"),
        "unit": product.get("unit"),
        "alternativeUnits": [
            {
                "id": unit["unit"],
                "ratio": unit["ratio"],
                "minimumQuantity": unit.get("minimumQuantity"),
                "maximumQuantity": unit.get("maximumQuantity"),
                "quantityStepSize": unit.get("quantityStepSize"),
            }
            for unit in product.get("alternativeUnits", [])
        ],
        "minimumQuantity": product.get("minimumQuantity"),
        "maximumQuantity": product.get("maximumQuantity"),
        "quantityStepSize": product.get("quantityStepSize"),
        "parts": [_part(p) for p in (product.get("config") or {}).get("parts", [])],
        "bundleItems": [
            {"productId": item["product"]["id"], "amount": item.get("amount", "1")}
            for item in product.get("bundleItems", [])
        ],
    }
