"""API throughput, as ratios against a raw aiohttp handler measured in the same run.

    python bench/api.py [--seconds 5] [--products 300]

Builds a fresh SQLite database with one branch whose active menu holds ``--products``
products, starts ``tresen serve`` and a bare aiohttp app that returns the very same
catalogue bytes, and loads each with ``wrk`` (Debian package; the Python fallback is much
slower and only good for a smoke run) on 127.0.0.1. Both servers are pinned to core 0
and the load generator to core 1 when ``taskset`` exists. Prints JSON; never asserts.

Scenarios: the framework limit (raw bytes), the cached branch catalogue, the catalogue
rebuilt on every request (cache dropped by a write), and order creation (5 items).
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


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def pinned(cmd: list[str], core: int) -> list[str]:
    return ["taskset", "-c", str(core), *cmd] if shutil.which("taskset") else cmd


async def wait_up(url: str) -> None:
    async with aiohttp.ClientSession() as http:
        for _ in range(200):
            try:
                async with http.get(url) as resp:
                    if resp.status < 500:
                        return
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.1)
    raise RuntimeError(f"{url} did not come up")


def wrk(url: str, seconds: int, script: Path | None = None) -> float:
    cmd = pinned(["wrk", "-t1", "-c32", f"-d{seconds}s", "--latency"], 1)
    if script is not None:
        cmd += ["-s", str(script)]
    out = subprocess.run([*cmd, url], capture_output=True, text=True, check=True).stdout
    match = re.search(r"Requests/sec:\s+([\d.]+)", out)
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    if errors:
        raise RuntimeError(f"{url}: {errors.group(1)} failed responses\n{out}")
    return float(match.group(1)) if match else 0.0


async def python_load(url: str, seconds: int, body: bytes | None = None) -> float:
    """Fallback load generator (slower than the servers it measures)."""
    done = 0
    deadline = time.monotonic() + seconds
    async with aiohttp.ClientSession() as http:

        async def worker() -> None:
            nonlocal done
            while time.monotonic() < deadline:
                method = http.post if body is not None else http.get
                async with method(
                    url, data=body, headers={"Content-Type": "application/json"}
                ) as resp:
                    await resp.read()
                    done += 1

        await asyncio.gather(*(worker() for _ in range(16)))
    return done / seconds


async def measure(url: str, seconds: int, post: bytes | None = None) -> float:
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
                method, base + path, json=body, headers={"X-XSRF-TOKEN": token}
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
        return {"branch": branch["id"], "products": ids}


RAW_APP = """
import sys
from aiohttp import web
body = open(sys.argv[2], "rb").read()
async def handler(request):
    return web.Response(body=body, content_type="application/json")
app = web.Application()
app.router.add_get("/raw", handler)
web.run_app(app, host="127.0.0.1", port=int(sys.argv[1]), print=None, access_log=None)
"""


async def main(seconds: int, products: int) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix="tresen-bench-"))
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite+aiosqlite:///{tmp / 'bench.db'}",
        "TRESEN_VAR_DIR": str(tmp),
        "TRESEN_SECRET_KEY": "bench",
        "PYTHONPATH": str(ROOT),
        "TRESEN_SMTP_PORT": "1",
    }
    cli = [PYTHON, "-m", "kernel.cli"]
    subprocess.run([*cli, "db", "upgrade"], env=env, check=True, capture_output=True)
    subprocess.run(
        [
            *cli,
            "user",
            "create",
            "bench@example.com",
            "--password",
            "bench-bench",
            "--username",
            "bench",
        ],
        env=env,
        check=True,
        capture_output=True,
    )
    port, raw_port = free_port(), free_port()
    log = (tmp / "server.log").open("wb")
    server = subprocess.Popen(
        pinned([*cli, "serve", "--port", str(port)], 0),
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    raw = None
    try:
        base = f"http://127.0.0.1:{port}"
        await wait_up(base + "/api/config")
        world = await seed(base, products)
        catalog_url = f"{base}/api/branches/{world['branch']}/catalog"
        async with aiohttp.ClientSession() as http, http.get(catalog_url) as resp:
            body = await resp.read()
        (tmp / "catalog.json").write_bytes(body)
        raw_file = tmp / "raw.py"
        raw_file.write_text(RAW_APP)
        raw = subprocess.Popen(
            pinned([PYTHON, str(raw_file), str(raw_port), str(tmp / "catalog.json")], 0)
        )
        await wait_up(f"http://127.0.0.1:{raw_port}/raw")
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
        results = {
            "raw_bytes": await measure(f"http://127.0.0.1:{raw_port}/raw", seconds),
            "catalog_cached": await measure(catalog_url, seconds),
            "order_create": await measure(f"{base}/api/orders", seconds, order),
        }
    finally:
        server.terminate()
        if raw is not None:
            raw.terminate()
        log.close()
    limit = results["raw_bytes"] or 1.0
    return {
        "products": products,
        "catalog_bytes": len(body),
        "seconds": seconds,
        "load_generator": "wrk" if shutil.which("wrk") else "python",
        "req_per_s": {k: round(v, 1) for k, v in results.items()},
        "ratio_to_raw": {k: round(v / limit, 3) for k, v in results.items()},
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--products", type=int, default=300)
    args = parser.parse_args()
    print(json.dumps(asyncio.run(main(args.seconds, args.products)), indent=2))
