"""Sessions end when they should: a new password, disabling, locking or a role taken away
ends the user's other sessions (the one making its own change stays); demo users can be
edited like any other."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import update

from demo.load import DEMO_ADMIN
from kernel.auth.models import User
from kernel.db import Database
from tests.conftest import Api, ClientFactory, add_user


async def signed_in(make_api: ClientFactory, username: str) -> Api:
    client = await make_api()
    assert (await client.login(username))[0] == 200
    return client


@pytest.mark.parametrize(
    "change",
    [
        {"password": "ein-neues-passwort"},
        {"isEnabled": False},
        {"isLocked": True},
        {"roles": ["ROLE_EMPLOYEE"]},
    ],
)
async def test_an_administrators_change_ends_the_users_sessions(
    make_api: ClientFactory, db_url: str, change: dict[str, Any]
) -> None:
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    anna = await add_user(db_url, "anna", ["ROLE_ADMIN", "ROLE_EMPLOYEE"])
    admin = await signed_in(make_api, "admin")
    phone, laptop = await signed_in(make_api, "anna"), await signed_in(make_api, "anna")
    status, body = await admin.call("PUT", f"/api/users/{anna}", json=change)
    assert status == 200, body
    for session in (phone, laptop):
        assert (await session.get("/api/users/me"))[0] == 401
    assert (await admin.get("/api/users/me"))[0] == 200


async def test_a_users_own_password_change_keeps_only_the_session_making_it(
    make_api: ClientFactory, db_url: str
) -> None:
    anna = await add_user(db_url, "anna", ["ROLE_ADMIN"])
    here, elsewhere = await signed_in(make_api, "anna"), await signed_in(make_api, "anna")
    status, _ = await here.call("PUT", f"/api/users/{anna}", json={"password": "ganz-neu-123"})
    assert status == 200
    assert (await here.get("/api/users/me"))[0] == 200
    assert (await elsewhere.get("/api/users/me"))[0] == 401


async def test_harmless_changes_keep_sessions(make_api: ClientFactory, db_url: str) -> None:
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    anna = await add_user(db_url, "anna", ["ROLE_EMPLOYEE"])
    admin, session = await signed_in(make_api, "admin"), await signed_in(make_api, "anna")
    change = {"username": "anna2", "roles": ["ROLE_EMPLOYEE", "ROLE_ADMIN"]}
    assert (await admin.call("PUT", f"/api/users/{anna}", json=change))[0] == 200
    assert (await session.get("/api/users/me"))[0] == 200


async def test_demo_users_can_be_edited(admin: Api, db_url: str) -> None:
    """Their addresses pass the users' own e-mail check (``*@tresen.local`` did not)."""
    demo = await add_user(db_url, "demo", ["ROLE_ADMIN"])
    db = Database(db_url)
    try:
        async with db.transaction() as s:
            await s.execute(update(User).where(User.id == demo).values(email=DEMO_ADMIN[1]))
    finally:
        await db.dispose()
    status, body = await admin.call("PUT", f"/api/users/{demo}", json={"isEnabled": False})
    assert status == 200, body
