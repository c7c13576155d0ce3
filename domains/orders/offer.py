"""What a branch sells, as order creation prices it, kept in memory per worker.

Placing an order used to load the branch, its menus, categories and products and turn
every product row into API JSON, then engine input, per order. The branch's offer is now
built once (products already as :class:`PricingProduct`, schedules parsed) and dropped
with the storefront catalogue: on every catalogue or branch write (topic ``catalog``, this
worker at once, the others through the event bus) and after the cache's TTL. Schedules
are still evaluated at the order's time; a menu whose ``availableFrom`` comes ends the
entry it would replace.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from dataclasses import dataclass

from sqlalchemy import select

from domains.branches.api import Branch, Schedule, as_schedule, is_open, public_branch
from domains.catalog.api import (
    CATALOG_TOPIC,
    Category,
    Menu,
    PricingProduct,
    Product,
    active_menu,
    menus_of,
    pricing_product,
)
from domains.orders.deps import OrderDeps
from kernel import CacheSpec, answer_cache

OFFERS = CacheSpec("order-offers", topics=frozenset({CATALOG_TOPIC}))


@dataclass(frozen=True, slots=True)
class Sellable:
    """One product of the active menu: priced by the engine, on sale when it and its
    category are enabled and their schedules open."""

    product: PricingProduct
    name: str
    enabled: bool
    schedule: Schedule | None
    category_enabled: bool
    category_schedule: Schedule | None

    def on_sale(self, now: dt.datetime, tz: str) -> bool:
        return (
            self.enabled
            and self.category_enabled
            and (self.schedule is None or is_open(self.schedule, now, tz))
            and (self.category_schedule is None or is_open(self.category_schedule, now, tz))
        )


@dataclass(frozen=True, slots=True)
class Offer:
    """A public branch and its active menu's products, valid from ``since`` (the menu's
    start) until ``until`` (the next menu of the branch starts)."""

    branch: Branch
    products: dict[int, Sellable]
    since: dt.datetime | None
    until: dt.datetime | None

    def valid_at(self, now: dt.datetime) -> bool:
        return (self.since is None or self.since <= now) and (
            self.until is None or now < self.until
        )

    def orderable(self, wanted: set[int], now: dt.datetime) -> dict[int, Sellable]:
        """Of ``wanted``, the products a customer can order at ``now``."""
        tz = self.branch.timezone
        return {
            number: sellable
            for number in wanted
            if (sellable := self.products.get(number)) is not None and sellable.on_sale(now, tz)
        }


def _parsed(schedule: list[dict[str, object]]) -> Schedule | None:
    return as_schedule(schedule) if schedule else None


async def offer(deps: OrderDeps, branch_id: int, now: dt.datetime) -> Offer | None:
    """The offer of a public branch at ``now`` (None: customers cannot order there)."""
    cache = answer_cache(deps.app, OFFERS)
    found: Offer | None = cache.get(branch_id)
    if found is None:  # one build for every order that waits for it
        found = await cache.get_or_build(branch_id, lambda: _build(deps, branch_id, now))
    if found is not None and not found.valid_at(now):  # another menu's time
        generation = cache.generation
        built = await _build(deps, branch_id, now)
        return built if built is None else cache.put(branch_id, built, generation)
    return found


async def _build(deps: OrderDeps, branch_id: int, now: dt.datetime) -> Offer | None:
    async with deps.db.session() as s:
        branch = await public_branch(s, branch_id)
        if branch is None:
            return None
        menu = await active_menu(s, branch, now)
        starts = [
            m.available_from
            for m in menus_of(
                await s.scalars(select(Menu).where(Menu.is_enabled.is_(True))), branch
            )
            if m.available_from is not None and m.available_from > now
        ]
        products: dict[int, Sellable] = {}
        if menu is not None:
            category_of: dict[int, int] = {}
            for entry in menu.catalog:
                category_id = int((entry.get("category") or {}).get("id") or 0)
                for ref in entry.get("products", []):
                    category_of.setdefault(int(ref["id"]), category_id)
            categories = {
                c.id: c
                for c in await s.scalars(
                    select(Category).where(Category.id.in_(set(category_of.values())))
                )
            }
            rows = await s.scalars(
                select(Product).where(Product.id.in_(category_of), Product.is_public.is_(True))
            )
            for count, row in enumerate(rows, 1):
                category = categories.get(category_of[row.id])
                if category is None:
                    continue
                if count % 50 == 0:  # a big menu: let the orders waiting meanwhile go on
                    await asyncio.sleep(0)
                products[row.id] = Sellable(
                    product=pricing_product(row),
                    name=row.name,
                    enabled=row.is_enabled,
                    schedule=_parsed(row.schedule),
                    category_enabled=category.is_enabled,
                    category_schedule=_parsed(category.schedule),
                )
    since = menu.available_from if menu is not None else None
    return Offer(branch, products, since, min(starts, default=None))
