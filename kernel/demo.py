"""``tresen demo``: load the demo business. Idempotent.

The back-office data (kernel/demo_data.py) goes through the same HTTP calls the back office
uses, on a private port of this process, so it passes every validation rule the product
has. The orders go through the order services directly (no HTTP): checked, priced and
moved through the state table like a customer's and a waiter's.
"""

from __future__ import annotations

import importlib
from typing import Any

import aiohttp
from aiohttp import web
from sqlalchemy import select

from kernel import demo_data as data
from kernel import demo_holz
from kernel.app import create_app
from kernel.auth.models import ROLE_ADMIN, User
from kernel.auth.passwords import hash_password
from kernel.settings import Settings
from kernel.state import DB

#: The demo's orders go through the orders domain (kernel/domains/orders/demo.py), named
#: like the built-ins (kernel/builtins.py): no kernel module imports a domain.
DEMO_ORDERS = "kernel.domains.orders.demo"

# Addresses that pass the users' e-mail check (".local" does not), so the demo users can
# be edited in the back office like any other.
DEMO_ADMIN = ("admin", "admin@demo.example.com", "tresen-demo")
DEMO_EMPLOYEE = ("kellner", "kellner@demo.example.com", "tresen-demo")


class _Api:
    def __init__(self, http: aiohttp.ClientSession, base: str) -> None:
        self.http, self.base = http, base

    async def call(self, method: str, path: str, body: Any = None) -> Any:
        token = next((c.value for c in self.http.cookie_jar if c.key == "XSRF-TOKEN"), "")
        async with self.http.request(
            method,
            self.base + path,
            json=body,
            headers={"X-XSRF-TOKEN": token, "Origin": self.base},
        ) as resp:
            answer = await resp.json()
            if resp.status >= 400:
                raise RuntimeError(f"{method} {path}: {resp.status} {answer}")
            return answer["data"]


async def _users(app: web.Application, branch_ids: list[int] | None = None) -> list[str]:
    lines = []
    async with app[DB].transaction() as s:
        for (username, email, password), roles in (
            (DEMO_ADMIN, [ROLE_ADMIN]),
            (DEMO_EMPLOYEE, ["ROLE_EMPLOYEE"]),
        ):
            user = await s.scalar(select(User).where(User.username == username))
            if user is None:
                s.add(
                    User(
                        username=username,
                        email=email,
                        password_hash=hash_password(password),
                        roles=roles,
                        branch_ids=branch_ids or [],
                    )
                )
                lines.append(f"demo user {username} created")
            else:
                if user.email.endswith("@tresen.local"):  # demo data of earlier versions
                    user.email = email
                if branch_ids is not None and username == DEMO_EMPLOYEE[0]:
                    user.branch_ids = branch_ids
    return lines


#: The demo businesses: the restaurant of spec 001 and the wood business of spec 002.
SITES = ("gasthaus", "holz")


async def load_demo(settings: Settings, business: str = "gasthaus") -> list[str]:
    app = create_app(settings.model_copy(update={"scheduler": False}))
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    lines = await _users(app)
    try:
        jar = aiohttp.CookieJar(unsafe=True)
        async with aiohttp.ClientSession(cookie_jar=jar) as http:
            api = _Api(http, f"http://127.0.0.1:{port}")
            username, _, password = DEMO_ADMIN
            await api.call("POST", "/api/login", {"username": username, "password": password})
            if await api.call("GET", "/api/divisions?limit=1"):
                lines.append("demo data already present")
            else:
                if business == "holz":
                    branch_ids = await demo_holz.load(api.call)
                    lines += await _users(app, branch_ids[:1])
                else:
                    branch_ids, products = await _load(api)
                    lines += await _users(app, branch_ids[:1])
                    demo_orders = importlib.import_module(DEMO_ORDERS)
                    placed = await demo_orders.load_orders(app, branch_ids[0], products)
                    lines.append(f"{placed} demo orders placed")
                lines.append(
                    "demo business loaded" + (f" ({business})" if business != "gasthaus" else "")
                )
    finally:
        await runner.cleanup()
    lines.append(f"admin login: {DEMO_ADMIN[0]} / {DEMO_ADMIN[2]}")
    return lines


async def _load(api: _Api) -> tuple[list[int], dict[str, int]]:
    await api.call("POST", "/api/config", data.CONFIG)
    division = await api.call("POST", "/api/divisions", data.DIVISION)
    branch_ids = []
    for branch in data.BRANCHES:
        created = await api.call(
            "POST", "/api/branches", {**branch, "division": {"id": division["id"]}}
        )
        branch_ids.append(created["id"])
    public = branch_ids[:2]
    for branch_id, count in zip(public, (6, 4), strict=True):
        for number in range(1, count + 1):
            await api.call(
                "POST",
                "/api/tables",
                {"branch": {"id": branch_id}, "identifier": str(number), "seats": 4},
            )
    catalog = []
    products_by_name: dict[str, int] = {}
    for position, name in enumerate(data.CATEGORIES):
        category = await api.call("POST", "/api/categories", {"name": name, "position": position})
        ids = []
        for product in data.PRODUCTS[name]:
            created = await api.call(
                "POST", "/api/products", {**product, "category": {"id": category["id"]}}
            )
            ids.append(created["id"])
            products_by_name[product["name"]] = created["id"]
        if name == "Hauptspeisen":
            pizza = await api.call(
                "POST", "/api/products", {**data.PIZZA, "category": {"id": category["id"]}}
            )
            bundle = await api.call(
                "POST",
                "/api/products",
                {
                    "name": "Mittagsmenü: Suppe & Schnitzel",
                    "type": "bundle",
                    "price": "16.90",
                    "tax": "10",
                    "takeawayTax": "10",
                    "dineInTax": "10",
                    "description": "Rindsuppe mit Frittaten und Schweinsschnitzel",
                    "category": {"id": category["id"]},
                    "bundleItems": [
                        {
                            "product": {"id": products_by_name["Rindsuppe mit Frittaten"]},
                            "amount": "1",
                        },
                        {"product": {"id": products_by_name["Schweinsschnitzel"]}, "amount": "1"},
                    ],
                },
            )
            ids += [pizza["id"], bundle["id"]]
        if name == "Vorspeisen":
            spread = await api.call(
                "POST", "/api/products", {**data.SPREAD, "category": {"id": category["id"]}}
            )
            ids.append(spread["id"])
        catalog.append({"category": {"id": category["id"]}, "products": [{"id": i} for i in ids]})
    await api.call(
        "POST",
        "/api/menus",
        {
            "name": "Speisekarte",
            "availableFrom": "2026-01-01T00:00:00Z",
            "branches": [{"id": i} for i in public],
            "catalog": catalog,
        },
    )
    for donatee in data.DONATEES:
        await api.call("POST", "/api/donatees", donatee)
    for navigation in data.NAVIGATIONS:
        await api.call("POST", "/api/navigations", navigation)
    form = await api.call("POST", "/api/nodes", data.CONTACT_FORM)
    for site in data.SITES:
        content = [
            {**block, "form": {"id": form["id"]}} if block.get("type") == "form" else block
            for block in site["content"]
        ]
        await api.call("POST", "/api/sites", {**site, "content": content})
    return branch_ids, products_by_name
