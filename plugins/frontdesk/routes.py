"""The screens' calls (spec 000 §2/§7): make a key (admins), read a branch's orders with
it, and the keyed live connection: new orders and status changes of that branch only."""

from __future__ import annotations

from typing import Literal

from aiohttp import web

from kernel import (
    CONFIG,
    DB,
    LIVE,
    SETTINGS,
    STREAMING,
    Routes,
    Schema,
    as_id,
    count_miss,
    not_found,
    ok,
    path_id,
    read_body,
    require_admin,
    stream,
)
from plugins.frontdesk import service
from plugins.frontdesk.service import ScreenKind

routes = Routes(tag="frontdesk")
NO_STORE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}
FRONTDESK = "/api/orders/frontdesk/{branchId}/{apiKey}"
BACKOFFICE = "/api/orders/backoffice/{branchId}/{apiKey}"


class ApiKeyIn(Schema):
    kind: Literal["frontdesk", "backoffice"]


@routes.post(
    "/api/branches/{id:\\d+}/api-keys",
    body=ApiKeyIn,
    response={"type": "object"},
    status=201,
    errors=(401, 403, 404),
    summary="Create a frontdesk/backoffice screen key (shown once; stored hashed)",
)
async def create_api_key(request: web.Request) -> web.Response:
    await require_admin(request)
    body = await read_body(request, ApiKeyIn)
    key = await service.create_key(request.app[DB], path_id(request), body.kind)
    if key is None:
        raise not_found()
    return ok({"kind": body.kind, "key": key}, status=201)


async def _screen_branch(request: web.Request, kind: ScreenKind) -> int:
    """The branch a screen's key opens; 404 (a counted miss) for a wrong key."""
    branch_id, key = as_id(request.match_info["branchId"]) or 0, request.match_info["apiKey"]
    if not await service.key_is_valid(request.app[DB], branch_id, kind, key):
        await count_miss(request, "screen-key", request.app[SETTINGS].link_misses_per_minute)
        raise not_found()
    return branch_id


async def _screen(request: web.Request, kind: ScreenKind) -> web.Response:
    branch_id = await _screen_branch(request, kind)
    items = await service.screen_orders(
        request.app[DB],
        branch_id,
        kind,
        request.app[SETTINGS].secret_key,
        request.app[CONFIG].document,
    )
    return ok(items, headers=NO_STORE)


async def _live(request: web.Request, kind: ScreenKind) -> web.StreamResponse:
    branch_id = await _screen_branch(request, kind)
    key, db = request.match_info["apiKey"], request.app[DB]

    async def still_valid() -> bool:  # a deleted key (or branch) ends the stream
        return await service.key_is_valid(db, branch_id, kind, key)

    listener = request.app[LIVE].open_for(False, frozenset({branch_id}))
    return await stream(request, listener, {"branchId": branch_id}, still_valid)


LIVE_ANSWER = {"type": "string", "description": "text/event-stream: ready, order, resync"}


@routes.get(
    FRONTDESK,
    response={"type": "array"},
    errors=(404, 429),
    summary="Open orders of a branch for the counter screen",
)
async def frontdesk(request: web.Request) -> web.Response:
    return await _screen(request, "frontdesk")


@routes.get(
    BACKOFFICE,
    response={"type": "array"},
    errors=(404, 429),
    summary="The last day's orders of a branch for the kitchen",
)
async def backoffice(request: web.Request) -> web.Response:
    return await _screen(request, "backoffice")


@routes.get(
    FRONTDESK + "/live",
    response=LIVE_ANSWER,
    raw=True,
    errors=(404, 429),
    summary="Server push for the counter screen (SSE): that branch's new orders and changes",
)
async def frontdesk_live(request: web.Request) -> web.StreamResponse:
    return await _live(request, "frontdesk")


@routes.get(
    BACKOFFICE + "/live",
    response=LIVE_ANSWER,
    raw=True,
    errors=(404, 429),
    summary="Server push for the kitchen screen (SSE): that branch's new orders and changes",
)
async def backoffice_live(request: web.Request) -> web.StreamResponse:
    return await _live(request, "backoffice")


setattr(frontdesk_live, STREAMING, True)
setattr(backoffice_live, STREAMING, True)
