"""Built-in plugin ``access``: the permission table (``table.py``) in force, and
``GET /api/permissions`` — what the signed-in user may do with each resource and area,
from which the back office builds its menu."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from domains.access.table import TEXT
from kernel import (
    KERNEL_VERSION,
    REGISTRY,
    RULES,
    Manifest,
    Operation,
    Routes,
    hookimpl,
    ok,
    require_user,
    role_of,
    scope,
)

RULES.load(TEXT)
FIVE: tuple[Operation, ...] = ("list", "get", "create", "update", "delete")
routes = Routes(tag="permissions")


@routes.get(
    "/api/permissions",
    response={"type": "object"},
    errors=(401,),
    summary="The signed-in user's role and, per resource and operation, the rows they reach "
    "(none, own, branch, all)",
)
async def permissions(request: web.Request) -> web.Response:
    user = await require_user(request)
    answer: dict[str, dict[str, Any]] = {
        name: {op: scope(user, name, op) for op in RULES.operations(name)}
        for name in RULES.resources()
    }
    # Resources of plugins that keep their own rules answer through their policies.
    for plugin, resources in request.app[REGISTRY].declared("tresen_entities"):
        if plugin.id not in request.app[REGISTRY].enabled and not plugin.manifest.always_on:
            continue
        for resource in resources:
            if resource.name not in answer:
                answer[resource.name] = {op: resource.policy.scope(user, op) for op in FIVE}
    return ok({"role": role_of(user), "resources": answer})


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="access", title="Berechtigungen", version=KERNEL_VERSION)


@hookimpl
def tresen_routes() -> Routes:
    return routes
