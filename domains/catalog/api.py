"""What other units use of the catalog: its models (menus, categories, products), the
active menu and what a branch can sell now, the catalogue's live topic, and the pricing
of cart lines (the engine, its inputs and results, a product row as the engine's input).
Nothing else of ``domains/catalog`` is imported by another unit.

from domains.catalog.api import PricingProduct, orderable, price_cart, pricing_product
"""

from __future__ import annotations

from domains.catalog.active import active_menu, menus_of, orderable
from domains.catalog.models import Category, Menu, Product
from domains.catalog.pricing.cart import parse_cart_items
from domains.catalog.pricing.engine import price_cart
from domains.catalog.pricing.errors import PricingError
from domains.catalog.pricing.inputs import CartItem, PricingArea, PricingPart, PricingProduct
from domains.catalog.pricing.product import pricing_input
from domains.catalog.pricing.results import PricingResult, TaxBucket
from domains.catalog.resources import PRODUCTS
from domains.catalog.storefront import TOPIC as CATALOG_TOPIC


def pricing_product(row: Product) -> PricingProduct:
    """A stored product as the pricing engine reads it (its API answer, mapped)."""
    return PricingProduct.from_dict(pricing_input(PRODUCTS.dump(row)))


__all__ = [
    "CATALOG_TOPIC",
    "CartItem",
    "Category",
    "Menu",
    "PricingArea",
    "PricingError",
    "PricingPart",
    "PricingProduct",
    "PricingResult",
    "Product",
    "TaxBucket",
    "active_menu",
    "menus_of",
    "orderable",
    "parse_cart_items",
    "price_cart",
    "pricing_product",
]
