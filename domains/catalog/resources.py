"""The catalogue's five-call resources and who may use them.

Everyone reads the catalogue the storefront needs; anonymous callers only what is public
and enabled (products: ``isPublic`` and ``isEnabled``; categories and menus:
``isEnabled``). Staff read everything, admins write.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import and_, select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.branches.api import Branch
from domains.catalog import product_schemas, schemas
from domains.catalog.models import Category, Menu, Product, Tag
from domains.catalog.product_schemas import german
from domains.content.api import reference_errors
from domains.media.api import Image
from kernel import ApiError, Base, Caller, FieldError, Filter, Policy, Resource
from kernel import messages as msg


async def _missing(s: AsyncSession, model: type[Base], ids: Iterable[int]) -> set[int]:
    wanted = set(ids)
    if not wanted:
        return set()
    pk = model.__mapper__.primary_key[0]
    return wanted - set(await s.scalars(select(pk).where(pk.in_(wanted))))


async def _check_menu(
    caller: Caller, s: AsyncSession, current: Any, values: dict[str, Any]
) -> None:
    """Every category and product a menu names must exist."""
    catalog = values.get("catalog", [])
    categories = await _missing(s, Category, (sec["category"]["id"] for sec in catalog))
    products = await _missing(
        s, Product, (p["id"] for sec in catalog for p in sec.get("products", []))
    )
    errors = []
    for i, section in enumerate(catalog):
        if section["category"]["id"] in categories:
            errors.append(FieldError(f"catalog[{i}].category", msg.CHOICE))
        for j, product in enumerate(section.get("products", [])):
            if product["id"] in products:
                errors.append(FieldError(f"catalog[{i}].products[{j}]", msg.CHOICE))
    if errors:
        raise ApiError(422, errors)


async def _check_product(
    caller: Caller, s: AsyncSession, current: Any, values: dict[str, Any]
) -> None:
    """The checks that span fields, on the object as it will be saved."""

    def get(key: str, default: Any = None) -> Any:
        return values[key] if key in values else getattr(current, key, default)

    errors: list[FieldError] = []
    low, high = get("minimum_quantity"), get("maximum_quantity")
    if low is not None and high is not None and low > high:
        errors.append(FieldError("minimumQuantity", msg.LESS_EQUAL.format(limit=german(high))))
    default = get("default_quantity")
    if default is not None and low is not None and default < low:
        errors.append(FieldError("defaultQuantity", msg.GREATER_EQUAL.format(limit=german(low))))
    if default is not None and high is not None and default > high:
        errors.append(FieldError("defaultQuantity", msg.LESS_EQUAL.format(limit=german(high))))

    unit, alternatives = get("unit"), get("alternative_units", [])
    if alternatives and unit is None:
        errors.append(FieldError("unit", msg.BLANK))
    seen = {unit}
    for i, alternative in enumerate(alternatives):
        if alternative["unit"] in seen:
            errors.append(FieldError(f"alternativeUnits[{i}].unit", msg.ALREADY_USED))
        seen.add(alternative["unit"])
    default_unit = get("default_unit")
    if default_unit is not None and default_unit not in seen:
        errors.append(FieldError("defaultUnit", msg.CHOICE))

    errors += await _bundle_errors(s, get("type", "simple"), get("bundle_items", []), current)
    if isinstance(values.get("content"), dict):
        # Profiles name stored images and uploads; their URL parts are filled in (002 §2.6).
        profiles = values["content"].get("profiles") or []
        errors += await reference_errors(caller.app, s, profiles, "content.profiles")
    if errors:
        raise ApiError(422, errors)


async def _bundle_errors(
    s: AsyncSession, kind: str, items: list[dict[str, Any]], current: Any
) -> list[FieldError]:
    """Bundle items only on bundles, at least one there, each an existing other product."""
    if kind != "bundle":
        return [FieldError("bundleItems", msg.INVALID)] if items else []
    if not items:
        return [FieldError("bundleItems", msg.BLANK)]
    missing = await _missing(s, Product, (item["product"]["id"] for item in items))
    own = getattr(current, "id", None)
    return [
        FieldError(f"bundleItems[{i}].product", msg.CHOICE)
        for i, item in enumerate(items)
        if item["product"]["id"] in missing or item["product"]["id"] == own
    ]


MENUS = Resource(
    name="menus",
    topic="catalog",  # cached storefront catalogues depend on it
    model=Menu,
    create=schemas.MenuIn,
    out=schemas.MenuOut,
    policy=Policy(rules_of="menus", public=lambda: Menu.is_enabled.is_(True)),
    refs={"branches": (Branch, "branch_ids")},
    filters={"name": Filter(Menu.name, str, "like")},
    sort=("id", "name", "availableFrom"),
    default_sort="name",
    before_save=_check_menu,
    title="product catalogues",
)
CATEGORIES = Resource(
    name="categories",
    topic="catalog",  # cached storefront catalogues depend on it
    model=Category,
    create=schemas.CategoryIn,
    out=schemas.CategoryOut,
    policy=Policy(rules_of="categories", public=lambda: Category.is_enabled.is_(True)),
    refs={"image": (Image, "image_id")},
    filters={
        "name": Filter(Category.name, str, "like"),
        "isEnabled": Filter(Category.is_enabled, bool),
    },
    sort=("id", "name", "position"),
    default_sort="position",
)
TAGS = Resource(
    name="tags",
    topic="catalog",  # cached storefront catalogues depend on it
    model=Tag,
    create=schemas.TagIn,
    out=schemas.TagOut,
    policy=Policy(rules_of="tags"),
    refs={"image": (Image, "image_id")},
    filters={"name": Filter(Tag.name, str, "like")},
    sort=("id", "name"),
    default_sort="name",
)
PRODUCTS = Resource(
    name="products",
    topic="catalog",  # cached storefront catalogues depend on it
    model=Product,
    create=product_schemas.ProductIn,
    out=product_schemas.ProductOut,
    policy=Policy(
        rules_of="products",
        public=lambda: and_(Product.is_public.is_(True), Product.is_enabled.is_(True)),
    ),
    refs={"category": (Category, "category_id"), "images": (Image, "image_ids")},
    filters={
        "category": Filter(Product.category_id, int),
        "name": Filter(Product.name, str, "like"),
        "type": Filter(Product.type, str),
        "isEnabled": Filter(Product.is_enabled, bool),
        "isPublic": Filter(Product.is_public, bool),
    },
    sort=("id", "name", "price", "createdAt", "updatedAt"),
    default_sort="name",
    before_save=_check_product,
)
RESOURCES: list[Resource] = [MENUS, CATEGORIES, TAGS, PRODUCTS]
BY_NAME = {r.name: r for r in RESOURCES}
