"""Periodic jobs contributed by plugins, run on one leader process.

Leadership: on PostgreSQL a session-level advisory lock held on a dedicated connection;
on SQLite an exclusive lock on a file next to the data. A non-leader retries every
``RETRY_SECONDS``, so a new leader takes over when the old one stops.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import psycopg
from aiohttp import web
from apscheduler.schedulers.asyncio import AsyncIOScheduler

from kernel.db import psycopg_conninfo
from kernel.plugins import Plugin, PluginRegistry

log = logging.getLogger(__name__)
LOCK_KEY = 7270002
RETRY_SECONDS = 10.0


@dataclass(frozen=True)
class Job:
    """A periodic job: ``func(app)`` every ``seconds`` or on a ``cron`` expression."""

    id: str
    func: Callable[[Any], Awaitable[None]]
    seconds: float | None = None
    cron: str | None = None
    timeout: float = 60.0


class Leader:
    def __init__(self, database_url: str, var_dir: Path) -> None:
        self.url = database_url
        self.lock_path = var_dir / "scheduler.lock"
        self.is_leader = False
        self._conn: psycopg.AsyncConnection[Any] | None = None
        self._file: IO[str] | None = None

    async def try_acquire(self) -> bool:
        if self.is_leader:
            return True
        if self.url.startswith("sqlite"):
            self.lock_path.parent.mkdir(parents=True, exist_ok=True)
            handle = self.lock_path.open("w")
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                handle.close()
                return False
            self._file = handle
        else:
            conninfo = psycopg_conninfo(self.url)
            conn = await psycopg.AsyncConnection.connect(conninfo, autocommit=True)
            cur = await conn.execute("SELECT pg_try_advisory_lock(%s)", (LOCK_KEY,))
            row = await cur.fetchone()
            if not (row and row[0]):
                await conn.close()
                return False
            self._conn = conn
        self.is_leader = True
        return True

    async def release(self) -> None:
        if self._file is not None:
            fcntl.flock(self._file, fcntl.LOCK_UN)
            self._file.close()
            self._file = None
        if self._conn is not None:
            await self._conn.close()
            self._conn = None
        self.is_leader = False


class Scheduler:
    def __init__(self, registry: PluginRegistry, leader: Leader, app: Any) -> None:
        self.registry = registry
        self.leader = leader
        self.app = app
        self.jobs: dict[str, tuple[Plugin, Job]] = {}
        self._aps = AsyncIOScheduler()
        self._retry: asyncio.Task[None] | None = None
        for plugin, jobs in registry.declared("tresen_scheduled_jobs"):
            for job in jobs:
                key = f"{plugin.id}.{job.id}"
                if key in self.jobs:
                    raise ValueError(f"duplicate job {key}")
                self.jobs[key] = (plugin, job)

    async def run(self, key: str) -> bool:
        """Run one job now through the gate; True when it ran (and did not fail)."""
        plugin, job = self.jobs[key]
        if not self.leader.is_leader or not self.registry.is_enabled(plugin.id):
            return False
        try:
            await asyncio.wait_for(job.func(self.app), job.timeout)
        except TimeoutError:
            self.registry.failed(plugin, f"job {job.id} exceeded {job.timeout}s")
            return False
        except Exception as exc:
            self.registry.failed(plugin, f"job {job.id} raised {exc!r}", exc)
            return False
        return True

    async def start(self) -> None:
        from apscheduler.triggers.cron import CronTrigger
        from apscheduler.triggers.interval import IntervalTrigger

        for key, (_plugin, job) in self.jobs.items():
            trigger = (
                CronTrigger.from_crontab(job.cron)
                if job.cron
                else IntervalTrigger(seconds=job.seconds or 60)
            )
            self._aps.add_job(
                self.run,
                trigger,
                args=[key],
                id=key,
                max_instances=1,
                coalesce=True,
                misfire_grace_time=30,
            )
        if self.jobs:
            await self.leader.try_acquire()
            self._aps.start()
            if not self.leader.is_leader:
                self._retry = asyncio.create_task(self._campaign())

    async def _campaign(self) -> None:
        while True:
            if await self.leader.try_acquire():
                return
            await asyncio.sleep(RETRY_SECONDS)

    async def stop(self) -> None:
        if self._retry is not None:
            self._retry.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._retry
        if self._aps.running:
            self._aps.shutdown(wait=False)
        await self.leader.release()


SCHEDULER: web.AppKey[Scheduler] = web.AppKey("scheduler")
