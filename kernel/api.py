"""API conventions: the ``{"data": …}`` envelope, the ``{"errors": […]}`` shape, typed routes.

Every handler answers through :func:`ok` or raises :class:`ApiError`; the error middleware
turns everything else (aiohttp's HTTP exceptions, unexpected exceptions) into the same JSON
shape with a German message, never an HTML page or a traceback.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

import orjson
from aiohttp import ClientConnectionResetError, ClientPayloadError, web
from pydantic import BaseModel, ValidationError

from kernel import messages as msg
from kernel.errors import FieldError as FieldError  # re-exported: the one field error
from kernel.failures import FAILURES
from kernel.outages import unavailable
from kernel.settings import SETTINGS
from kernel.validators import as_id, as_index

log = logging.getLogger(__name__)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
M = TypeVar("M", bound=BaseModel)


def _default(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True)
    from decimal import Decimal

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


# ---------------------------------------------------------------------------- validation


def client_path(loc: tuple[int | str, ...], data: Any) -> str | None:
    """The JSON path of an error as the client sent it (``email``, ``items[0].amount``).

    pydantic's locations also name the schema it tried (``function-after[…]``, ``int``,
    a model name inside a union, a tagged union's tag); those parts are not in the client's
    document and are dropped. A field the client left out (missing, or checked by a validator of the
    object) is kept although absent.
    """
    path = ""
    current: Any = data
    for index, part in enumerate(loc):
        last = index == len(loc) - 1
        if not last and isinstance(current, dict) and part == current.get("type"):
            continue  # a tagged union's member ({"type": "text", …}), not its key "text"
        if isinstance(part, int) and isinstance(current, list) and 0 <= part < len(current):
            path += f"[{part}]"
            current = current[part]
        elif isinstance(part, str) and isinstance(current, dict) and part in current:
            path += f".{part}" if path else part
            current = current[part]
        elif isinstance(part, str) and last and isinstance(current, dict) and _is_field(part):
            path += f".{part}" if path else part
    return path or None


#: Names pydantic gives the members of a union in a location (models are CamelCase).
_SCHEMA_TAGS = frozenset({"int", "str", "float", "bool", "bytes", "decimal", "none", "list"})


def _is_field(part: str) -> bool:
    return part.isidentifier() and not part[0].isupper() and part not in _SCHEMA_TAGS


_TYPE_NAMES = {
    "bool": "bool",
    "int": "int",
    "float": "float",
    "decimal": "float",
    "string": "string",
    "list": "array",
    "dict": "object",
    "model": "object",
    "date": "date",
    "datetime": "datetime",
    "time": "time",
}


def _number(value: Any) -> str:
    """A limit as German users write it: 22, 2,5."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value).replace(".", ",")


def german_message(error: Any) -> str:
    """Translate one pydantic error into the German catalogue text (spec 000 §5)."""
    kind: str = error["type"]
    ctx = error.get("ctx") or {}
    if kind == "tresen":  # our own PydanticCustomError: already German
        return str(error["msg"])
    if kind == "missing":
        return msg.BLANK
    if kind == "extra_forbidden":
        return msg.EXTRA_FIELD
    if kind == "string_too_short":
        return (
            msg.BLANK
            if ctx.get("min_length") == 1
            else msg.TOO_SHORT.format(limit=ctx["min_length"])
        )
    if kind == "too_long":  # a list or an object with too many entries
        return msg.TOO_MANY.format(limit=ctx.get("max_length"))
    if kind == "string_too_long":
        return msg.TOO_LONG.format(limit=ctx.get("max_length"))
    if kind == "string_pattern_mismatch":
        return msg.INVALID
    if kind in ("literal_error", "enum", "union_tag_invalid"):
        return msg.CHOICE
    if kind == "union_tag_not_found":
        return msg.BLANK
    if kind == "value_error" and "email" in str(error.get("msg", "")).lower():
        return msg.EMAIL
    if kind in ("greater_than", "greater_than_equal", "less_than", "less_than_equal"):
        limit = next(iter(ctx.values()), None)
        if kind == "greater_than" and limit == 0:
            return msg.POSITIVE
        if kind == "greater_than_equal" and limit == 0:
            return msg.POSITIVE_OR_ZERO
        if kind == "less_than" and limit == 0:
            return msg.NEGATIVE
        if kind == "less_than_equal" and limit == 0:
            return msg.NEGATIVE_OR_ZERO
        template = msg.GREATER_EQUAL if kind.startswith("greater") else msg.LESS_EQUAL
        return template.format(limit=_number(limit))
    for prefix, name in _TYPE_NAMES.items():
        if kind.startswith(prefix + "_") or kind == prefix:
            return msg.TYPE.format(type=name)
    return msg.INVALID


