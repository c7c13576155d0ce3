"""``tresen demo``: load the demo business. Idempotent.

The back-office data (demo/gasthaus.py, demo/holz.py) goes through the services
behind the back office's calls — :meth:`kernel.Resource.save` of each resource (files
included) and the configuration service — as the demo administrator, so it passes every
validation rule, hook and audit the product has, without an HTTP server. The orders go
through the order services: checked, priced and moved through the state table like a
customer's and a waiter's.
"""

from __future__ import annotations

from typing import Any

from aiohttp import web
from sqlalchemy import select

from demo import gasthaus as data
from demo import holz as demo_holz
from demo import orders as demo_orders
from kernel import (
    CONFIG,
    DB,
    REGISTRY,
    ROLE_ADMIN,
    Caller,
    Resource,
    User,
    hash_password,
    not_found,
)

# Addresses that pass the users' e-mail check (".local" does not), so the demo users can
# be edited in the back office like any other.
DEMO_ADMIN = ("admin", "admin@demo.example.com", "tresen-demo")
DEMO_EMPLOYEE = ("kellner", "kellner@demo.example.com", "tresen-demo")


class _Services:
    """The back office's writes, called as services by ``caller`` (:class:`demo_holz.Api`)."""

    def __init__(self, caller: Caller) -> None:
        self.caller = caller
        self.owners: dict[str, tuple[str, Resource]] = {
            resource.name: (plugin.id, resource)
            for plugin, resources in caller.app[REGISTRY].declared("tresen_entities")
            for resource in resources
        }

    def resource(self, name: str) -> Resource:
        """The resource ``name``; while its plugin is off it is not found, like its calls."""
        plugin_id, resource = self.owners[name]
        if not self.caller.app[REGISTRY].is_enabled(plugin_id):
            raise not_found()
        return resource

    async def create(self, resource: str, data: dict[str, Any]) -> dict[str, Any]:
        return await self.resource(resource).save(self.caller, None, data)

    async def update(self, resource: str, obj_id: int, data: dict[str, Any]) -> dict[str, Any]:
        return await self.resource(resource).save(self.caller, obj_id, data)

    async def config(self, data: dict[str, Any]) -> dict[str, Any]:
        return await self.caller.app[CONFIG].update(data, self.caller.user)

    async def present(self, resource: str) -> bool:
        """Whether ``resource`` has any object the caller sees."""
        async with self.caller.app[DB].session() as s:
            found = await s.scalar(self.resource(resource).visible(self.caller.user).limit(1))
        return found is not None


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


async def load(app: web.Application, business: str) -> list[str]:
    """Load the demo business ``business`` (one of :data:`SITES`) into the started app."""
    lines = await _users(app)
    async with app[DB].session() as s:
        admin = await s.scalar(select(User).where(User.username == DEMO_ADMIN[0]))
    assert admin is not None  # _users made it
    api = _Services(Caller(app, admin))
    if await api.present("divisions"):
        lines.append("demo data already present")
    else:
        if business == "holz":
            branch_ids = await demo_holz.load(api)
            lines += await _users(app, branch_ids[:1])
        else:
            branch_ids, products = await _load(api)
            lines += await _users(app, branch_ids[:1])
            placed = await demo_orders.load_orders(app, branch_ids[0], products)
            lines.append(f"{placed} demo orders placed")
        lines.append("demo business loaded" + (f" ({business})" if business != "gasthaus" else ""))
    lines.append(f"admin login: {DEMO_ADMIN[0]} / {DEMO_ADMIN[2]}")
    return lines


async def _load(api: _Services) -> tuple[list[int], dict[str, int]]:
    await api.config(data.CONFIG)
    division = await api.create("divisions", data.DIVISION)
    branch_ids = []
    for branch in data.BRANCHES:
        created = await api.create("branches", {**branch, "division": {"id": division["id"]}})
        branch_ids.append(created["id"])
    public = branch_ids[:2]
    for branch_id, count in zip(public, (6, 4), strict=True):
        for number in range(1, count + 1):
            await api.create(
                "tables",
                {"branch": {"id": branch_id}, "identifier": str(number), "seats": 4},
            )
    catalog = []
    products_by_name: dict[str, int] = {}
    for position, name in enumerate(data.CATEGORIES):
        category = await api.create("categories", {"name": name, "position": position})
        ids = []
        for product in data.PRODUCTS[name]:
            created = await api.create("products", {**product, "category": {"id": category["id"]}})
            ids.append(created["id"])
            products_by_name[product["name"]] = created["id"]
        if name == "Hauptspeisen":
            pizza = await api.create("products", {**data.PIZZA, "category": {"id": category["id"]}})
            bundle = await api.create(
                "products",
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
            spread = await api.create(
                "products", {**data.SPREAD, "category": {"id": category["id"]}}
            )
            ids.append(spread["id"])
        catalog.append({"category": {"id": category["id"]}, "products": [{"id": i} for i in ids]})
    await api.create(
        "menus",
        {
            "name": "Speisekarte",
            "availableFrom": "2026-01-01T00:00:00Z",
            "branches": [{"id": i} for i in public],
            "catalog": catalog,
        },
    )
    for donatee in data.DONATEES:
        await api.create("donatees", donatee)
    for navigation in data.NAVIGATIONS:
        await api.create("navigations", navigation)
    form = await api.create("nodes", data.CONTACT_FORM)
    for site in data.SITES:
        content = [
            {**block, "form": {"id": form["id"]}} if block.get("type") == "form" else block
            for block in site["content"]
        ]
        await api.create("sites", {**site, "content": content})
    return branch_ids, products_by_name
