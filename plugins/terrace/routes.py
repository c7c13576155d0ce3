"""``POST /api/terrace-planner`` (002 §2.12): the plan of a terrace, for anyone (the tool
computes, it stores nothing), rate-limited per client."""

from __future__ import annotations

import asyncio

from aiohttp import web

from kernel import Routes, count_or_refuse, ok, read_json, validate
from plugins.terrace import service
from plugins.terrace.schemas import PlanIn, PlannerOut, PlanOut

routes = Routes(tag="terrace-planner")
PER_MINUTE = 60


@routes.get(
    "/api/terrace-planner",
    response=PlannerOut,
    summary="The planner's presets (outlines) and default inputs (002 §2.12, §9)",
)
async def presets(request: web.Request) -> web.Response:
    return ok(service.presets())


@routes.post(
    "/api/terrace-planner",
    body=PlanIn,
    response=PlanOut,
    errors=(422, 429),
    summary="Plan a terrace: boards in rows, cut from stock lengths with the least waste",
    extensions={"x-backoffice": False},
)
async def plan(request: web.Request) -> web.Response:
    count_or_refuse(request, "terrace-planner", PER_MINUTE)
    body = validate(PlanIn, await read_json(request))
    # Seconds of computing for a large outline: off the event loop.
    return ok(await asyncio.to_thread(service.plan, body))
