"""``/healthz`` and ``/readyz`` for a load balancer or an orchestrator.

``/healthz`` (liveness): the process and its event loop answer; no database work, so a
database outage never gets healthy workers restarted. ``/readyz`` (readiness): the
database answers a ``SELECT 1`` within ``READY_TIMEOUT``; else 503 with Retry-After, and
the balancer sends traffic elsewhere until it is back. Both answer under any Host.
"""

from __future__ import annotations

import asyncio
import contextlib

from aiohttp import web

from kernel.api.answers import json_response, unavailable_error
from kernel.api.routes import Routes
from kernel.db import DB
from kernel.failures import FAILURES
from kernel.outages import unavailable
from kernel.settings import SETTINGS

routes = Routes(tag="system")
READY_TIMEOUT = 2.0


@routes.get(
    "/healthz", response={"type": "object"}, raw=True, summary="Liveness: the process answers"
)
async def healthz(request: web.Request) -> web.Response:
    return json_response({"status": "ok"}, headers={"Cache-Control": "no-store"})


@routes.get(
    "/readyz",
    response={"type": "object"},
    raw=True,
    errors=(503,),
    summary="Readiness: the database answers within 2 s",
)
async def readyz(request: web.Request) -> web.Response:
    ping = asyncio.ensure_future(request.app[DB].ping())
    done, _ = await asyncio.wait({ping}, timeout=READY_TIMEOUT)
    if ping in done and ping.exception() is None:
        return json_response({"status": "ready"}, headers={"Cache-Control": "no-store"})
    if ping not in done:
        ping.cancel()
        ping.add_done_callback(_retrieve)
        reason = "no answer"
    else:
        reason = unavailable(ping.exception()) or repr(ping.exception())  # type: ignore[arg-type]
    request.app[FAILURES].warning(f"ready:{reason}", "not ready: database %s", reason)
    raise unavailable_error(request.app[SETTINGS].retry_after)


def _retrieve(task: asyncio.Future[None]) -> None:
    with contextlib.suppress(BaseException):
        task.exception()
