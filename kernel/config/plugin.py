"""Built-in plugin ``config``: the kernel's configuration fields and ``/api/config``."""

from __future__ import annotations

from typing import Any

from aiohttp import web
from pydantic import BaseModel

from kernel.api.answers import ok
from kernel.api.requests import read_json
from kernel.api.routes import Routes
from kernel.auth.sessions import current_user, require_admin
from kernel.config.schema import KernelConfig
from kernel.config.service import CONFIG
from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest

routes = Routes(tag="config")


class ConfigPatch(BaseModel):
    """Any subset of the configuration document's fields (see GET /api/config)."""

    model_config = {"extra": "allow"}


@routes.get(
    "/api/config",
    response=dict[str, Any],
    summary="The configuration: public fields for everyone, all fields for admins",
)
async def get_config(request: web.Request) -> web.Response:
    user = await current_user(request)
    return ok(request.app[CONFIG].for_user(user))


@routes.post(
    "/api/config",
    body=ConfigPatch,
    response=dict[str, Any],
    errors=(401, 403, 409),
    summary="Change configuration fields (admins); unknown fields are refused",
)
async def post_config(request: web.Request) -> web.Response:
    user = await require_admin(request)
    return ok(await request.app[CONFIG].update(await read_json(request), user))


@routes.get(
    "/api/config/schema",
    response={"type": "object"},
    errors=(401, 403),
    summary="JSON Schema of the configuration (admins): x-plugin names each field's owner, "
    "x-secret marks fields that are never shown",
)
async def get_config_schema(request: web.Request) -> web.Response:
    await require_admin(request)
    schema = request.app[CONFIG].schema
    document = schema.model.model_json_schema()
    for name, prop in document.get("properties", {}).items():
        prop["x-plugin"] = schema.owners.get(name)
        if name in schema.secret:
            prop["x-secret"] = True
    return ok(document)


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="config", title="Konfiguration", version=KERNEL_VERSION)


@hookimpl
def tresen_config_fields() -> type[BaseModel]:
    return KernelConfig


@hookimpl
def tresen_routes() -> Routes:
    return routes
