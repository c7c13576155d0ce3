"""Cross-process events: no event is ever skipped, also after the prune emptied the table."""

from __future__ import annotations

import asyncio
import datetime as dt
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlalchemy import func, select

from kernel.config.service import CONFIG
from kernel.db import DB
from kernel.events import EVENTS, Event
from kernel.plugins import REGISTRY
from kernel.settings import Settings
from tests.conftest import Api, events_settled
from tests.sample_plugins import EXTRA_PLUGINS

pytestmark = pytest.mark.database  # NOTIFY/LISTEN and the SQLite event table

ROOT = Path(__file__).resolve().parents[2]


def cli(settings: Settings, *args: str) -> None:
    """Run ``tresen …`` as a separate process against the test database."""
    env = {
        **os.environ,
        "DATABASE_URL": settings.database_url,
        "TRESEN_VAR_DIR": str(settings.var_dir),
        "TRESEN_SECRET_KEY": "k",
        "TRESEN_EXTRA_PLUGINS": EXTRA_PLUGINS,
        "PYTHONPATH": str(ROOT),
    }
    subprocess.run(
        [sys.executable, "-m", "kernel.cli", *args], env=env, cwd=ROOT, check=True, timeout=60
    )


async def until(condition: object, seconds: float) -> float:
    """Seconds until ``condition()`` held; fails after ``seconds``."""
    start = time.monotonic()
    while not condition():  # type: ignore[operator]
        assert time.monotonic() - start < seconds, f"not within {seconds} s"
        await asyncio.sleep(0.01)
    return time.monotonic() - start


@pytest.mark.serial  # within 1 s: alone in a parallel run
async def test_event_from_another_process_after_a_full_prune_arrives_within_1s(
    api: Api, settings: Settings
) -> None:
    app = api.app
    config, registry = app[CONFIG], app[REGISTRY]
    for switch in (True, False, True, False):  # events with ids the watcher has passed
        await config.update({"enablePluginSample": switch}, None)
    await events_settled(app)  # the watcher has passed their ids
    async with app[DB].session() as s:
        await app[EVENTS].prune(s, before=dt.datetime.now(dt.UTC) + dt.timedelta(days=1))
        assert await s.scalar(select(func.count()).select_from(Event)) == 0
    assert not registry.is_enabled("sample")

    await asyncio.to_thread(cli, settings, "plugins", "enable", "sample")

    await until(lambda: registry.is_enabled("sample"), 1.0)
    await asyncio.to_thread(cli, settings, "plugins", "disable", "sample")
    await until(lambda: not registry.is_enabled("sample"), 1.0)
