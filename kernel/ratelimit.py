"""In-process sliding-window rate limits (per worker), for brute-force-prone endpoints."""

from __future__ import annotations

import time
from collections import deque

from aiohttp import web

from kernel import messages as msg
from kernel.api import ApiError
from kernel.state import LIMITERS


class RateLimiter:
    """At most ``limit`` events per ``window`` seconds per key."""

    def __init__(self, limit: int, window: float = 60.0) -> None:
        self.limit = limit
        self.window = window
        self._events: dict[str, deque[float]] = {}

    def hit(self, key: str) -> bool:
        """Count one event; False when the key is over its limit."""
        now = time.monotonic()
        events = self._events.setdefault(key, deque())
        while events and events[0] <= now - self.window:
            events.popleft()
        if len(events) >= self.limit:
            return False
        events.append(now)
        if len(self._events) > 10_000:  # forget idle keys rather than grow without bound
            self._events = {k: v for k, v in self._events.items() if v}
        return True

    def over(self, key: str) -> bool:
        now = time.monotonic()
        events = self._events.get(key)
        if not events:
            return False
        return len([t for t in events if t > now - self.window]) >= self.limit


def limiter(request: web.Request, name: str, limit: int, window: float = 60.0) -> RateLimiter:
    limiters = request.app[LIMITERS]
    if name not in limiters:
        limiters[name] = RateLimiter(limit, window)
    return limiters[name]


def client_key(request: web.Request) -> str:
    return request.remote or "unknown"


def refuse_if_over(request: web.Request, name: str, limit: int) -> None:
    if limiter(request, name, limit).over(client_key(request)):
        raise ApiError(429, msg.TOO_MANY_REQUESTS)
