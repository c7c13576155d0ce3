"""Placing and reading orders: server prices, public link, idempotency, e-mails."""

from __future__ import annotations

import asyncio
import secrets
from typing import Any

import pytest

from kernel.background import BACKGROUND
from tests.conftest import ClientFactory, Mailbox
from tests.domains.orders.shop import build_shop

pytestmark = pytest.mark.database  # ticket upsert (ON CONFLICT), idempotency keys


async def test_order_is_priced_by_the_server_and_readable_by_its_link(
    make_api: ClientFactory, db_url: str, mailbox: Mailbox
) -> None:
    shop = await build_shop(make_api, db_url)
    status, body = await shop.customer.post("/api/orders", shop.order())
    assert status == 201, body
    data = body["data"]
    assert data["paymentRedirectUrl"] is None and len(data["hash"]) >= 43
    order = data["order"]
    assert order["ticketNumber"] == 1 and order["isConfirmed"] is False
    resp = await shop.customer.client.get(f"/api/orders/public/{data['uid']}/{data['hash']}")
    assert resp.status == 200
    assert resp.headers["Cache-Control"] == "no-store"
    assert resp.headers["Referrer-Policy"] == "no-referrer"
    public = (await resp.json())["data"]
    assert public["uid"] == data["uid"] and public["branch"] == {"id": shop.ids["wien"]}
    for private in ("email", "phone", "street", "firstName", "lastName", "items"):
        assert private not in public
    _, staff = await shop.admin.get(f"/api/orders/{order['id']}")
    assert staff["data"]["totalGross"] == "33.60"  # 2 × 14.90 + 3.80, computed here
    assert staff["data"]["taxes"]["10"]["gross"] == "29.80"
    await shop.admin.app[BACKGROUND].drain()
    subjects = sorted(m["Subject"] for m in mailbox.messages)
    assert subjects == ["Ihre Bestellung 1 bei Gasthaus Tresen", "Neue Bestellung 1"]
    customer_mail = next(m for m in mailbox.messages if m["To"] == "anna@example.com")
    assert f"/status/{data['uid']}/{data['hash']}" in customer_mail.get_content()


