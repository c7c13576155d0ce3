"""``tresen serve --workers N``: N processes share the port (SO_REUSEPORT); this parent
watches them.

A worker that dies (a crash, the OOM killer, ``kill -9``) is reaped and started again,
logged, with a back-off that grows while the same slot keeps dying (0.5 s doubling to
30 s; a worker that lived a minute starts the count afresh), so a worker that cannot
start (database down at boot) does not spin. SIGTERM or SIGINT stops them gracefully:
each worker stops accepting, finishes its in-flight requests (aiohttp's graceful
shutdown) and exits; one that takes longer than ``STOP_TIMEOUT`` is killed.
"""

from __future__ import annotations

import logging
import multiprocessing
import signal
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import wait
from multiprocessing.process import BaseProcess
from typing import Any

log = logging.getLogger(__name__)

FIRST_DELAY = 0.5
MAX_DELAY = 30.0
STABLE_AFTER = 60.0  # seconds alive after which a crash counts as the first again
STOP_TIMEOUT = 70.0  # aiohttp's graceful shutdown waits up to 60 s for in-flight requests


@dataclass
class Slot:
    """One worker place: its current process and its recent crashes."""

    number: int
    process: BaseProcess | None = None
    started: float = 0.0
    crashes: int = 0
    restart_at: float | None = None


@dataclass
class Supervisor:
    target: Callable[..., None]
    args: tuple[Any, ...]
    workers: int
    slots: list[Slot] = field(default_factory=list)
    stopping: bool = False

    def __post_init__(self) -> None:
        self.ctx = multiprocessing.get_context("spawn")
        self.slots = [Slot(n) for n in range(1, self.workers + 1)]

    def run(self) -> None:
        signal.signal(signal.SIGTERM, self._stop)
        signal.signal(signal.SIGINT, self._stop)
        for slot in self.slots:
            self._start(slot)
        while not self.stopping:
            self._watch()
        self._shutdown()

    def _start(self, slot: Slot) -> None:
        process = self.ctx.Process(target=self.target, args=self.args, daemon=False)
        process.start()
        slot.process, slot.started, slot.restart_at = process, time.monotonic(), None
        log.info("worker %d started (pid %s)", slot.number, process.pid)

    def _watch(self) -> None:
        """Wait for a worker to end or a restart to come due; reap and schedule."""
        now = time.monotonic()
        due = [s.restart_at for s in self.slots if s.restart_at is not None]
        timeout = max(0.0, min(due) - now) if due else 1.0
        alive = [s.process.sentinel for s in self.slots if s.process is not None]
        wait(alive, timeout=min(timeout, 1.0))
        now = time.monotonic()
        for slot in self.slots:
            process = slot.process
            if process is not None and not process.is_alive():  # is_alive() reaps it
                process.join()
                slot.process = None
                if self.stopping:
                    continue
                lived = now - slot.started
                slot.crashes = 1 if lived >= STABLE_AFTER else slot.crashes + 1
                delay = min(MAX_DELAY, FIRST_DELAY * 2 ** (slot.crashes - 1))
                slot.restart_at = now + delay
                log.error(
                    "worker %d (pid %s) exited with code %s after %.1f s; restarting in %.1f s",
                    slot.number,
                    process.pid,
                    process.exitcode,
                    lived,
                    delay,
                )
            ready = slot.restart_at is not None and now >= slot.restart_at
            if slot.process is None and ready and not self.stopping:
                self._start(slot)

    def _stop(self, signum: int, _frame: Any) -> None:
        self.stopping = True

    def _shutdown(self) -> None:
        """Ask every worker to finish (SIGTERM), wait, then kill what is left."""
        running = [s.process for s in self.slots if s.process is not None]
        log.info("stopping %d workers", len(running))
        for process in running:
            if process.is_alive() and process.pid is not None:
                process.terminate()
        deadline = time.monotonic() + STOP_TIMEOUT
        for process in running:
            process.join(max(0.0, deadline - time.monotonic()))
            if process.is_alive():
                log.warning("worker pid %s did not stop in time; killing it", process.pid)
                process.kill()
                process.join()
