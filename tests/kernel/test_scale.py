"""Two ``tresen serve`` processes on one PostgreSQL database, as two machines behind one
load balancer: orders split over both get unique tickets and none is lost, a flag flipped
on one is honoured by the other within a second, a scheduled job runs on one only."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from sqlalchemy import select

from domains.orders.models import Order
from kernel.db import Database
from kernel.testing import limits
from tests.conftest import ADMIN_PASSWORD, BACKEND, ClientFactory, free_port
from tests.domains.orders.shop import Shop, build_shop
from tests.kernel.test_workers import FLAG_SECONDS, wait_up
from tests.sample_plugins import EXTRA_PLUGINS
from tests.sample_plugins.leader_probe import LOG_NAME

pytestmark = [
    pytest.mark.skipif(BACKEND != "pg", reason="two servers on one PostgreSQL: the pg run"),
    pytest.mark.serial,  # two servers under load, and "within 1 s"
    pytest.mark.database,
]
ROOT = Path(__file__).resolve().parents[2]
PLUGINS = EXTRA_PLUGINS + ",tests.sample_plugins.leader_probe"


@dataclass
class Pair:
    shop: Shop
    bases: list[str]
    procs: list[subprocess.Popen[bytes]]
    var: Path
    log: Path

    def output(self) -> str:
        return self.log.read_text(errors="replace")[-4000:]


@pytest.fixture
async def pair(make_api: ClientFactory, db_url: str, tmp_path: Path) -> AsyncIterator[Pair]:
    shop = await build_shop(make_api, db_url)  # signs in "admin"
    var = tmp_path / "var"  # shared, as a network file system would be
    var.mkdir()
    env = {
        **os.environ,
        "DATABASE_URL": db_url,
        "TRESEN_VAR_DIR": str(var),
        "TRESEN_SECRET_KEY": "same-on-both",
        "TRESEN_EXTRA_PLUGINS": PLUGINS,
        "TRESEN_SMTP_PORT": "1",
        "PYTHONPATH": str(ROOT),
        **limits.ENV,  # the anonymous order and upload limits are not what this is about
    }
    procs, bases = [], []
    with (tmp_path / "servers.log").open("wb") as log:  # a file: a full pipe blocks
        for _ in range(2):
            port = free_port()
            procs.append(
                subprocess.Popen(
                    [sys.executable, "-m", "kernel.cli", "serve", "--port", str(port)],
                    env=env,
                    cwd=ROOT,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
            )
            bases.append(f"http://127.0.0.1:{port}")
    try:
        for base, proc in zip(bases, procs, strict=True):
            await wait_up(base, proc)
        yield Pair(shop, bases, procs, var, tmp_path / "servers.log")
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait(30)
    output = (tmp_path / "servers.log").read_text(errors="replace")
    assert "unhandled error" not in output, output[-4000:]


async def sign_in(http: aiohttp.ClientSession, base: str) -> dict[str, str]:
    async with http.post(
        base + "/api/login", json={"username": "admin", "password": ADMIN_PASSWORD}
    ) as resp:
        assert resp.status == 200, await resp.text()
    token = next(c.value for c in http.cookie_jar if c.key == "XSRF-TOKEN")
    return {"X-XSRF-TOKEN": token}


async def set_config(
    http: aiohttp.ClientSession, base: str, headers: dict[str, str], flags: dict[str, Any]
) -> None:
    async with http.post(
        base + "/api/config", json=flags, headers={**headers, "Origin": base}
    ) as resp:
        assert resp.status == 200, await resp.text()


async def test_orders_split_over_two_servers_get_unique_tickets_and_none_is_lost(
    pair: Pair, db_url: str
) -> None:
    connector = aiohttp.TCPConnector(limit=200, force_close=True)
    async with aiohttp.ClientSession(connector=connector) as http:

        async def place(n: int) -> tuple[int, Any]:
            base = pair.bases[n % 2]
            headers = {"Idempotency-Key": f"scale-{n}"}
            body = pair.shop.order(comment=f"order {n}")
            for _ in range(30):  # an overloaded server sheds load: 503 + Retry-After
                async with http.post(base + "/api/orders", json=body, headers=headers) as resp:
                    if resp.status != 503:
                        return resp.status, await resp.json()
                    await asyncio.sleep(float(resp.headers["Retry-After"]))
            raise AssertionError(f"order {n}: still 503 after 30 tries")

        results = await asyncio.gather(*(place(n) for n in range(200)))
    assert [s for s, _ in results] == [201] * 200, [b for s, b in results if s != 201][:3]
    db = Database(db_url)
    try:
        async with db.session() as s:
            rows = (await s.execute(select(Order.uid, Order.ticket_number))).all()
    finally:
        await db.dispose()
    assert len(rows) == 200
    assert {uid for uid, _ in rows} == {body["data"]["uid"] for _, body in results}
    assert sorted(number for _, number in rows) == list(range(1, 201))  # unique, no gap


async def test_a_flag_flipped_on_one_server_is_honoured_by_the_other_promptly(
    pair: Pair,
) -> None:
    a, b = pair.bases
    jar = aiohttp.CookieJar(unsafe=True)  # one session, valid on both servers
    async with aiohttp.ClientSession(cookie_jar=jar) as staff, aiohttp.ClientSession() as anon:

        async def honoured(base: str, status: int) -> float:
            started = time.monotonic()
            while True:
                async with anon.get(base + "/api/sample") as resp:
                    if resp.status == status:
                        return time.monotonic() - started
                took = time.monotonic() - started
                assert took < FLAG_SECONDS, f"{base}: not {status} within {FLAG_SECONDS} s"
                await asyncio.sleep(0.02)

        headers = await sign_in(staff, a)
        assert await honoured(b, 404) < FLAG_SECONDS
        await set_config(staff, a, headers, {"enablePluginSample": True})
        await honoured(b, 200)
        await set_config(staff, b, headers, {"enablePluginSample": False})
        await honoured(a, 404)


async def test_a_scheduled_job_runs_on_one_server_only(pair: Pair) -> None:
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as staff:
        headers = await sign_in(staff, pair.bases[0])
        await set_config(staff, pair.bases[0], headers, {"enablePluginLeaderProbe": True})
    log = pair.var / LOG_NAME
    for _ in range(300):  # every 0.2 s on the leader: 10 runs take about 2 s
        if log.exists() and len(log.read_text().split()) >= 10:
            break
        await asyncio.sleep(0.1)
    runs = log.read_text().split() if log.exists() else []
    assert len(runs) >= 10, pair.output()
    server_pids = {str(proc.pid) for proc in pair.procs}
    assert set(runs) <= server_pids
    assert len(set(runs)) == 1, "the job ran on both servers"