async def test_prices_from_the_client_are_refused(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    status, body = await shop.customer.post("/api/orders", shop.order(totalGross="0.01"))
    assert status == 422
    assert {"field": "totalGross", "message": "Dieses Feld wurde nicht erwartet."} in body["errors"]
    status, body = await shop.customer.post(
        "/api/orders",
        shop.order(items=[{"productId": shop.ids["schnitzel"], "amount": 1, "price": "0.01"}]),
    )
    assert status == 422, body


async def test_price_endpoint_matches_the_order(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    body = shop.order(
        isDelivery=True, deliveryArea="zentrum", street="Ring 1", zipCode="1010", city="Wien"
    )
    status, priced = await shop.customer.post(
        "/api/orders/price",
        {
            "branch": body["branch"],
            "isDelivery": True,
            "deliveryArea": "zentrum",
            "items": body["items"],
        },
    )
    assert status == 200, priced
    assert priced["data"]["deliveryGross"] == "3.50"
    assert priced["data"]["totalGross"] == "37.10"
    status, created = await shop.customer.post("/api/orders", body)
    assert status == 201, created
    _, staff = await shop.admin.get(f"/api/orders/{created['data']['order']['id']}")
    assert staff["data"]["totalGross"] == priced["data"]["totalGross"]


async def test_unavailable_products_cannot_be_ordered(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    status, body = await shop.customer.post(
        "/api/orders", shop.order(items=[{"productId": shop.ids["disabled"], "amount": 1}])
    )
    assert status == 422 and body["errors"][0]["field"] == "items[0].productId", body


async def test_orders_follow_catalogue_and_branch_changes_at_once(
    make_api: ClientFactory, db_url: str
) -> None:
    """The branch's offer is cached per worker: every write to it must reach the next order."""
    shop = await build_shop(make_api, db_url)
    schnitzel = f"/api/products/{shop.ids['schnitzel']}"

    async def total() -> Any:
        status, body = await shop.customer.post("/api/orders", shop.order())
        assert status == 201, body
        _, staff = await shop.admin.get(f"/api/orders/{body['data']['order']['id']}")
        return staff["data"]["totalGross"]

    assert await total() == "33.60"  # 2 × 14.90 + 3.80
    assert (await shop.admin.call("PUT", schnitzel, json={"price": "16.90"}))[0] == 200
    assert await total() == "37.60"  # 2 × 16.90 + 3.80
    cart = {key: shop.order()[key] for key in ("branch", "items")}
    _, priced = await shop.customer.post("/api/orders/price", cart)
    assert priced["data"]["totalGross"] == "37.60"
    assert (await shop.admin.call("PUT", schnitzel, json={"isEnabled": False}))[0] == 200
    status, body = await shop.customer.post("/api/orders", shop.order())
    assert status == 422 and body["errors"][0]["field"] == "items[0].productId", body
    branch = f"/api/branches/{shop.ids['wien']}"
    assert (await shop.admin.call("PUT", branch, json={"isPublic": False}))[0] == 200
    status, body = await shop.customer.post("/api/orders", shop.order(items=[]))
    assert status == 422 and body["errors"][0]["field"] == "branch", body


async def test_idempotency_key_makes_retries_create_one_order(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await build_shop(make_api, db_url)
    headers = {"Idempotency-Key": "bestellung-42"}
    results = await asyncio.gather(
        *(
            shop.customer.call("POST", "/api/orders", json=shop.order(), headers=headers)
            for _ in range(5)
        )
    )
    uids = {body["data"]["uid"] for _, body in results}
    assert (len(uids) == 1 and sorted(s for s, _ in results)[0] == 200) or len(uids) == 1
    _, orders = await shop.admin.get("/api/orders")
    assert len(orders["data"]) == 1
    status, _body = await shop.customer.call(
        "POST", "/api/orders", json=shop.order(comment="anders"), headers=headers
    )
    assert status == 422


async def test_public_link_probes_all_get_the_same_404(
    make_api: ClientFactory, db_url: str, settings: Any
) -> None:
    from kernel.app import create_app

    shop = await build_shop(make_api, db_url)
    _, created = await shop.customer.post("/api/orders", shop.order())
    uid = created["data"]["uid"]
    prober = await make_api(
        create_app(settings.model_copy(update={"link_misses_per_minute": 100_000}))
    )
    bodies = set()
    for i in range(1000):
        guess_uid = uid if i % 2 else secrets.token_hex(16)
        resp = await prober.client.get(
            f"/api/orders/public/{guess_uid}/{secrets.token_urlsafe(32)}"
        )
        assert resp.status == 404
        bodies.add(await resp.read())
    assert len(bodies) == 1


async def test_public_link_misses_are_rate_limited(
    make_api: ClientFactory, db_url: str, settings: Any
) -> None:
    from kernel.app import create_app

    prober = await make_api(create_app(settings.model_copy(update={"link_misses_per_minute": 5})))
    statuses = [
        (await prober.get(f"/api/orders/public/{secrets.token_hex(16)}/x"))[0] for _ in range(7)
    ]
    assert statuses == [404] * 5 + [429] * 2


async def test_link_misses_are_counted_across_workers_and_never_block_a_right_link(
    make_api: ClientFactory, db_url: str, settings: Any
) -> None:
    from kernel.app import create_app

    shop = await build_shop(make_api, db_url)
    _, created = await shop.customer.post("/api/orders", shop.order())
    link = f"/api/orders/public/{created['data']['uid']}/{created['data']['hash']}"
    limited = settings.model_copy(update={"link_misses_per_minute": 6})
    workers = [await make_api(create_app(limited)), await make_api(create_app(limited))]
    statuses = [
        (await workers[i % 2].get(f"/api/orders/public/{secrets.token_hex(16)}/x"))[0]
        for i in range(10)
    ]
    assert statuses == [404] * 6 + [429] * 4  # six in all, not six per worker
    for worker in workers:  # the same office address: the customer's own link still works
        assert (await worker.get(link))[0] == 200


async def test_idempotency_keys_are_scoped_to_their_client(
    make_api: ClientFactory, db_url: str, settings: Any
) -> None:
    from kernel.app import create_app

    proxied = create_app(settings.model_copy(update={"trusted_proxies": "127.0.0.1"}))
    shop = await build_shop(lambda: make_api(proxied), db_url)  # type: ignore[arg-type]
    anna = {"Idempotency-Key": "1", "X-Forwarded-For": "198.51.100.1"}
    mallory = {"Idempotency-Key": "1", "X-Forwarded-For": "203.0.113.66"}
    status, first = await shop.customer.call("POST", "/api/orders", json=shop.order(), headers=anna)
    assert status == 201
    # The same key and body from another client: its own order, not Anna's link.
    status, other = await shop.customer.call(
        "POST", "/api/orders", json=shop.order(), headers=mallory
    )
    assert status == 201 and other["data"]["uid"] != first["data"]["uid"]
    # Anna's retry still finds her order.
    status, again = await shop.customer.call("POST", "/api/orders", json=shop.order(), headers=anna)
    assert status == 200 and again["data"]["uid"] == first["data"]["uid"]
