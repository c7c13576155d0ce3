"""A shop that takes online payments, served on a known port (so the fakes' webhooks reach
it at its public URL), and the Mollie and Datatrans fakes the real adapters talk to."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import pytest
from aiohttp import ClientSession, web
from aiohttp.test_utils import TestClient, TestServer
from sqlalchemy import select

from domains.orders.models import Order, PaymentEvent
from kernel.app import create_app
from kernel.background import BACKGROUND
from kernel.db import Database
from kernel.settings import Settings
from tests.conftest import Api, free_port
from tests.domains.orders.shop import Shop, build_shop
from tests.fakes import datatrans, mollie
from tests.fakes.common import CONTROLS, Controls

HMAC_KEY = "3f" * 32
FLAGS = {
    "enablePluginMollie": True,
    "enableMollie": True,
    "enablePluginDatatrans": True,
    "enableDatatrans": True,
    "enablePluginATMCard": True,
    "enableATMCard": True,
    "enablePluginHydroAGVoucher": True,
    "enableHydroAGVoucher": True,
}
BRANCH_FLAGS = {
    "isMollieEnabled": True,
    "isDatatransEnabled": True,
    "isATMCardEnabled": True,
    "isHydroAGVoucherEnabled": True,
}


@dataclass
class Fakes:
    mollie: web.Application
    datatrans: web.Application
    mollie_url: str
    datatrans_url: str

    def controls(self, provider: str) -> Controls:
        return (self.mollie if provider == "mollie" else self.datatrans)[CONTROLS]

    async def mollie_send(self, reference: str | None, copies: int = 1) -> list[int]:
        """Mollie's webhook for ``reference``, ``copies`` times at once; our answers."""
        assert reference is not None
        controls = self.controls("mollie")
        controls.webhook_copies, controls.webhook_answers = copies, []
        await mollie.send_webhook(self.mollie, reference)
        return controls.webhook_answers

    async def datatrans_send(
        self, reference: str | None, copies: int = 1, signed_at: int | None = None
    ) -> list[int]:
        assert reference is not None
        controls = self.controls("datatrans")
        controls.webhook_copies, controls.webhook_answers = copies, []
        await datatrans.send_webhook(self.datatrans, reference, signed_at)
        return controls.webhook_answers


@pytest.fixture
async def fakes(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Fakes]:
    servers = [
        TestServer(mollie.make_app()),
        TestServer(datatrans.make_app(hmac_key=HMAC_KEY)),
    ]
    for server in servers:
        await server.start_server()
    urls = [str(s.make_url("")).rstrip("/") for s in servers]
    for key, value in {
        "TRESEN_MOLLIE_API_URL": urls[0],
        "TRESEN_MOLLIE_API_KEY": "test_tresen",
        "TRESEN_DATATRANS_API_URL": urls[1],
        "TRESEN_DATATRANS_PAY_URL": urls[1],
        "TRESEN_DATATRANS_MERCHANT_ID": "1100000000",
        "TRESEN_DATATRANS_PASSWORD": "geheim",
        "TRESEN_DATATRANS_HMAC_KEY": HMAC_KEY,
        "TRESEN_PAYMENT_LOCK_TIMEOUT": "0.5",
    }.items():
        monkeypatch.setenv(key, value)
    yield Fakes(servers[0].app, servers[1].app, urls[0], urls[1])
    for server in servers:
        await server.close()


@dataclass
class PayShop:
    shop: Shop
    fakes: Fakes
    db_url: str
    public_url: str
    make: Callable[[], Awaitable[Api]]

    @property
    def customer(self) -> Api:
        return self.shop.customer

    @property
    def admin(self) -> Api:
        return self.shop.admin

    async def order(self, method: str, **changes: Any) -> dict[str, Any]:
        status, body = await self.customer.post(
            "/api/orders", self.shop.order(paymentMethod=method, **changes)
        )
        assert status == 201, body
        return body["data"]  # type: ignore[no-any-return]

    async def pay(self, redirect: str, result: str) -> str:
        """The customer at the provider's page choosing ``result``; where it sends them."""
        sep = "&" if "?" in redirect else "?"
        async with (
            ClientSession() as browser,
            browser.get(f"{redirect}{sep}result={result}", allow_redirects=False) as resp,
        ):
            assert resp.status == 303, await resp.text()
            return resp.headers["Location"]

    async def back(self, location: str) -> str:
        """The browser arriving at our return URL; where we send it."""
        assert location.startswith(self.public_url + "/api/payments/return/"), location
        path = location.removeprefix(self.public_url)
        resp = await self.customer.client.get(path, allow_redirects=False)
        assert resp.status == 303, await resp.text()
        return resp.headers["Location"]

    async def stored(self, order_id: int) -> tuple[Order, list[PaymentEvent]]:
        db = Database(self.db_url)
        async with db.session() as s:
            order = await s.get(Order, order_id)
            events = list(
                await s.scalars(
                    select(PaymentEvent)
                    .where(PaymentEvent.order_id == order_id)
                    .order_by(PaymentEvent.id)
                )
            )
        await db.dispose()
        assert order is not None
        return order, events

    async def settle(self) -> None:
        await self.customer.app[BACKGROUND].drain()


async def serve(app: web.Application, port: int) -> Api:
    client: TestClient[Any, Any] = TestClient(TestServer(app, port=port))
    await client.start_server()
    return Api(client)


@pytest.fixture
async def pay_shop(fakes: Fakes, settings: Settings, db_url: str) -> AsyncIterator[PayShop]:
    port = free_port()
    public = f"http://127.0.0.1:{port}"
    app = create_app(settings.model_copy(update={"public_url": public, "hook_timeout": 5.0}))
    clients: list[Api] = []

    async def make(application: web.Application | None = None) -> Api:
        if not clients:
            clients.append(await serve(app, port))
            return clients[0]
        client: TestClient[Any, Any] = TestClient(clients[0].client.server)
        await client.start_server()
        clients.append(Api(client))
        return clients[-1]

    shop = await build_shop(make, db_url, **BRANCH_FLAGS)
    assert (await shop.admin.post("/api/config", FLAGS))[0] == 200
    yield PayShop(shop, fakes, db_url, public, make)
    for client in reversed(clients):
        await client.client.close()
