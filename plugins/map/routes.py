"""The map's style, only while the plugin is on: ``/api/map/style`` says where it is,
``/api/map/style/local`` is the plugin's own."""

from __future__ import annotations

import json

from aiohttp import web
from pydantic import BaseModel
from sqlalchemy import select

from domains.branches.api import Branch
from kernel import CONFIG, DB, Routes, ok
from plugins.map.style import local_style, remote_url

routes = Routes(tag="map")
LOCAL = "/api/map/style/local"


class StyleOut(BaseModel):
    url: str


@routes.get(
    "/api/map/style",
    response=StyleOut,
    summary="Where the map's style is: the configured provider's address or the local style",
)
async def style(request: web.Request) -> web.Response:
    config = request.app[CONFIG].document
    url = remote_url(config["mapStyle"], config["mapStyleUrl"], config["mapToken"])
    return ok({"url": url or LOCAL}, headers={"Cache-Control": "no-store"})


@routes.get(
    LOCAL,
    response={"type": "object"},
    raw=True,
    summary="The local style: a dark background and a house per branch (no tiles)",
)
async def local(request: web.Request) -> web.Response:
    stmt = select(Branch.longitude, Branch.latitude).where(
        Branch.is_enabled.is_(True),
        Branch.is_public.is_(True),
        Branch.longitude.is_not(None),
        Branch.latitude.is_not(None),
    )
    async with request.app[DB].session() as s:
        rows = (await s.execute(stmt)).all()
    points = [(lon, lat) for lon, lat in rows if lon is not None and lat is not None]
    body = json.dumps(local_style(points), separators=(",", ":"))
    return web.Response(
        text=body, content_type="application/json", headers={"Cache-Control": "no-store"}
    )
