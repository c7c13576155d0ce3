"""Shared fixtures: a migrated database (SQLite or PostgreSQL), the app, signed-in clients.

The backend is chosen by ``TRESEN_TEST_DB`` (``sqlite``, default, or ``pg``). With ``pg``
the URL comes from ``TRESEN_TEST_PG``; when that database cannot be reached the tests skip,
unless ``TRESEN_REQUIRE_PG=1`` (CI), where they fail.

Parallel runs (pytest-xdist, ``-n 2``): every worker has its own database, a SQLite file
in its own temporary directory or, on PostgreSQL, ``<database>_<worker>`` (``test_gw0``)
on the server of ``TRESEN_TEST_PG``, dropped and created afresh at the start. Tests marked
``serial`` run last and alone: while one runs, no other test of the run does (a
cross-process turnstile lock); mark so what measures time or loads the machine.

Which tests run on PostgreSQL (``tox -e pg``): only those marked ``database``, whatever
fixtures they use; everything else ran on SQLite already. Mark a test (or a module, with
``pytestmark = pytest.mark.database``) when what it checks could come out differently on
another engine: row locks (``with_for_update``), upserts (``ON CONFLICT``), unique or
foreign-key violations turned into answers, JSON columns queried in SQL, date and time
arithmetic or grouping in SQL, ``ilike`` searches and paging, NOTIFY/LISTEN events and
caches dropped through them, advisory locks (scheduler leader, migrations), concurrency,
migrations, outages. When in doubt, mark it. ``tox -e pg-full`` (``TRESEN_TEST_PG_ALL=1``)
runs every test that uses the database on PostgreSQL, as before a release.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import os
import shutil
import tempfile
import uuid

# Real argon2, cheapest parameters: the suite creates and signs in many users.
os.environ.setdefault("TRESEN_ARGON2_PROFILE", "CHEAPEST")

from collections.abc import AsyncIterator, Awaitable, Callable, Generator, Iterator
from email import message_from_bytes
from email import policy as email_policy
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import psycopg
import pytest
from aiohttp import web
from sqlalchemy import Engine, create_engine, inspect, make_url, text
from sqlalchemy.exc import OperationalError

import kernel.models  # noqa: F401  (registers the kernel's tables on Base.metadata)
from kernel import migrate
from kernel.app import create_app
from kernel.db import DB, Base, sync_url
from kernel.db import psycopg_conninfo as pg_conninfo
from kernel.events import EVENTS
from kernel.plugins import discover
from kernel.settings import Settings
from kernel.testing import limits
from kernel.testing.client import PASSWORD, Api, add_user, free_port
from tests.sample_plugins import EXTRA_PLUGINS

BACKEND = os.environ.get("TRESEN_TEST_DB", "sqlite")
PG_URL = os.environ.get("TRESEN_TEST_PG", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
ADMIN_PASSWORD = PASSWORD
#: The pytest-xdist worker this process is (``gw0``, ``gw1``), or "" without xdist.
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")


def installed() -> list[object]:
    return discover(EXTRA_PLUGINS)


def pg_database_url(name: str, base: str = PG_URL) -> str:
    """The URL of database ``name`` on the server of ``base`` (same user and password)."""
    return make_url(base).set(database=name).render_as_string(hide_password=False)


def _pg_unreachable(exc: Exception) -> None:
    if os.environ.get("TRESEN_REQUIRE_PG") == "1":
        pytest.fail(f"PostgreSQL required but unreachable: {exc}")
    pytest.skip(f"PostgreSQL unreachable: {exc}")


def _reset_pg(url: str) -> str:
    """Empty the database of ``url``; under xdist, (re)create this worker's own database
    next to it instead. Returns the URL the worker uses."""
    try:
        if WORKER:
            name = f"{make_url(url).database}_{WORKER}"
            admin = pg_conninfo(pg_database_url("postgres", url))
            with psycopg.connect(admin, autocommit=True, connect_timeout=5) as conn:
                conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
                conn.execute(f'CREATE DATABASE "{name}"')
            return pg_database_url(name, url)
        with psycopg.connect(pg_conninfo(url), autocommit=True, connect_timeout=5) as conn:
            conn.execute("DROP SCHEMA public CASCADE")
            conn.execute("CREATE SCHEMA public")
        return url
    except psycopg.OperationalError as exc:
        _pg_unreachable(exc)
        raise


@pytest.fixture(scope="session")
def db_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A database migrated to every head, shared by the session (of this worker) and
    emptied after each test."""
    if BACKEND == "pg":
        url = _reset_pg(PG_URL)
    else:
        url = f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('db') / 'test.db'}"
    migrate.upgrade(url, installed())
    if BACKEND != "pg":
        path = Path(make_url(url).database or "")
        shutil.copy(path, path.with_name("template.db"))
    return url


