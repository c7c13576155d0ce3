"""Built-in plugin ``system``: plugin list, OpenAPI document, audit logs."""

from __future__ import annotations

from typing import Any

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import func, select

from kernel import permissions
from kernel.api.answers import denied, dumps, not_found, ok
from kernel.api.requests import path_id, query
from kernel.api.routes import Routes
from kernel.auth.models import User
from kernel.auth.sessions import current_user, require_user
from kernel.cache import CacheSpec, Entry, answer_cache, respond
from kernel.config.models import LogEntry
from kernel.config.service import CONFIG
from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest
from kernel.openapi import document
from kernel.plugins import REGISTRY
from kernel.validators import Integer
from kernel.web.bootstrap import is_staff

routes = Routes(tag="system")
#: The OpenAPI document per enabled set (a handful of keys; routes change only with it).
OPENAPI = CacheSpec("openapi", ttl=float("inf"), max_entries=16)


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


class PublicPluginOut(BaseModel):
    """What anybody may know: which features are on (what the storefront shows)."""

    id: str
    title: str
    enabled: bool


@routes.get(
    "/api/plugins",
    response=list[PluginOut | PublicPluginOut],
    summary="Plugins: staff see every installed one with flags and health, others the enabled",
)
async def plugins(request: web.Request) -> web.Response:
    registry = request.app[REGISTRY]
    if not is_staff(await current_user(request)):
        return ok(
            [
                PublicPluginOut(id=p.id, title=p.manifest.title, enabled=True)
                for p in registry.plugins.values()
                if registry.is_enabled(p.id) and not p.builtin
            ]
        )
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
    """The API as it is now: routes of disabled plugins are not in it (they answer 404)."""
    enabled = request.app[REGISTRY].enabled

    async def build() -> Entry:
        return Entry.of(dumps(document(request.app, enabled)))

    entry = await answer_cache(request.app, OPENAPI).get_or_build(enabled, build)
    assert entry is not None
    return respond(request, entry)


class LogQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    entity: str | None = Field(None, max_length=100)
    action: str | None = Field(None, max_length=100)
    page: Integer = Field(1, ge=1, le=100_000)
    limit: Integer = Field(30, ge=1, le=100)


class LogOut(BaseModel):
    id: int
    createdAt: str
    userId: int | None
    #: Who, by name (the back office shows names, not ids); None for the system.
    userName: str | None
    action: str
    entity: str
    entityId: str | None
    data: dict[str, Any]


async def _audit_reader(request: web.Request) -> None:
    """The permission table's row ``logs list``: the audit log is read whole or not at all."""
    user = await require_user(request)
    if permissions.scope(user, "logs", "list") != "all":
        raise denied(user)


@routes.get(
    "/api/logs",
    query=LogQuery,
    response=list[LogOut],
    errors=(401, 403, 422),
    summary="Audit log, newest first (admins)",
)
async def logs(request: web.Request) -> web.Response:
    await _audit_reader(request)
    q = query(request, LogQuery)
    stmt = select(LogEntry, User.username).outerjoin(User, User.id == LogEntry.user_id)
    if q.entity:
        stmt = stmt.where(LogEntry.entity == q.entity)
    if q.action:
        stmt = stmt.where(LogEntry.action == q.action)
    async with request.app[CONFIG].db.session() as s:
        total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = await s.execute(
            stmt.order_by(LogEntry.id.desc()).offset((q.page - 1) * q.limit).limit(q.limit)
        )
        items = [{**entry.public(), "userName": name} for entry, name in rows]
    return ok(items, headers={"X-Total-Count": str(total)})


@routes.get(
    "/api/logs/{id:\\d+}",
    response=LogOut,
    errors=(401, 403, 404),
    summary="One audit log entry (admins)",
)
async def log_entry(request: web.Request) -> web.Response:
    await _audit_reader(request)
    async with request.app[CONFIG].db.session() as s:
        row = await s.get(LogEntry, path_id(request))
        user = await s.get(User, row.user_id) if row and row.user_id else None
    if row is None:
        raise not_found()
    return ok({**row.public(), "userName": user.username if user else None})


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="system", title="System", version=KERNEL_VERSION)


@hookimpl
def tresen_routes() -> Routes:
    return routes
