"""Every five-call resource: round trip, filters, paging, refusals, German messages, 404s."""

from __future__ import annotations

from typing import Any

import pytest

from kernel.builtins import load_builtins
from kernel.entities import Resource
from kernel.plugins import PluginRegistry, discover
from tests.conftest import ClientFactory
from tests.kernel.entities.examples import EXAMPLES
from tests.kernel.entities.world import build_world
from tests.sample_plugins import EXTRA_PLUGINS

pytestmark = pytest.mark.database  # ilike filters, paging, unique violations


def all_resources() -> dict[str, Resource]:
    registry = PluginRegistry(load_builtins(), discover(EXTRA_PLUGINS), 1.0)
    return {r.name: r for _plugin, rs in registry.declared("tresen_entities") for r in rs}


RESOURCES = all_resources()
NAMES = sorted(RESOURCES)


def test_every_resource_has_an_example() -> None:
    assert sorted(EXAMPLES) == NAMES


def _wrong_type(payload: dict[str, Any]) -> tuple[str, Any, str]:
    for key, value in payload.items():
        if isinstance(value, str):
            return key, 12345, "Dieser Wert sollte vom Typ string sein."
    for key, value in payload.items():
        if isinstance(value, bool):
            return key, "ja", "Dieser Wert sollte vom Typ bool sein."
    raise AssertionError("example has no string or boolean field")


@pytest.mark.parametrize("name", NAMES)
async def test_resource_round_trip(name: str, make_api: ClientFactory, db_url: str) -> None:
    example = EXAMPLES[name]
    world = await build_world(make_api, db_url, example.enable)
    admin, path = world.admin, f"/api/{name}"
    for other in example.requires:
        world.ids.setdefault(other, (await world.make(other))["id"])
    payload = example.create(world)

    status, created = await admin.post(path, payload)
    assert status == 201, created
    obj = created["data"]
    for key, value in payload.items():
        if not isinstance(value, dict | list) and not key.lower().endswith("password"):
            assert str(obj[key]) == str(value) or obj[key] == value, (key, obj[key], value)

    status, got = await admin.get(f"{path}/{obj['id']}")
    assert (status, got["data"]) == (200, obj)

    resp = await admin.client.get(path, params={"limit": "500"})
    listed = (await resp.json())["data"]
    assert resp.status == 200 and len(listed) <= 100
    assert int(resp.headers["X-Total-Count"]) >= 1
    assert obj["id"] in [o["id"] for o in listed]

    for key, value_of in example.filters.items():
        status, found = await admin.get(path, params={key: str(value_of(world, obj))})
        assert status == 200, found
        assert obj["id"] in [o["id"] for o in found["data"]], key

    status, updated = await admin.call(
        "PUT", f"{path}/{obj['id']}", json={**example.update, "id": obj["id"]}
    )
    assert status == 200, updated
    for key, value in example.update.items():
        assert str(updated["data"][key]) == str(value) or updated["data"][key] == value

    status, _ = await admin.call("DELETE", f"{path}/{obj['id']}")
    assert status == 200
    assert (await admin.get(f"{path}/{obj['id']}"))[0] == 404


@pytest.mark.parametrize("name", NAMES)
async def test_resource_refuses_bad_input(name: str, make_api: ClientFactory, db_url: str) -> None:
    example = EXAMPLES[name]
    world = await build_world(make_api, db_url, example.enable)
    admin, path = world.admin, f"/api/{name}"
    for other in example.requires:
        world.ids.setdefault(other, (await world.make(other))["id"])
    payload = example.create(world)
    total_before = (await admin.client.get(path)).headers["X-Total-Count"]

    for extra, field in (
        ({"bogusField": 1}, "bogusField"),
        ({"id": 5}, "id"),
        ({"createdAt": "2026-01-01T00:00:00Z"}, "createdAt"),
    ):
        status, body = await admin.post(path, {**payload, **extra})
        assert status == 422, (extra, body)
        assert {"field": field, "message": "Dieses Feld wurde nicht erwartet."} in body["errors"]

    key, value, message = _wrong_type(payload)
    status, body = await admin.post(path, {**payload, key: value})
    assert status == 422 and {"field": key, "message": message} in body["errors"], body

    status, body = await admin.call(
        "POST", path, data=b"{oops", headers={"Content-Type": "application/json"}
    )
    assert status == 400
    assert (await admin.client.get(path)).headers["X-Total-Count"] == total_before

    for method in ("GET", "PUT", "DELETE"):
        status, body = await admin.call(method, f"{path}/987654", json=payload)
        assert status == 404, (method, body)
    status, body = await admin.get(path, params={"noSuchFilter": "1"})
    assert status == 422
    status, body = await admin.get(path, params={"sort": "noSuchField"})
    assert (status, body["errors"][0]["field"]) == (422, "sort")
