"""API throughput, as ratios against bare aiohttp handlers measured in the same run.

    python bench/api.py [--seconds 5] [--products 300] [--db postgresql+psycopg://…]
                        [--root PATH]

Builds a fresh database (SQLite by default; ``--db`` for PostgreSQL, whose schema is
dropped and recreated) with one branch whose active menu holds ``--products`` products,
starts ``tresen serve`` and a bare aiohttp app, and loads each with ``wrk`` (Debian
package; the Python fallback is much slower and only good for a smoke run) on 127.0.0.1.
Both servers are pinned to core 0 and the load generator to core 1 when ``taskset``
exists. ``--root`` runs the kernel of another checkout (for before/after figures).
Prints JSON; never asserts.

Limits (the bare app): a small JSON answer, and for every read scenario the very same
bytes the kernel answered. Scenarios, anonymous: the cached branch catalogue,
``GET /api/init``, the documents ``/`` and ``/store/{identifier}``; then order creation
(5 items, cash) with its p50/p99 latency. Each read's ratio is to the bare handler
serving its bytes; order creation's ratio is to the small-JSON limit.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
_UNITS = {"us": 1e-3, "ms": 1.0, "s": 1e3}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def pinned(cmd: list[str], core: int) -> list[str]:
    return ["taskset", "-c", str(core), *cmd] if shutil.which("taskset") else cmd


async def wait_up(url: str) -> None:
    async with aiohttp.ClientSession() as http:
        for _ in range(300):
            try:
                async with http.get(url) as resp:
                    if resp.status < 500:
                        return
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.1)
    raise RuntimeError(f"{url} did not come up")


def _millis(text: str) -> float:
    match = re.fullmatch(r"([\d.]+)(us|ms|s)", text)
    return float(match.group(1)) * _UNITS[match.group(2)] if match else 0.0


def wrk(url: str, seconds: int, script: Path | None = None) -> dict[str, float]:
    # A 10 s timeout: slow answers are measured, not cut off at wrk's 2 s and dropped.
    cmd = pinned(["wrk", "-t1", "-c32", f"-d{seconds}s", "--timeout", "10s", "--latency"], 1)
    if script is not None:
        cmd += ["-s", str(script)]
    out = subprocess.run([*cmd, url], capture_output=True, text=True, check=True).stdout
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    if errors:
        raise RuntimeError(f"{url}: {errors.group(1)} failed responses\n{out}")
    rps = re.search(r"Requests/sec:\s+([\d.]+)", out)
    done = re.search(r"(\d+) requests in", out)
    socket = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", out)
    p50 = re.search(r"^\s+50%\s+(\S+)", out, re.M)
    p99 = re.search(r"^\s+99%\s+(\S+)", out, re.M)
    return {
        "rps": float(rps.group(1)) if rps else 0.0,
        "p50_ms": _millis(p50.group(1)) if p50 else 0.0,
        "p99_ms": _millis(p99.group(1)) if p99 else 0.0,
        "requests": float(done.group(1)) if done else 0.0,
        "socket_errors": float(sum(int(n) for n in socket.groups())) if socket else 0.0,
    }


async def python_load(url: str, seconds: int, body: bytes | None = None) -> dict[str, float]:
    """Fallback load generator (slower than the servers it measures)."""
    times: list[float] = []
    deadline = time.monotonic() + seconds
    async with aiohttp.ClientSession() as http:

        async def worker() -> None:
            while time.monotonic() < deadline:
                method = http.post if body is not None else http.get
                start = time.monotonic()
                async with method(
                    url, data=body, headers={"Content-Type": "application/json"}
                ) as resp:
                    await resp.read()
                times.append((time.monotonic() - start) * 1e3)

        await asyncio.gather(*(worker() for _ in range(16)))
    times.sort()
    pick = (lambda q: times[min(len(times) - 1, int(q * len(times)))]) if times else None
    return {
        "rps": len(times) / seconds,
        "p50_ms": pick(0.5) if pick else 0.0,
        "p99_ms": pick(0.99) if pick else 0.0,
    }


async def measure(url: str, seconds: int, post: bytes | None = None) -> dict[str, float]:
    if shutil.which("wrk"):
        script = None
        if post is not None:
            script = Path(tempfile.mkstemp(suffix=".lua")[1])
            script.write_text(
                'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n'
                f"wrk.body = {json.dumps(post.decode())}\n"
            )
        return await asyncio.to_thread(wrk, url, seconds, script)
    return await python_load(url, seconds, post)


async def seed(base: str, products: int) -> dict[str, Any]:
    """One branch open around the clock, a menu of ``products`` products."""
    jar = aiohttp.CookieJar(unsafe=True)
    async with aiohttp.ClientSession(cookie_jar=jar) as http:

        async def call(method: str, path: str, body: Any = None) -> Any:
            token = next((c.value for c in http.cookie_jar if c.key == "XSRF-TOKEN"), "")
            async with http.request(
                method,
                base + path,
                json=body,
                headers={"X-XSRF-TOKEN": token, "Origin": base},
            ) as resp:
                answer = await resp.json()
                assert resp.status < 400, answer
                return answer["data"]

        await call("POST", "/api/login", {"username": "bench", "password": "bench-bench"})
        branch = await call(
            "POST",
            "/api/branches",
            {
                "identifier": "bench",
                "name": "Bench",
                "email": "",
                "openingHours": [{"type": "daily", "from": "00:00", "to": "24:00"}],
                "isTakeawayEmailRequired": False,
                "isTakeawayPhoneRequired": False,
            },
        )
        catalog, ids = [], []
        for c in range(10):
            category = await call("POST", "/api/categories", {"name": f"Kategorie {c}"})
            entry = []
            for p in range(products // 10):
                product = await call(
                    "POST",
                    "/api/products",
                    {
                        "name": f"Produkt {c}-{p}",
                        "description": "Eine Beschreibung " * 5,
                        "price": "9.90",
                        "tax": "10",
                        "unit": "piece",
                    },
                )
                entry.append({"id": product["id"]})
                ids.append(product["id"])
            catalog.append({"category": {"id": category["id"]}, "products": entry})
        await call(
            "POST",
            "/api/menus",
            {
                "name": "Karte",
                "availableFrom": "2020-01-01T00:00:00Z",
                "branches": [{"id": branch["id"]}],
                "catalog": catalog,
            },
        )
        return {"branch": branch["id"], "identifier": "bench", "products": ids}


async def check_orders(base: str, load: dict[str, float]) -> dict[str, Any]:
    """Nothing lost, no duplicate ticket: the orders stored against the answers wrk counted
    (an order answered after wrk stopped counting is stored but not counted)."""
    jar = aiohttp.CookieJar(unsafe=True)
    async with aiohttp.ClientSession(cookie_jar=jar) as http:
        login = {"username": "bench", "password": "bench-bench"}
        token = next((c.value for c in http.cookie_jar if c.key == "XSRF-TOKEN"), "")
        async with http.post(
            base + "/api/login", json=login, headers={"X-XSRF-TOKEN": token, "Origin": base}
        ) as resp:
            assert resp.status == 200, await resp.text()
        total, settled = -1, False
        while not settled:  # orders still in flight when wrk stopped land first
            async with http.get(f"{base}/api/orders?limit=1") as resp:
                now = int(resp.headers["X-Total-Count"])
            settled, total = now == total, now
            await asyncio.sleep(0.5)
        tickets: list[int] = []
        page = 1
        while True:
            async with http.get(f"{base}/api/orders?limit=100&page={page}") as resp:
                rows = (await resp.json())["data"]
            tickets += [row["ticketNumber"] for row in rows]
            if len(rows) < 100:
                break
            page += 1
    return {
        "answered_201": int(load.get("requests", 0)),
        "stored": len(tickets),
        "duplicate_tickets": len(tickets) - len(set(tickets)),
        "tickets_gapless": sorted(tickets) == list(range(1, len(tickets) + 1)),
    }


RAW_APP = """
import sys
from pathlib import Path
from aiohttp import web
files = {p.stem: p.read_bytes() for p in Path(sys.argv[2]).glob("*.body")}
small = b'{"data":{"ok":true}}'
async def handler(request):
    return web.Response(body=files[request.match_info["name"]], content_type="application/json")
