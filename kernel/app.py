"""``create_app``: the one place where the kernel is wired together."""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import AsyncIterator, Iterable

from aiohttp import web

from kernel.api import UNGATED, Handler, error_middleware, not_found
from kernel.auth.sessions import csrf_middleware
from kernel.background import BACKGROUND, Background
from kernel.builtins import load_builtins
from kernel.cache import CACHES
from kernel.config.schema import build_schema
from kernel.config.service import CONFIG, ConfigService
from kernel.db import DB, Database, Timeouts
from kernel.deadline import Deadline
from kernel.events import EVENTS, EventBus
from kernel.failures import FAILURES, LogThrottle
from kernel.headers import security_headers
from kernel.live import LIVE, LiveHub
from kernel.migrate import SchemaBehind, require_current
from kernel.openapi import GATED_BY, check_schema_names
from kernel.plugins import REGISTRY, ROUTE_OWNERS, PluginError, PluginRegistry, discover
from kernel.proxy import allowed_hosts, forwarded_middleware
from kernel.ratelimit import LIMITERS
from kernel.scheduler import SCHEDULER, Leader, Scheduler
from kernel.settings import SETTINGS, Settings
from kernel.storage import STORAGE, storage_for
from kernel.web.static import SHELL_DIST, STATIC, StaticFiles

log = logging.getLogger(__name__)


def create_app(
    settings: Settings | None = None, plugins: Iterable[object] | None = None
) -> web.Application:
    """Build the application: settings → database → plugins → config → routes → lifecycle.

    ``plugins`` defaults to the installed entry points plus ``TRESEN_EXTRA_PLUGINS``.
    """
    settings = (settings or Settings()).resolved()
    installed = list(plugins) if plugins is not None else discover(settings.extra_plugins)
    registry = PluginRegistry(load_builtins(), installed, settings.hook_timeout)
    db = Database(
        settings.database_url,
        settings.pool_size,
        Timeouts(
            connect=settings.db_connect_timeout,
            statement=settings.db_statement_timeout,
            pool=settings.db_pool_timeout,
        ),
    )
    events = EventBus(db, settings.event_poll_seconds)
    config = ConfigService(build_schema(registry), registry, db, events)
    live = LiveHub(lambda: registry.enabled)
    events.subscribe(live.on_event)
    deadline = Deadline(settings)

    app = web.Application(
        middlewares=[
            error_middleware,
            forwarded_middleware(settings.proxies),
            allowed_hosts,
            deadline.middleware,
            csrf_middleware,
        ],
        client_max_size=settings.max_body_bytes,
    )
    app.on_response_prepare.append(security_headers)
    app.on_shutdown.append(deadline.end_streams)
    app[SETTINGS] = settings
    app[DB] = db
    app[REGISTRY] = registry
    app[EVENTS] = events
    app[CONFIG] = config
    app[LIVE] = live
    app[ROUTE_OWNERS] = {}
    app[BACKGROUND] = Background()
    app[LIMITERS] = {}
    app[FAILURES] = LogThrottle(log)
    app[CACHES] = {}
    app[STATIC] = StaticFiles(settings.shell_dist or SHELL_DIST)
    app[STORAGE] = storage_for(
        settings.var_dir, settings.s3_bucket, settings.s3_endpoint, settings.s3_region,
        settings.s3_prefix,
    )  # fmt: skip
    app[SCHEDULER] = Scheduler(registry, Leader(settings.database_url, settings.var_dir), app)
    _mount_routes(app, registry)
    check_schema_names(app)
    app.cleanup_ctx.append(functools.partial(_lifecycle, installed=installed))
    return app


def _gate(handler: Handler, plugin_id: str, registry: PluginRegistry) -> Handler:
    """Answer 404 while the owning plugin is disabled (a set lookup, no database)."""

    @functools.wraps(handler)
    async def gated(request: web.Request) -> web.StreamResponse:
        if plugin_id not in registry.enabled:
            raise not_found()
        return await handler(request)

    setattr(gated, GATED_BY, plugin_id)
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
                if plugin.manifest.always_on or getattr(route.handler, UNGATED, False)
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
    await app[STORAGE].close()
    await app[DB].dispose()
