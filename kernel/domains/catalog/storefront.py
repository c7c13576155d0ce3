"""``GET /api/branches/{id}/catalog``: a branch's active catalogue in one answer.

The hottest read of the storefront, so it is served from cached bytes (kernel/cache.py):
built once through the ORM, then answered without touching the database until a write to
the catalogue (topic ``catalog``) or the TTL drops it.
"""

from __future__ import annotations

from typing import Any

from aiohttp import web

from kernel.api import Routes, dumps, not_found, path_id
from kernel.cache import answer_cache, respond
from kernel.db import utcnow
from kernel.domains.branches.ordering import public_branch
from kernel.domains.catalog.active import offer
from kernel.domains.catalog.resources import CATEGORIES, PRODUCTS
from kernel.state import DB

routes = Routes(tag="catalog")
TOPIC = "catalog"


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


@routes.get(
    "/api/branches/{id:\\d+}/catalog",
    response={"type": "object"},
    errors=(404,),
    summary="The branch's active catalogue: categories with their available products",
)
async def branch_catalog(request: web.Request) -> web.Response:
    branch_id = path_id(request)
    cache = answer_cache(request.app, TOPIC)
    entry = cache.get(branch_id)
    if entry is None:
        body = await build(request, branch_id)
        if body is None:
            raise not_found()
        entry = cache.put(branch_id, body)
    return respond(request, entry)
