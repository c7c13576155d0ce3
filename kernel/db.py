"""Database: declarative ``Base``, column types, the async engine and sessions."""

from __future__ import annotations

import asyncio
import datetime as dt
import weakref
from collections.abc import AsyncIterator, Hashable, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from typing import Any

import orjson
from aiohttp import web
from sqlalchemy import JSON, Connection, DateTime, MetaData, create_engine, event, pool, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.engine import Dialect, make_url
from sqlalchemy.exc import OperationalError
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.orm import DeclarativeBase
from sqlalchemy.types import TypeDecorator

from kernel.api.answers import dumps
from kernel.settings import database_url

# Stable constraint names, so that migrations can drop what they created on every backend.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    """The one declarative base of the kernel and every plugin."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)


def utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


class UTCDateTime(TypeDecorator[dt.datetime]):
    """An aware UTC datetime on every backend (SQLite keeps no zone)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: dt.datetime | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetimes are not stored")
        return value.astimezone(dt.UTC)

    def process_result_value(self, value: Any, dialect: Dialect) -> dt.datetime | None:
        if value is None:
            return None
        if isinstance(value, str):
            value = dt.datetime.fromisoformat(value)
        assert isinstance(value, dt.datetime)
        return value.replace(tzinfo=dt.UTC) if value.tzinfo is None else value


class JSONDocument(TypeDecorator[Any]):
    """A JSON document (JSONB on PostgreSQL); Decimals are stored as strings.

    Values are normalised to plain JSON before binding, so every driver sees the same
    document and money never passes through float.
    """

    impl = JSON
    cache_ok = True

    def load_dialect_impl(self, dialect: Dialect) -> Any:
        return dialect.type_descriptor(JSONB() if dialect.name == "postgresql" else JSON())

    def process_bind_param(self, value: Any, dialect: Dialect) -> Any:
        if value is None:
            return None
        return orjson.loads(dumps(value))


JSONType = JSONDocument()


def sync_url(url: str) -> str:
    """The synchronous twin of the kernel's URL (:func:`database_url`), for alembic
    (psycopg 3 serves both)."""
    u = make_url(database_url(url))
    if u.drivername == "sqlite+aiosqlite":
        u = u.set(drivername="sqlite")
    return u.render_as_string(hide_password=False)


class DatabaseUnreachable(RuntimeError):
    """The database does not answer: not running, no such database, access refused."""


@contextmanager
def sync_connection(url: str, connect_timeout: float = 5.0) -> Iterator[Connection]:
    """A synchronous connection (schema checks, alembic's commands); a connection that
    cannot be made raises :class:`DatabaseUnreachable` naming the database and the reason."""
    sync = sync_url(url)
    is_pg = not sync.startswith("sqlite")
    args = {"connect_timeout": max(1, round(connect_timeout))} if is_pg else {}
    engine = create_engine(sync, poolclass=pool.NullPool, connect_args=args)
    try:
        try:
            conn = engine.connect()
        except OperationalError as exc:
            reason = " ".join(str(exc.orig).split())
            parsed = make_url(sync)
            backend = parsed.set(drivername=parsed.get_backend_name())
            where = backend.render_as_string(hide_password=True)
            raise DatabaseUnreachable(f"cannot connect to the database {where}: {reason}") from None
        with conn:
            yield conn
    finally:
        engine.dispose()


def _json(value: Any) -> str:
    """JSON columns keep Decimals as strings: money never passes through float."""
    return dumps(value).decode()


def psycopg_conninfo(url: str) -> str:
    """A libpq connection string for psycopg's own connections (LISTEN, advisory locks)."""
    u = make_url(database_url(url)).set(drivername="postgresql")
    return u.render_as_string(hide_password=False)


@dataclass(frozen=True)
class Timeouts:
    """How long the database may keep a request waiting, in seconds.

    ``connect``: a new connection (a stopped server refuses at once; an unreachable or
    frozen one would keep the caller forever). ``statement``: one statement, enforced by
    PostgreSQL itself. ``pool``: waiting for a free connection of the pool.
    """

    connect: float = 5.0
    statement: float = 10.0
    pool: float = 5.0


def make_engine(url: str, pool_size: int = 10, timeouts: Timeouts = Timeouts()) -> AsyncEngine:
    """Create the async engine; SQLite gets WAL and foreign keys, PostgreSQL pre-ping and
    the timeouts. ``url`` is any form :func:`database_url` accepts."""
    url = database_url(url)
    if url.startswith("sqlite"):
        engine = create_async_engine(
            url, connect_args={"timeout": 30}, json_serializer=_json, json_deserializer=orjson.loads
        )

        @event.listens_for(engine.sync_engine, "connect")
        def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA busy_timeout=30000")
            cur.close()

        return engine
    statement_ms = int(timeouts.statement * 1000)
    return create_async_engine(
        url,
        json_deserializer=orjson.loads,
        pool_pre_ping=True,
        pool_size=pool_size,
        max_overflow=pool_size,
        pool_timeout=timeouts.pool,
        connect_args={
            "connect_timeout": max(1, round(timeouts.connect)),
            "options": f"-c statement_timeout={statement_ms}",
        },
    )


class Database:
    """The engine plus a session factory; ``async with db.session() as s`` is a unit of work.

    SQLite takes one writer at a time; a second one sleeps in SQLite's busy handler (up to
    100 ms a try, whoever comes first wins), which made concurrent orders slow and their
    tail long. So this process queues its SQLite write transactions itself, first come
    first served, and each finds the database free (other processes still meet the busy
    handler). A transaction opened inside another of the same task does not queue again.
    """

    def __init__(self, url: str, pool_size: int = 10, timeouts: Timeouts = Timeouts()) -> None:
        self.url = database_url(url)
        self.timeouts = timeouts
        self.engine = make_engine(url, pool_size, timeouts)
        self.sessionmaker = async_sessionmaker(self.engine, expire_on_commit=False)
        self._writers: weakref.WeakKeyDictionary[
            asyncio.AbstractEventLoop, tuple[asyncio.Lock, list[asyncio.Task[Any] | None]]
        ] = weakref.WeakKeyDictionary()
        self._queues: weakref.WeakKeyDictionary[
            asyncio.AbstractEventLoop, dict[Hashable, asyncio.Lock]
        ] = weakref.WeakKeyDictionary()

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    @asynccontextmanager
    async def session(self) -> AsyncIterator[AsyncSession]:
        async with self.sessionmaker() as session:
            yield session

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[AsyncSession]:
        """A session whose work commits at the end of the block or rolls back on error."""
        if not self.is_sqlite:
            async with self.sessionmaker() as session, session.begin():
                yield session
            return
        loop = asyncio.get_running_loop()
        lock, holder = self._writers.setdefault(loop, (asyncio.Lock(), [None]))
        task = asyncio.current_task()
        if holder[0] is task:  # nested in this task's own transaction
            async with self.sessionmaker() as session, session.begin():
                yield session
            return
        # The lock is held from BEGIN to COMMIT, not while the connection is reset.
        async with self.sessionmaker() as session, lock:
            holder[0] = task
            try:
                async with session.begin():
                    yield session
            finally:
                holder[0] = None

    @asynccontextmanager
    async def queued(self, key: Hashable) -> AsyncIterator[None]:
        """One holder of ``key`` at a time in this process, first come first served.

        For writes that meet on one row (the ticket counter of a branch and day): the
        others wait here, holding no connection, instead of in the database's row lock
        holding one each (other processes still meet the row lock).
        """
        locks = self._queues.setdefault(asyncio.get_running_loop(), {})
        async with locks.setdefault(key, asyncio.Lock()):
            yield

    async def ping(self) -> None:
        """One round trip (``SELECT 1``); raises when the database cannot answer."""
        async with self.engine.connect() as conn:
            await conn.execute(text("SELECT 1"))

    async def dispose(self) -> None:
        await self.engine.dispose()


DB: web.AppKey[Database] = web.AppKey("db")
