"""Built-in plugin ``catalog``: menus, categories, tags, products.

Customers read a branch's active catalogue in one cached answer
(``GET /api/branches/{id}/catalog``, embedded in the store page's document), not the
collections: they are not part of the page bootstrap. The content domain names products
through its ``tresen_content_products`` hook, answered here.
"""

from __future__ import annotations

from collections.abc import Mapping

import orjson
from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.branches.api import Branch, branch_identifier
from domains.catalog import price_labels, shop, storefront
from domains.catalog.models import Product
from domains.catalog.resources import RESOURCES
from domains.catalog.routes import routes
from domains.content.api import ProductRef
from kernel import DB, KERNEL_VERSION, DocumentHead, Manifest, PathMatch, Resource, Routes, hookimpl


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="catalog",
        title="Katalog",
        version=KERNEL_VERSION,
        requires=("branches", "content", "media"),
    )


@hookimpl
def tresen_entities() -> list[Resource]:
    return RESOURCES


@hookimpl
def tresen_routes() -> Routes:
    return Routes(
        tag="catalog", defs=[*routes, *storefront.routes, *shop.routes, *price_labels.routes]
    )


@hookimpl
async def tresen_document_head(request: web.Request, path: str, head: DocumentHead) -> None:
    """A store page embeds its branch's catalogue: the first paint needs no request (the
    web shop's pages get their text from the built-in plugin in catalog/findable.py)."""
    identifier = branch_identifier(path)
    if identifier is None or len(identifier) > 100 or "\x00" in identifier:
        return
    async with request.app[DB].session() as s:
        branch_id = await s.scalar(select(Branch.id).where(Branch.identifier == identifier))
    entry = await storefront.catalog_entry(request, branch_id) if branch_id else None
    if entry is not None:  # a public branch
        head.preload(f"/api/branches/{branch_id}/catalog", orjson.Fragment(entry.body))


@hookimpl
async def tresen_resolve_path(request: web.Request, path: str) -> PathMatch | None:
    """The web shop's pages (002 §2.1); unknown categories and products are a 404."""
    return await shop.resolve(request, path)


@hookimpl
async def tresen_content_products(
    session: AsyncSession, ids: frozenset[int]
) -> Mapping[int, ProductRef]:
    """The products content names (a product teaser, a link to a product page)."""
    rows = await session.execute(
        select(Product.id, Product.name, Product.is_public, Product.is_enabled).where(
            Product.id.in_(ids)
        )
    )
    return {pid: ProductRef(pid, name, public and enabled) for pid, name, public, enabled in rows}
