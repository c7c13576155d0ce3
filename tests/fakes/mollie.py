"""A local Mollie Payments API v2 (the calls Tresen makes), with a test-mode checkout page.

    POST /v2/payments, GET /v2/payments/{id}, DELETE /v2/payments/{id},
    POST /v2/payments/{id}/captures, POST /v2/payments/{id}/refunds,
    GET|POST /checkout/{id}[?result=paid|failed|canceled|expired]

Same validation as Mollie where Tresen could get it wrong: Bearer key, amount value a
string with exactly two decimals, description ≤ 255, redirectUrl required. Webhooks are
form posts ``id=tr_…`` without a signature, like Mollie's.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any
from urllib.parse import quote

from aiohttp import web

from tests.fakes.common import (
    API_KEY,
    CONTROLS,
    OUTCOMES,
    Controls,
    checkout_page,
    control_middleware,
    deliver,
    new_id,
)

TWO_DECIMALS = re.compile(r"^\d{1,10}\.\d{2}$")
PAYMENTS: web.AppKey[dict[str, dict[str, Any]]] = web.AppKey("payments", dict)


def error(status: int, detail: str, field: str | None = None) -> web.Response:
    body: dict[str, Any] = {"status": status, "title": "Error", "detail": detail}
    if field:
        body["field"] = field
    return web.json_response(body, status=status, content_type="application/hal+json")


def _authorized(request: web.Request) -> bool:
    return bool(
        request.headers.get("Authorization") == f"Bearer {request.app[API_KEY]}"
        and request.app[API_KEY]
    )


def _public(request: web.Request, p: dict[str, Any]) -> dict[str, Any]:
    base = str(request.url.origin())
    out = {k: v for k, v in p.items() if not k.startswith("_")}
    out["isCancelable"] = p["status"] in ("open", "authorized")
    out["_links"] = {
        "self": {"href": f"{base}/v2/payments/{p['id']}"},
        "checkout": {"href": f"{base}/checkout/{p['id']}"},
    }
    return out


async def create(request: web.Request) -> web.Response:
    if not _authorized(request):
        return error(401, "Missing authentication, or failed to authenticate")
    body = await request.json()
    amount = body.get("amount") or {}
    value = amount.get("value")
    if not isinstance(value, str) or not TWO_DECIMALS.match(value):
        return error(422, "The amount contains an invalid value", "amount.value")
    if not re.fullmatch(r"[A-Z]{3}", str(amount.get("currency", ""))):
        return error(422, "The currency is invalid", "amount.currency")
    description = body.get("description")
    if not isinstance(description, str) or not 0 < len(description) <= 255:
        return error(422, "The description is invalid", "description")
    if not body.get("redirectUrl"):
        return error(422, "The redirect URL is missing", "redirectUrl")
    mode = "test" if request.app[API_KEY].startswith("test_") else "live"
    payment = {
        "resource": "payment",
        "id": new_id("tr_"),
        "mode": mode,
        "status": "open",
        "amount": {"currency": amount["currency"], "value": value},
        "amountRefunded": {"currency": amount["currency"], "value": "0.00"},
        "description": description,
        "redirectUrl": body["redirectUrl"],
        "cancelUrl": body.get("cancelUrl"),
        "webhookUrl": body.get("webhookUrl"),
        "metadata": body.get("metadata"),
        "captureMode": body.get("captureMode", "automatic"),
        "locale": body.get("locale"),
    }
    request.app[PAYMENTS][payment["id"]] = payment
    return web.json_response(
        _public(request, payment), status=201, content_type="application/hal+json"
    )


def _payment(request: web.Request) -> dict[str, Any] | None:
    return request.app[PAYMENTS].get(request.match_info["id"])


async def get(request: web.Request) -> web.Response:
    if not _authorized(request):
        return error(401, "Missing authentication, or failed to authenticate")
    payment = _payment(request)
    if payment is None:
        return error(404, "No payment exists with token")
    return web.json_response(_public(request, payment), content_type="application/hal+json")


async def cancel(request: web.Request) -> web.Response:
    if not _authorized(request):
        return error(401, "Missing authentication, or failed to authenticate")
    payment = _payment(request)
    if payment is None:
        return error(404, "No payment exists with token")
    if payment["status"] not in ("open", "authorized"):
        return error(422, "The payment cannot be canceled")
    payment["status"] = "canceled"
    return web.json_response(_public(request, payment), content_type="application/hal+json")


async def capture(request: web.Request) -> web.Response:
    if not _authorized(request):
        return error(401, "Missing authentication, or failed to authenticate")
    payment = _payment(request)
    if payment is None:
        return error(404, "No payment exists with token")
    if payment["status"] != "authorized":
        return error(422, "The payment is not authorized")
    body = await request.json() if request.can_read_body else {}
    value = (body.get("amount") or {}).get("value", payment["amount"]["value"])
    if Decimal(value) != Decimal(payment["amount"]["value"]):
        return error(422, "Partial captures are not supported here", "amount")
    payment["status"] = "paid"
    return web.json_response(
        {"resource": "capture", "id": new_id("cpt_"), "paymentId": payment["id"]}, status=201
    )


async def refund(request: web.Request) -> web.Response:
    if not _authorized(request):
        return error(401, "Missing authentication, or failed to authenticate")
    payment = _payment(request)
    if payment is None:
        return error(404, "No payment exists with token")
    body = await request.json()
    value = (body.get("amount") or {}).get("value")
    if payment["status"] != "paid" or not isinstance(value, str) or not TWO_DECIMALS.match(value):
        return error(422, "The payment cannot be refunded")
    payment["amountRefunded"] = {"currency": payment["amount"]["currency"], "value": value}
    await send_webhook(request.app, payment["id"])
    return web.json_response(
        {"resource": "refund", "id": new_id("re_"), "paymentId": payment["id"]}, status=201
    )


async def send_webhook(app: web.Application, payment_id: str, copies: int | None = None) -> None:
    """What Mollie does on every status change: POST id=… to the webhook URL."""
    payment = app[PAYMENTS][payment_id]
    controls = app[CONTROLS]
    if copies is not None:
        controls.webhook_copies = copies

    def send(session: Any) -> Any:
        return session.post(
            payment["webhookUrl"],
            data=f"id={quote(payment_id)}",
            headers={"Content-Type": "application/x-www-form-urlencoded"},
        )

    await deliver(controls, payment.get("webhookUrl") or "", send)


async def checkout(request: web.Request) -> web.Response:
    payment = _payment(request)
    if payment is None:
        raise web.HTTPNotFound()
    result = request.query.get("result")
    if request.method == "POST":
        result = str((await request.post()).get("result", ""))
    if result not in OUTCOMES:
        amount = f"{payment['amount']['value']} {payment['amount']['currency']}"
        return checkout_page("Mollie Testzahlung", amount, f"/checkout/{payment['id']}")
    if payment["status"] == "open":
        manual = payment["captureMode"] == "manual"
        payment["status"] = ("authorized" if manual else "paid") if result == "paid" else result
        await send_webhook(request.app, payment["id"])
    target = payment["redirectUrl"]
    if result == "canceled" and payment.get("cancelUrl"):
        target = payment["cancelUrl"]
    raise web.HTTPSeeOther(target)


def make_app(api_key: str = "test_tresen") -> web.Application:
    app = web.Application(middlewares=[control_middleware])
    app[API_KEY] = api_key
    app[CONTROLS] = Controls()
    app[PAYMENTS] = {}
    app.router.add_post("/v2/payments", create)
    app.router.add_get("/v2/payments/{id}", get)
    app.router.add_delete("/v2/payments/{id}", cancel)
    app.router.add_post("/v2/payments/{id}/captures", capture)
    app.router.add_post("/v2/payments/{id}/refunds", refund)
    app.router.add_route("*", "/checkout/{id}", checkout)
    return app
