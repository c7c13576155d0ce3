"""Lockout after failed sign-ins and one-time login links (real SMTP server)."""

from __future__ import annotations

import asyncio
import datetime as dt
import re
from typing import Any

import pytest
import time_machine

from kernel.app import create_app
from kernel.auth import plugin as auth_plugin
from kernel.background import BACKGROUND
from kernel.settings import Settings
from tests.conftest import ADMIN_PASSWORD, Api, ClientFactory, Mailbox, add_user

pytestmark = pytest.mark.database  # rate limit upsert, counts of links

LOCKED = re.compile(
    r"^Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in (\d+) Minuten "
    r"noch einmal\.$"
)


async def attempt(api: Api, password: str) -> tuple[int, str]:
    status, body = await api.login("anna", password)
    return status, "" if status == 200 else body["errors"][0]["message"]


async def test_four_failures_then_success_resets(api: Api, db_url: str) -> None:
    await add_user(db_url, "anna", ["ROLE_ADMIN"])
    for _ in range(4):
        assert await attempt(api, "falsch") == (401, "Fehlerhafte Zugangsdaten.")
    assert (await attempt(api, ADMIN_PASSWORD))[0] == 200
    for _ in range(4):  # the counter started again
        assert (await attempt(api, "falsch"))[0] == 401
    assert (await attempt(api, ADMIN_PASSWORD))[0] == 200


async def test_fifth_failure_locks_for_fifteen_minutes(api: Api, db_url: str) -> None:
    await add_user(db_url, "anna", ["ROLE_ADMIN"])
    start = dt.datetime(2026, 11, 21, 12, 0, tzinfo=dt.UTC)
    with time_machine.travel(start, tick=False) as clock:
        for _ in range(4):
            assert (await attempt(api, "falsch"))[1] == "Fehlerhafte Zugangsdaten."
        status, message = await attempt(api, "falsch")
        assert status == 401 and LOCKED.match(message) and "15 Minuten" in message
        status, message = await attempt(api, ADMIN_PASSWORD)  # right password, still locked
        assert status == 401 and LOCKED.match(message)
        clock.shift(dt.timedelta(minutes=14))
        status, message = await attempt(api, ADMIN_PASSWORD)
        assert status == 401 and "in 1 Minuten" in message
        clock.shift(dt.timedelta(minutes=1))
        assert (await attempt(api, ADMIN_PASSWORD))[0] == 200


async def test_failures_spread_beyond_the_window_do_not_lock(api: Api, db_url: str) -> None:
    await add_user(db_url, "anna", ["ROLE_ADMIN"])
    start = dt.datetime(2026, 11, 21, 12, 0, tzinfo=dt.UTC)
    with time_machine.travel(start, tick=False) as clock:
        for _ in range(4):
            await attempt(api, "falsch")
        clock.shift(dt.timedelta(minutes=16))
        assert await attempt(api, "falsch") == (401, "Fehlerhafte Zugangsdaten.")
        assert (await attempt(api, ADMIN_PASSWORD))[0] == 200