async def tiny(request):
    return web.Response(body=small, content_type="application/json")
app = web.Application()
app.router.add_get("/small", tiny)
app.router.add_get("/raw/{name}", handler)
web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=None, access_log=None)
"""


def reset_database(url: str) -> None:
    """Drop and recreate the public schema of a PostgreSQL bench database."""
    import psycopg

    conninfo = url.replace("postgresql+psycopg://", "postgresql://", 1)
    with psycopg.connect(conninfo, autocommit=True) as conn:
        conn.execute("DROP SCHEMA IF EXISTS public CASCADE")
        conn.execute("CREATE SCHEMA public")


async def main(seconds: int, products: int, db: str | None, root: Path) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix="tresen-bench-"))
    if db:
        reset_database(db)
    env = {
        **os.environ,
        "DATABASE_URL": db or f"sqlite+aiosqlite:///{tmp / 'bench.db'}",
        "TRESEN_VAR_DIR": str(tmp),
        "TRESEN_SECRET_KEY": "bench",
        "PYTHONPATH": str(root),
        "TRESEN_SMTP_PORT": "1",
        # wrk places thousands of orders to one e-mail address from one address: the
        # anonymous order limits (domains/orders/limits.py) would answer 429
        "TRESEN_ORDER_LIMIT_PER_ADDRESS": str(10**9),
        "TRESEN_ORDER_LIMIT_PER_RECIPIENT": str(10**9),
    }
    cli = [PYTHON, "-m", "kernel.cli"]
    run = {"env": env, "check": True, "capture_output": True, "cwd": root}
    user = ["user", "create", "bench@example.com", "--password", "bench-bench"]
    subprocess.run([*cli, "db", "upgrade"], **run)  # type: ignore[call-overload]
    subprocess.run([*cli, *user, "--username", "bench"], **run)  # type: ignore[call-overload]
    port, raw_port = free_port(), free_port()
    log = (tmp / "server.log").open("wb")
    server = subprocess.Popen(
        pinned([*cli, "serve", "--port", str(port)], 0),
        env=env,
        cwd=root,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    raw = None
    try:
        base = f"http://127.0.0.1:{port}"
        await wait_up(base + "/api/config")
        world = await seed(base, products)
        reads = {
            "catalog": f"{base}/api/branches/{world['branch']}/catalog",
            "init": f"{base}/api/init",
            "home": f"{base}/",
            "store": f"{base}/store/{world['identifier']}",
        }
        sizes = {}
        async with aiohttp.ClientSession() as http:
            for name, url in reads.items():
                async with http.get(url, headers={"Accept": "text/html,*/*"}) as resp:
                    body = await resp.read()
                    assert resp.status == 200, (url, resp.status)
                (tmp / f"{name}.body").write_bytes(body)
                sizes[name] = len(body)
        raw_file = tmp / "raw.py"
        raw_file.write_text(RAW_APP)
        raw = subprocess.Popen(pinned([PYTHON, str(raw_file), str(raw_port), str(tmp)], 0))
        raw_base = f"http://127.0.0.1:{raw_port}"
        await wait_up(f"{raw_base}/small")
        order = json.dumps(
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
        limits = {"small_json": await measure(f"{raw_base}/small", seconds)}
        results: dict[str, dict[str, float]] = {}
        for name, url in reads.items():
            limits[f"{name}_bytes"] = await measure(f"{raw_base}/raw/{name}", seconds)
            results[name] = await measure(url, seconds)
        # The small-JSON limit again right before the orders: on a shared machine the load
        # of a minute ago is not the load now, so order creation's ratio uses this one.
        limits["small_json_at_orders"] = await measure(f"{raw_base}/small", seconds)
        results["order_create"] = await measure(f"{base}/api/orders", seconds, order)
        stored = await check_orders(base, results["order_create"])
    finally:
        server.terminate()
        if raw is not None:
            raw.terminate()
        log.close()
    ratios = {name: results[name]["rps"] / (limits[f"{name}_bytes"]["rps"] or 1) for name in reads}
    at_orders = limits["small_json_at_orders"]["rps"]
    ratios["order_create"] = results["order_create"]["rps"] / (at_orders or 1)
    return {
        "database": "postgresql" if db else "sqlite",
        "products": products,
        "bytes": sizes,
        "seconds": seconds,
        "load_generator": "wrk" if shutil.which("wrk") else "python",
        "limits_req_per_s": {k: round(v["rps"], 1) for k, v in limits.items()},
        "req_per_s": {k: round(v["rps"], 1) for k, v in results.items()},
        "ratio": {k: round(v, 3) for k, v in ratios.items()},
        "order_latency_ms": {
            "p50": round(results["order_create"]["p50_ms"], 2),
            "p99": round(results["order_create"]["p99_ms"], 2),
        },
        "orders": stored,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--products", type=int, default=300)
    parser.add_argument("--db", default=None, help="PostgreSQL URL (default: a SQLite file)")
    parser.add_argument("--root", type=Path, default=ROOT, help="checkout whose kernel runs")
    args = parser.parse_args()
    result = asyncio.run(main(args.seconds, args.products, args.db, args.root.resolve()))
    print(json.dumps(result, indent=2))
