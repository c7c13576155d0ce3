"""Built-in plugin ``system``: bulk load, plugin list, OpenAPI document, audit logs."""

from __future__ import annotations

from typing import Any

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import func, select

from kernel.api import Routes, json_response, not_found, ok, path_id, query
from kernel.auth.models import ROLE_ADMIN, ROLE_EMPLOYEE, User
from kernel.auth.sessions import current_user, require_admin
from kernel.config.models import LogEntry
from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest
from kernel.openapi import document
from kernel.plugins import PluginRegistry
from kernel.state import CONFIG, REGISTRY

routes = Routes(tag="system")


STAFF_ROLES = frozenset({ROLE_ADMIN, ROLE_EMPLOYEE})


def is_staff(user: User | None) -> bool:
    """Holds a staff role: sees the front-end tools (spec 000 §2 staff toolbar, §6)."""
    return user is not None and not STAFF_ROLES.isdisjoint(user.roles)


def ui_manifest(registry: PluginRegistry, user: User | None = None) -> list[dict[str, Any]]:
    """What the shell needs to load the enabled plugins' federated modules.

    Modules for staff (``Manifest.audience == "staff"``) are listed to staff only, so a
    customer's browser never downloads them.
    """
    staff = is_staff(user)
    return [
        {
            "id": p.id,
            "title": p.manifest.title,
            "version": p.manifest.version,
            "sdk": p.manifest.ui.sdk,
            "slots": list(p.manifest.slots),
            "remote": {"name": p.manifest.ui.name, "entry": p.manifest.ui.entry},
        }
        for p in registry.plugins.values()
        if p.manifest.ui is not None
        and registry.is_enabled(p.id)
        and (staff or p.manifest.audience != "staff")
    ]


@routes.get(
    "/api/init",
    response=dict[str, Any],
    summary="Bulk load: configuration, current user, enabled UI modules, collections",
)
async def init(request: web.Request) -> web.Response:
    return ok(await init_data(request))


async def init_data(request: web.Request) -> dict[str, Any]:
    """The bulk load for the caller (also embedded in the HTML document as #tresen-init)."""
    user = await current_user(request)
    registry = request.app[REGISTRY]
    config = request.app[CONFIG].for_user(user)
    me = user.public() if user else None
    entries: list[dict[str, Any]] = [
        {"url": "/api/config", "data": {"data": config}},
        {"url": "/api/users/me", "data": {"data": me}},
    ]
    for contribution in await registry.call("tresen_init_collections", request=request, user=user):
        for url, records in contribution.items():
            entries.append({"url": url, "data": {"data": records}})
    return {
        "version": KERNEL_VERSION,
        "config": config,
        "user": me,
        "plugins": ui_manifest(registry, user),
        "entries": entries,
    }


class PluginOut(BaseModel):
    id: str
    title: str
    version: str
    enabled: bool
    builtin: bool
    flags: list[str]
    requires: list[str]
    configFields: list[str]
    health: dict[str, Any]


@routes.get("/api/plugins", response=list[PluginOut], summary="Installed plugins and their state")
async def plugins(request: web.Request) -> web.Response:
    registry = request.app[REGISTRY]
    owners = request.app[CONFIG].schema.owners
    return ok(
        [
            PluginOut(
                id=p.id,
                title=p.manifest.title,
                version=p.manifest.version,
                enabled=registry.is_enabled(p.id),
                builtin=p.builtin,
                flags=list(p.manifest.flags),
                requires=list(p.manifest.requires),
                configFields=sorted(k for k, o in owners.items() if o == p.id),
                health=p.health.as_json(),
            )
            for p in registry.plugins.values()
        ]
    )


@routes.get("/api/openapi.json", response={"type": "object"}, raw=True, summary="This document")
async def openapi(request: web.Request) -> web.Response:
    return json_response(document(request.app))


class LogQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    entity: str | None = Field(None, max_length=100)
    action: str | None = Field(None, max_length=100)
    page: int = Field(1, ge=1, le=100_000)
    limit: int = Field(30, ge=1, le=100)


class LogOut(BaseModel):
    id: int
    createdAt: str
    userId: int | None
    action: str
    entity: str
    entityId: str | None
    data: dict[str, Any]


@routes.get(
    "/api/logs",
    query=LogQuery,
    response=list[LogOut],
    errors=(401, 403, 422),
    summary="Audit log, newest first (admins)",
)
async def logs(request: web.Request) -> web.Response:
    await require_admin(request)
    q = query(request, LogQuery)
    stmt = select(LogEntry)
    if q.entity:
        stmt = stmt.where(LogEntry.entity == q.entity)
    if q.action:
        stmt = stmt.where(LogEntry.action == q.action)
    async with request.app[CONFIG].db.session() as s:
        total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await s.scalars(
            stmt.order_by(LogEntry.id.desc()).offset((q.page - 1) * q.limit).limit(q.limit)
        )
        items = [r.public() for r in rows]
    return ok(items, headers={"X-Total-Count": str(total)})


@routes.get(
    "/api/logs/{id:\\d+}",
    response=LogOut,
    errors=(401, 403, 404),
    summary="One audit log entry (admins)",
)
async def log_entry(request: web.Request) -> web.Response:
    await require_admin(request)
    async with request.app[CONFIG].db.session() as s:
        row = await s.get(LogEntry, path_id(request))
    if row is None:
        raise not_found()
    return ok(row.public())


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="system", title="System", version=KERNEL_VERSION)


@hookimpl
def tresen_routes() -> Routes:
    return routes
