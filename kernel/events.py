"""Cross-process events: what one worker changes, every worker hears within a second.

``publish`` is called inside the transaction that makes the change, so an event is seen
exactly when (and only if) the change commits:

* PostgreSQL: ``pg_notify`` — delivered by the server at commit to every ``LISTEN``ing
  worker, pushed, no polling.
* SQLite: a row in ``events``; each worker looks for new rows every
  ``Settings.event_poll_seconds`` (one cheap indexed query per interval, not per request).

After a reconnect subscribers get a ``resync`` event, since notifications may have been
missed while the connection was down.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
from collections.abc import Awaitable, Callable
from typing import Any, cast

import orjson
import psycopg
from aiohttp import web
from sqlalchemy import BigInteger, Integer, String, Table, delete, func, insert, select, text
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from kernel.db import Base, Database, JSONType, UTCDateTime, psycopg_conninfo, utcnow
from kernel.failures import LogThrottle

log = logging.getLogger(__name__)
CHANNEL = "tresen_events"
RESYNC = "resync"
KEEP = dt.timedelta(minutes=1)  # how long SQLite events stay for watchers to read
PRUNE_EVERY = 30.0  # seconds between prunes
Subscriber = Callable[[str, dict[str, Any]], Awaitable[None]]


class Event(Base):
    """SQLite's stand-in for NOTIFY: recent events, pruned after a minute.

    AUTOINCREMENT: ids never go back, even after the prune has emptied the table, so a
    watcher's cursor (the last id it delivered) can never be overtaken. SQLite has one
    writer at a time, so ids are also in commit order.
    """

    __tablename__ = "events"
    __table_args__ = {"sqlite_autoincrement": True}  # noqa: RUF012  (SQLAlchemy reads it)

    id: Mapped[int] = mapped_column(
        BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    )
    topic: Mapped[str] = mapped_column(String(100))
    payload: Mapped[dict[str, Any]] = mapped_column(JSONType)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)


# A Core statement (not the ORM's bulk insert), compiled once.
_INSERT_EVENT = insert(cast(Table, Event.__table__))


class EventBus:
    def __init__(self, db: Database, poll_seconds: float = 0.2) -> None:
        self.db = db
        self.poll_seconds = poll_seconds
        self.subscribers: list[Subscriber] = []
        self._task: asyncio.Task[None] | None = None
        self.ready = asyncio.Event()
        self.failures = LogThrottle(log)  # an outage: one line per interval, not per second

    def subscribe(self, subscriber: Subscriber) -> None:
        self.subscribers.append(subscriber)

    def unsubscribe(self, subscriber: Subscriber) -> None:
        """Stop delivering to ``subscriber`` (e.g. when its connection closes)."""
        if subscriber in self.subscribers:
            self.subscribers.remove(subscriber)

    async def publish(self, session: AsyncSession, topic: str, payload: dict[str, Any]) -> None:
        """Queue an event in ``session``'s transaction; it is delivered when that commits."""
        if self.db.is_sqlite:  # one INSERT now, not a unit of work at the commit
            await session.execute(_INSERT_EVENT, {"topic": topic, "payload": payload})
        else:
            message = orjson.dumps({"topic": topic, "payload": payload}).decode()
            await session.execute(text("SELECT pg_notify(:c, :m)"), {"c": CHANNEL, "m": message})

    async def emit_local(self, topic: str, payload: dict[str, Any]) -> None:
        """Deliver to this worker's subscribers now (the writer need not wait for the bus)."""
        await self._deliver(topic, payload)

    async def _deliver(self, topic: str, payload: dict[str, Any]) -> None:
        for subscriber in list(self.subscribers):  # a subscriber may leave while we deliver
            try:
                await subscriber(topic, payload)
            except Exception:
                log.exception("event subscriber failed on %s", topic)

    # ------------------------------------------------------------------ watching

    async def start(self) -> None:
        if self._task is not None and not self._task.done():
            return  # one watcher per bus (an app served twice, as by two test clients)
        watch = self._poll if self.db.is_sqlite else self._listen
        self._task = asyncio.create_task(watch(), name="tresen-events")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.ready.wait(), 10)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _listen(self) -> None:
        conninfo = psycopg_conninfo(self.db.url)
        first = True
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(conninfo, autocommit=True) as conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    self.ready.set()
                    if not first:
                        await self._deliver(RESYNC, {})
                    first = False
                    async for note in conn.notifies():
                        event = orjson.loads(note.payload)
                        await self._deliver(event["topic"], event["payload"])
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                self.failures.warning(
                    "listen", "event listener lost its connection (%r); reconnecting", exc
                )
                await asyncio.sleep(1)

    async def prune(self, s: AsyncSession, before: dt.datetime) -> None:
        """Delete SQLite events created before ``before`` (ids keep counting up)."""
        await s.execute(delete(Event).where(Event.created_at < before))
        await s.commit()

    async def _poll(self) -> None:
        last = None
        pruned = 0.0
        loop = asyncio.get_running_loop()
        while True:
            try:
                async with self.db.session() as s:
                    if last is None:
                        last = (await s.scalar(select(func.max(Event.id)))) or 0
                        self.ready.set()
                    rows = (
                        await s.execute(
                            select(Event.id, Event.topic, Event.payload)
                            .where(Event.id > last)
                            .order_by(Event.id)
                        )
                    ).all()
                    if loop.time() - pruned > PRUNE_EVERY:
                        pruned = loop.time()
                        await self.prune(s, utcnow() - KEEP)
                for event_id, topic, payload in rows:
                    last = event_id
                    await self._deliver(topic, payload)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                self.failures.warning("poll", "event poll failed (%r)", exc)
            await asyncio.sleep(self.poll_seconds)


EVENTS: web.AppKey[EventBus] = web.AppKey("events")
