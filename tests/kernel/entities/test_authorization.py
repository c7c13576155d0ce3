"""The authorization matrix: entity × operation × principal, read from ``authorization/*.csv``.

Cells: ``ok`` (allowed; for ``list`` the object is listed), ``hidden`` (the list answers but
leaves the object out), or the HTTP status expected (401, 403, 404, 422). The object under
test is the resource's example, created by an admin (branch-scoped ones in branch A);
``employee_a`` works in branch A, ``employee_b`` in branch B.
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import Api, ClientFactory
from tests.kernel.entities.examples import EXAMPLES
from tests.kernel.entities.test_resources import NAMES
from tests.kernel.entities.world import PRINCIPALS, World, build_world

OPERATIONS = ("list", "get", "create", "update", "delete")
MATRIX: dict[str, dict[tuple[str, str], str]] = {}
for file in sorted((Path(__file__).parent / "authorization").glob("*.csv")):
    with file.open() as handle:
        for row in csv.DictReader(handle):
            for principal in PRINCIPALS:
                MATRIX.setdefault(row["resource"], {})[(row["operation"], principal)] = row[
                    principal
                ]


def test_matrix_covers_every_resource_operation_and_principal() -> None:
    assert sorted(MATRIX) == NAMES
    for name, cells in MATRIX.items():
        assert len(cells) == len(OPERATIONS) * len(PRINCIPALS), name


def _outcome(status: int, listed: bool | None = None) -> str:
    if 200 <= status < 300:
        return "hidden" if listed is False else "ok"
    return str(status)


async def _observe(world: World, name: str, principal: str) -> dict[str, str]:
    """What ``principal`` may do with a fresh example object of ``name``."""
    example = EXAMPLES[name]
    api: Api = world.apis[principal]
    path = f"/api/{name}"
    obj: dict[str, Any] = await world.make(name)
    seen: dict[str, str] = {}
    status, body = await api.get(path, params={"limit": "100"})
    listed = status == 200 and obj["id"] in [o["id"] for o in body["data"]]
    seen["list"] = _outcome(status, listed if status == 200 else None)
    seen["get"] = _outcome((await api.get(f"{path}/{obj['id']}"))[0])
    seen["update"] = _outcome(
        (await api.call("PUT", f"{path}/{obj['id']}", json=example.update))[0]
    )
    seen["create"] = _outcome((await api.post(path, example.create(world)))[0])
    seen["delete"] = _outcome((await api.call("DELETE", f"{path}/{obj['id']}"))[0])
    return seen


@pytest.mark.parametrize("name", sorted(MATRIX))
async def test_authorization_matrix(name: str, make_api: ClientFactory, db_url: str) -> None:
    example = EXAMPLES[name]
    world = await build_world(make_api, db_url, example.enable)
    for other in example.requires:
        world.ids.setdefault(other, (await world.make(other))["id"])
    mismatches = []
    for principal in PRINCIPALS:
        seen = await _observe(world, name, principal)
        for operation in OPERATIONS:
            expected = MATRIX[name][(operation, principal)]
            if seen[operation] != expected:
                mismatches.append(
                    f"{operation}/{principal}: expected {expected}, got {seen[operation]}"
                )
    assert mismatches == []
