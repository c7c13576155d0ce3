"""Fire-and-forget work after a response (e-mails, SMS), awaited when the app stops."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

from aiohttp import web

from kernel.failures import LogThrottle
from kernel.outages import unavailable

log = logging.getLogger(__name__)


class Background:
    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[Any]] = set()
        self.failures = LogThrottle(log)

    def spawn(self, work: Coroutine[Any, Any, Any], name: str) -> None:
        task = asyncio.create_task(work, name=name)
        self._tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if task.cancelled() or (exc := task.exception()) is None:
            return
        outage = unavailable(exc)
        if outage is None:
            log.error("background task %s failed", task.get_name(), exc_info=exc)
        else:  # the database is down: one line per interval, the outage is reported anyway
            self.failures.warning(
                f"db:{outage}", "background task %s failed: database unavailable", task.get_name()
            )

    async def drain(self) -> None:
        """Wait (up to 10 s) for pending work: at shutdown, and in tests."""
        if self._tasks:
            await asyncio.wait(list(self._tasks), timeout=10)


BACKGROUND: web.AppKey[Background] = web.AppKey("background")
