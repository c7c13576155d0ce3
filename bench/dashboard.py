"""The statistics of 000 §7 at the size of a year of business, on PostgreSQL.

    python bench/dashboard.py [--db postgresql+psycopg://…] [--views 1000000]
                              [--orders 100000] [--repeat 3] [--root PATH]

Builds a fresh PostgreSQL database (its public schema is dropped and recreated) with the
bench shop of ``bench/api.py`` (one branch, a menu), places one order through the API
and clones it into ``--orders`` orders spread over the year 2025-12-01 … 2026-11-30
(one in ten cancelled), and writes ``--views`` analytics-log rows over the same year
(page views with ~30 paths, referrers, four browsers on three systems, screen data; one
in five an event; about a third as many daily visitor pseudonyms as rows), both in the
order of time, as a log and orders are written. Then starts
``tresen serve`` and asks every statistic for one month (October 2026, 31 days, with
the end of summer time) ``--repeat`` times as an admin; prints the median and worst
time per statistic, and the same for the whole year. ``--root`` runs the kernel of another
checkout (for before/after figures). Prints JSON; never asserts.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics as stats
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp
import psycopg
from api import PYTHON, ROOT, free_port, pinned, reset_database, seed, wait_up

from plugins.measuring.statistics.compute import STATISTICS

MONTH = "from=2026-10-01&to=2026-10-31"
YEAR = "from=2025-12-01&to=2026-11-30"
START = "2025-12-01 00:00:00+01"

AGENTS = (
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/131.0.0.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
)

ANALYTICS = """
INSERT INTO analytics_logs (created_at, type, action, category, visitor, data)
SELECT
    timestamptz '{start}' + (n + random()) * interval '365 days' / {count},
    CASE WHEN n % 5 = 0 THEN 'event' ELSE 'pageview' END,
    CASE WHEN n % 5 = 0 THEN (ARRAY['addToCart', 'initiateCheckout', 'purchase'])[1 + n % 3]
         ELSE '/' || (ARRAY['', 'store/bench', 'site/ueber-uns', 'kontakt', 'shop/catalog',
              'unser-holz/eiche', 'unser-holz/laerche', 'holzverarbeitung/terrasse',
              'site/privacy', 'status/x'])[1 + (n / 7) % 10] || CASE WHEN n % 3 = 0 THEN ''
              ELSE '/' || (n % 3)::text END
    END,
    CASE WHEN n % 5 = 0 THEN 'commerce' ELSE '' END,
    md5((n / 3)::text || 'visitor'),
    jsonb_build_object(
        'userAgent', (ARRAY[{agents}])[1 + (n / 3) % 4],
        'referrer', CASE WHEN n % 4 = 0 THEN 'https://www.google.com/search?q=holz'
                         WHEN n % 4 = 1 THEN 'https://www.instagram.com/' ELSE '' END,
        'screen', jsonb_build_object('width', (ARRAY[390, 1920, 1440, 768])[1 + (n / 3) % 4],
                                     'height', (ARRAY[844, 1080, 900, 1024])[1 + (n / 3) % 4]),
        'pixelRatio', (ARRAY[3, 1, 2, 2])[1 + (n / 3) % 4],
        'darkMode', (n / 3) % 3 = 0
    )
FROM generate_series(1, {count}) AS n
"""

ORDERS = """
INSERT INTO orders ({columns}, uid, status, ticket_date, ticket_number, created_at, updated_at)
SELECT {columns}, md5(n::text || 'order'),
       CASE WHEN n % 10 = 0 THEN 'canceled' ELSE 'completed' END,
       date '2025-12-01' + n, n, at, at
FROM orders AS template,
     generate_series(1, {count}) AS n,
     LATERAL (SELECT timestamptz '{start}' + (n + random()) * interval '365 days' / {count}
              AS at) AS t
