"""HTTP routes of the payments plugin: the browser's return, the providers' webhooks, the
staff's re-check (spec 000 §7 ``update-payment-status``) and the staff's list of online
payments. All 404 while it is off."""

from __future__ import annotations

import logging

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import func, select

from domains.orders.api import Order, OrderDeps, full_view, hash_matches, payment
from kernel import (
    DB,
    ROLE_ADMIN,
    SETTINGS,
    ApiError,
    Id,
    Integer,
    Routes,
    count_miss,
    not_found,
    ok,
    path_id,
    query,
    require_staff,
)
from plugins.payments import service, texts
from plugins.payments.provider import ProviderError, WebhookRejected

log = logging.getLogger(__name__)
routes = Routes(tag="payments")
NO_STORE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}


@routes.get(
    "/api/payments/return/{uid}/{hash}",
    response={"type": "null"},
    status=303,
    errors=(404, 429),
    summary="Where the payment provider sends the browser back: to the status or error page",
)
async def payment_return(request: web.Request) -> web.Response:
    uid, given = request.match_info["uid"], request.match_info["hash"]
    order = None
    if len(uid) <= 64 and len(given) <= 128:
        async with request.app[DB].session() as s:
            order = await s.scalar(select(Order).where(Order.uid == uid))
    valid = hash_matches(request.app[SETTINGS].secret_key, uid, given)
    if order is None or not valid:
        await count_miss(request, "order-link", request.app[SETTINGS].link_misses_per_minute)
        raise not_found()
    try:  # the page should not wait for the webhook
        order, _changed = await service.refresh(request.app, order, "return")
    except ProviderError as exc:
        log.warning("payment of order %s not fetched on return: %r", order.id, exc)
    lost = order.payment_status in payment.LOST
    target = (
        await service.error_page(request.app, order)
        if lost
        else service.status_page(request.app, order)
    )
    raise web.HTTPSeeOther(target, headers=NO_STORE)


@routes.post(
    "/api/payments/{provider}/webhook",
    response={"type": "null"},
    errors=(400, 404, 503),
    summary="A provider's webhook: verified, matched to its order, applied once",
)
async def webhook(request: web.Request) -> web.Response:
    chosen = service.provider(request.app, request.match_info["provider"])
    if chosen is None or not chosen.online:
        raise not_found()
    raw = await request.read()
    try:
        reference = await chosen.verify_webhook(request.headers, raw)
    except WebhookRejected as exc:
        log.warning("%s webhook rejected: %s", chosen.id, exc)
        raise ApiError(400, texts.WEBHOOK_REJECTED) from None
    order = await service.find(request.app, chosen.id, reference)
    if order is None:  # unknown ids answer 200 too (Mollie stops retrying)
        return web.Response(status=200)
    try:
        await service.refresh(request.app, order, "webhook")
    except ProviderError as exc:  # the provider retries later
        log.warning("%s webhook for order %s not confirmed: %r", chosen.id, order.id, exc)
        raise ApiError(503, texts.RECHECK_FAILED, headers={"Retry-After": "60"}) from None
    return web.Response(status=200)


@routes.post(
    "/api/orders/{id:\\d+}/update-payment-status",
    response={"type": "object"},
    errors=(401, 403, 404, 409, 502),
    summary="Ask the provider for the order's payment again (staff); the order with history",
)
async def update_payment_status(request: web.Request) -> web.Response:
    user = await require_staff(request)
    async with request.app[DB].session() as s:
        stmt = select(Order).where(Order.id == path_id(request))
        if ROLE_ADMIN not in user.roles:
            stmt = stmt.where(Order.branch_id.in_(user.branch_ids or [-1]))
        order = await s.scalar(stmt)
    if order is None:
        raise not_found()
    chosen = service.provider(request.app, order.payment_method)
    if chosen is None or not chosen.online or order.payment_reference is None:
        raise ApiError(409, texts.NOT_ONLINE)
    try:
        order, _changed = await service.refresh(request.app, order, f"user:{user.id}")
    except ProviderError as exc:
        log.warning("re-check of order %s failed: %r", order.id, exc)
        raise ApiError(502, texts.RECHECK_FAILED) from None
    return ok(await full_view(OrderDeps.of(request.app), order))


class PaymentsQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    status: payment.State | None = None
    branch: Id | None = None
    page: Integer = Field(1, ge=1, le=1_000_000)
    limit: Integer = Field(30, ge=1, le=100)


@routes.get(
    "/api/payments",
    query=PaymentsQuery,
    response={"type": "array", "items": {"type": "object"}},
    errors=(401, 403, 422),
    summary="Orders paid online, newest first, with provider, reference and state (staff; "
    "employees: their branches); X-Total-Count",
)
async def online_payments(request: web.Request) -> web.Response:
    user = await require_staff(request)
    q = query(request, PaymentsQuery)
    online = [i for i, entry in service.installed(request.app).items() if entry.provider.online]
    stmt = select(Order).where(Order.payment_method.in_(online or ["-"]))
    if ROLE_ADMIN not in user.roles:
        stmt = stmt.where(Order.branch_id.in_(user.branch_ids or [-1]))
    if q.branch is not None:
        stmt = stmt.where(Order.branch_id == q.branch)
    if q.status is not None:
        stmt = stmt.where(Order.payment_status == q.status)
    async with request.app[DB].session() as s:
        total = await s.scalar(select(func.count()).select_from(stmt.subquery())) or 0
        orders = await s.scalars(
            stmt.order_by(Order.created_at.desc(), Order.id.desc())
            .offset((q.page - 1) * q.limit)
            .limit(q.limit)
        )
        labels = {i: entry.provider.label for i, entry in service.installed(request.app).items()}
        items = [
            {
                "order": {"id": o.id, "ticketNumber": o.ticket_number, "status": o.status},
                "branch": {"id": o.branch_id},
                "provider": {"id": o.payment_method, "label": labels[o.payment_method]},
                "reference": o.payment_reference,
                "status": o.payment_status,
                "amount": format(o.total_gross, ".2f"),
                "createdAt": o.created_at.isoformat(),
            }
            for o in orders
        ]
    return ok(items, headers={"X-Total-Count": str(total)})
