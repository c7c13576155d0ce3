"""The web shop's catalogue (spec 002 §2.5, §2.6): ``GET /api/shop/catalog``.

Unlike a branch's catalogue (the menu a branch offers now), the shop shows every product
an anonymous visitor may see — public and enabled (002 §5) — with its categories, in one
cached answer (the same cache rules as ``storefront.py``: built once through the ORM,
dropped by any catalogue write, topic ``catalog``). Images are answered expanded. The
shell pages, sorts and filters it (page size 12, weight order, one product per
``merge_number``); prices are the server's (``POST /api/orders/price``).

The shop's front-end paths are claimed here (``tresen_resolve_path``): ``/shop/catalog``,
``/shop/cart``, ``/shop/{branch}/checkout`` of a public branch, and the category and
product pages of existing ids; any other ``/shop/…`` path is a 404.
"""

from __future__ import annotations

import re

from aiohttp import web
from sqlalchemy import select

from domains.branches.api import Branch
from domains.catalog.models import Category, Product
from domains.catalog.resources import CATEGORIES, PRODUCTS
from domains.catalog.storefront import TOPIC, image_json
from domains.media.api import Image
from kernel import DB, CacheSpec, Entry, PathMatch, Routes, answer_cache, dumps, respond

routes = Routes(tag="catalog")
SHOP = CacheSpec("shop-catalog", topics=frozenset({TOPIC}), ttl=300.0)
_KEY = "shop"
_SLUG = r"[a-z0-9-]{1,200}"
CATEGORY_PATH = re.compile(rf"^/shop/catalog/([0-9]{{1,9}})/{_SLUG}/?$")
PRODUCT_PATH = re.compile(
    rf"^/shop/catalog/(?:([0-9]{{1,9}})/{_SLUG}/)?product/([0-9]{{1,9}})/{_SLUG}/?$"
)
_CHECKOUT = re.compile(r"^/shop/([^/]{1,100})/checkout/?$")


async def build(request: web.Request) -> bytes:
    async with request.app[DB].session() as s:
        products = list(
            await s.scalars(
                select(Product)
                .where(Product.is_public.is_(True), Product.is_enabled.is_(True))
                .order_by(Product.id)
            )
        )
        categories = list(
            await s.scalars(select(Category).order_by(Category.position, Category.id))
        )
        wanted = {i for p in products for i in p.image_ids or []}
        wanted |= {c.image_id for c in categories if c.image_id}
        images = (
            {
                i.id: image_json(i)
                for i in await s.scalars(select(Image).where(Image.id.in_(wanted)))
            }
            if wanted
            else {}
        )
        product_list = []
        for product in products:
            dumped = PRODUCTS.dump(product)
            dumped["images"] = [images[i["id"]] for i in dumped["images"] if i["id"] in images]
            product_list.append(dumped)
        category_list = []
        for category in categories:
            dumped = CATEGORIES.dump(category)
            if dumped.get("image"):
                dumped["image"] = images.get(dumped["image"]["id"])
            category_list.append(dumped)
    return dumps({"data": {"categories": category_list, "products": product_list}})


async def shop_entry(request: web.Request) -> Entry | None:
    async def fresh() -> Entry | None:
        return Entry.of(await build(request))

    return await answer_cache(request.app, SHOP).get_or_build(_KEY, fresh)


@routes.get(
    "/api/shop/catalog",
    response={"type": "object"},
    summary="The web shop's catalogue: categories and every public, enabled product",
)
async def shop_catalog(request: web.Request) -> web.Response:
    entry = await shop_entry(request)
    assert entry is not None  # build always answers
    return respond(request, entry)


async def resolve(request: web.Request, path: str) -> PathMatch | None:
    """The shop's pages; None for a path outside ``/shop`` or an unknown id (a 404)."""
    if path.rstrip("/") in ("/shop/catalog", "/shop/cart"):
        return PathMatch.page()
    async with request.app[DB].session() as s:
        if found := CATEGORY_PATH.match(path):
            exists = await s.scalar(select(Category.id).where(Category.id == int(found[1])))
            return PathMatch.page() if exists else None
        if found := PRODUCT_PATH.match(path):
            if found[1] and not await s.scalar(
                select(Category.id).where(Category.id == int(found[1]))
            ):
                return None
            product = await s.scalar(
                select(Product.id).where(
                    Product.id == int(found[2]),
                    Product.is_public.is_(True),
                    Product.is_enabled.is_(True),
                )
            )
            return PathMatch.page() if product else None
        if found := _CHECKOUT.match(path):
            branch = await s.scalar(
                select(Branch.id).where(
                    Branch.identifier == found[1],
                    Branch.is_public.is_(True),
                    Branch.is_enabled.is_(True),
                )
            )
            return PathMatch.page() if branch else None
    return None
