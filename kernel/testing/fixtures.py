"""pytest fixtures for testing a Tresen plugin, in this repository or in its own.

Installed with Tresen's ``test`` extra as the pytest plugin ``tresen`` (entry point
``pytest11``), so a plugin's tests use them without any import; where entry-point plugins
are off (``-p no:tresen`` or ``PYTEST_DISABLE_PLUGIN_AUTOLOAD``) name the module in the
top ``conftest.py``: ``pytest_plugins = ["kernel.testing.fixtures"]``.

``tresen_db_url``
    a database migrated to every head (the kernel's, every installed plugin's and those
    of ``TRESEN_EXTRA_PLUGINS``): a SQLite copy per test, or, with ``TRESEN_TEST_DB=pg``,
    the PostgreSQL database of ``TRESEN_TEST_PG``, emptied after each test;
``tresen_settings``, ``tresen_app``
    the app (:func:`kernel.app.create_app`) on it, scheduler off;
``tresen_enable``
    ``await tresen_enable("gallery")`` switches a plugin on (all its flags), as
    ``tresen plugins enable`` does;
``tresen_client``, ``tresen_staff``, ``tresen_admin``
    :class:`kernel.testing.client.Api` clients: anonymous, signed in with
    ``ROLE_EMPLOYEE``, with ``ROLE_ADMIN``; the CSRF header and Origin are set for you;
``tresen_server``, ``tresen_page``
    a real ``tresen serve`` on a copy of the database and a Playwright page of headless
    Chromium (skipped where Playwright or Chromium is missing; tests using them are
    marked ``e2e``).

The contract check is one line: ``TestContract = plugin_contract("gallery")``
(:func:`kernel.testing.plugin_contract`).
"""

from __future__ import annotations

import os

os.environ.setdefault("TRESEN_ARGON2_PROFILE", "CHEAPEST")  # real argon2, cheapest

import asyncio
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
import pytest
from aiohttp import web
from sqlalchemy import create_engine, inspect, make_url, text

from kernel import migrate
from kernel.app import create_app
from kernel.auth.models import ROLE_ADMIN, ROLE_EMPLOYEE
from kernel.config.service import CONFIG
from kernel.db import Base, psycopg_conninfo, sync_url
from kernel.plugins import REGISTRY, discover
from kernel.settings import Settings
from kernel.testing import limits
from kernel.testing.client import PASSWORD, Api, add_user, free_port

CHROMIUM = Path(os.environ.get("TRESEN_E2E_CHROMIUM", "/usr/bin/chromium"))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "e2e: browser tests in headless Chromium")


def _extra_plugins() -> str:
    return os.environ.get("TRESEN_EXTRA_PLUGINS", "")


# ---------------------------------------------------------------------------- database


@pytest.fixture(scope="session")
def _tresen_template(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A database migrated once per session: a SQLite template file, or the PG database."""
    if os.environ.get("TRESEN_TEST_DB", "sqlite") == "pg":
        url = os.environ.get("TRESEN_TEST_PG", "")
        if not url:
            pytest.skip("TRESEN_TEST_DB=pg needs TRESEN_TEST_PG")
        try:
            url = _own_pg_database(url)
        except psycopg.OperationalError as exc:
            if os.environ.get("TRESEN_REQUIRE_PG") == "1":
                pytest.fail(f"PostgreSQL required but unreachable: {exc}")
            pytest.skip(f"PostgreSQL unreachable: {exc}")
        migrate.upgrade(url, discover(_extra_plugins()))
        return url
    path = tmp_path_factory.mktemp("tresen-db") / "template.db"
    migrate.upgrade(f"sqlite+aiosqlite:///{path}", discover(_extra_plugins()))
    return str(path)


_RESTART_SEQUENCES = text(
    "SELECT setval(c.oid::regclass, 1, false) FROM pg_class c"
    " JOIN pg_namespace n ON n.oid = c.relnamespace"
    " WHERE c.relkind = 'S' AND n.nspname = current_schema()"
)


def _own_pg_database(url: str) -> str:
    """This session's database on the server of ``url``: ``<database>_fixtures`` (per
    pytest-xdist worker: ``<database>_fixtures_gw0``), created afresh."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    name = f"{make_url(url).database}_fixtures{'_' + worker if worker else ''}"
    admin = make_url(url).set(database="postgres").render_as_string(hide_password=False)
    with psycopg.connect(psycopg_conninfo(admin), autocommit=True, connect_timeout=5) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    return make_url(url).set(database=name).render_as_string(hide_password=False)


@pytest.fixture
def tresen_db_url(_tresen_template: str, tmp_path: Path) -> Iterator[str]:
    """A migrated, empty database for this test (SQLite copy, or emptied PostgreSQL)."""
    if "://" not in _tresen_template:
        copy = tmp_path / "tresen.db"
        shutil.copy(_tresen_template, copy)
        yield f"sqlite+aiosqlite:///{copy}"
        return
    yield _tresen_template
    engine = create_engine(sync_url(_tresen_template))
    try:
        with engine.begin() as conn:
            existing = set(inspect(conn).get_table_names())
            for table in reversed(Base.metadata.sorted_tables):
                if table.name in existing:
                    conn.execute(text(f'DELETE FROM "{table.name}"'))
            conn.execute(_RESTART_SEQUENCES)  # ids count from 1 in every test
    finally:
        engine.dispose()


