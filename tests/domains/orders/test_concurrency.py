"""200 concurrent orders over two worker processes: gapless, unique tickets; one order per key."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest
from sqlalchemy import select

from domains.orders.models import Order
from domains.orders.service import scoped_key
from kernel.db import Database
from kernel.testing import limits
from tests.conftest import ClientFactory, free_port
from tests.domains.orders.shop import build_shop
from tests.kernel.test_workers import wait_up
from tests.sample_plugins import EXTRA_PLUGINS

pytestmark = pytest.mark.database  # concurrent writers, unique tickets

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.serial  # 200 concurrent orders against two server processes
async def test_concurrent_orders_over_two_workers(
    make_api: ClientFactory, db_url: str, tmp_path: Path
) -> None:
    shop = await build_shop(make_api, db_url)
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": db_url,
        "TRESEN_VAR_DIR": str(tmp_path),
        "TRESEN_SECRET_KEY": "k",
        "TRESEN_EXTRA_PLUGINS": EXTRA_PLUGINS,
        "PYTHONPATH": str(ROOT),
        "TRESEN_SMTP_PORT": "1",
        **limits.ENV,  # the anonymous order limits are not what this test is about
    }
    with (tmp_path / "server.log").open("wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "kernel.cli", "serve", "--port", str(port), "--workers", "2"],
            env=env,
            cwd=ROOT,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        try:
            base = f"http://127.0.0.1:{port}"
            await wait_up(base, proc)
            keys = [f"retry-{i}" for i in range(10)]
            # 180 distinct orders plus 10 keys sent twice each, all at once. Overloaded,
            # the server sheds load with 503 + Retry-After; clients retry with their key.
            requests = [(f"order-{i}", i) for i in range(180)]
            requests += [(k, i) for i in range(2) for k in keys]
            connector = aiohttp.TCPConnector(limit=200, force_close=True)
            async with aiohttp.ClientSession(connector=connector) as http:

                async def place(key: str, n: int) -> tuple[int, dict[str, object]]:
                    headers = {"Idempotency-Key": key}
                    body = shop.order(comment=key if key.startswith("retry") else f"order {n}")
                    for _ in range(20):
                        async with http.post(
                            base + "/api/orders", json=body, headers=headers
                        ) as resp:
                            if resp.status != 503:
                                return resp.status, await resp.json()
                            await asyncio.sleep(float(resp.headers["Retry-After"]))
                    raise AssertionError(f"{key}: still 503 after 20 tries")

                results = await asyncio.gather(*(place(k, n) for k, n in requests))
        finally:
            proc.terminate()
            proc.wait(10)
    statuses = sorted({status for status, _ in results})
    assert set(statuses) <= {200, 201}, [b for s, b in results if s not in (200, 201)][:3]
    answered = {body["data"]["uid"] for _, body in results}  # type: ignore[index]
    db = Database(db_url)
    async with db.session() as s:
        rows = (
            await s.execute(
                select(Order.uid, Order.ticket_number, Order.idempotency_key).where(
                    Order.branch_id == shop.ids["wien"]
                )
            )
        ).all()
    await db.dispose()
    assert len(rows) == 190
    assert {uid for uid, _, _ in rows} == answered  # every answer has its row
    tickets = sorted(number for _, number, _ in rows)
    assert tickets == list(range(1, 191))  # no duplicates, no gaps
    sent = {key for key, _ in requests}
    scoped = [scoped_key("client:127.0.0.1", key) for key in sent]  # stored as scoped
    assert sorted(key for _, _, key in rows if key) == sorted(scoped)