async def test_concurrent_wrong_logins_over_two_workers_verify_at_most_five(
    settings: Settings, make_api: ClientFactory, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    await add_user(db_url, "anna", ["ROLE_ADMIN"])
    verified = 0
    real_verify = auth_plugin.verify_password

    async def counting(hashed: str | None, password: str) -> bool:
        nonlocal verified
        verified += 1
        return await real_verify(hashed, password)

    monkeypatch.setattr(auth_plugin, "verify_password", counting)
    workers = [await make_api(create_app(settings)), await make_api(create_app(settings))]
    results = await asyncio.gather(*(workers[i % 2].login("anna", "falsch") for i in range(20)))
    assert all(status == 401 for status, _ in results)
    assert verified <= 5
    status, body = await workers[0].login("anna")
    assert status == 401 and LOCKED.match(body["errors"][0]["message"])


async def test_login_link_is_mailed_and_works_once(
    api: Api, db_url: str, mailbox: Mailbox, make_api: ClientFactory
) -> None:
    await add_user(db_url, "anna", ["ROLE_ADMIN"])
    status, _ = await api.post("/api/login-link", {"username": "anna"})
    assert status == 202
    await api.app[BACKGROUND].drain()
    (mail,) = mailbox.messages
    assert mail["To"] == "anna@example.com" and mail["Subject"] == "Ihr Anmelde-Link"
    link = re.search(r"(/api/login-link/[\w-]+)", mail.get_content()).group(1)  # type: ignore[union-attr]
    resp = await api.client.get(link, allow_redirects=False)
    assert (resp.status, resp.headers["Location"]) == (303, "/backend")
    assert (await api.get("/api/users/me"))[1]["data"]["username"] == "anna"
    again = await make_api()
    status, body = await again.get(link)
    assert (status, body["errors"][0]["message"]) == (
        401,
        "Ungültiger oder abgelaufener Anmelde-Link.",
    )


async def test_login_link_answer_is_the_same_for_unknown_users(
    api: Api, db_url: str, mailbox: Mailbox
) -> None:
    await add_user(db_url, "anna", ["ROLE_ADMIN"])
    known = await api.post("/api/login-link", {"username": "anna"})
    unknown = await api.post("/api/login-link", {"username": "niemand"})
    await api.app[BACKGROUND].drain()
    assert known == unknown == (202, {"data": None})
    assert len(mailbox.messages) == 1


async def test_login_link_expires_after_ten_minutes(
    api: Api, db_url: str, mailbox: Mailbox
) -> None:
    await add_user(db_url, "anna", ["ROLE_ADMIN"])
    start = dt.datetime(2026, 11, 21, 12, 0, tzinfo=dt.UTC)
    with time_machine.travel(start, tick=False) as clock:
        await api.post("/api/login-link", {"username": "anna"})
        await api.app[BACKGROUND].drain()
        link = re.search(r"(/api/login-link/[\w-]+)", mailbox.messages[0].get_content())
        clock.shift(dt.timedelta(minutes=10, seconds=1))
        status, _ = await api.get(link.group(1))  # type: ignore[union-attr]
        assert status == 401


async def test_login_link_single_use_under_concurrent_redemption(
    api: Api, db_url: str, mailbox: Mailbox, make_api: ClientFactory
) -> None:
    await add_user(db_url, "anna", ["ROLE_ADMIN"])
    await api.post("/api/login-link", {"username": "anna"})
    await api.app[BACKGROUND].drain()
    link = re.search(r"(/api/login-link/[\w-]+)", mailbox.messages[0].get_content()).group(1)  # type: ignore[union-attr]
    clients = [await make_api() for _ in range(20)]

    async def redeem(client: Api) -> int:
        resp = await client.client.get(link, allow_redirects=False)
        return resp.status

    statuses: list[Any] = await asyncio.gather(*(redeem(c) for c in clients))
    assert sorted(statuses) == [303] + [401] * 19


async def test_a_browser_with_a_bad_login_link_lands_on_the_sign_in_page(
    api: Api, db_url: str, mailbox: Mailbox, make_api: ClientFactory
) -> None:
    """Opened from the mail a second time (or mistyped, or for an expired account) the
    link leads to the sign-in page, which shows why; API clients keep the JSON 401."""
    html = {"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}
    past = dt.datetime(2020, 1, 1, tzinfo=dt.UTC)
    await add_user(db_url, "anna", ["ROLE_ADMIN"])
    await add_user(db_url, "alt", ["ROLE_ADMIN"], expires_at=past)
    for username in ("anna", "alt"):
        await api.post("/api/login-link", {"username": username})
    await api.app[BACKGROUND].drain()
    anna, alt = (
        re.search(r"(/api/login-link/[\w-]+)", m.get_content()).group(1)  # type: ignore[union-attr]
        for m in mailbox.messages
    )
    browser = await make_api()
    resp = await browser.client.get(anna, headers=html, allow_redirects=False)
    assert (resp.status, resp.headers["Location"]) == (303, "/backend")
    for link, reason in ((anna, "invalid"), (anna + "x", "invalid"), (alt, "expired")):
        again = await make_api()
        resp = await again.client.get(link, headers=html, allow_redirects=False)
        assert (resp.status, resp.headers["Location"]) == (303, f"/backend/login?link={reason}")
        assert "Set-Cookie" not in resp.headers
    status, body = await (await make_api()).get(anna)
    assert (status, body["errors"][0]["message"]) == (
        401,
        "Ungültiger oder abgelaufener Anmelde-Link.",
    )
