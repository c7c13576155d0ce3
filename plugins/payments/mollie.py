"""Mollie Payments API v2: authorise at checkout (``captureMode: manual``), capture on
confirm, cancel (void) on reject, refund after capture. Webhooks carry only the id and no
signature: a webhook is believed only through a fetch of the payment."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any
from urllib.parse import parse_qs

from domains.orders.api import Order
from kernel import Settings
from plugins.payments.http import call
from plugins.payments.provider import (
    PaymentProvider,
    ProviderError,
    Seen,
    Started,
    Urls,
    WebhookRejected,
)
from plugins.payments.settings import PaymentSettings

#: Mollie status → the kernel's payment state.
STATES = {
    "open": "pending",
    "pending": "pending",
    "authorized": "authorized",
    "paid": "paid",
    "canceled": "canceled",
    "expired": "expired",
    "failed": "failed",
}


def money(amount: Decimal, currency: str) -> dict[str, str]:
    return {"currency": currency, "value": f"{amount.quantize(Decimal('0.01'))}"}


class Mollie(PaymentProvider):
    id = "mollie"
    label = "Online bezahlen (Mollie)"
    plugin_flag = "enablePluginMollie"
    global_flag = "enableMollie"
    branch_flag = "is_mollie_enabled"
    online = True

    def __init__(self, settings: Settings) -> None:
        super().__init__(settings)
        own = PaymentSettings()
        self.base = own.mollie_api_url.rstrip("/")
        self.key = own.mollie_api_key
        self.timeout = own.payment_http_timeout
        self.live = self.key.startswith("live_")

    async def _call(self, method: str, path: str, json: Any = None, key: str = "") -> Any:
        headers = {"Authorization": f"Bearer {self.key}"}
        if key:
            headers["Idempotency-Key"] = key
        status, body, _ = await call(
            method, f"{self.base}{path}", seconds=self.timeout, headers=headers, json=json
        )
        if status >= 400:
            raise ProviderError(f"Mollie {method} {path}: {status} {body!r}")
        return body

    async def create(self, order: Order, currency: str, urls: Urls) -> Started:
        body = await self._call(
            "POST",
            "/v2/payments",
            {
                "amount": money(order.total_gross, currency),
                "description": f"Bestellung {order.ticket_number} ({order.uid[:8]})",
                "redirectUrl": urls.back,
                "cancelUrl": urls.back,
                "webhookUrl": urls.webhook,
                "locale": "de_AT",
                "captureMode": "manual",
                "metadata": {"orderId": order.id, "uid": order.uid},
            },
            key=f"create-{order.uid}",
        )
        return Started(str(body["id"]), str(body["_links"]["checkout"]["href"]))

    async def fetch(self, reference: str) -> Seen:
        if not reference.startswith("tr_") or len(reference) > 64:
            raise ProviderError(f"not a Mollie payment id: {reference!r}")
        return self._seen(await self._call("GET", f"/v2/payments/{reference}"))

    def _seen(self, body: Mapping[str, Any]) -> Seen:
        amount = Decimal(str(body["amount"]["value"]))
        state = STATES.get(str(body.get("status")), "pending")
        refunded = Decimal(str((body.get("amountRefunded") or {}).get("value", "0")))
        if state == "paid" and refunded >= amount:
            state = "refunded"
        metadata = body.get("metadata") or {}
        order_id = metadata.get("orderId")
        return Seen(
            reference=str(body["id"]),
            state=state,
            amount=amount,
            currency=str(body["amount"]["currency"]),
            order_id=order_id if isinstance(order_id, int) else None,
            raw_status=str(body.get("status")),
            live=body.get("mode") == "live" if "mode" in body else None,
        )

    async def verify_webhook(self, headers: Mapping[str, str], body: bytes) -> str:
        ids = parse_qs(body.decode("utf-8", "replace")).get("id", [])
        if len(ids) != 1 or not ids[0].startswith("tr_") or len(ids[0]) > 64:
            raise WebhookRejected("no Mollie payment id")
        return ids[0]  # believed only after fetch(): Mollie signs nothing

    async def capture(self, order: Order, currency: str, reference: str) -> Seen:
        await self._call(
            "POST",
            f"/v2/payments/{reference}/captures",
            {"amount": money(order.total_gross, currency)},
            key=f"capture-{order.uid}",
        )
        return await self.fetch(reference)

    async def void(self, order: Order, currency: str, reference: str) -> Seen:
        return self._seen(await self._call("DELETE", f"/v2/payments/{reference}"))

    async def refund(self, order: Order, currency: str, reference: str) -> Seen:
        await self._call(
            "POST",
            f"/v2/payments/{reference}/refunds",
            {"amount": money(order.total_gross, currency), "description": "Storno"},
            key=f"refund-{order.uid}",
        )
        return await self.fetch(reference)
