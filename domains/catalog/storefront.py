"""``GET /api/branches/{id}/catalog``: a branch's active catalogue in one answer.

The hottest read of the storefront, so it is served from cached bytes (kernel/cache.py):
built once through the ORM, then answered without touching the database until a write to
the catalogue (topic ``catalog``) or the TTL drops it. Image references of products and
categories are answered as the images themselves (``{id, version, extension, alt, width,
height, url}``, ``url`` being ``/image/{id}-{version}.{extension}`` of spec 001 §7), so the
storefront shows them without a request per image.
"""

from __future__ import annotations

from typing import Any

from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.branches.api import public_branch
from domains.catalog.active import offer
from domains.catalog.resources import CATEGORIES, PRODUCTS
from domains.media.api import Image
from kernel import (
    DB,
    CacheSpec,
    Entry,
    Routes,
    answer_cache,
    dumps,
    not_found,
    path_id,
    respond,
    utcnow,
)

routes = Routes(tag="catalog")
TOPIC = "catalog"
#: Catalogue answers per branch id, dropped by every catalogue write (menus, categories,
#: products, tags, branches publish ``catalog``).
CATALOGS = CacheSpec("catalog", topics=frozenset({TOPIC}))


async def build(request: web.Request, branch_id: int) -> bytes | None:
    now = utcnow()
    async with request.app[DB].session() as s:
        branch = await public_branch(s, branch_id)
        if branch is None:
            return None
        current = await offer(s, branch, now)
        menu = current.menu
        categories: list[dict[str, Any]] = [
            {
                **CATEGORIES.dump(category),
                "isAvailable": c_ok,
                "products": [
                    {**PRODUCTS.dump(p), "isAvailable": p_ok and c_ok} for p, p_ok in products
                ],
            }
            for category, c_ok, products in current.categories
        ]
        await _expand_images(s, categories)
    return dumps(
        {
            "data": {
                "branch": {"id": branch.id, "identifier": branch.identifier},
                "menu": None
                if menu is None
                else {
                    "id": menu.id,
                    "name": menu.name,
                    "availableFrom": menu.available_from.isoformat()
                    if menu.available_from
                    else None,
                },
                "categories": categories,
            }
        }
    )


def image_json(image: Image) -> dict[str, Any]:
    return {
        "id": image.id,
        "version": image.version,
        "extension": image.extension,
        "alt": image.alt,
        "width": image.width,
        "height": image.height,
        "url": f"/image/{image.id}-{image.version}.{image.extension}",
    }


async def _expand_images(s: AsyncSession, categories: list[dict[str, Any]]) -> None:
    """Replace ``{id}`` image references by the images (unknown ids are dropped)."""
    wanted = {c["image"]["id"] for c in categories if c.get("image")}
    wanted |= {i["id"] for c in categories for p in c["products"] for i in p.get("images", [])}
    found = (
        {i.id: image_json(i) for i in await s.scalars(select(Image).where(Image.id.in_(wanted)))}
        if wanted
        else {}
    )
    for category in categories:
        if category.get("image"):
            category["image"] = found.get(category["image"]["id"])
        for product in category["products"]:
            product["images"] = [found[i["id"]] for i in product["images"] if i["id"] in found]


@routes.get(
    "/api/branches/{id:\\d+}/catalog",
    response={"type": "object"},
    errors=(404,),
    summary="The branch's active catalogue: categories with their available products",
)
async def branch_catalog(request: web.Request) -> web.Response:
    entry = await catalog_entry(request, path_id(request))
    if entry is None:
        raise not_found()
    return respond(request, entry)


async def catalog_entry(request: web.Request, branch_id: int) -> Entry | None:
    """The cached answer of a public branch's catalogue (None: no such public branch)."""

    async def fresh() -> Entry | None:
        body = await build(request, branch_id)
        return None if body is None else Entry.of(body)

    return await answer_cache(request.app, CATALOGS).get_or_build(branch_id, fresh)
