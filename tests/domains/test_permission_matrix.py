"""The permission table (``domains/access/table.py``) walked row by row against the
HTTP API: for every resource × operation × role, what the table says (none, own, branch,
all) is what the server does — refused, or allowed over exactly those rows.

The world: branches A and B; ``employee_a`` works in A, ``employee_b`` in B, ``colleague_a``
in A too. The object under test is the resource's example, made by an admin: in branch A
where it belongs to a branch, and owned by another user where it has an owner. Reached:

- ``all``: by everyone holding the role (anonymous callers: the list answers);
- ``branch``: by ``employee_a`` (its branch), not by ``employee_b``;
- ``own``: by neither (someone else's) — and ``employee_a``'s own object by them.

Hand-written calls have a probe each, asked about ``employee_a`` (own) and
``colleague_a`` (branch) as subjects. A row without an example or a probe fails.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

import domains.access  # noqa: F401  (loads the table)
from kernel.builtins import load_builtins
from kernel.entities import Resource
from kernel.permissions import RULES, Role, Scope
from kernel.plugins import discover
from kernel.testing.client import Api, add_user
from tests.conftest import ClientFactory
from tests.kernel.entities.examples import EXAMPLES
from tests.kernel.entities.world import World, build_world

#: PostgreSQL too: the table is walked on both databases (scoped SQL conditions, JSON branch lists).
pytestmark = pytest.mark.database

ROLE: dict[str, Role] = {
    "anonymous": "anonymous",
    "employee_a": "employee",
    "employee_b": "employee",
    "admin": "admin",
}
FIVE = ("list", "get", "create", "update", "delete")
RESOURCES: dict[str, Resource] = {
    r.name: r
    for module in [*load_builtins(), *discover()]  # crm's rows too (a plugin, on by default)
    if hasattr(module, "tresen_entities")
    for r in module.tresen_entities() or []
}
#: Branch-scoped examples lie in branch A, except a new branch itself (in no one's reach).
OUTSIDE_BRANCH_A = {"branches"}


def _reached(name: str, principal: str, scope: Scope) -> bool:
    """Whether the admin's example object of ``name`` is in ``principal``'s scope."""
    if scope == "all":
        return True
    if scope == "branch":
        return principal == "employee_a" and name not in OUTSIDE_BRANCH_A
    return False  # own: the example belongs to someone else; none: refused


def _refused(principal: str) -> int:
    return 401 if principal == "anonymous" else 403


def _expect(name: str, op: str, principal: str) -> set[int] | str:
    """The answer the table demands (a set of statuses, or "listed"/"hidden")."""
    scope = _scope(name, op, principal)
    if scope == "none":
        return {_refused(principal)}
    if principal == "anonymous":  # every public row: the example may be a draft
        return {200} if op == "list" else {200, 201, 404}
    reached = _reached(name, principal, scope)
    if op == "list":
        return "listed" if reached else "hidden"
    if op == "create":  # the example names branch A and someone else as its owner
        return {201} if reached else {422}
    return {200} if reached else {404}


def _scope(name: str, op: str, principal: str) -> Scope:
    row = RULES.operations(name)[op]
    return row[ROLE[principal]]


async def _observe(world: World, name: str, principal: str) -> dict[str, int | str]:
    api = world.apis[principal]
    path = f"/api/{name}"
    obj = await world.make(name)
    seen: dict[str, int | str] = {}
    status, body = await api.get(path, params={"limit": "100"})
    if status == 200 and principal != "anonymous":
        seen["list"] = "listed" if obj["id"] in [o["id"] for o in body["data"]] else "hidden"
    else:
        seen["list"] = status
    seen["get"] = (await api.get(f"{path}/{obj['id']}"))[0]
    seen["update"] = (await api.call("PUT", f"{path}/{obj['id']}", json=EXAMPLES[name].update))[0]
    seen["create"] = (await api.post(path, EXAMPLES[name].create(world)))[0]
    seen["delete"] = (await api.call("DELETE", f"{path}/{obj['id']}"))[0]
    return seen


async def _own_object(world: World, name: str, resource: Resource) -> None:
    """``own``: employee_a reaches the object that is theirs — and only reads it if the
    table says so for the other operations."""
    assert resource.policy.owner is not None
    field = next(k for k, (_t, col) in resource.refs.items() if col == resource.policy.owner.key)
    api = world.apis["employee_a"]
    me = (await api.get("/api/users/me"))[1]["data"]["id"]
    status, made = await world.admin.post(
        f"/api/{name}", {**EXAMPLES[name].create(world), field: {"id": me}}
    )
    assert status == 201, made
    obj_id = made["data"]["id"]
    listed = [o["id"] for o in (await api.get(f"/api/{name}"))[1].get("data") or []]
    scopes = RULES.operations(name)
    problems = []
    if (obj_id in listed) != (scopes["list"]["employee"] != "none"):
        problems.append(f"own list: listed={obj_id in listed}")
    status = (await api.get(f"/api/{name}/{obj_id}"))[0]
    if (status == 200) != (scopes["get"]["employee"] != "none"):
        problems.append(f"own get: {status}")
    status = (await api.post(f"/api/{name}", {**EXAMPLES[name].create(world), field: {"id": me}}))[
        0
    ]
    if (status == 201) != (scopes["create"]["employee"] != "none"):
        problems.append(f"own create: {status}")
    assert problems == [], (name, problems)


ENTITY_ROWS = sorted({name for name, _op, _row in RULES if name in RESOURCES})


@pytest.mark.parametrize("name", ENTITY_ROWS)
async def test_entity_rows(name: str, make_api: ClientFactory, db_url: str) -> None:
    assert set(RULES.operations(name)) == set(FIVE), name
    example = EXAMPLES[name]
    world = await build_world(make_api, db_url, example.enable)
    for other in example.requires:
        world.ids.setdefault(other, (await world.make(other))["id"])
    mismatches = []
    for principal in ROLE:
        seen = await _observe(world, name, principal)
        for op in FIVE:
            expected = _expect(name, op, principal)
            ok = seen[op] == expected if isinstance(expected, str) else seen[op] in expected
            if not ok:
                mismatches.append(f"{op}/{principal}: table wants {expected}, got {seen[op]}")
    assert mismatches == [], name
    if "own" in RULES.operations(name)["list"].values():
        await _own_object(world, name, RESOURCES[name])


# ------------------------------------------------------------------ hand-written calls

Probe = Callable[[World, Api, dict[str, Any]], Awaitable[bool | int]]
PERIOD = {"from": "2026-11-01", "to": "2026-11-07"}


async def _sheets(world: World, api: Api, subject: dict[str, Any]) -> bool | int:
    """time-sheets read: balances, holiday balances, corrections and the export agree."""
    statuses = {
        (await api.get("/api/time-sheets/balances", params={**PERIOD, "user": subject["id"]}))[0],
        (await api.get("/api/time-sheets/holiday-balances", params={"user": subject["id"]}))[0],
        (await api.get("/api/time-sheets/corrections", params={**PERIOD, "user": subject["id"]}))[
            0
        ],
        (
            await api.client.get(
                "/api/time-sheets/export", params={"month": "2026-11", "user": subject["id"]}
            )
        ).status,
    }
    assert len(statuses) == 1, statuses
    status = statuses.pop()
    return True if status == 200 else status


async def _profile(world: World, api: Api, subject: dict[str, Any]) -> bool | int:
    params = {"user": subject["id"], "start": "2026-11-01", "end": "2026-11-07"}
    status, _ = await api.get("/api/statistics/user-profile", params=params)
    status2, _ = await api.get("/api/statistics/user-profile-working-activities", params=params)
    assert status == status2
    # someone out of reach is answered like an unknown user (422 on "user")
    return True if status == 200 else (403 if status == 422 else status)


async def _transition(world: World, api: Api, subject: dict[str, Any]) -> bool | int:
    status, _ = await api.get(f"/api/time-tracking/filiale-a/{subject['username']}/balances")
    return True if status == 200 else status


async def _token(world: World, api: Api, subject: dict[str, Any]) -> bool | int:
    status, _ = await api.post("/api/time-tracking/access-tokens", {"user": {"id": subject["id"]}})
    return True if status == 201 else status


async def _statistics(world: World, api: Api, subject: dict[str, Any]) -> bool | int:
    """statistics read: the subject's branch (A) stands for the subject."""
    params = {**PERIOD, "branch": world.ids["branch_a"]}
    status, _ = await api.get("/api/statistics/orders", params=params)
    return True if status == 200 else (403 if status == 422 else status)


