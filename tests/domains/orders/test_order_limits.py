"""Anonymous order creation is bounded (limits.py): per client address, per recipient
e-mail address, counted in the database across app instances; a kiosk without e-mail
addresses, retries of one order and staff are not stopped."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp import web

from kernel.app import create_app
from kernel.settings import Settings
from kernel.testing import limits
from tests.conftest import Api, ClientFactory
from tests.domains.orders.shop import Shop, build_shop

#: PostgreSQL too: database counters (upserts) shared by two instances.
pytestmark = pytest.mark.database

OVER = "Zu viele Bestellungen in kurzer Zeit. Bitte versuchen Sie es in 10 Minuten noch einmal."
OVER_EMAIL = (
    "Zu viele Bestellungen an diese E-Mail-Adresse. Bitte versuchen Sie es in 60 Minuten "
    "noch einmal."
)


@pytest.fixture
def limited(settings: Settings) -> Settings:
    """The limits as deployed, behind a proxy on this machine (X-Forwarded-For counts)."""
    return settings.model_copy(update={**limits.defaults(), "trusted_proxies": "127.0.0.1"})


@pytest.fixture
def app(limited: Settings) -> web.Application:
    return create_app(limited)


async def place(
    api: Api, shop: Shop, address: str, key: str | None = None, **changes: Any
) -> tuple[int, Any, Any]:
    headers = {"X-Forwarded-For": address}
    if key is not None:
        headers["Idempotency-Key"] = key
    resp = await api.client.post("/api/orders", json=shop.order(**changes), headers=headers)
    return resp.status, await resp.json(), resp.headers


async def test_orders_of_one_address_are_limited_across_instances(
    make_api: ClientFactory, db_url: str, limited: Settings
) -> None:
    shop = await build_shop(make_api, db_url)
    workers = [shop.customer, await make_api(create_app(limited))]
    statuses = []
    for number in range(12):  # each to its own recipient: only the address limit applies
        status, body, headers = await place(
            workers[number % 2], shop, "203.0.113.5", email=f"kunde{number}@example.com"
        )
        statuses.append(status)
    assert statuses == [201] * 10 + [429] * 2  # ten in all, not ten per instance
    assert body == {"errors": [{"field": None, "message": OVER}]}
    assert 540 < int(headers["Retry-After"]) <= 600
    status, _, _ = await place(workers[0], shop, "198.51.100.5", email="andere@example.com")
    assert status == 201  # another address is not affected
    _, orders = await shop.admin.get("/api/orders")
    assert len(orders["data"]) == 11


async def test_orders_to_one_recipient_are_limited(
    make_api: ClientFactory, db_url: str, limited: Settings
) -> None:
    shop = await build_shop(make_api, db_url)
    other = await make_api(create_app(limited))
    answers = [
        await place(
            [shop.customer, other][n % 2], shop, f"203.0.113.{n}", email="Opfer@example.com"
        )
        for n in range(4)
    ]
    assert [status for status, _, _ in answers] == [201, 201, 201, 429]
    status, body, headers = answers[-1]
    assert body == {"errors": [{"field": "email", "message": OVER_EMAIL}]}
    assert 3540 < int(headers["Retry-After"]) <= 3600
    # the same address in other letters is the same recipient
    status, _, _ = await place(shop.customer, shop, "203.0.113.9", email="opfer@EXAMPLE.com")
    assert status == 429


async def test_retries_of_one_order_count_once(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    for _ in range(5):  # one order, retried
        status, _, _ = await place(shop.customer, shop, "203.0.113.7", key="bestellung-1")
        assert status in (200, 201)
    for number in (2, 3):
        status, _, _ = await place(shop.customer, shop, "203.0.113.7", key=f"bestellung-{number}")
        assert status == 201
    status, _, _ = await place(shop.customer, shop, "203.0.113.7", key="bestellung-4")
    assert status == 429  # the recipient's fourth order, not its eighth attempt


async def test_a_kiosk_without_email_addresses_is_not_stopped(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await build_shop(make_api, db_url, isTakeawayEmailRequired=False)
    for number in range(40):  # a busy self-service kiosk: one address, no e-mail
        status, body, _ = await place(
            shop.customer, shop, "192.0.2.40", email="", firstName=f"Gast{number}"
        )
        assert status == 201, body
    # its address still may not mail strangers more than the address limit allows
    status, _, _ = await place(shop.customer, shop, "192.0.2.40", email="a@example.com")
    assert status == 201


async def test_staff_orders_are_not_limited(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    for _ in range(12):
        status, body = await shop.admin.post("/api/orders", shop.order())
        assert status == 201, body
