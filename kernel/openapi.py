"""``GET /api/openapi.json``: generated from the routes' declared models."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator
from enum import Enum
from typing import Any, get_args

from aiohttp import web
from pydantic import BaseModel, TypeAdapter
from pydantic.json_schema import GenerateJsonSchema

from kernel.api.routes import Endpoint
from kernel.manifest import KERNEL_VERSION

#: Attribute of a mounted handler naming the optional plugin whose flag gates it.
GATED_BY = "__tresen_plugin__"
_PARAM = re.compile(r"\{([^}:]+)(?::[^}]+)?\}")
REF = "#/components/schemas/{model}"

ERRORS_SCHEMA = {
    "type": "object",
    "required": ["errors"],
    "properties": {
        "errors": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["field", "message"],
                "properties": {
                    "field": {"type": ["string", "null"]},
                    "message": {"type": "string"},
                },
            },
        }
    },
}
_REASONS = {
    400: "Ungültige Anfrage",
    401: "Nicht angemeldet",
    403: "Keine Berechtigung",
    404: "Nicht gefunden",
    409: "Konflikt",
    413: "Zu groß",
    415: "Kein JSON",
    422: "Ungültige Daten",
    429: "Zu viele Anfragen",
}


class _Schemas:
    def __init__(self) -> None:
        self.components: dict[str, Any] = {"Errors": ERRORS_SCHEMA}

    def of(self, item: Any) -> dict[str, Any]:
        if item is None:
            return {}
        if isinstance(item, dict):
            return item
        schema = TypeAdapter(item).json_schema(
            ref_template=REF, schema_generator=GenerateJsonSchema, mode="serialization"
        )
        for name, definition in schema.pop("$defs", {}).items():
            self.components[name] = definition
        if isinstance(item, type) and issubclass(item, BaseModel):
            self.components[item.__name__] = schema
            return {"$ref": REF.format(model=item.__name__)}
        return schema

    def request(self, model: type[BaseModel]) -> dict[str, Any]:
        schema = model.model_json_schema(ref_template=REF, mode="validation")
        for name, definition in schema.pop("$defs", {}).items():
            self.components[name] = definition
        self.components[model.__name__] = schema
        return {"$ref": REF.format(model=model.__name__)}


def _operation(endpoint: Endpoint | None, path: str, method: str, s: _Schemas) -> dict[str, Any]:
    params = [
        {"name": n, "in": "path", "required": True, "schema": {"type": "string"}}
        for n in _PARAM.findall(path)
    ]
    if endpoint is None:
        return {
            "summary": f"{method} {path}",
            "parameters": params,
            "responses": {"200": {"description": "OK"}},
        }
    op: dict[str, Any] = {
        "summary": endpoint.summary or f"{method} {path}",
        "operationId": f"{method.lower()}_{path}",
        "tags": list(endpoint.tags),
    }
    if endpoint.query is not None:
        for name, field in endpoint.query.model_fields.items():
            schema = TypeAdapter(field.annotation).json_schema() if field.annotation else {}
            if isinstance(field.json_schema_extra, dict):  # e.g. x-sort (entities/service.py)
                schema.update(field.json_schema_extra)
            params.append(
                {
                    "name": field.alias or name,
                    "in": "query",
                    "required": field.is_required(),
                    "schema": schema,
                }
            )
    op["parameters"] = params
    if endpoint.body is not None:
        op["requestBody"] = {
            "required": True,
            "content": {"application/json": {"schema": s.request(endpoint.body)}},
        }
    body = s.of(endpoint.response)
    if not endpoint.raw:
        body = {"type": "object", "required": ["data"], "properties": {"data": body}}
    responses: dict[str, Any] = {
        str(endpoint.status): {
            "description": "OK",
            "content": {"application/json": {"schema": body}},
        }
    }
    for code in sorted({*endpoint.errors, *((400, 413, 415, 422) if endpoint.body else ())}):
        responses[str(code)] = {
            "description": _REASONS.get(code, "Fehler"),
            "content": {"application/json": {"schema": {"$ref": REF.format(model="Errors")}}},
        }
    op["responses"] = responses
    op.update(endpoint.extensions)
    return op


def document(app: web.Application, enabled: Collection[str] | None = None) -> dict[str, Any]:
    """The OpenAPI 3.1 document of the routes registered on ``app``; with ``enabled``, only
    those of always-on and enabled plugins (a disabled plugin's routes answer 404)."""
    s = _Schemas()
    paths: dict[str, dict[str, Any]] = {}
    for route in app.router.routes():
        info = route.resource.get_info() if route.resource else {}
        raw = info.get("formatter") or info.get("path")
        if not raw or route.method == "HEAD" or route.method == "*":
            continue
        owner = getattr(route.handler, GATED_BY, None)
        if enabled is not None and owner is not None and owner not in enabled:
            continue
        path = _PARAM.sub(r"{\1}", raw)
        endpoint = getattr(route.handler, "__api__", None)
        paths.setdefault(path, {})[route.method.lower()] = _operation(
            endpoint, raw, route.method, s
        )
    return {
        "openapi": "3.1.0",
        "info": {"title": "Tresen API", "version": KERNEL_VERSION},
        "paths": dict(sorted(paths.items())),
        "components": {"schemas": s.components},
    }


# ---------------------------------------------------------------------------- start-up check


class SchemaNameClash(ValueError):
    """Two different model classes share a name: one would replace the other among the
    document's ``components/schemas``, so a client would read the wrong shape."""


def _named(item: Any, seen: set[type]) -> Iterator[type]:
    """The model and enum classes ``item`` names (a component each), nested ones included."""
    if isinstance(item, type) and issubclass(item, BaseModel | Enum):
        if item not in seen:
            seen.add(item)
            yield item
            if issubclass(item, BaseModel):
                for field in item.model_fields.values():
                    yield from _named(field.annotation, seen)
        return
    for arg in get_args(item):
        yield from _named(arg, seen)


def schema_name_clashes(app: web.Application) -> list[str]:
    """One line per schema name claimed by two different classes among the routes'
    request and response models (all routes, enabled or not)."""
    first: dict[str, tuple[type, str]] = {}
    clashes: list[str] = []
    seen: set[type] = set()
    for route in app.router.routes():
        endpoint = getattr(route.handler, "__api__", None)
        if endpoint is None:
            continue
        where = f"{route.method} {route.resource.canonical if route.resource else '?'}"
        for item in (endpoint.body, endpoint.response):
            for cls in _named(item, seen):
                other, other_where = first.setdefault(cls.__name__, (cls, where))
                if other is not cls:
                    clashes.append(
                        f"schema {cls.__name__!r}: {other.__module__}.{other.__qualname__} "
                        f"({other_where}) and {cls.__module__}.{cls.__qualname__} ({where})"
                    )
    return clashes


def check_schema_names(app: web.Application) -> None:
    """Refuse to start when two classes would replace each other in /api/openapi.json."""
    clashes = schema_name_clashes(app)
    if clashes:
        raise SchemaNameClash(
            "two different schema classes share a name and would replace each other in "
            "/api/openapi.json; rename one of each pair: " + "; ".join(clashes)
        )
