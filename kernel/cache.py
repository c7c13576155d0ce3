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


def accepts_gzip(request: web.Request) -> bool:
    """Whether Accept-Encoding admits gzip (``q=0`` refuses it)."""
    for item in request.headers.get("Accept-Encoding", "").split(","):
        name, _, params = item.strip().partition(";")
        if name.strip().lower() in ("gzip", "*"):
            q = params.strip().removeprefix("q=").strip() if "q=" in params else "1"
            try:
                return float(q) > 0
            except ValueError:
                return False
    return False


def bytes_response(
    request: web.Request,
    body: bytes,
    gzipped: bytes | None,
    etag: str,
    content_type: str,
    cache_control: str,
    charset: str | None = None,
) -> web.Response:
    """Prepared bytes: 304 for a matching ETag, the gzip copy when the client accepts it."""
    use_gzip = gzipped is not None and accepts_gzip(request)
    etag = etag[:-1] + '-gz"' if use_gzip else etag
    headers = {"Cache-Control": cache_control, "ETag": etag}
    if gzipped is not None:
        headers["Vary"] = "Accept-Encoding"
    if etag in {t.strip() for t in request.headers.get("If-None-Match", "").split(",")}:
        return web.Response(status=304, headers=headers)
    if use_gzip:
        headers["Content-Encoding"] = "gzip"
    return web.Response(
        body=gzipped if use_gzip else body,
        content_type=content_type,
        charset=charset,
        headers=headers,
    )


def respond(request: web.Request, entry: Entry) -> web.Response:
    """Serve a cached JSON answer."""
    return bytes_response(
        request, entry.body, entry.gzipped, entry.etag, "application/json", "no-cache"
    )
