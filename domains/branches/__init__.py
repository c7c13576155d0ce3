"""Built-in plugin ``branches``: divisions, branches, departments, tables, devices."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from domains.branches import storefront
from domains.branches.resources import BY_NAME, RESOURCES
from kernel import DB, KERNEL_VERSION, Manifest, Resource, Routes, User, hookimpl


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="branches",
        title="Standorte",
        version=KERNEL_VERSION,
        requires=("media",),
    )


@hookimpl
def tresen_routes() -> Routes:
    return storefront.routes


@hookimpl
def tresen_entities() -> list[Resource]:
    return RESOURCES


@hookimpl
async def tresen_init_collections(request: web.Request, user: User | None) -> dict[str, list[Any]]:
    async with request.app[DB].session() as s:
        return {
            f"/api/{name}": await BY_NAME[name].list_visible(s, user)
            for name in ("divisions", "branches", "tables")
        }
