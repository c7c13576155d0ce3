"""Sign-in throttling per address and per account that cannot lock the owner out, and the
same answer and work for unknown and existing accounts (ASVS 2.2.1, kernel/auth/lockout.py)."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from aiohttp import web

from kernel.app import create_app
from kernel.auth import lockout
from kernel.auth import plugin as auth_plugin
from kernel.background import BACKGROUND
from kernel.settings import Settings
from tests.conftest import ADMIN_PASSWORD, Api, ClientFactory, Mailbox, add_user

pytestmark = pytest.mark.database  # rate limit upsert (ON CONFLICT)

LOCKED = re.compile(r"^Zu viele fehlgeschlagene Anmeldeversuche, .* in \d+ Minuten noch einmal\.$")


@pytest.fixture
def app(settings: Settings) -> web.Application:
    """Behind a proxy on this machine: X-Forwarded-For names the client's address."""
    return create_app(settings.model_copy(update={"trusted_proxies": "127.0.0.1"}))


async def login(api: Api, username: str, password: str, address: str) -> tuple[int, Any]:
    return await api.post(
        "/api/login",
        {"username": username, "password": password},
        headers={"X-Forwarded-For": address},
    )


async def test_wrong_passwords_from_one_address_do_not_lock_the_owner_out(
    api: Api, db_url: str
) -> None:
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    answers = [await login(api, "admin", "falsch", "203.0.113.9") for _ in range(8)]
    assert [s for s, _ in answers] == [401] * 8
    assert all(LOCKED.match(b["errors"][0]["message"]) for _, b in answers[4:])
    # The attacker's address stays throttled, even with the right password …
    status, body = await login(api, "admin", ADMIN_PASSWORD, "203.0.113.9")
    assert status == 401 and LOCKED.match(body["errors"][0]["message"])
    # … the owner, elsewhere, signs in.
    assert (await login(api, "admin", ADMIN_PASSWORD, "198.51.100.7"))[0] == 200


async def test_many_logins_from_one_address_get_429(api: Api, db_url: str) -> None:
    statuses = []
    for number in range(lockout.ADDRESS_LIMIT + 5):
        status, _body = await login(api, f"user{number}", "falsch", "203.0.113.10")
        statuses.append(status)
    assert statuses[: lockout.ADDRESS_LIMIT] == [401] * lockout.ADDRESS_LIMIT
    assert set(statuses[lockout.ADDRESS_LIMIT :]) == {429}
    resp = await api.client.post(
        "/api/login",
        json={"username": "x", "password": "y"},
        headers={"X-Forwarded-For": "203.0.113.10"},
    )
    assert resp.status == 429 and int(resp.headers["Retry-After"]) > 0
    assert (await login(api, "x", "y", "203.0.113.11"))[0] == 401  # other clients unaffected


async def test_unknown_and_existing_accounts_answer_alike_after_the_same_work(
    api: Api, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    await add_user(db_url, "anna", ["ROLE_ADMIN"])
    verified: list[str | None] = []
    real_verify = auth_plugin.verify_password

    async def counting(hashed: str | None, password: str) -> bool:
        verified.append(hashed)
        return await real_verify(hashed, password)

    monkeypatch.setattr(auth_plugin, "verify_password", counting)
    names = {"anna": "192.0.2.1", "niemand": "192.0.2.2"}
    sequences: dict[str, list[Any]] = {name: [] for name in names}
    work = dict.fromkeys(names, 0)
    took = dict.fromkeys(names, 0.0)
    for _ in range(8):  # interleaved, so both meet the same warm caches
        for name, address in names.items():
            verified.clear()
            started = time.perf_counter()
            sequences[name].append(await login(api, name, "falsch", address))
            took[name] += time.perf_counter() - started
            work[name] += len(verified)
    print(f"\n8 wrong sign-ins: existing {took['anna']:.3f} s, unknown {took['niemand']:.3f} s")
    assert sequences["anna"] == sequences["niemand"]
    assert work["anna"] == work["niemand"] == lockout.PAIR_LIMIT


async def test_an_account_tried_from_many_addresses_is_throttled_but_the_link_works(
    api: Api, db_url: str, make_api: ClientFactory, settings: Settings, mailbox: Mailbox
) -> None:
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    for number in range(lockout.ACCOUNT_LIMIT):
        status, _ = await login(api, "admin", "falsch", f"10.1.{number // 200}.{number % 200}")
        assert status == 401
    status, body = await login(api, "admin", ADMIN_PASSWORD, "198.51.100.7")
    assert status == 401 and LOCKED.match(body["errors"][0]["message"])
    # The owner's way in while throttled: the e-mailed one-time link.
    linked = await make_api(create_app(settings))
    assert (await linked.post("/api/login-link", {"username": "admin"}))[0] == 202
    await linked.app[BACKGROUND].drain()
    url = re.search(r"http\S+", mailbox.messages[-1].get_content())
    assert url is not None
    path = url.group(0).split("8080", 1)[1]
    resp = await linked.client.get(path, allow_redirects=False)
    assert resp.status == 303
    assert (await linked.get("/api/users/me"))[0] == 200


async def test_username_and_email_of_one_account_share_its_counter(
    api: Api, db_url: str, make_api: ClientFactory, settings: Settings
) -> None:
    """Alternating username and e-mail guesses, each from its own address and spread
    over two app instances on one database: throttled at the same total as one name."""
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    proxied = settings.model_copy(update={"trusted_proxies": "127.0.0.1"})
    workers = [api, await make_api(create_app(proxied))]
    names = ("admin", "admin@example.com")
    for number in range(lockout.ACCOUNT_LIMIT):
        address = f"10.2.{number // 200}.{number % 200}"
        status, _ = await login(workers[number % 2], names[number % 2], "falsch", address)
        assert status == 401
    for name in names:  # the account is throttled, whichever name is typed
        status, body = await login(api, name, ADMIN_PASSWORD, "198.51.100.8")
        assert status == 401 and LOCKED.match(body["errors"][0]["message"]), body
