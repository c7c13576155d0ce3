"""Rate limits.

In-process sliding windows (per worker): ``limiter(request, name, limit, window)`` is the
app's limiter for exactly that (name, limit, window), so no caller's numbers decide
another's. Fixed-window counters in the database, shared by every worker and machine:
:func:`bump`, :func:`count_miss`. :class:`LogThrottle`: one log line per kind of failure
per interval.
"""

from __future__ import annotations

import datetime as dt
import math
import time
from collections import deque
from dataclasses import dataclass

from aiohttp import web
from sqlalchemy import Integer, String, case, delete, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from kernel import messages as msg
from kernel.api.answers import ApiError
from kernel.db import DB, Base, UTCDateTime, utcnow


class RateLimiter:
    """At most ``limit`` events per ``window`` seconds per key, for at most ``max_keys`` keys."""

    def __init__(self, limit: int, window: float = 60.0, max_keys: int = 10_000) -> None:
        self.limit = limit
        self.window = window
        self.max_keys = max_keys
        self._events: dict[str, deque[float]] = {}

    def _recent(self, key: str, now: float) -> deque[float]:
        events = self._events.get(key)
        if events is None:
            if len(self._events) >= self.max_keys:
                self._forget(now)
            events = self._events[key] = deque()
        while events and events[0] <= now - self.window:
            events.popleft()
        return events

    def _forget(self, now: float) -> None:
        """Drop idle keys; when all are busy, the oldest (memory stays bounded)."""
        self._events = {k: v for k, v in self._events.items() if v and v[-1] > now - self.window}
        while len(self._events) >= self.max_keys:
            del self._events[next(iter(self._events))]

    def hit(self, key: str, now: float | None = None) -> bool:
        """Count one event; False when the key is over its limit."""
        return self.retry_after(key, now) == 0

    def retry_after(self, key: str, now: float | None = None) -> float:
        """Count one event if allowed and return 0; else the seconds until one is."""
        now = time.monotonic() if now is None else now
        events = self._recent(key, now)
        if len(events) >= self.limit:
            return events[0] + self.window - now
        events.append(now)
        return 0.0

    def over(self, key: str, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        events = self._events.get(key)
        if not events:
            return False
        return sum(1 for t in events if t > now - self.window) >= self.limit

    def __len__(self) -> int:
        return len(self._events)


def limiter(request: web.Request, name: str, limit: int, window: float = 60.0) -> RateLimiter:
    """This app's limiter for ``name`` with exactly this limit and window."""
    limiters = request.app[LIMITERS]
    key = (name, limit, window)
    found = limiters.get(key)
    if found is None:
        found = limiters[key] = RateLimiter(limit, window)
    return found


def client_key(request: web.Request) -> str:
    return request.remote or "unknown"


def refuse_if_over(request: web.Request, name: str, limit: int) -> None:
    """429 when the client is over ``limit`` (counted elsewhere, e.g. failures only)."""
    if limiter(request, name, limit).over(client_key(request)):
        raise ApiError(429, msg.TOO_MANY_REQUESTS)


def count_or_refuse(request: web.Request, name: str, limit: int) -> None:
    """Count this request of the client against ``limit`` per minute; 429 with
    Retry-After when it is over."""
    wait = limiter(request, name, limit).retry_after(client_key(request))
    if wait:
        retry = {"Retry-After": str(max(1, round(wait)))}
        raise ApiError(429, msg.TOO_MANY_REQUESTS, headers=retry)


# ---------------------------------------------------------------------------- shared counters


class RateCounter(Base):
    """A fixed-window counter in the database, shared by every worker and machine."""

    __tablename__ = "rate_counters"

    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    hits: Mapped[int] = mapped_column(Integer, default=0)
    window_start: Mapped[dt.datetime] = mapped_column(UTCDateTime)


@dataclass(frozen=True)
class Count:
    hits: int  # within the current window, this one included
    window_ends: dt.datetime

    def seconds_left(self, now: dt.datetime) -> int:
        return max(1, math.ceil((self.window_ends - now).total_seconds()))


async def bump(
    s: AsyncSession, key: str, window: dt.timedelta, now: dt.datetime, by: int = 1
) -> Count:
    """Add ``by`` to ``key``'s count in one atomic upsert (a window older than ``window``
    starts again at ``by``); the count after it."""
    expired = RateCounter.window_start <= now - window
    values = {"key": key, "hits": by, "window_start": now}
    update = {
        "hits": case((expired, by), else_=RateCounter.hits + by),
        "window_start": case((expired, now), else_=RateCounter.window_start),
    }
    insert = pg_insert if s.get_bind().dialect.name == "postgresql" else sqlite_insert
    stmt = (
        insert(RateCounter)
        .values(**values)
        .on_conflict_do_update(index_elements=["key"], set_=update)
        .returning(RateCounter.hits, RateCounter.window_start)
    )
    hits, start = (await s.execute(stmt)).one()
    return Count(int(hits), start + window)


async def peek(s: AsyncSession, key: str, window: dt.timedelta, now: dt.datetime) -> Count:
    """``key``'s count in the current window, without counting."""
    row = (
        await s.execute(
            select(RateCounter.hits, RateCounter.window_start).where(
                RateCounter.key == key, RateCounter.window_start > now - window
            )
        )
    ).first()
    return Count(int(row[0]), row[1] + window) if row else Count(0, now + window)


MISS_WINDOW = dt.timedelta(minutes=1)


async def count_miss(request: web.Request, name: str, per_minute: int) -> None:
    """Count a wrong guess (a secret link, a screen key) of this client address; 429 with
    Retry-After once it made more than ``per_minute`` in a minute."""
    now = utcnow()
    async with request.app[DB].transaction() as s:
        count = await bump(s, f"miss:{name}:{client_key(request)}", MISS_WINDOW, now)
    if count.hits > per_minute:
        retry = str(count.seconds_left(now))
        raise ApiError(429, msg.TOO_MANY_REQUESTS, headers={"Retry-After": retry})


async def prune(s: AsyncSession, older_than: dt.datetime) -> None:
    await s.execute(delete(RateCounter).where(RateCounter.window_start < older_than))


LIMITERS: web.AppKey[dict[tuple[str, int, float], RateLimiter]] = web.AppKey("limiters")
