"""``Resource.save`` and ``Resource.delete`` are the services behind the five calls (issue 9
"Thin routes"): called with a :class:`kernel.Caller` and no request — as ``tresen demo``
does — they check, run ``before_save``, audit and publish like the calls, and refuse with
the same errors."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select

from domains.branches.resources import RESOURCES as BRANCH_RESOURCES
from kernel import Caller, Resource
from kernel.api import ApiError
from kernel.auth.models import User
from kernel.auth.users import USERS
from kernel.config.models import LogEntry
from kernel.db import DB
from kernel.events import EVENTS
from tests.conftest import Api

DIVISIONS: Resource = next(r for r in BRANCH_RESOURCES if r.name == "divisions")


async def admin_caller(api: Api) -> Caller:
    async with api.app[DB].session() as s:
        user = await s.scalar(select(User).where(User.username == "admin"))
    assert user is not None
    return Caller(api.app, user)


def errors(exc: ApiError) -> list[dict[str, Any]]:
    return [{"field": e.field, "message": e.message} for e in exc.errors]


async def test_a_save_without_a_request_is_the_call(admin: Api) -> None:
    caller = await admin_caller(admin)
    seen: list[tuple[str, dict[str, Any]]] = []

    async def subscriber(topic: str, payload: dict[str, Any]) -> None:
        seen.append((topic, payload))

    admin.app[EVENTS].subscribe(subscriber)

    created = await DIVISIONS.save(caller, None, {"identifier": "nord", "name": "Nord"})

    assert (await admin.get(f"/api/divisions/{created['id']}"))[1]["data"] == created
    # the event, delivered to this worker at once (its caches drop)
    assert ("entities", {"resource": "divisions", "id": created["id"]}) in seen
    updated = await DIVISIONS.save(caller, created["id"], {"name": "Norden"})
    assert updated == {**created, "name": "Norden"}
    async with admin.app[DB].session() as s:
        entries = list(await s.scalars(select(LogEntry).where(LogEntry.entity == "divisions")))
    assert [(e.action, e.user_id) for e in entries] == [
        ("divisions.create", caller.user.id if caller.user else None),
        ("divisions.update", caller.user.id if caller.user else None),
    ]
    await DIVISIONS.delete(caller, created["id"])
    assert (await admin.get(f"/api/divisions/{created['id']}"))[0] == 404


@pytest.mark.parametrize(
    ("resource", "payload"),
    [
        (DIVISIONS, {"identifier": "nord", "name": "Nord"}),  # uniqueness: taken below
        (DIVISIONS, {"identifier": "süd", "unknown": 1}),  # validation
        (  # before_save: a role no plugin contributes
            USERS,
            {
                "username": "x",
                "email": "x@example.com",
                "password": "geheim-123",
                "roles": ["ROLE_ADMIN", "ROLE_NOPE"],
            },
        ),
    ],
)
async def test_a_refusal_is_the_calls_refusal(
    admin: Api, resource: Resource, payload: dict[str, Any]
) -> None:
    caller = await admin_caller(admin)
    await DIVISIONS.save(caller, None, {"identifier": "nord", "name": "Nord"})
    status, body = await admin.post(resource.path, payload)
    with pytest.raises(ApiError) as refused:
        await resource.save(caller, None, payload)
    assert (refused.value.status, errors(refused.value)) == (status, body["errors"])
    assert status == 422 and body["errors"][0]["field"] in ("identifier", "unknown", "roles[1]")


async def test_the_policy_holds_without_a_request(admin: Api, api: Api) -> None:
    payload = {"identifier": "nord", "name": "Nord"}
    status, body = await api.post("/api/divisions", payload)
    with pytest.raises(ApiError) as refused:
        await DIVISIONS.save(Caller(admin.app, None), None, payload)
    assert (refused.value.status, errors(refused.value)) == (status, body["errors"])
    assert status == 401
