"""``create_app``: the one place where the kernel is wired together."""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import AsyncIterator, Iterable

from aiohttp import web

from kernel import web as web_plugin
from kernel.api import Handler, error_middleware, not_found
from kernel.auth import plugin as auth_plugin
from kernel.auth.sessions import csrf_middleware
from kernel.background import Background
from kernel.config import plugin as config_plugin
from kernel.config.schema import build_schema
from kernel.config.service import ConfigService
from kernel.db import Database
from kernel.domains import branches, catalog, content, crm, media, orders, staff, system
from kernel.domains.branches import head as branches_head
from kernel.domains.content import head as content_head
from kernel.events import EventBus
from kernel.migrate import SchemaBehind, require_current
from kernel.plugins import PluginError, PluginRegistry, discover
from kernel.scheduler import Leader, Scheduler
from kernel.settings import Settings
from kernel.state import (
    BACKGROUND,
    CACHES,
    CONFIG,
    DB,
    EVENTS,
    LIMITERS,
    REGISTRY,
    ROUTE_OWNERS,
    SCHEDULER,
    SETTINGS,
)

log = logging.getLogger(__name__)

# The kernel's own domains: plugins like any other, registered first and always on.
BUILTINS: tuple[object, ...] = (
    config_plugin,
    auth_plugin,
    system,
    branches,
    catalog,
    media,
    content,
    staff,
    crm,
    orders,
    web_plugin,
    branches_head,
    content_head,
)


def create_app(
    settings: Settings | None = None, plugins: Iterable[object] | None = None
) -> web.Application:
    """Build the application: settings → database → plugins → config → routes → lifecycle.

    ``plugins`` defaults to the installed entry points plus ``TRESEN_EXTRA_PLUGINS``.
    """
    settings = (settings or Settings()).resolved()
    installed = list(plugins) if plugins is not None else discover(settings.extra_plugins)
    registry = PluginRegistry(BUILTINS, installed, settings.hook_timeout)
    db = Database(settings.database_url, settings.pool_size)
    events = EventBus(db, settings.event_poll_seconds)
    config = ConfigService(build_schema(registry), registry, db, events)

    app = web.Application(
        middlewares=[error_middleware, csrf_middleware],
        client_max_size=settings.max_body_bytes,
    )
    app[SETTINGS] = settings
    app[DB] = db
    app[REGISTRY] = registry
    app[EVENTS] = events
    app[CONFIG] = config
    app[ROUTE_OWNERS] = {}
    app[BACKGROUND] = Background()
    app[LIMITERS] = {}
    app[CACHES] = {}
    app[SCHEDULER] = Scheduler(registry, Leader(settings.database_url, settings.var_dir), app)
    _mount_routes(app, registry)
    app.cleanup_ctx.append(functools.partial(_lifecycle, installed=installed))
    return app


def _gate(handler: Handler, plugin_id: str, registry: PluginRegistry) -> Handler:
    """Answer 404 while the owning plugin is disabled (a set lookup, no database)."""

    @functools.wraps(handler)
    async def gated(request: web.Request) -> web.StreamResponse:
        if plugin_id not in registry.enabled:
            raise not_found()
        return await handler(request)

    return gated


def _mount_routes(app: web.Application, registry: PluginRegistry) -> None:
    owners = app[ROUTE_OWNERS]
    tables = list(registry.declared("tresen_routes"))
    for plugin, resources in registry.declared("tresen_entities"):
        tables += [(plugin, resource.routes()) for resource in resources]
    for plugin, table in tables:
        for route in table:
            key = (route.method, route.path)
            if key in owners:
                raise PluginError(
                    f"{route.method} {route.path} is claimed by {owners[key]} and {plugin.id}"
                )
            owners[key] = plugin.id
            handler = (
                route.handler
                if plugin.manifest.always_on
                else _gate(route.handler, plugin.id, registry)
            )
            app.router.add_route(route.method, route.path, handler, **route.kwargs)


async def _lifecycle(app: web.Application, installed: list[object]) -> AsyncIterator[None]:
    settings = app[SETTINGS]
    try:
        await asyncio.to_thread(require_current, settings.database_url, installed)
    except SchemaBehind:
        await app[DB].dispose()
        raise
    await app[CONFIG].load()
    await app[EVENTS].start()
    if settings.scheduler:
        await app[SCHEDULER].start()
    yield
    await app[BACKGROUND].drain()
    await app[SCHEDULER].stop()
    await app[EVENTS].stop()
    await app[DB].dispose()
