"""The error middleware: every failure under /api gets the ``{"errors": […]}`` shape.

aiohttp's HTTP exceptions and unexpected exceptions become the same JSON shape with a
German message, never an HTML page or a traceback; a database outage is a 503.
"""

from __future__ import annotations

import logging

from aiohttp import ClientConnectionResetError, ClientPayloadError, web

from kernel import messages as msg
from kernel.api.answers import ApiError, unavailable_error
from kernel.api.routes import Handler
from kernel.failures import FAILURES
from kernel.outages import unavailable
from kernel.settings import SETTINGS

log = logging.getLogger(__name__)

_HTTP_MESSAGES = {
    400: msg.BAD_REQUEST,
    401: msg.UNAUTHORIZED,
    403: msg.FORBIDDEN,
    404: msg.NOT_FOUND,
    405: msg.METHOD_NOT_ALLOWED,
    409: msg.CONFLICT,
    413: msg.TOO_LARGE,
    415: msg.UNSUPPORTED_MEDIA_TYPE,
    422: msg.INVALID,
    429: msg.TOO_MANY_REQUESTS,
}


@web.middleware
async def error_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Give every failure under /api the JSON error shape; hide internals on 500."""
    try:
        for key, value in request.query.items():
            if "\x00" in key or "\x00" in value:  # no database column can hold a NUL
                raise ApiError(422, msg.INVALID, field=key.replace("\x00", ""))
        return await handler(request)
    except ApiError as exc:
        return exc.response()
    except web.HTTPException as exc:
        if exc.status < 400:
            raise
        if (
            not request.path.startswith("/api")
            and exc.status == 404
            and exc.text != "404: Not Found"
        ):
            raise
        message = _HTTP_MESSAGES.get(exc.status, msg.BAD_REQUEST)
        resp = ApiError(exc.status, message).response()
        for name in ("Allow", "Retry-After"):
            if name in exc.headers:
                resp.headers[name] = exc.headers[name]
        return resp
    except DISCONNECTED:  # the client went away mid-request: nobody reads the answer
        log.debug("client disconnected during %s %s", request.method, request.path)
        return web.Response(status=400)
    except Exception as exc:
        outage = unavailable(exc)
        if outage is None:
            log.exception("unhandled error on %s %s", request.method, request.path)
            return ApiError(500, msg.SERVER_ERROR).response()
        request.app[FAILURES].warning(
            f"db:{outage}", "database unavailable (%s): %s", outage, _first_line(exc)
        )
        return unavailable_error(request.app[SETTINGS].retry_after).response()


#: What aiohttp raises in a handler when the client closed the connection.
DISCONNECTED = (ConnectionResetError, ClientConnectionResetError, ClientPayloadError)


def _first_line(exc: BaseException) -> str:
    text = str(getattr(exc, "orig", None) or exc).strip()
    return text.splitlines()[0][:200] if text else type(exc).__name__