def _replace_sqlite(url: str) -> None:
    """Put a freshly migrated copy in place of the SQLite file (a new inode: a connection
    a timed-out test left behind keeps its lock on the old one)."""
    path = Path(make_url(url).database or "")
    for suffix in ("-wal", "-shm"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)
    spare = path.with_name("spare.db")
    shutil.copy(path.with_name("template.db"), spare)
    os.replace(spare, path)


@pytest.fixture
def fresh_url(tmp_path: Path, db_url: str) -> Iterator[str]:
    """An empty database (no tables) of the backend under test, removed afterwards."""
    if BACKEND != "pg":
        yield f"sqlite+aiosqlite:///{tmp_path / 'fresh.db'}"
        return
    name = f"tresen_fresh_{uuid.uuid4().hex[:8]}"
    admin = pg_conninfo(pg_database_url("postgres", db_url))
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    yield pg_database_url(name, db_url)
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE {name} WITH (FORCE)")


# ---------------------------------------------------------------------------- serial tests


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "serial: runs last and alone, no other test of a parallel run beside it (it "
        "measures time, or loads the machine itself)",
    )
    config.addinivalue_line(
        "markers",
        "database: what it checks depends on the database engine (locks, upserts, "
        "constraint errors, JSON or date SQL, events, concurrency, migrations): runs on "
        "PostgreSQL too (tox -e pg); see tests/conftest.py",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Serial tests last (a stable sort: the same order on every xdist worker). On
    PostgreSQL only the tests marked ``database`` run (with ``TRESEN_TEST_PG_ALL=1`` also
    every other test that uses the database, ``db_url``); the rest ran on SQLite and would
    only repeat."""
    if BACKEND == "pg":
        every_db_test = os.environ.get("TRESEN_TEST_PG_ALL") == "1"
        unrelated = [
            item
            for item in items
            if not item.get_closest_marker("database")
            and not (every_db_test and "db_url" in item.fixturenames)
        ]
        if unrelated:
            config.hook.pytest_deselected(items=unrelated)
            skipped = set(unrelated)
            items[:] = [item for item in items if item not in skipped]
    items.sort(key=lambda item: item.get_closest_marker("serial") is not None)


@contextlib.contextmanager
def _flock(path: Path, mode: int) -> Iterator[None]:
    with path.open("a") as handle:
        fcntl.flock(handle, mode)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None]:
    """Under xdist, a turnstile between the workers: a serial test first closes the gate
    (so no new test starts), then waits until the running ones are done and runs alone."""
    if not WORKER:
        return (yield)
    run_id = os.environ.get("PYTEST_XDIST_TESTRUNUID", "run")
    gate, run = (Path(tempfile.gettempdir()) / f"tresen-{run_id}.{n}" for n in ("gate", "run"))
    if item.get_closest_marker("serial"):
        with _flock(gate, fcntl.LOCK_EX), _flock(run, fcntl.LOCK_EX):
            return (yield)
    with _flock(gate, fcntl.LOCK_EX):
        pass
    with _flock(run, fcntl.LOCK_SH):
        return (yield)


#: Sequences back to 1, as TRUNCATE … RESTART IDENTITY would (one statement for all).
_RESTART_SEQUENCES = text(
    "SELECT setval(c.oid::regclass, 1, false) FROM pg_class c"
    " JOIN pg_namespace n ON n.oid = c.relnamespace"
    " WHERE c.relkind = 'S' AND n.nspname = current_schema()"
)


_ENGINES: dict[str, Engine] = {}


def pytest_sessionfinish(session: pytest.Session) -> None:
    for engine in _ENGINES.values():
        engine.dispose()


@pytest.fixture(autouse=True)
def _empty_tables(request: pytest.FixtureRequest) -> Iterator[None]:
    """Empty every table after a test that used the database. DELETE in dependency order
    (TRUNCATE of ~40 tables costs PostgreSQL ~150 ms, DELETE of a few rows ~10 ms), then
    the sequences restart, so ids count from 1 in every test."""
    yield
    if "db_url" not in request.fixturenames:
        return
    url = request.getfixturevalue("db_url")
    engine = _ENGINES.get(url) or _ENGINES.setdefault(url, create_engine(sync_url(url)))
    try:
        with engine.begin() as conn:
            existing = set(inspect(conn).get_table_names())
            tables = [t.name for t in reversed(Base.metadata.sorted_tables) if t.name in existing]
            for name in tables:
                conn.execute(text(f"DELETE FROM {name}"))
            if tables and conn.dialect.name == "postgresql":
                conn.execute(_RESTART_SEQUENCES)
    except OperationalError as exc:  # SQLite still locked by what the test left running
        if BACKEND == "pg" or "locked" not in str(exc):
            raise
        _ENGINES.pop(url).dispose()
        _replace_sqlite(url)


#: How long events_settled waits at most (a loaded machine; usually milliseconds).
SETTLE_SECONDS = 10.0


async def events_settled(app: web.Application) -> None:
    """Wait until every event written so far has come back through ``app``'s event bus.

    Publishes a marker event and waits for it: the bus delivers in commit order (SQLite:
    by id; PostgreSQL: NOTIFY at commit), so once it is back, so is everything before it.
    Instead of sleeping "long enough" for the bus."""
    token = uuid.uuid4().hex
    arrived = asyncio.Event()

    async def watch(topic: str, payload: dict[str, Any]) -> None:
        if topic == "test.settled" and payload.get("token") == token:
            arrived.set()

    bus = app[EVENTS]
    bus.subscribe(watch)
    try:
        async with app[DB].transaction() as s:
            await bus.publish(s, "test.settled", {"token": token})
        await asyncio.wait_for(arrived.wait(), SETTLE_SECONDS)
    finally:
        bus.unsubscribe(watch)


class Mailbox:
    """A real SMTP server (aiosmtpd) on a free local port, keeping what it receives."""

    def __init__(self) -> None:
        from aiosmtpd.controller import Controller

        self.messages: list[EmailMessage] = []
        self.controller = Controller(self, hostname="127.0.0.1", port=free_port())

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        message = message_from_bytes(envelope.content, policy=email_policy.default)
        self.messages.append(message)  # type: ignore[arg-type]
        return "250 OK"

    @property
    def port(self) -> int:
        return int(self.controller.port)


@pytest.fixture
def mailbox() -> Iterator[Mailbox]:
    box = Mailbox()
    box.controller.start()
    yield box
    box.controller.stop()


@pytest.fixture
def settings(db_url: str, tmp_path: Path, request: pytest.FixtureRequest) -> Settings:
    uses_mail = "mailbox" in request.fixturenames
    return Settings(
        database_url=db_url,
        var_dir=tmp_path,
        secret_key="test-secret",
        hook_timeout=1.0,  # a loaded machine took over 0.5 s for a real hook
        extra_plugins=EXTRA_PLUGINS,
        event_poll_seconds=0.05,
        scheduler=False,
        smtp_port=request.getfixturevalue("mailbox").port if uses_mail else 1,
        **limits.RELAXED,  # the limits' own tests set limits.defaults()
    )


@pytest.fixture
def app(settings: Settings) -> web.Application:
    return create_app(settings)


ClientFactory = Callable[..., Awaitable[Api]]


@pytest.fixture
async def make_api(aiohttp_client: Any, app: web.Application) -> AsyncIterator[ClientFactory]:
    async def make(application: web.Application | None = None) -> Api:
        return Api(await aiohttp_client(application or app))

    yield make


@pytest.fixture
async def api(make_api: ClientFactory) -> Api:
    """An anonymous client of the app."""
    return await make_api()


@pytest.fixture
async def admin(make_api: ClientFactory, db_url: str) -> Api:
    """A client signed in as an administrator."""
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    client = await make_api()
    status, body = await client.login("admin")
    assert status == 200, body
    return client
