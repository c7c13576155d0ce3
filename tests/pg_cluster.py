"""A throwaway PostgreSQL cluster a test starts, stops and freezes itself (never the
shared server): ``initdb`` into a temporary directory, its own port and socket."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import free_port

BIN_DIRS = sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)


def _tool(name: str) -> str | None:
    for directory in BIN_DIRS:
        if (directory / name).exists():
            return str(directory / name)
    return shutil.which(name)


class Cluster:
    """``start()``, ``stop()`` (fast shutdown: clients are refused), ``freeze()`` (SIGSTOP
    to every server process: connections stay open and nothing answers), ``thaw()``."""

    def __init__(self, root: Path) -> None:
        initdb, self.pg_ctl = _tool("initdb"), _tool("pg_ctl")
        if initdb is None or self.pg_ctl is None:
            pytest.skip("initdb/pg_ctl not installed")
        self.root = root
        self.data = root / "data"
        self.port = free_port()
        self.url = f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/postgres"
        # initdb refuses to run as root: run the cluster as the postgres user then.
        self.as_user = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        if self.as_user:
            shutil.chown(root, "postgres")
        self._run(initdb, "-D", str(self.data), "-A", "trust", "-U", "postgres", "-E", "UTF8")
        self.frozen: list[int] = []

    def _run(self, *args: str) -> None:
        subprocess.run([*self.as_user, *args], check=True, capture_output=True, timeout=60)

    def start(self) -> None:
        options = f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._run(
            self.pg_ctl, "-D", str(self.data), "-o", options, "-l", str(self.root / "log"),
            "-w", "start",
        )  # fmt: skip

    def stop(self) -> None:
        self._run(self.pg_ctl, "-D", str(self.data), "-m", "fast", "-w", "stop")

    def _pids(self) -> list[int]:
        main = int((self.data / "postmaster.pid").read_text().split()[0])
        children = subprocess.run(
            ["pgrep", "-P", str(main)], capture_output=True, text=True, check=False
        ).stdout.split()
        return [main, *map(int, children)]

    def freeze(self) -> None:
        self.frozen = self._pids()
        for pid in self.frozen:
            os.kill(pid, signal.SIGSTOP)

    def thaw(self) -> None:
        for pid in self.frozen:
            os.kill(pid, signal.SIGCONT)
        self.frozen = []

    def destroy(self) -> None:
        if self.frozen:
            self.thaw()
        if (self.data / "postmaster.pid").exists():
            self._run(self.pg_ctl, "-D", str(self.data), "-m", "immediate", "-w", "stop")


@contextlib.contextmanager
def throwaway_cluster() -> Iterator[Cluster]:
    """A started cluster in a fresh directory (outside pytest's root-only temp tree, so
    the postgres user can reach it), removed afterwards."""
    root = Path(tempfile.mkdtemp(prefix="tresen-pg-"))
    try:
        cluster = Cluster(root)
        cluster.start()
        try:
            yield cluster
        finally:
            cluster.destroy()
    finally:
        shutil.rmtree(root, ignore_errors=True)
