"""Built-in plugin ``content``: sites, redirects, blocks, nodes, navigations, QR codes, scenes.

It owns the ``tresen_content_products`` hook (``hookspecs.py``): content names products
without importing the catalogue, which answers the hook."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from domains.content import hookspecs, paths
from domains.content.forms import routes
from domains.content.resources import BY_NAME, RESOURCES
from kernel import DB, KERNEL_VERSION, Manifest, PathMatch, Resource, Routes, User, hookimpl

TRESEN_HOOKSPECS = hookspecs


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