async def _logs(world: World, api: Api, subject: dict[str, Any]) -> bool | int:
    status, _ = await api.get("/api/logs")
    return True if status == 200 else status


async def _configuration(world: World, api: Api, subject: dict[str, Any]) -> bool | int:
    status, _ = await api.get("/api/config/schema")
    return True if status == 200 else status


PROBES: dict[tuple[str, str], Probe] = {
    ("time-sheets", "read"): _sheets,
    ("user-profile", "read"): _profile,
    ("time-tracking", "transition"): _transition,
    ("time-tracking", "token"): _token,
    ("statistics", "read"): _statistics,
    ("logs", "list"): _logs,
    ("configuration", "update"): _configuration,
}
#: Rows whose scope is about a branch, not a person: asked about branch A.
BRANCH_ONLY = {("statistics", "read"), ("logs", "list"), ("configuration", "update")}


def test_every_row_is_walked() -> None:
    rows = {(name, op) for name, op, _row in RULES}
    walked = {(n, op) for n in ENTITY_ROWS for op in FIVE} | set(PROBES)
    assert rows - walked == set(), "rows of the table no test walks"
    assert set(PROBES) <= rows


@pytest.mark.parametrize("row", sorted(PROBES), ids=lambda r: f"{r[0]}-{r[1]}")
async def test_hand_written_rows(
    row: tuple[str, str], make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    await add_user(db_url, "colleague_a", ["ROLE_EMPLOYEE"], branch_ids=[world.ids["branch_a"]])
    subjects = {}
    for username in ("employee_a", "colleague_a"):
        _status, found = await world.admin.get("/api/users", params={"username": username})
        subjects[username] = next(u for u in found["data"] if u["username"] == username)
    name, op = row
    mismatches = []
    for principal, role in ROLE.items():
        scope = RULES.operations(name)[op][role]
        for subject in ("employee_a", "colleague_a"):
            if scope == "none":
                expected: bool | int = _refused(principal)
            elif principal == "anonymous" or scope == "all":
                expected = True
            elif row in BRANCH_ONLY or scope == "branch":
                expected = True if principal == "employee_a" else 403
            else:  # own
                own = principal == "employee_a" and subject == "employee_a"
                expected = True if own else 403
            seen = await PROBES[row](world, world.apis[principal], subjects[subject])
            if seen != expected:
                mismatches.append(
                    f"{principal} about {subject}: table wants {expected}, got {seen}"
                )
    assert mismatches == [], row
