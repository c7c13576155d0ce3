"""Serialized answers kept in memory per worker, dropped by a push when their data changes.

A hit costs a dict lookup: no database round trip. Writers invalidate their own worker
at once and every other worker through the event bus (PostgreSQL NOTIFY / SQLite events).
Entries also expire after ``ttl`` seconds, for data that changes with time alone (a
product's schedule opening or closing).

A cache is declared once as a :class:`CacheSpec` (a module constant: what it is, not
state); its per-app instance is ``answer_cache(app, SPEC)``. Concurrent misses of one key
share one build, and a build that an invalidation overtook is answered but not kept.
"""

from __future__ import annotations

import asyncio
import functools
import gzip
import hashlib
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from aiohttp import web

from kernel.events import EVENTS, RESYNC, EventBus
from kernel.validators import as_qvalue

T = TypeVar("T")
#: ``drops_on(topic, payload)``: whether an event makes the cached answers stale.
Predicate = Callable[[str, dict[str, Any]], bool]
CONFIG_TOPIC = "config"


def entity_or_config_write(topic: str, payload: dict[str, Any]) -> bool:
    """Any write through a :class:`kernel.Resource` (its events name the resource) or to
    the configuration (which also switches plugins on and off)."""
    return topic == CONFIG_TOPIC or "resource" in payload


@dataclass(frozen=True)
class CacheSpec:
    """The declaration of a cache: its name, what drops it, how long an entry lives."""

    name: str
    topics: frozenset[str] = frozenset()
    drops_on: Predicate | None = None
    ttl: float = 30.0
    max_entries: int = 1024

    def stale_after(self, topic: str, payload: dict[str, Any]) -> bool:
        if topic == RESYNC or topic in self.topics:
            return True
        return self.drops_on is not None and self.drops_on(topic, payload)


@dataclass(frozen=True)
class Entry:
    """Bytes ready to answer: the body, its gzip and its ETag."""

    body: bytes
    gzipped: bytes
    etag: str

    @classmethod
    def of(cls, body: bytes) -> Entry:
        digest = hashlib.blake2b(body, digest_size=12).hexdigest()
        return cls(body, gzip.compress(body, 6, mtime=0), f'"{digest}"')


class AnswerCache(Generic[T]):
    """Values (usually :class:`Entry`) per key, bounded, dropped by events and by age."""

    def __init__(self, spec: CacheSpec, events: EventBus) -> None:
        self.spec = spec
        self.generation = 0  # counts invalidations: a build they overtook is not kept
        self._entries: OrderedDict[Hashable, tuple[float, T]] = OrderedDict()
        self._flights: dict[Hashable, asyncio.Future[T | None]] = {}
        events.subscribe(self._on_event)

    def get(self, key: Hashable) -> T | None:
        found = self._entries.get(key)
        if found is None or found[0] < time.monotonic():
            return None
        return found[1]

    def put(self, key: Hashable, value: T, generation: int | None = None) -> T:
        """Keep ``value`` unless an invalidation happened since ``generation``."""
        if generation is None or generation == self.generation:
            self._entries[key] = (time.monotonic() + self.spec.ttl, value)
            self._entries.move_to_end(key)
            while len(self._entries) > self.spec.max_entries:
                self._entries.popitem(last=False)
        return value

    async def get_or_build(
        self, key: Hashable, build: Callable[[], Awaitable[T | None]]
    ) -> T | None:
        """The cached value, or one build shared by every concurrent caller of ``key``.

        ``build`` returning None (nothing there) is answered, not kept.
        """
        found = self.get(key)
        if found is not None:
            return found
        flight = self._flights.get(key)
        if flight is None:
            flight = asyncio.ensure_future(self._build(key, build, self.generation))
            self._flights[key] = flight
            flight.add_done_callback(lambda done: self._landed(key, done))
        # shield: a caller that goes away does not cancel the build the others wait for
        return await asyncio.shield(flight)

    async def _build(
        self, key: Hashable, build: Callable[[], Awaitable[T | None]], generation: int
    ) -> T | None:
        value = await build()
        return value if value is None else self.put(key, value, generation)

    def _landed(self, key: Hashable, done: asyncio.Future[T | None]) -> None:
        if self._flights.get(key) is done:
            del self._flights[key]
        if not done.cancelled():
            done.exception()  # retrieved: a failed build is the waiters' error, not a warning

    def clear(self) -> None:
        self.generation += 1
        self._entries = OrderedDict()
        self._flights = {}  # callers after this build afresh

    async def _on_event(self, topic: str, payload: dict[str, Any]) -> None:
        if self.spec.stale_after(topic, payload):
            self.clear()


def answer_cache(app: web.Application, spec: CacheSpec) -> AnswerCache[Any]:
    """This app's instance of the cache ``spec`` declares (made on first use)."""
    caches = app[CACHES]
    cache = caches.get(spec)
    if cache is None:
        cache = caches[spec] = AnswerCache(spec, app[EVENTS])
    return cache


def accepts_gzip(request: web.Request) -> bool:
    """Whether Accept-Encoding admits gzip (``q=0`` refuses it)."""
    return _admits_gzip(request.headers.get("Accept-Encoding", ""))


@functools.lru_cache(maxsize=256)
def _admits_gzip(accept_encoding: str) -> bool:
    """:func:`accepts_gzip` of one header value (browsers send a handful of them, so
    each is parsed once, not on every cached answer)."""
    for item in accept_encoding.split(","):
        name, _, params = item.strip().partition(";")
        if name.strip().lower() in ("gzip", "*"):
            q = params.strip().removeprefix("q=").strip() if "q=" in params else "1"
            weight = as_qvalue(q)
            return weight is not None and weight > 0
    return False


def bytes_response(
    request: web.Request,
    body: bytes,
    gzipped: bytes | None,
    etag: str,
    content_type: str,
    cache_control: str,
    charset: str | None = None,
    vary: str = "",
) -> web.Response:
    """Prepared bytes: 304 for a matching ETag, the gzip copy when the client accepts it."""
    use_gzip = gzipped is not None and accepts_gzip(request)
    etag = etag[:-1] + '-gz"' if use_gzip else etag
    headers = {"Cache-Control": cache_control, "ETag": etag}
    varies = [v for v in (vary, "Accept-Encoding" if gzipped is not None else "") if v]
    if varies:
        headers["Vary"] = ", ".join(varies)
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


def respond(request: web.Request, entry: Entry, vary: str = "") -> web.Response:
    """Serve a cached JSON answer."""
    return bytes_response(
        request, entry.body, entry.gzipped, entry.etag, "application/json", "no-cache", vary=vary
    )


CACHES: web.AppKey[dict[CacheSpec, AnswerCache[Any]]] = web.AppKey("caches")
