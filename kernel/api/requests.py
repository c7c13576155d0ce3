"""Reading a request: path parameters, the JSON body (refusing what no client or column
can keep) and the query string, validated into schemas."""

from __future__ import annotations

from typing import Any

import orjson
from aiohttp import web

from kernel import messages as msg
from kernel.api.answers import ApiError, not_found
from kernel.api.validation import M, validate
from kernel.validators import as_id, as_index


def path_id(request: web.Request, name: str = "id") -> int:
    """A numeric path parameter; anything but an id within the database's range is a 404."""
    value = as_id(request.match_info[name])
    if value is None:
        raise not_found()
    return value


def path_index(request: web.Request, name: str) -> int:
    """A position (0, 1, …) in the path; anything but ASCII digits is a 404."""
    value = as_index(request.match_info[name])
    if value is None:
        raise not_found()
    return value


async def read_json(request: web.Request) -> Any:
    """The request body as JSON: 415 for another content type, 400 for broken JSON."""
    if request.content_type != "application/json":
        raise ApiError(415, msg.UNSUPPORTED_MEDIA_TYPE)
    raw = await request.read()  # aiohttp enforces client_max_size (413)
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError:
        raise ApiError(400, msg.INVALID_JSON) from None
    _check_values(data, [], 0)
    return data


SAFE_INTEGER = 2**53 - 1  # what a browser's JSON.parse keeps exactly
MAX_DEPTH = 32  # nesting levels of a request document; ours need fewer than ten


def _check_values(value: Any, trail: list[str | int], depth: int) -> None:
    """Refuse what no client or column can keep: integers beyond a browser's exact range
    (we could not serialise them back), NUL characters and documents nested deeper than
    any of ours (a thousand levels would exhaust the recursion of every later step).

    ``trail`` holds the keys and indexes down to ``value``; the JSON path is spelt out
    only for an error (every request passes here, almost none fails), and the members of
    a document are checked in its loop, without a call each."""
    if depth > MAX_DEPTH:
        raise ApiError(422, msg.TOO_DEEP, field=_path(trail) or None)
    kind = type(value)
    if kind is dict:
        for key, item in value.items():
            if "\x00" in key:
                raise ApiError(422, msg.EXTRA_FIELD, field=key.replace("\x00", ""))
            if depth == MAX_DEPTH or not _plain_ok(item):
                trail.append(key)
                _check_values(item, trail, depth + 1)
                trail.pop()
    elif kind is list:
        for index, item in enumerate(value):
            if depth == MAX_DEPTH or not _plain_ok(item):
                trail.append(index)
                _check_values(item, trail, depth + 1)
                trail.pop()
    elif kind is str:
        if "\x00" in value:  # no database column can hold a NUL
            raise ApiError(422, msg.INVALID, field=_path(trail) or None)
    elif (
        kind is not bool
        and isinstance(value, int | float)
        and not -SAFE_INTEGER <= value <= SAFE_INTEGER
    ):
        raise ApiError(422, msg.INVALID, field=_path(trail) or None)


def _plain_ok(value: Any) -> bool:
    """A scalar that breaks no rule (the common case); False for containers and for
    anything :func:`_check_values` must look at to name the error."""
    kind = type(value)
    if kind is str:
        return "\x00" not in value
    if kind is int or kind is float:
        return bool(-SAFE_INTEGER <= value <= SAFE_INTEGER)
    return kind is bool or value is None


def _path(trail: list[str | int]) -> str:
    """``items[0].amount`` from ``["items", 0, "amount"]``."""
    path = ""
    for step in trail:
        if isinstance(step, int):
            path = f"{path}[{step}]"
        else:
            path = f"{path}.{step}" if path else str(step)
    return path


async def read_body(request: web.Request, model: type[M]) -> M:
    return validate(model, await read_json(request))


def query(request: web.Request, model: type[M]) -> M:
    """Validate the query string into ``model`` (422 with field names on bad values)."""
    return validate(model, dict(request.query))
