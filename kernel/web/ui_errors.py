"""``POST /api/ui-errors``: the shell reports a plugin whose UI module failed in a browser.

Anonymous visitors report too (a customer's browser is where most failures happen), so
the endpoint takes no CSRF token, caps what it reads and limits each client address. A
report is logged with the plugin's id and counted in that plugin's health, which staff
see in ``GET /api/plugins``.
"""

from __future__ import annotations

import logging
import re

import orjson
from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from kernel import messages as msg
from kernel.api.answers import ApiError
from kernel.api.routes import Routes
from kernel.api.validation import validate
from kernel.auth.sessions import csrf_exempt
from kernel.plugins import REGISTRY
from kernel.ratelimit import client_key, limiter

log = logging.getLogger(__name__)
routes = Routes(tag="system")

MAX_BODY = 64 * 1024  # bytes read at most: a plugin id and one (possibly long) message
MAX_MESSAGE = 1000  # characters kept of a message (longer ones are cut, not refused)
RATE_LIMIT = 30  # reports per client address …
RATE_WINDOW = 60.0  # … per this many seconds
_CONTROL = re.compile(r"[\x00-\x1f\x7f\u2028\u2029]+")


class UiErrorIn(BaseModel):
    model_config = ConfigDict(extra="ignore")

    plugin: str = Field(min_length=1, max_length=100, pattern=r"^[a-z][a-z0-9_]*$")
    message: str = Field(min_length=1)


def clean(text: str, limit: int = MAX_MESSAGE) -> str:
    """One line (no control characters: nothing can forge a log line), at most ``limit``."""
    text = _CONTROL.sub(" ", text).strip()
    return text if len(text) <= limit else text[: limit - 1] + "…"


@routes.post(
    "/api/ui-errors",
    body=UiErrorIn,
    status=204,
    response={"type": "null"},
    raw=True,
    errors=(400, 413, 415, 422, 429),
    summary="Report a plugin's UI failure (anonymous allowed; logged, counted in its health)",
)
@csrf_exempt
async def report_ui_error(request: web.Request) -> web.StreamResponse:
    wait = limiter(request, "ui-errors", RATE_LIMIT, RATE_WINDOW).retry_after(client_key(request))
    if wait:
        error = ApiError(429, msg.TOO_MANY_REQUESTS)
        resp = error.response()
        resp.headers["Retry-After"] = str(max(1, round(wait)))
        return resp
    if request.content_type != "application/json":
        raise ApiError(415, msg.UNSUPPORTED_MEDIA_TYPE)
    if (request.content_length or 0) > MAX_BODY:
        raise ApiError(413, msg.TOO_LARGE)
    raw = await request.content.read(MAX_BODY + 1)
    if len(raw) > MAX_BODY:
        raise ApiError(413, msg.TOO_LARGE)
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError:
        raise ApiError(400, msg.INVALID_JSON) from None
    report = validate(UiErrorIn, data)
    message = clean(report.message)
    plugin = request.app[REGISTRY].plugins.get(report.plugin)
    if plugin is None:
        log.warning("UI error reported for unknown plugin %s: %s", report.plugin, message)
    else:
        log.error("plugin %s: UI module failed in the browser: %s", plugin.id, message)
        plugin.health.record(f"UI: {message}")
    return web.Response(status=204)
