"""Serialized answers kept in memory per worker, dropped by a push when their data changes.

A hit costs a dict lookup: no database round trip. Writers invalidate their own worker
at once and every other worker through the event bus (PostgreSQL NOTIFY / SQLite events).
Entries also expire after ``ttl`` seconds, for data that changes with time alone (a
product's schedule opening or closing).
"""

from __future__ import annotations

import gzip
import hashlib
import time
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from kernel.events import RESYNC, EventBus
from kernel.state import CACHES, EVENTS


@dataclass(frozen=True)
class Entry:
    body: bytes
    gzipped: bytes
    etag: str
    expires: float


class AnswerCache:
    def __init__(self, topic: str, events: EventBus, ttl: float = 30.0) -> None:
        self.topic = topic
        self.ttl = ttl
        self._entries: dict[Any, Entry] = {}
        events.subscribe(self._on_event)

    def get(self, key: Any) -> Entry | None:
        entry = self._entries.get(key)
        if entry is None or entry.expires < time.monotonic():
            return None
        return entry

    def put(self, key: Any, body: bytes) -> Entry:
        entry = Entry(
            body,
            gzip.compress(body, 6),
            '"' + hashlib.sha1(body).hexdigest() + '"',
            time.monotonic() + self.ttl,
        )
        self._entries[key] = entry
        return entry

    def clear(self) -> None:
        self._entries = {}

    async def _on_event(self, topic: str, payload: dict[str, Any]) -> None:
        if topic in (self.topic, RESYNC):
            self.clear()


def answer_cache(app: web.Application, topic: str, ttl: float = 30.0) -> AnswerCache:
    """The app's cache for answers built from data published under ``topic``."""
    caches = app[CACHES]
    if topic not in caches:
        caches[topic] = AnswerCache(topic, app[EVENTS], ttl)
    return caches[topic]


def respond(request: web.Request, entry: Entry) -> web.Response:
    """Serve cached bytes: 304 for a matching ETag, gzip when the client accepts it."""
    headers = {"ETag": entry.etag, "Cache-Control": "no-cache", "Vary": "Accept-Encoding"}
    if request.headers.get("If-None-Match") == entry.etag:
        return web.Response(status=304, headers=headers)
    if "gzip" in request.headers.get("Accept-Encoding", ""):
        headers["Content-Encoding"] = "gzip"
        return web.Response(body=entry.gzipped, content_type="application/json", headers=headers)
    return web.Response(body=entry.body, content_type="application/json", headers=headers)