# ---------------------------------------------------------------------------- app + clients


@pytest.fixture
def tresen_settings(tresen_db_url: str, tmp_path: Path) -> Settings:
    return Settings(
        database_url=tresen_db_url,
        var_dir=tmp_path / "var",
        secret_key="test-secret",
        hook_timeout=2.0,
        extra_plugins=_extra_plugins(),
        event_poll_seconds=0.05,
        scheduler=False,
        smtp_port=1,
        **limits.RELAXED,
    )


@pytest.fixture
def tresen_app(tresen_settings: Settings) -> web.Application:
    return create_app(tresen_settings)


@pytest.fixture
async def tresen_client(aiohttp_client: Any, tresen_app: web.Application) -> Api:
    """An anonymous visitor's client (started: the app is running)."""
    return Api(await aiohttp_client(tresen_app))


@pytest.fixture
def tresen_enable(
    tresen_client: Api,
) -> Callable[..., Awaitable[None]]:
    """``await tresen_enable(plugin_id, on=True)``: set all the plugin's flags."""

    async def enable(plugin_id: str, on: bool = True) -> None:
        app = tresen_client.app
        flags = app[REGISTRY].plugins[plugin_id].manifest.flags
        await app[CONFIG].update(dict.fromkeys(flags, on), None)

    return enable


async def _signed_in(
    aiohttp_client: Any, tresen_client: Api, db_url: str, username: str, role: str
) -> Api:
    """A new client of the same app, signed in as a new user with ``role``."""
    await add_user(db_url, username, [role])
    client = Api(await aiohttp_client(tresen_client.client.server))
    status, body = await client.login(username)
    assert status == 200, body
    return client


@pytest.fixture
async def tresen_staff(aiohttp_client: Any, tresen_client: Api, tresen_db_url: str) -> Api:
    """A client signed in as an employee (``ROLE_EMPLOYEE``)."""
    return await _signed_in(aiohttp_client, tresen_client, tresen_db_url, "employee", ROLE_EMPLOYEE)


@pytest.fixture
async def tresen_admin(aiohttp_client: Any, tresen_client: Api, tresen_db_url: str) -> Api:
    """A client signed in as an administrator (``ROLE_ADMIN``)."""
    return await _signed_in(aiohttp_client, tresen_client, tresen_db_url, "admin", ROLE_ADMIN)


# ---------------------------------------------------------------------------- browser


@dataclass
class Server:
    """A running ``tresen serve``: its base URL, database and how to run the CLI on it."""

    base: str
    db_url: str
    env: dict[str, str]
    log: Path

    def cli(self, *args: str) -> str:
        """Run ``tresen ARGS`` against this server's database (e.g. ``plugins enable``);
        the server sees configuration changes within a second."""
        done = subprocess.run(
            [sys.executable, "-m", "kernel.cli", *args],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stdout

    def add_user(self, username: str, roles: list[str]) -> str:
        asyncio.run(add_user(self.db_url, username, roles))
        return PASSWORD


@pytest.fixture
def tresen_server(_tresen_template: str, tmp_path: Path) -> Iterator[Server]:
    """``tresen serve`` on a free port over a copy of the migrated SQLite database."""
    if "://" in _tresen_template:
        pytest.skip("tresen_server runs on SQLite")
    db = tmp_path / "serve.db"
    shutil.copy(_tresen_template, db)
    port = free_port()
    url = f"sqlite+aiosqlite:///{db}"
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "TRESEN_VAR_DIR": str(tmp_path / "var"),
        "TRESEN_SECRET_KEY": "e2e",
        "TRESEN_PUBLIC_URL": f"http://127.0.0.1:{port}",
        "TRESEN_EXTRA_PLUGINS": _extra_plugins(),
    }
    log = tmp_path / "server.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "kernel.cli", "serve", "--port", str(port)],
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    server = Server(f"http://127.0.0.1:{port}", url, env, log)
    try:
        deadline = time.monotonic() + 30
        while True:
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("tresen serve did not start:\n" + log.read_text())
            try:
                with urllib.request.urlopen(server.base + "/api/init", timeout=2):
                    break
            except (urllib.error.URLError, OSError):
                time.sleep(0.1)
        yield server
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


@pytest.fixture
def tresen_page(tmp_path: Path) -> Iterator[Any]:
    """A Playwright page in headless Chromium (``TRESEN_E2E_CHROMIUM``, default
    /usr/bin/chromium) with cookies accepted; skipped without Playwright or Chromium."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("Playwright for Python is missing (pip install playwright)")
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is missing")
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            user_data_dir=str(tmp_path / "profile"),
            executable_path=str(CHROMIUM),
            headless=True,
            args=["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
        )
        context.set_default_timeout(15_000)
        context.add_cookies(
            [{"name": "tresen_consent", "value": "1", "domain": "127.0.0.1", "path": "/"}]
        )
        try:
            yield context.pages[0] if context.pages else context.new_page()
        finally:
            context.close()
