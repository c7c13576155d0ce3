"""A local Datatrans JSON API v1 (the calls Tresen makes) plus the hosted payment page.

    POST /v1/transactions, GET /v1/transactions/{id},
    POST /v1/transactions/{id}/settle|cancel|credit,
    GET|POST /v1/start/{id}[?result=paid|failed|canceled|expired]

Like Datatrans: HTTP Basic auth, integer amounts in minor units, ``Idempotency-Key``
(same key and body → same answer, other body → 422), signed webhooks
``Datatrans-Signature: t=<ms>,s0=<hex HMAC-SHA256(key, t + body)>``.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
import time
from typing import Any
from urllib.parse import urlencode

import orjson
from aiohttp import web

from tests.fakes.common import (
    CONTROLS,
    OUTCOMES,
    Controls,
    Handler,
    checkout_page,
    control_middleware,
    deliver,
)

TRANSACTIONS: web.AppKey[dict[str, dict[str, Any]]] = web.AppKey("transactions", dict)
IDEMPOTENCY: web.AppKey[dict[str, tuple[str, int, Any]]] = web.AppKey("idempotency", dict)
CREDENTIALS = web.AppKey("credentials", tuple)
HMAC_KEY = web.AppKey("hmac_key", str)


def error(status: int, code: str, message: str) -> web.Response:
    return web.json_response({"error": {"code": code, "message": message}}, status=status)


def _authorized(request: web.Request) -> bool:
    merchant, password = request.app[CREDENTIALS]
    expected = "Basic " + base64.b64encode(f"{merchant}:{password}".encode()).decode()
    return hmac.compare_digest(request.headers.get("Authorization", ""), expected)


def sign(key_hex: str, body: bytes, at_ms: int | None = None) -> str:
    t = str(at_ms if at_ms is not None else int(time.time() * 1000))
    s0 = hmac.new(bytes.fromhex(key_hex), t.encode() + body, hashlib.sha256).hexdigest()
    return f"t={t},s0={s0}"


def view(tx: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in tx.items() if not k.startswith("_")}
    out["detail"] = {"authorize": {"amount": tx["amount"]}} if tx["status"] != "initialized" else {}
    return out


@web.middleware
async def api_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Auth and Idempotency-Key for the API calls (not the payment page)."""
    if not request.path.startswith("/v1/transactions"):
        return await handler(request)
    if not _authorized(request):
        return error(401, "UNAUTHORIZED", "Invalid credentials")
    key = request.headers.get("Idempotency-Key")
    if key is None or request.method != "POST":
        return await handler(request)
    digest = hashlib.sha256(request.path.encode() + await request.read()).hexdigest()
    seen = request.app[IDEMPOTENCY].get(key)
    if seen is not None:
        if seen[0] != digest:
            return error(422, "INVALID_PROPERTY", "Idempotency-Key reused with another body")
        return web.json_response(seen[2], status=seen[1])
    resp = await handler(request)
    assert isinstance(resp, web.Response)
    body = orjson.loads(resp.body) if resp.body else None  # type: ignore[arg-type]
    request.app[IDEMPOTENCY][key] = (digest, resp.status, body)
    return resp


async def init(request: web.Request) -> web.Response:
    body = await request.json()
    amount = body.get("amount")
    if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:
        return error(400, "INVALID_PROPERTY", "init.amount must be an integer in minor units")
    if not re.fullmatch(r"[A-Z]{3}", str(body.get("currency", ""))):
        return error(400, "INVALID_PROPERTY", "init.currency")
    refno = body.get("refno")
    if not isinstance(refno, str) or not 0 < len(refno) <= 40:
        return error(400, "INVALID_PROPERTY", "init.refno")
    redirect = body.get("redirect") or {}
    if not all(redirect.get(k) for k in ("successUrl", "cancelUrl", "errorUrl")):
        return error(400, "INVALID_PROPERTY", "init.redirect")
    tx = {
        "transactionId": str(10**17 + secrets.randbelow(10**17)),
        "type": "payment",
        "status": "initialized",
        "currency": body["currency"],
        "refno": refno,
        "amount": amount,
        "_auto_settle": body.get("autoSettle", True),
        "_redirect": redirect,
        "_webhook": (body.get("webhook") or {}).get("url", ""),
    }
    request.app[TRANSACTIONS][tx["transactionId"]] = tx
    return web.json_response(
        {"transactionId": tx["transactionId"]},
        status=201,
        headers={"Location": f"/v1/start/{tx['transactionId']}"},
    )


