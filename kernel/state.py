"""Typed application keys: the kernel's per-app state, no globals."""

from __future__ import annotations

from typing import TYPE_CHECKING

from aiohttp import web

if TYPE_CHECKING:
    from kernel.background import Background
    from kernel.cache import AnswerCache
    from kernel.config.service import ConfigService
    from kernel.db import Database
    from kernel.events import EventBus
    from kernel.plugins import PluginRegistry
    from kernel.ratelimit import RateLimiter
    from kernel.scheduler import Scheduler
    from kernel.settings import Settings

SETTINGS: web.AppKey[Settings] = web.AppKey("settings")
DB: web.AppKey[Database] = web.AppKey("db")
REGISTRY: web.AppKey[PluginRegistry] = web.AppKey("registry")
CONFIG: web.AppKey[ConfigService] = web.AppKey("config")
EVENTS: web.AppKey[EventBus] = web.AppKey("events")
SCHEDULER: web.AppKey[Scheduler] = web.AppKey("scheduler")
BACKGROUND: web.AppKey[Background] = web.AppKey("background")
CACHES: web.AppKey[dict[str, AnswerCache]] = web.AppKey("caches")
LIMITERS: web.AppKey[dict[str, RateLimiter]] = web.AppKey("limiters")
ROUTE_OWNERS: web.AppKey[dict[tuple[str, str], str]] = web.AppKey("route_owners")
