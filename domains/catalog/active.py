"""What a branch offers right now: its active menu and the available categories/products.

Spec 001 §4: the active menu of a branch is, among its menus, the one with the latest
``availableFrom`` that is not in the future. A category or product is available when it
is enabled and its ``schedule`` (business-hours rules; empty means always) is open;
unavailable ones are hidden unless ``isVisibleWhenUnavailable`` (then shown greyed).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.branches.api import Branch, is_open
from domains.catalog.models import Category, Menu, Product


def available(is_enabled: bool, schedule: list[dict[str, Any]], now: dt.datetime, tz: str) -> bool:
    return is_enabled and (not schedule or is_open(schedule, now, tz))


def menus_of(menus: Iterable[Menu], branch: Branch) -> list[Menu]:
    """The branch's menus: newest ``availableFrom`` first, then the undated ones by id."""
    mine = [m for m in menus if branch.id in (m.branch_ids or [])]
    dated = sorted(
        (m for m in mine if m.available_from is not None),
        key=lambda m: (m.available_from, m.id),
        reverse=True,
    )
    return dated + [m for m in sorted(mine, key=lambda m: m.id) if m.available_from is None]


async def active_menu(s: AsyncSession, branch: Branch, now: dt.datetime) -> Menu | None:
    """The latest menu whose ``availableFrom`` has come; an undated one when none has."""
    menus = menus_of(await s.scalars(select(Menu).where(Menu.is_enabled.is_(True))), branch)
    started = [m for m in menus if m.available_from is not None and m.available_from <= now]
    undated = [m for m in menus if m.available_from is None]
    return started[0] if started else (undated[-1] if undated else None)


@dataclass
class Offer:
    """The active menu resolved: categories in order, each with its products."""

    menu: Menu | None
    categories: list[tuple[Category, bool, list[tuple[Product, bool]]]] = field(
        default_factory=list
    )


async def offer(s: AsyncSession, branch: Branch, now: dt.datetime) -> Offer:
    """The branch's active catalogue at ``now``; hidden entries are left out."""
    menu = await active_menu(s, branch, now)
    if menu is None:
        return Offer(None)
    category_ids = [e["category"]["id"] for e in menu.catalog if e.get("category")]
    product_ids = [p["id"] for e in menu.catalog for p in e.get("products", [])]
    categories = (
        {c.id: c for c in await s.scalars(select(Category).where(Category.id.in_(category_ids)))}
        if category_ids
        else {}
    )
    products = (
        {
            p.id: p
            for p in await s.scalars(
                select(Product).where(Product.id.in_(product_ids), Product.is_public.is_(True))
            )
        }
        if product_ids
        else {}
    )
    result = Offer(menu)
    for entry in menu.catalog:
        category = categories.get(int((entry.get("category") or {}).get("id") or 0))
        if category is None:
            continue
        c_ok = available(category.is_enabled, category.schedule, now, branch.timezone)
        if not c_ok and not category.is_visible_when_unavailable:
            continue
        shown = []
        for ref in entry.get("products", []):
            product = products.get(ref.get("id"))
            if product is None:
                continue
            p_ok = available(product.is_enabled, product.schedule, now, branch.timezone)
            if p_ok or product.is_visible_when_unavailable or not product.is_enabled:
                shown.append((product, p_ok))  # disabled products are shown greyed
        result.categories.append((category, c_ok, shown))
    return result


async def orderable(
    s: AsyncSession, branch: Branch, now: dt.datetime, product_ids: set[int]
) -> dict[int, Product]:
    """Of ``product_ids``, those a customer can order now (loads only those products)."""
    menu = await active_menu(s, branch, now)
    if menu is None or not product_ids:
        return {}
    category_of: dict[int, int] = {}
    for entry in menu.catalog:
        category_id = int((entry.get("category") or {}).get("id") or 0)
        for ref in entry.get("products", []):
            if ref.get("id") in product_ids:
                category_of.setdefault(int(ref["id"]), category_id)
    if not category_of:
        return {}
    categories = {
        c.id: c
        for c in await s.scalars(select(Category).where(Category.id.in_(set(category_of.values()))))
    }
    products = await s.scalars(
        select(Product).where(Product.id.in_(category_of), Product.is_public.is_(True))
    )
    tz = branch.timezone
    found = {}
    for product in products:
        category = categories.get(category_of[product.id])
        if (
            category is not None
            and available(category.is_enabled, category.schedule, now, tz)
            and available(product.is_enabled, product.schedule, now, tz)
        ):
            found[product.id] = product
    return found
