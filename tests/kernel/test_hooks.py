"""Every hook is documented and has a test named ``test_hook_<name>`` (Datasette's rule):
the kernel's (kernel/hookspecs.py) and those a unit owns (its ``TRESEN_HOOKSPECS``)."""

from __future__ import annotations

import inspect
import re
from pathlib import Path
from typing import Any

import pytest

from kernel import CONFIG, REGISTRY, ApiError, hookspecs
from kernel.scaffold.reference import unit_hookspecs
from kernel.services import load_demo
from kernel.settings import Settings
from tests.conftest import Api
from tests.sample_plugins import sample

TESTS = Path(__file__).resolve().parents[1]
#: hook name → its spec: the kernel's and every unit's of this repository.
SPECS = {
    name: spec
    for module in (hookspecs, *(specs for _unit, specs in unit_hookspecs()))
    for name, spec in vars(module).items()
    if name.startswith("tresen_") and inspect.isfunction(spec)
}
HOOKS = sorted(SPECS)


def test_units_own_hooks_beside_the_kernel() -> None:
    owners = dict(unit_hookspecs())
    assert "tresen_order_created" in vars(owners["orders"])
    assert "tresen_payment_providers" in vars(owners["payments"])
    assert not [h for h in vars(hookspecs) if "order" in h or "checkout" in h or "payment" in h]


def test_every_hook_is_documented() -> None:
    assert HOOKS, "no hooks found"
    for name in HOOKS:
        doc = inspect.getdoc(SPECS[name]) or ""
        assert len(doc.split()) >= 20, f"{name} needs a docstring a plugin author can follow"


def test_every_hook_has_a_test() -> None:
    source = "\n".join(p.read_text() for p in TESTS.rglob("test_*.py"))
    tested = set(re.findall(r"def test_hook_(\w+)\(", source))
    missing = [h for h in HOOKS if h.removeprefix("tresen_") not in tested]
    assert not missing, f"hooks without a test_hook_<name>: {missing}"


async def test_hook_manifest(api: Api) -> None:
    registry = api.app[REGISTRY]
    assert registry.plugins["sample"].manifest.flags == ("enablePluginSample",)
    assert {"config", "auth", "system"} <= {p.id for p in registry.plugins.values() if p.builtin}


async def test_hook_demo_data(settings: Settings) -> None:
    """``tresen demo --site probe`` loads the sample's demo business through the hook, once;
    an unknown business is refused naming the installed ones."""
    assert await load_demo(settings, "probe") == ["2 sample items"]
    assert await load_demo(settings, "probe") == ["sample items already present"]
    with pytest.raises(ApiError) as refused:
        await load_demo(settings, "nowhere")
    assert "gasthaus, holz, probe" in str(refused.value)


async def test_hook_config_fields(admin: Api) -> None:
    status, body = await admin.post("/api/config", {"mapZoom": 15.5})
    assert status == 200 and body["data"]["mapZoom"] == 15.5
    assert admin.app[CONFIG].schema.owners["mapZoom"] == "map"


async def test_hook_routes(admin: Api) -> None:
    assert (await admin.get("/api/sample"))[0] == 404
    await admin.post("/api/config", {"enablePluginSample": True})
    assert (await admin.get("/api/sample"))[0] == 200


async def test_hook_entities(admin: Api) -> None:
    assert (await admin.post("/api/sample-items", {"name": "eins"}))[0] == 404
    await admin.post("/api/config", {"enablePluginSample": True})
    status, body = await admin.post("/api/sample-items", {"name": "eins"})
    assert (status, body["data"]["name"]) == (201, "eins")
    assert (await admin.get(f"/api/sample-items/{body['data']['id']}"))[0] == 200


async def test_hook_scheduled_jobs(admin: Api) -> None:
    from kernel.scheduler import SCHEDULER

    scheduler = admin.app[SCHEDULER]
    assert "sample.tick" in scheduler.jobs
    sample.calls["job"] = 0
    assert await scheduler.leader.try_acquire()
    assert await scheduler.run("sample.tick") is False  # disabled: not even called
    await admin.post("/api/config", {"enablePluginSample": True})
    assert await scheduler.run("sample.tick") is True
    assert sample.calls["job"] == 1


async def test_hook_init_collections(api: Api, admin: Any) -> None:
    await admin.post("/api/config", {"enablePluginSample": True, "enablePluginDonations": True})
    _, body = await api.get("/api/init")
    entries = {e["url"]: e["data"]["data"] for e in body["data"]["entries"]}
    assert entries["/api/sample-items"] == [{"id": 1, "name": "eins", "anonymous": True}]
    assert entries["/api/donatees"] == []
    for url in (
        "/api/config",
        "/api/users/me",
        "/api/divisions",
        "/api/branches",
        "/api/tables",
        "/api/sites",
        "/api/navigations",
        "/api/blocks",
        "/api/nodes",
    ):
        assert url in entries
    # the catalogue is read per branch (GET /api/branches/{id}/catalog), not bootstrapped
    assert "/api/products" not in entries


async def test_hook_roles(admin: Api) -> None:
    status, body = await admin.post(
        "/api/users",
        {
            "username": "chef",
            "email": "chef@example.com",
            "password": "geheim-123",
            "roles": ["ROLE_ADMIN", "ROLE_EMPLOYEE"],
        },
    )
    assert status == 201, body
    status, body = await admin.post(
        "/api/users",
        {
            "username": "x",
            "email": "x@example.com",
            "password": "geheim-123",
            "roles": ["ROLE_WIZARD"],
        },
    )
    assert (status, body["errors"]) == (
        422,
        [{"field": "roles[0]", "message": "Sie haben einen ungültigen Wert ausgewählt."}],
    )