def validation_errors(exc: ValidationError, data: Any) -> list[FieldError]:
    """One German error per field the client sent (a union's members fail together)."""
    errors: dict[str | None, FieldError] = {}
    for error in exc.errors():
        loc = tuple(error["loc"])
        if error["type"] in ("union_tag_invalid", "union_tag_not_found"):
            # a tagged union names its tag: the field is the tag (``body[3].type``)
            loc += (str((error.get("ctx") or {}).get("discriminator", "")).strip("'\""),)
        field = client_path(loc, data)
        errors.setdefault(field, FieldError(field, german_message(error)))
    return list(errors.values())


def validate(model: type[M], data: Any) -> M:
    """Validate ``data`` into ``model`` or raise a 422 with German field messages."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ApiError(422, validation_errors(exc, data)) from None


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


# ---------------------------------------------------------------------------- typed routes


#: Attribute set by :func:`answers_while_disabled` on a route handler.
UNGATED = "__tresen_ungated__"


def answers_while_disabled(handler: Handler) -> Handler:
    """Mark a plugin's route handler to be called even while the plugin is switched off.

    Routes of a disabled plugin answer 404 without calling their handler. A handler marked
    with this decorator is called anyway and must check ``request.app[REGISTRY]
    .is_enabled(plugin_id)`` itself: for the rare answer that has to undo what the plugin
    left in browsers (the ``pwa`` plugin's service worker unregisters itself when off).
    """
    setattr(handler, UNGATED, True)
    return handler


@dataclass(frozen=True)
class Endpoint:
    """What a route promises, for the OpenAPI document."""

    method: str
    path: str
    summary: str
    body: type[BaseModel] | None = None
    response: Any = None  # a model, list[model], or a JSON schema dict
    query: type[BaseModel] | None = None
    status: int = 200
    tags: tuple[str, ...] = ()
    errors: tuple[int, ...] = ()
    raw: bool = False  # the answer is not the {"data": …} envelope
    # OpenAPI extensions of the operation, e.g. {"x-backoffice": False}: a public write
    # the generated back office must not offer as its own "create".
    extensions: Mapping[str, Any] = field(default_factory=dict)


@dataclass
class Routes:
    """A route table that also records each route's schemas (like ``web.RouteTableDef``).

    >>> routes = Routes(tag="config")
    >>> @routes.get("/api/config", response=ConfigOut, summary="Read the configuration")
    ... async def get_config(request): ...
    """

    tag: str = ""
    defs: list[web.RouteDef] = field(default_factory=list)

    def route(
        self, method: str, path: str, *, summary: str = "", **spec: Any
    ) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            endpoint = Endpoint(
                method=method,
                path=path,
                summary=summary or (handler.__doc__ or "").strip().split("\n")[0],
                tags=(self.tag,) if self.tag else (),
                **spec,
            )
            handler.__api__ = endpoint  # type: ignore[attr-defined]
            self.defs.append(web.route(method, path, handler))
            return handler

        return register

    def get(self, path: str, **spec: Any) -> Callable[[Handler], Handler]:
        return self.route("GET", path, **spec)

    def post(self, path: str, **spec: Any) -> Callable[[Handler], Handler]:
        return self.route("POST", path, **spec)

    def put(self, path: str, **spec: Any) -> Callable[[Handler], Handler]:
        return self.route("PUT", path, **spec)

    def delete(self, path: str, **spec: Any) -> Callable[[Handler], Handler]:
        return self.route("DELETE", path, **spec)

    def __iter__(self) -> Iterator[web.RouteDef]:
        return iter(self.defs)