WHERE template.uid = '{template}'
"""

KEPT = ("uid", "status", "ticket_date", "ticket_number", "created_at", "updated_at", "id")
KEPT_UNIQUE = ("idempotency_key",)


def load(url: str, views: int, orders: int, template: str) -> dict[str, float]:
    """Bulk rows straight into the tables (minutes through the API, seconds like this)."""
    conninfo = url.replace("postgresql+psycopg://", "postgresql://", 1)
    took: dict[str, float] = {}
    with psycopg.connect(conninfo, autocommit=True) as conn:
        names = [
            row[0]
            for row in conn.execute(
                "SELECT column_name FROM information_schema.columns WHERE table_name = 'orders'"
            )
        ]
        columns = ", ".join(n for n in names if n not in KEPT + KEPT_UNIQUE)
        begin = time.perf_counter()
        agents = ", ".join(f"'{agent}'" for agent in AGENTS)
        conn.execute(ANALYTICS.format(start=START, count=views, agents=agents).encode())
        took["analytics_rows_s"] = round(time.perf_counter() - begin, 1)
        begin = time.perf_counter()
        conn.execute(
            ORDERS.format(columns=columns, start=START, count=orders, template=template).encode()
        )
        took["order_rows_s"] = round(time.perf_counter() - begin, 1)
        conn.execute("ANALYZE")
    return took


async def place_order(base: str, world: dict[str, Any]) -> str:
    """One order through the API: the template of the clones."""
    async with aiohttp.ClientSession() as http:
        body = {
            "branch": {"id": world["branch"]},
            "salutation": "Frau",
            "firstName": "A",
            "lastName": "B",
            "paymentMethod": "cash",
            "legalInstructions": True,
            "privacyPolicy": True,
            "items": [
                {"productId": p, "amount": 1 + i} for i, p in enumerate(world["products"][:4])
            ],
        }
        async with http.post(base + "/api/orders", json=body, headers={"Origin": base}) as resp:
            answer = await resp.json()
            assert resp.status == 201, answer
            return str(answer["data"]["uid"])


async def timings(base: str, query: str, repeat: int) -> dict[str, dict[str, float]]:
    jar = aiohttp.CookieJar(unsafe=True)
    async with aiohttp.ClientSession(cookie_jar=jar) as http:
        token = next((c.value for c in http.cookie_jar if c.key == "XSRF-TOKEN"), "")
        login = {"username": "bench", "password": "bench-bench"}
        headers = {"X-XSRF-TOKEN": token, "Origin": base}
        async with http.post(base + "/api/login", json=login, headers=headers) as resp:
            assert resp.status == 200, await resp.text()
        out: dict[str, dict[str, float]] = {}
        for name in STATISTICS:
            times = []
            for _ in range(repeat):
                begin = time.perf_counter()
                async with http.get(f"{base}/api/statistics/{name}?{query}") as resp:
                    await resp.read()
                times.append((time.perf_counter() - begin) * 1000)
                if resp.status != 200:  # 503: the request's deadline passed
                    break
            out[name] = {"median_ms": round(stats.median(times), 1), "max_ms": round(max(times), 1)}
            if resp.status != 200:
                out[name]["status"] = resp.status
        return out


async def main(db: str, views: int, orders: int, repeat: int, root: Path) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix="tresen-dashboard-"))
    reset_database(db)
    env = {
        **os.environ,
        "DATABASE_URL": db,
        "TRESEN_VAR_DIR": str(tmp),
        "TRESEN_SECRET_KEY": "bench",
        "PYTHONPATH": str(root),
        "TRESEN_SMTP_PORT": "1",
    }
    cli = [PYTHON, "-m", "kernel.cli"]
    run = {"env": env, "check": True, "capture_output": True, "cwd": root}
    user = ["user", "create", "bench@example.com", "--password", "bench-bench"]
    subprocess.run([*cli, "db", "upgrade"], **run)  # type: ignore[call-overload]
    subprocess.run([*cli, *user, "--username", "bench"], **run)  # type: ignore[call-overload]
    port = free_port()
    log = (tmp / "server.log").open("wb")
    server = subprocess.Popen(
        pinned([*cli, "serve", "--port", str(port)], 0),
        env=env,
        cwd=root,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        base = f"http://127.0.0.1:{port}"
        await wait_up(base + "/api/config")
        world = await seed(base, 20)
        loaded = load(db, views, orders, await place_order(base, world))
        month = await timings(base, MONTH, repeat)
        year = await timings(base, YEAR, 1)
    finally:
        server.terminate()
        log.close()
    return {
        "database": "postgresql",
        "analytics_rows": views,
        "orders": orders,
        "load": loaded,
        "month": month,
        "month_worst_ms": max(v["max_ms"] for v in month.values()),
        "year": {k: v.get("status", v["median_ms"]) for k, v in year.items()},
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument(
        "--db", default="postgresql+psycopg://postgres@127.0.0.1:5432/tresen_dashboard"
    )
    parser.add_argument("--views", type=int, default=1_000_000)
    parser.add_argument("--orders", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--root", type=Path, default=ROOT, help="checkout whose kernel runs")
    args = parser.parse_args()
    answer = main(args.db, args.views, args.orders, args.repeat, args.root.resolve())
    print(json.dumps(asyncio.run(answer), indent=2))
