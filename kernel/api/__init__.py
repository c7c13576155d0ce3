"""API conventions: the ``{"data": …}`` envelope, the ``{"errors": […]}`` shape, typed routes.

Every handler answers through :func:`ok` or raises :class:`ApiError`; the error middleware
turns everything else (aiohttp's HTTP exceptions, unexpected exceptions) into the same JSON
shape with a German message, never an HTML page or a traceback.

In five modules: ``answers`` (the envelope, :class:`ApiError`), ``middleware`` (the error
middleware), ``validation`` (German field errors), ``requests`` (path, body and query) and
``routes`` (the typed route table).
"""

from kernel.api.answers import (
    ApiError,
    denied,
    dumps,
    json_response,
    not_found,
    ok,
    unavailable_error,
)
from kernel.api.middleware import DISCONNECTED, error_middleware
from kernel.api.requests import path_id, path_index, query, read_body, read_json
from kernel.api.routes import UNGATED, Endpoint, Handler, Routes, answers_while_disabled
from kernel.api.validation import german_message, validate, validation_errors
from kernel.errors import FieldError

__all__ = [
    "DISCONNECTED",
    "UNGATED",
    "ApiError",
    "Endpoint",
    "FieldError",
    "Handler",
    "Routes",
    "answers_while_disabled",
    "denied",
    "dumps",
    "error_middleware",
    "german_message",
    "json_response",
    "not_found",
    "ok",
    "path_id",
    "path_index",
    "query",
    "read_body",
    "read_json",
    "unavailable_error",
    "validate",
    "validation_errors",
]
