"""Flags reach every worker process within a second, without a restart."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import aiohttp
import pytest

from tests.conftest import ADMIN_PASSWORD, add_user, free_port
from tests.sample_plugins import EXTRA_PLUGINS

ROOT = Path(__file__).resolve().parents[2]


async def wait_up(base: str, proc: subprocess.Popen[bytes]) -> None:
    async with aiohttp.ClientSession() as http:
        for _ in range(150):
            if proc.poll() is not None:
                raise RuntimeError(f"server exited with {proc.returncode}")
            try:
                async with http.get(base + "/api/init") as resp:
                    if resp.status == 200:
                        return
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.1)
    raise RuntimeError("server did not start")


@pytest.fixture
async def serve(db_url: str, tmp_path: Path) -> AsyncIterator[Callable[..., object]]:
    procs: list[subprocess.Popen[bytes]] = []
    env = {
        **os.environ,
        "DATABASE_URL": db_url,
        "TRESEN_VAR_DIR": str(tmp_path),
        "TRESEN_SECRET_KEY": "k",
        "TRESEN_EXTRA_PLUGINS": EXTRA_PLUGINS,
        "PYTHONPATH": str(ROOT),
    }

    log = (tmp_path / "servers.log").open("wb")  # a file, not a pipe: a full pipe blocks

    async def start(workers: int) -> str:
        port = free_port()
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "kernel.cli",
                "serve",
                "--port",
                str(port),
                "--workers",
                str(workers),
            ],
            env=env,
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        procs.append(proc)
        base = f"http://127.0.0.1:{port}"
        await wait_up(base, proc)
        return base

    yield start
    for proc in procs:
        proc.terminate()
    for proc in procs:
        proc.wait(10)
    log.close()


async def test_flag_flipped_on_one_server_is_honoured_by_all_workers_of_another(
    serve: Callable[..., object], db_url: str
) -> None:
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    a = await serve(2)  # type: ignore[misc]
    b = await serve(1)  # type: ignore[misc]
    # New connection per request, so SO_REUSEPORT spreads them over a's two workers.
    connector = aiohttp.TCPConnector(force_close=True)
    async with (
        aiohttp.ClientSession(connector=connector) as fresh,
        aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as staff,
    ):
        for _ in range(6):
            async with fresh.get(a + "/api/sample") as resp:
                assert resp.status == 404
        async with staff.post(
            b + "/api/login", json={"username": "admin", "password": ADMIN_PASSWORD}
        ) as resp:
            assert resp.status == 200
        token = next(c.value for c in staff.cookie_jar if c.key == "XSRF-TOKEN")
        async with staff.post(
            b + "/api/config", json={"enablePluginSample": True}, headers={"X-XSRF-TOKEN": token}
        ) as resp:
            assert resp.status == 200, await resp.text()
        flipped = time.monotonic()
        consecutive = 0
        while consecutive < 6:  # six in a row on fresh connections: both workers agree
            async with fresh.get(a + "/api/sample") as resp:
                consecutive = consecutive + 1 if resp.status == 200 else 0
            assert time.monotonic() - flipped < 1.0, "flag not honoured within 1 s"
