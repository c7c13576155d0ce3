"""Typed application keys: the kernel's per-app state, no globals."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aiohttp import web

if TYPE_CHECKING:
    from kernel.background import Background
    from kernel.cache import AnswerCache, CacheSpec
    from kernel.config.service import ConfigService
    from kernel.db import Database
    from kernel.events import EventBus
    from kernel.live import LiveHub
    from kernel.plugins import PluginRegistry
    from kernel.ratelimit import LogThrottle, RateLimiter
    from kernel.scheduler import Scheduler
    from kernel.settings import Settings
    from kernel.storage import Storage
    from kernel.web.static import StaticFiles

SETTINGS: web.AppKey[Settings] = web.AppKey("settings")
DB: web.AppKey[Database] = web.AppKey("db")
REGISTRY: web.AppKey[PluginRegistry] = web.AppKey("registry")
CONFIG: web.AppKey[ConfigService] = web.AppKey("config")
EVENTS: web.AppKey[EventBus] = web.AppKey("events")
SCHEDULER: web.AppKey[Scheduler] = web.AppKey("scheduler")
BACKGROUND: web.AppKey[Background] = web.AppKey("background")
CACHES: web.AppKey[dict[CacheSpec, AnswerCache[Any]]] = web.AppKey("caches")
LIMITERS: web.AppKey[dict[tuple[str, int, float], RateLimiter]] = web.AppKey("limiters")
#: This worker's open back-office streams (kernel/live.py).
LIVE: web.AppKey[LiveHub] = web.AppKey("live")
STATIC: web.AppKey[StaticFiles] = web.AppKey("static")
STORAGE: web.AppKey[Storage] = web.AppKey("storage")
ROUTE_OWNERS: web.AppKey[dict[tuple[str, str], str]] = web.AppKey("route_owners")
#: Rate-limited warnings for failures that come in floods (database outages, deadlines).
FAILURES: web.AppKey[LogThrottle] = web.AppKey("failures")
