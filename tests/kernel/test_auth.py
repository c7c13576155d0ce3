"""Sessions and CSRF: the parts of authentication the kernel foundation needs."""

from __future__ import annotations

from typing import Any

from sqlalchemy import update

from kernel.auth.models import User
from kernel.db import Database
from tests.conftest import Api, add_user


async def test_login_wrong_password_and_unknown_user_answer_alike(api: Api, db_url: str) -> None:
    await add_user(db_url, "anna", ["ROLE_ADMIN"])
    wrong = await api.post("/api/login", {"username": "anna", "password": "falsch"})
    missing = await api.post("/api/login", {"username": "niemand", "password": "falsch"})
    assert (
        wrong
        == missing
        == (401, {"errors": [{"field": None, "message": "Fehlerhafte Zugangsdaten."}]})
    )


async def test_login_issues_a_new_session_id_and_logout_ends_it(api: Api, db_url: str) -> None:
    await add_user(db_url, "anna", ["ROLE_ADMIN"])
    resp = await api.client.post(
        "/api/login",
        json={"username": "anna", "password": "geheim-admin-1"},
        cookies={"tresen_session": "planted-by-attacker"},
        headers={"Origin": str(api.client.make_url("/")).rstrip("/")},
    )
    assert resp.status == 200 and (await resp.json())["data"]["roles"] == ["ROLE_ADMIN"]
    token = resp.cookies["tresen_session"].value
    assert token and token != "planted-by-attacker"
    assert (await api.get("/api/users/me"))[0] == 200
    assert (await api.post("/api/logout"))[0] == 200
    api.client.session.cookie_jar.update_cookies({"tresen_session": token})
    assert (await api.get("/api/users/me"))[0] == 401


async def test_disabled_user_loses_the_session_on_next_request(api: Api, db_url: str) -> None:
    user_id = await add_user(db_url, "anna", ["ROLE_ADMIN"])
    await api.login("anna")
    db = Database(db_url)
    async with db.transaction() as s:
        await s.execute(update(User).where(User.id == user_id).values(is_enabled=False))
    await db.dispose()
    assert (await api.get("/api/users/me"))[0] == 401
    status, body = await api.login("anna")
    assert (status, body["errors"][0]["message"]) == (401, "Der Account ist deaktiviert.")


async def test_csrf_missing_wrong_or_cross_origin_is_refused(admin: Api) -> None:
    for headers in (
        {"X-XSRF-TOKEN": ""},
        {"X-XSRF-TOKEN": "wrong"},
        {"Origin": "https://evil.example"},
    ):
        status, body = await admin.post("/api/config", {"shopName": "Gehackt"}, headers=headers)
        assert (status, body["errors"][0]["message"]) == (403, "Ungültiges CSRF-Token."), headers
    _, config = await admin.get("/api/config")
    assert config["data"]["shopName"] == "Tresen"


async def test_session_cookie_flags(api: Api, db_url: str) -> None:
    await add_user(db_url, "anna", ["ROLE_ADMIN"])
    resp = await api.client.post(
        "/api/login", json={"username": "anna", "password": "geheim-admin-1"}
    )
    cookies: Any = resp.cookies
    assert cookies["tresen_session"]["httponly"] is True
    assert cookies["tresen_session"]["samesite"] == "Lax"
    assert not cookies["XSRF-TOKEN"]["httponly"]
