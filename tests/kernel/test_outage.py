"""Database failure under load, against a throwaway PostgreSQL cluster the test starts,
stops and freezes itself: 503 with Retry-After and the German envelope, bounded waits,
a few log lines instead of a traceback per request, readiness follows the database,
recovery by itself, and every acknowledged order is kept (retries add none twice)."""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from collections import Counter
from typing import Any

import pytest
from sqlalchemy import create_engine, func, select

from domains.orders.models import Order
from domains.orders.service import scoped_key
from kernel import migrate
from kernel.app import create_app
from kernel.db import sync_url
from kernel.settings import Settings
from tests.conftest import BACKEND, Api, ClientFactory, installed
from tests.domains.orders.shop import Shop, build_shop
from tests.pg_cluster import Cluster, throwaway_cluster

pytestmark = [
    pytest.mark.skipif(BACKEND != "pg", reason="PostgreSQL outages: the pg run"),
    pytest.mark.serial,  # bounded waits under load: alone in a parallel run
    pytest.mark.database,
]

WRITERS = 8
REQUEST_TIMEOUT = 3.0


@pytest.fixture
def cluster() -> Any:
    with throwaway_cluster() as c:
        migrate.upgrade(c.url, installed())
        yield c


class Load:
    """``WRITERS`` clients placing orders with Idempotency-Keys as fast as answered."""

    def __init__(self, shop: Shop) -> None:
        self.shop = shop
        self.results: list[tuple[float, str, int, float, dict[str, Any]]] = []
        self.running = True

    async def writer(self) -> None:
        while self.running:
            key = str(uuid.uuid4())
            started = time.monotonic()
            resp = await self.shop.customer.client.post(
                "/api/orders",
                json=self.shop.order(),
                headers={"Idempotency-Key": key},
            )
            body = await resp.json()
            answer = {"body": body, "retry": resp.headers.get("Retry-After")}
            self.results.append((started, key, resp.status, time.monotonic() - started, answer))
            if resp.status == 503:
                await asyncio.sleep(0.2)

    async def recovered(self, since: float, within: float = 20.0) -> bool:
        """Whether an order started after ``since`` succeeds within ``within`` seconds."""
        deadline = time.monotonic() + within
        while time.monotonic() < deadline:
            if any(at >= since and status == 201 for at, _k, status, _d, _a in self.results):
                return True
            await asyncio.sleep(0.1)
        return False

    def between(self, start: float, end: float) -> list[tuple[int, float]]:
        return [(status, took) for at, _k, status, took, _a in self.results if start <= at < end]


def _warnings(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    """Warnings and errors, but not the mails this test's SMTP port refuses."""
    return [r for r in caplog.records if r.levelno >= logging.WARNING and r.name != "kernel.mail"]


async def _probe(api: Api, path: str) -> int:
    resp = await api.client.get(path)
    return resp.status


async def test_outage_and_freeze_answer_503_quickly_and_lose_nothing(
    cluster: Cluster,
    make_api: ClientFactory,
    settings: Settings,
    caplog: pytest.LogCaptureFixture,
) -> None:
    app = create_app(
        settings.model_copy(
            update={
                "database_url": cluster.url,
                "db_connect_timeout": 1.0,
                "db_statement_timeout": 2.0,
                "db_pool_timeout": 1.0,
                "request_timeout": REQUEST_TIMEOUT,
                "retry_after": 2,
            }
        )
    )
    shop = await build_shop(lambda: make_api(app), cluster.url)  # type: ignore[arg-type]
    probe = await make_api(app)
    load = Load(shop)
    caplog.set_level(logging.WARNING)
    writers = [asyncio.create_task(load.writer()) for _ in range(WRITERS)]
    t0 = time.monotonic()
    await asyncio.sleep(2)

    # Stopped: connections refused.
    caplog.clear()
    stopped = time.monotonic()
    await asyncio.to_thread(cluster.stop)
    await asyncio.sleep(4)
    during_stop = (await _probe(probe, "/readyz"), await _probe(probe, "/healthz"))
    await asyncio.to_thread(cluster.start)
    restarted = time.monotonic()
    recovered_from_stop = await load.recovered(since=restarted)
    stop_logs = _warnings(caplog)

    # Frozen: connections open, nothing answers.
    caplog.clear()
    await asyncio.to_thread(cluster.freeze)
    frozen = time.monotonic()
    await asyncio.sleep(6)
    during_freeze = (await _probe(probe, "/readyz"), await _probe(probe, "/healthz"))
    await asyncio.to_thread(cluster.thaw)
    thawed = time.monotonic()
    recovered_from_freeze = await load.recovered(since=thawed)
    freeze_logs = _warnings(caplog)
    load.running = False
    await asyncio.gather(*writers)
    after = await _probe(probe, "/readyz")

    statuses = Counter(status for _t, _k, status, _d, _a in load.results)
    print(f"\noutage: {len(load.results)} orders in {time.monotonic() - t0:.1f} s: {statuses}")
    print(f"stop: {len(stop_logs)} log lines; freeze: {len(freeze_logs)} log lines")
    assert set(statuses) <= {201, 503}, statuses
    for _t, _k, status, _d, answer in load.results:
        if status == 503:
            assert answer["retry"] == "2"
            assert answer["body"]["errors"][0]["message"].startswith("Der Dienst ist vorüber")
    # Refused connections answer at once; a frozen database within the request deadline.
    stop_waits = [took for status, took in load.between(stopped, restarted) if status == 503]
    freeze_waits = [took for _s, took in load.between(frozen, thawed)]
    print(f"longest wait: stopped {max(stop_waits):.2f} s, frozen {max(freeze_waits):.2f} s")
    assert stop_waits and max(stop_waits) < REQUEST_TIMEOUT
    assert max(freeze_waits) < REQUEST_TIMEOUT + 1.0
    # Health follows the database; liveness does not.
    assert during_stop == (503, 200) and during_freeze == (503, 200) and after == 200
    # Recovery by itself: orders succeed again after each outage.
    assert recovered_from_stop and recovered_from_freeze
    # A few lines per outage, no traceback per request.
    for records in (stop_logs, freeze_logs):
        assert len(records) <= 25, [r.getMessage() for r in records]
        assert not [r for r in records if r.exc_info], [r.getMessage() for r in records]
    print("\n".join(r.getMessage() for r in stop_logs + freeze_logs))

    # Nothing acknowledged is lost; retrying what got a 503 adds no order twice.
    acknowledged = {key for _t, key, status, _d, _a in load.results if status == 201}
    retried = [key for _t, key, status, _d, _a in load.results if status == 503][:20]
    for key in retried:
        resp = await shop.customer.client.post(
            "/api/orders",
            json=shop.order(),
            headers={"Idempotency-Key": key},
        )
        assert resp.status in (200, 201)
        acknowledged.add(key)
    engine = create_engine(sync_url(cluster.url))
    try:
        with engine.connect() as conn:
            stored = set(conn.scalars(select(Order.idempotency_key)))
            count = conn.scalar(select(func.count()).select_from(Order))
    finally:
        engine.dispose()
    assert {scoped_key("client:127.0.0.1", key) for key in acknowledged} <= stored
    assert count == len(stored)
