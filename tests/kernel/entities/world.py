"""A small world for entity tests: two branches, four principals, example payloads.

Each resource has an :class:`Example` (in ``examples_<domain>.py``, collected in
``EXAMPLES``): a valid create payload built from the world, a change for PUT, and how
anonymous callers see it. ``test_resources.py`` fails for a resource without one, so a new
resource cannot go untested.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tests.conftest import Api, ClientFactory, add_user

PRINCIPALS = ("admin", "employee_a", "employee_b", "anonymous")


@dataclass
class Example:
    """How to make one object of a resource in the world.

    ``create(world)`` returns a valid POST payload; for branch-scoped resources the object
    belongs to branch A. ``update`` is merged into a PUT. ``requires`` names resources
    whose objects must exist first (``world.ids[name]``). ``enable`` lists configuration
    flags the owning plugin needs.
    """

    create: Callable[[World], dict[str, Any]]
    update: dict[str, Any]
    requires: tuple[str, ...] = ()
    enable: tuple[str, ...] = ()
    filters: dict[str, Callable[[World, dict[str, Any]], Any]] = field(default_factory=dict)


@dataclass
class World:
    apis: dict[str, Api]
    ids: dict[str, int] = field(default_factory=dict)
    counter: int = 0

    @property
    def admin(self) -> Api:
        return self.apis["admin"]

    def unique(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}-{self.counter}"

    async def make(self, name: str) -> dict[str, Any]:
        """Create an object of resource ``name`` (and what it requires) as admin."""
        from tests.kernel.entities.examples import EXAMPLES

        example = EXAMPLES[name]
        for other in example.requires:
            if other not in self.ids:
                self.ids[other] = (await self.make(other))["id"]
        status, body = await self.admin.post(f"/api/{name}", example.create(self))
        assert status == 201, (name, body)
        return body["data"]  # type: ignore[no-any-return]


async def build_world(make_api: ClientFactory, db_url: str, flags: tuple[str, ...] = ()) -> World:
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    admin = await make_api()
    assert (await admin.login("admin"))[0] == 200
    if flags:
        status, body = await admin.post("/api/config", dict.fromkeys(flags, True))
        assert status == 200, body
    world = World({"admin": admin})
    status, division = await admin.post(
        "/api/divisions", {"identifier": "gastro", "name": "Gastronomie"}
    )
    assert status == 201, division
    world.ids["divisions"] = division["data"]["id"]
    for key in ("a", "b"):
        status, branch = await admin.post(
            "/api/branches",
            {
                "identifier": f"filiale-{key}",
                "name": f"Filiale {key.upper()}",
                "division": {"id": world.ids["divisions"]},
            },
        )
        assert status == 201, branch
        world.ids[f"branch_{key}"] = branch["data"]["id"]
    world.ids["branches"] = world.ids["branch_a"]
    for key in ("a", "b"):
        await add_user(
            db_url, f"employee_{key}", ["ROLE_EMPLOYEE"], branch_ids=[world.ids[f"branch_{key}"]]
        )
        api = await make_api()
        assert (await api.login(f"employee_{key}"))[0] == 200
        world.apis[f"employee_{key}"] = api
    world.apis["anonymous"] = await make_api()
    return world
