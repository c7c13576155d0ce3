"""Sign-in timing for an existing account and an unknown name, with production argon2.

    python bench/login_timing.py [--rounds 40]

Runs the app in process on a fresh SQLite database behind a "proxy" (so every attempt can
come from its own address and no throttle interferes), interleaves wrong-password
attempts for ``anna`` (exists) and ``niemand`` (does not), and prints the median and the
90th percentile of each and their ratio as JSON. Never asserts: the tests prove the same
answers and the same work (tests/kernel/test_login_throttle.py); this shows the time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ["TRESEN_ARGON2_PROFILE"] = "RFC_9106_LOW_MEMORY"  # what production uses
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from aiohttp.test_utils import TestClient, TestServer

from kernel import migrate
from kernel.app import create_app
from kernel.auth.models import User
from kernel.auth.passwords import hash_password
from kernel.db import Database
from kernel.plugins import discover
from kernel.settings import Settings


async def main(rounds: int) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite+aiosqlite:///{tmp}/bench.db"
        migrate.upgrade(url, discover())
        db = Database(url)
        async with db.transaction() as s:
            s.add(User(username="anna", email="anna@example.com", roles=["ROLE_ADMIN"],
                       branch_ids=[], password_hash=hash_password("richtig-123")))  # fmt: skip
        await db.dispose()
        settings = Settings(database_url=url, var_dir=Path(tmp), secret_key="bench",
                            scheduler=False, trusted_proxies="127.0.0.1")  # fmt: skip
        client = TestClient(TestServer(create_app(settings)))
        await client.start_server()
        times: dict[str, list[float]] = {"existing": [], "unknown": []}
        try:
            for number in range(rounds):
                for kind, name in (("existing", "anna"), ("unknown", "niemand")):
                    address = f"10.{number // 250}.{number % 250}.{1 if kind == 'existing' else 2}"
                    started = time.perf_counter()
                    resp = await client.post(
                        "/api/login",
                        json={"username": name, "password": "falsch"},
                        headers={"X-Forwarded-For": address},
                    )
                    await resp.read()
                    assert resp.status == 401
                    times[kind].append(time.perf_counter() - started)
        finally:
            await client.close()
    median = {k: statistics.median(v[2:]) * 1000 for k, v in times.items()}
    p90 = {k: statistics.quantiles(v[2:], n=10)[-1] * 1000 for k, v in times.items()}
    return {
        "rounds": rounds,
        "median_ms": {k: round(v, 1) for k, v in median.items()},
        "p90_ms": {k: round(v, 1) for k, v in p90.items()},
        "unknown_over_existing": round(median["unknown"] / median["existing"], 3),
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=40)
    print(json.dumps(asyncio.run(main(parser.parse_args().rounds)), indent=2))