def _tx(request: web.Request) -> dict[str, Any] | None:
    return request.app[TRANSACTIONS].get(request.match_info["id"])


async def get(request: web.Request) -> web.Response:
    tx = _tx(request)
    if tx is None:
        return error(404, "TRANSACTION_NOT_FOUND", "No transaction found")
    return web.json_response(view(tx))


async def settle(request: web.Request) -> web.Response:
    tx = _tx(request)
    if tx is None:
        return error(404, "TRANSACTION_NOT_FOUND", "No transaction found")
    body = await request.json()
    if tx["status"] != "authorized":
        return error(400, "INVALID_TRANSACTION_STATUS", "Transaction is not authorized")
    if body.get("amount") != tx["amount"] or body.get("currency") != tx["currency"]:
        return error(400, "INVALID_PROPERTY", "settle.amount")
    tx["status"] = "settled"
    return web.Response(status=204)


async def cancel(request: web.Request) -> web.Response:
    tx = _tx(request)
    if tx is None:
        return error(404, "TRANSACTION_NOT_FOUND", "No transaction found")
    if tx["status"] not in ("initialized", "authorized"):
        return error(400, "INVALID_TRANSACTION_STATUS", "Transaction cannot be canceled")
    tx["status"] = "canceled"
    return web.Response(status=204)


async def credit(request: web.Request) -> web.Response:
    tx = _tx(request)
    if tx is None:
        return error(404, "TRANSACTION_NOT_FOUND", "No transaction found")
    body = await request.json()
    if tx["status"] not in ("settled", "transmitted"):
        return error(400, "INVALID_TRANSACTION_STATUS", "Transaction is not settled")
    if not isinstance(body.get("amount"), int) or body["amount"] > tx["amount"]:
        return error(400, "INVALID_PROPERTY", "credit.amount")
    credit_id = str(10**17 + secrets.randbelow(10**17))
    request.app[TRANSACTIONS][credit_id] = {
        **tx,
        "transactionId": credit_id,
        "type": "credit",
        "status": "settled",
        "amount": body["amount"],
    }
    return web.json_response({"transactionId": credit_id})


async def send_webhook(app: web.Application, tx_id: str, signed_at: int | None = None) -> None:
    """What Datatrans does after an authorisation: POST the transaction, signed."""
    tx = app[TRANSACTIONS][tx_id]
    raw = orjson.dumps(view(tx))

    def send(session: Any) -> Any:
        return session.post(
            tx["_webhook"],
            data=raw,
            headers={
                "Content-Type": "application/json",
                "Datatrans-Signature": sign(app[HMAC_KEY], raw, signed_at),
            },
        )

    await deliver(app[CONTROLS], tx["_webhook"], send)


async def start(request: web.Request) -> web.Response:
    tx = _tx(request)
    if tx is None:
        raise web.HTTPNotFound()
    result = request.query.get("result")
    if request.method == "POST":
        result = str((await request.post()).get("result", ""))
    if result not in OUTCOMES:
        amount = f"{tx['amount'] / 100:.2f} {tx['currency']}"
        return checkout_page("Datatrans Testzahlung", amount, f"/v1/start/{tx['transactionId']}")
    if tx["status"] == "initialized":
        paid = "settled" if tx["_auto_settle"] else "authorized"
        tx["status"] = {"paid": paid, "failed": "failed"}.get(result, "canceled")
        await send_webhook(request.app, tx["transactionId"])
    which = {"paid": "successUrl", "failed": "errorUrl"}.get(result, "cancelUrl")
    target = tx["_redirect"][which]
    sep = "&" if "?" in target else "?"
    raise web.HTTPSeeOther(f"{target}{sep}{urlencode({'datatransTrxId': tx['transactionId']})}")


def make_app(
    merchant_id: str = "1100000000", password: str = "geheim", hmac_key: str = "00" * 32
) -> web.Application:
    app = web.Application(middlewares=[control_middleware, api_middleware])
    app[CREDENTIALS] = (merchant_id, password)
    app[HMAC_KEY] = hmac_key
    app[CONTROLS] = Controls()
    app[TRANSACTIONS] = {}
    app[IDEMPOTENCY] = {}
    app.router.add_post("/v1/transactions", init)
    app.router.add_get("/v1/transactions/{id}", get)
    app.router.add_post("/v1/transactions/{id}/settle", settle)
    app.router.add_post("/v1/transactions/{id}/cancel", cancel)
    app.router.add_post("/v1/transactions/{id}/credit", credit)
    app.router.add_route("*", "/v1/start/{id}", start)
    return app
