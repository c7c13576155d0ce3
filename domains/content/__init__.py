"""Built-in plugin ``content``: sites, redirects, blocks, nodes, navigations, QR codes, scenes."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from domains.content import paths
from domains.content.forms import routes
from domains.content.resources import BY_NAME, RESOURCES
from kernel import DB, KERNEL_VERSION, Manifest, PathMatch, Resource, Routes, User, hookimpl


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="content",
        title="Inhalte",
        version=KERNEL_VERSION,
        requires=("branches", "media"),
    )


@hookimpl
def tresen_routes() -> Routes:
    return routes


@hookimpl
def tresen_entities() -> list[Resource]:
    return RESOURCES


@hookimpl
async def tresen_init_collections(request: web.Request, user: User | None) -> dict[str, list[Any]]:
    async with request.app[DB].session() as s:
        return {
            f"/api/{name}": await BY_NAME[name].list_visible(s, user)
            for name in ("sites", "navigations", "blocks", "nodes")
        }


@hookimpl
async def tresen_resolve_path(request: web.Request, path: str) -> PathMatch | None:
    return await paths.resolve(request, path)
