"""Datatrans JSON API v1: ``autoSettle: false`` authorises at checkout; settle on
confirm, cancel (void) on reject, credit (refund) after settlement. Webhooks are signed
(``Datatrans-Signature: t=…,s0=…``, HMAC-SHA256 over timestamp + raw body)."""

from __future__ import annotations

import hashlib
import hmac
import re
import time
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

import aiohttp
import orjson

from domains.orders.api import Order
from kernel import Settings, as_id, as_whole
from plugins.payments.http import call
from plugins.payments.provider import (
    PaymentProvider,
    ProviderError,
    Seen,
    Started,
    Urls,
    WebhookRejected,
    minor_units,
)
from plugins.payments.settings import PaymentSettings

#: Datatrans status → the kernel's payment state.
STATES = {
    "initialized": "pending",
    "challenge_required": "pending",
    "challenge_ongoing": "pending",
    "authenticated": "pending",
    "authorized": "authorized",
    "settled": "paid",
    "transmitted": "paid",
    "canceled": "canceled",
    "failed": "failed",
}


#: ``s0`` of the signature header: a hex HMAC-SHA256.
_S0 = re.compile(r"[0-9a-f]{64}")


def signature(key_hex: str, timestamp: str, body: bytes) -> str:
    return hmac.new(bytes.fromhex(key_hex), timestamp.encode() + body, hashlib.sha256).hexdigest()


def signature_parts(header: str) -> tuple[str, int, str] | None:
    """``t`` as sent, ``t`` in milliseconds and ``s0`` of a ``Datatrans-Signature`` header
    (``t=<ms>,s0=<hex>``); None for anything else (no part, "²", 400 digits, no hex)."""
    parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
    t, s0 = parts.get("t", ""), parts.get("s0", "")
    millis = as_whole(t, 15)
    if millis is None or not _S0.fullmatch(s0):
        return None
    return t, millis, s0


def refno(order: Order) -> str:
    return f"tresen-{order.id}"


class Datatrans(PaymentProvider):
    id = "datatrans"
    label = "Kreditkarte (Datatrans)"
    plugin_flag = "enablePluginDatatrans"
    global_flag = "enableDatatrans"
    branch_flag = "is_datatrans_enabled"
    online = True

    def __init__(self, settings: Settings) -> None:
        super().__init__(settings)
        own = PaymentSettings()
        self.base = own.datatrans_api_url.rstrip("/")
        self.pay = own.datatrans_pay_url.rstrip("/")
        self.auth = aiohttp.encode_basic_auth(own.datatrans_merchant_id, own.datatrans_password)
        self.hmac_key = own.datatrans_hmac_key
        self.max_age = own.datatrans_signature_max_age
        self.timeout = own.payment_http_timeout

    async def _call(
        self, method: str, path: str, json: Any = None, key: str = ""
    ) -> tuple[int, Any]:
        headers = {"Authorization": self.auth}
        if key:
            headers["Idempotency-Key"] = key
        status, body, _ = await call(
            method,
            f"{self.base}{path}",
            seconds=self.timeout,
            headers=headers,
            json=json,
        )
        if status >= 400:
            raise ProviderError(f"Datatrans {method} {path}: {status} {body!r}")
        return status, body

    async def create(self, order: Order, currency: str, urls: Urls) -> Started:
        _, body = await self._call(
            "POST",
            "/v1/transactions",
            {
                "currency": currency,
                "refno": refno(order),
                "amount": minor_units(order.total_gross),
                "language": "de",
                "autoSettle": False,
                "redirect": {
                    "successUrl": urls.back,
                    "cancelUrl": urls.back,
                    "errorUrl": urls.back,
                },
                "webhook": {"url": urls.webhook},
            },
            key=f"init-{order.uid}",
        )
        reference = str(body["transactionId"])
        return Started(reference, f"{self.pay}/v1/start/{reference}")

    async def fetch(self, reference: str) -> Seen:
        if not reference.isalnum() or len(reference) > 64:
            raise ProviderError(f"not a Datatrans transaction id: {reference!r}")
        _, body = await self._call("GET", f"/v1/transactions/{reference}")
        return self._seen(body)

    def _seen(self, body: Mapping[str, Any]) -> Seen:
        detail = body.get("detail") or {}
        amount = (detail.get("authorize") or {}).get("amount") or body.get("amount") or 0
        ref = str(body.get("refno", ""))
        order_id = ref.removeprefix("tresen-")
        return Seen(
            reference=str(body["transactionId"]),
            state=STATES.get(str(body.get("status")), "pending"),
            amount=Decimal(int(amount)) / 100,
            currency=str(body.get("currency", "")),
            order_id=as_id(order_id) if ref.startswith("tresen-") else None,
            raw_status=str(body.get("status")),
        )

    async def verify_webhook(self, headers: Mapping[str, str], body: bytes) -> str:
        parts = signature_parts(headers.get("Datatrans-Signature", ""))
        if not self.hmac_key or parts is None:
            raise WebhookRejected("no Datatrans signature")
        t, millis, s0 = parts
        if abs(time.time() - millis / 1000) > self.max_age:
            raise WebhookRejected("stale Datatrans signature")
        if not hmac.compare_digest(signature(self.hmac_key, t, body).encode(), s0.encode()):
            raise WebhookRejected("wrong Datatrans signature")
        try:
            reference = orjson.loads(body)["transactionId"]
        except (orjson.JSONDecodeError, KeyError, TypeError):
            raise WebhookRejected("no transactionId") from None
        return str(reference)

    def _money(self, order: Order, currency: str) -> dict[str, Any]:
        return {
            "amount": minor_units(order.total_gross),
            "currency": currency,
            "refno": refno(order),
        }

    async def capture(self, order: Order, currency: str, reference: str) -> Seen:
        await self._call(
            "POST",
            f"/v1/transactions/{reference}/settle",
            self._money(order, currency),
            key=f"settle-{order.uid}",
        )
        return await self.fetch(reference)

    async def void(self, order: Order, currency: str, reference: str) -> Seen:
        await self._call("POST", f"/v1/transactions/{reference}/cancel", {"refno": refno(order)})
        return await self.fetch(reference)

    async def refund(self, order: Order, currency: str, reference: str) -> Seen:
        await self._call(
            "POST",
            f"/v1/transactions/{reference}/credit",
            self._money(order, currency),
            key=f"credit-{order.uid}",
        )
        seen = await self.fetch(reference)  # the original stays settled; the credit is ours
        return Seen(
            seen.reference, "refunded", seen.amount, seen.currency, seen.order_id, seen.raw_status
        )
