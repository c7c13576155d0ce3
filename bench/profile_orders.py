"""Profile order creation (or ``--get PATH``) in-process: a fresh database seeded like
``bench/api.py``, the app behind aiohttp's test server, ``--orders`` sequential requests
(``POST /api/orders``, 5 items, cash) under cProfile. Wall-clock-free: read the call
counts, or run it under ``valgrind --tool=callgrind --trace-children=no`` and compare the
instruction counts of two ``--orders`` values (their difference is the orders' share).

    .venv/bin/python bench/profile_orders.py [--db URL] [--orders 300] [--no-profile]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import os
import pstats
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from aiohttp.test_utils import TestClient, TestServer

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from api import reset_database, seed  # noqa: E402


async def main(
    db: str | None,
    orders: int,
    profile: bool,
    out: Path | None,
    products: int,
    get: str | None,
) -> None:
    tmp = Path(tempfile.mkdtemp(prefix="tresen-profile-"))
    if db:
        reset_database(db)
    os.environ.update(
        {
            "DATABASE_URL": db or f"sqlite+aiosqlite:///{tmp / 'bench.db'}",
            "TRESEN_VAR_DIR": str(tmp),
            "TRESEN_SECRET_KEY": "bench",
            "TRESEN_SMTP_PORT": "1",
        }
    )
    cli = [sys.executable, "-m", "kernel.cli"]
    run = {"check": True, "capture_output": True, "cwd": ROOT}
    subprocess.run([*cli, "db", "upgrade"], **run)  # type: ignore[call-overload]
    user = ["user", "create", "bench@example.com", "--password", "bench-bench"]
    subprocess.run([*cli, *user, "--username", "bench"], **run)  # type: ignore[call-overload]

    from kernel.app import create_app
    from kernel.settings import Settings

    client = TestClient(TestServer(create_app(Settings().resolved()), port=0))
    await client.start_server()
    try:
        base = str(client.make_url("")).rstrip("/")
        world = await seed(base, products)
        body = json.dumps(
            {
                "branch": {"id": world["branch"]},
                "salutation": "Frau",
                "firstName": "A",
                "lastName": "B",
                "paymentMethod": "cash",
                "legalInstructions": True,
                "privacyPolicy": True,
                "items": [{"productId": p, "amount": 1} for p in world["products"][:5]],
            }
        ).encode()
        headers = {"Content-Type": "application/json"}

        async def read() -> None:
            assert get is not None
            async with client.session.get(base + get, headers={"Accept": "text/html"}) as r:
                await r.read()
                assert r.status == 200, r.status

        async def one() -> None:
            if get is not None:
                return await read()
            async with client.session.post(base + "/api/orders", data=body, headers=headers) as r:
                await r.read()
                assert r.status == 201, (r.status, await r.text())

        for _ in range(min(20, orders)):  # warm the caches (offer, config)
            await one()
        profiler = cProfile.Profile() if profile else None
        started, cpu = time.perf_counter(), time.process_time()
        if profiler:
            profiler.enable()
        for _ in range(orders):
            await one()
        if profiler:
            profiler.disable()
        took, cpu = time.perf_counter() - started, time.process_time() - cpu
        print(
            f"{orders} orders in {took:.2f} s: {took / orders * 1000:.2f} ms each, "
            f"process CPU {cpu / orders * 1000:.2f} ms each (server, client and threads)"
        )
        if profiler:
            if out:
                profiler.dump_stats(out)
            stats = pstats.Stats(profiler).sort_stats("cumulative")
            stats.print_stats(60)
            stats.sort_stats("tottime").print_stats(40)
    finally:
        await client.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--db")
    parser.add_argument("--orders", type=int, default=300)
    parser.add_argument("--no-profile", action="store_true")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--products", type=int, default=300)
    parser.add_argument("--get", help="profile GET requests of this path instead (/api/init)")
    args = parser.parse_args()
    asyncio.run(main(args.db, args.orders, not args.no_profile, args.out, args.products, args.get))
