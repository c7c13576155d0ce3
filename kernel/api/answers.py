"""API answers: the ``{"data": …}`` envelope and the ``{"errors": […]}`` shape.

Every handler answers through :func:`ok` or raises :class:`ApiError`.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import orjson
from aiohttp import web
from pydantic import BaseModel

from kernel import messages as msg
from kernel.errors import FieldError


def _default(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True)
    if isinstance(value, Decimal):
        return str(value)
    raise TypeError(f"not JSON serialisable: {type(value).__name__}")


def dumps(value: Any) -> bytes:
    return orjson.dumps(value, default=_default)


def json_response(
    body: Any, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    return web.Response(
        body=dumps(body), status=status, content_type="application/json", headers=headers
    )


def ok(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """Answer ``{"data": data}``."""
    return json_response({"data": data}, status, headers)


class ApiError(Exception):
    """Raise to answer ``{"errors": [...]}`` with ``status``."""

    def __init__(
        self,
        status: int,
        errors: list[FieldError] | str,
        field: str | None = None,
        headers: dict[str, str] | None = None,
    ):
        if isinstance(errors, str):
            errors = [FieldError(field, errors)]
        super().__init__(errors[0].message if errors else "")
        self.status = status
        self.errors = errors
        self.headers = headers

    def response(self) -> web.Response:
        body = {"errors": [{"field": e.field, "message": e.message} for e in self.errors]}
        return json_response(body, self.status, self.headers)


def unavailable_error(retry_after: int) -> ApiError:
    """503 with Retry-After: the database (or the server) cannot answer now."""
    return ApiError(503, msg.UNAVAILABLE, headers={"Retry-After": str(retry_after)})


def not_found() -> ApiError:
    return ApiError(404, msg.NOT_FOUND)


def denied(user: object | None) -> ApiError:
    """401 for anonymous callers, 403 for signed-in ones without the permission."""
    return ApiError(401, msg.UNAUTHORIZED) if user is None else ApiError(403, msg.FORBIDDEN)
