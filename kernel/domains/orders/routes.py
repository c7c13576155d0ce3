"""HTTP routes of the ordering domain: storefront (public) and staff calls of spec 000 §7."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import Select, func, select

from kernel import messages as msg
from kernel.api import (
    ApiError,
    Routes,
    not_found,
    ok,
    path_id,
    query,
    read_body,
    read_json,
    validate,
)
from kernel.auth.models import ROLE_ADMIN, ROLE_EMPLOYEE, User
from kernel.auth.sessions import current_user, require_admin, require_staff
from kernel.db import utcnow
from kernel.domains.branches.models import Branch
from kernel.domains.branches.ordering import public_branch
from kernel.domains.catalog.models import Product
from kernel.domains.orders import checkout, notify, receipt, service, states, texts
from kernel.domains.orders.cart_items import CartItemIn, client_field, engine_items
from kernel.domains.orders.charges import Charge, priced_json, with_charges
from kernel.domains.orders.models import Order, OrderTransition
from kernel.domains.orders.pricing import PricingError
from kernel.entities import Ref, Schema
from kernel.ratelimit import client_key
from kernel.state import CONFIG, DB, REGISTRY
from kernel.validators import AwareTime, ZonedDatetime, as_id

routes = Routes(tag="orders")
NO_STORE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}
OPEN: tuple[str, ...] = ("new", "confirmed", "in_delivery")
MISSED_AFTER = dt.timedelta(minutes=10)


# ---------------------------------------------------------------------------- storefront


class PriceIn(Schema):
    branch: Ref
    is_delivery: bool = False
    is_dine_in: bool = False
    delivery_area: str | None = Field(None, max_length=50)
    items: list[CartItemIn] = Field(default_factory=list, max_length=200)


@routes.post(
    "/api/orders/price",
    body=PriceIn,
    response={"type": "object"},
    errors=(422,),
    summary="Price a cart and the plugins' charges (the same code as order creation)",
)
async def price_cart(request: web.Request) -> web.Response:
    raw = await read_json(request)
    core, unknown = service.split_body(PriceIn, raw)
    body = validate(PriceIn, core)
    mode = "delivery" if body.is_delivery else "dineIn" if body.is_dine_in else "takeaway"
    async with request.app[DB].session() as s:
        branch = await public_branch(s, body.branch.id)
        if branch is None:
            raise ApiError(422, msg.CHOICE, field="branch")
        parts, errors = await service.checkout_parts(request, raw, branch, mode, False, unknown)
        if errors:
            raise ApiError(422, errors)
        try:
            result, _names = await service.price(
                s, branch, engine_items(body.items), mode, body.delivery_area, utcnow()
            )
        except PricingError as exc:
            raise ApiError(422, exc.message, field=client_field(body.items, exc.field)) from None
    return ok(priced_json(result, [charge for part in parts for charge in part.charges]))


@routes.get(
    "/api/branches/{id:\\d+}/payment-methods",
    response={"type": "array", "items": {"type": "object"}},
    errors=(404,),
    summary="The payment methods a customer can choose at this branch: [{id, label}]",
)
async def branch_payment_methods(request: web.Request) -> web.Response:
    async with request.app[DB].session() as s:
        branch = await public_branch(s, path_id(request))
    if branch is None:
        raise not_found()
    offered = await service.payment_methods(request, branch)
    return ok([{"id": m, "label": label} for m, label in offered.items()])


@routes.post(
    "/api/orders",
    body=checkout.CheckoutIn,
    response={"type": "object"},
    status=201,
    errors=(422,),
    summary="Place an order; send an Idempotency-Key header to make retries safe",
)
async def create_order(request: web.Request) -> web.Response:
    key = request.headers.get("Idempotency-Key")
    if key is not None and not 1 <= len(key) <= 255:
        raise ApiError(422, msg.INVALID, field="Idempotency-Key")
    if key is not None:
        user = await current_user(request)
        scope = f"user:{user.id}" if user is not None else f"client:{client_key(request)}"
        key = service.scoped_key(scope, key)
    result = await service.create(request, await read_json(request), key)
    order = result.order
    answer: dict[str, Any] = {"paymentRedirectUrl": None}
    if result.created:
        for extra in await request.app[REGISTRY].call(
            "tresen_order_created", request=request, order=order
        ):
            answer.update(extra)
        if answer != {"paymentRedirectUrl": None}:  # kept for idempotent retries
            async with request.app[DB].transaction() as s:
                stored = await _locked(s, order.id)
                stored.extra = {**stored.extra, "creation": answer}
            order = stored
        # An order sent to a payment provider is announced once its payment is secured
        # (the provider's plugin calls notify.new_order_mails then), never unpaid.
        if not answer.get("paymentRedirectUrl"):
            notify.later(request, notify.new_order_mails(request, order), f"mail-order-{order.id}")
    else:
        answer.update(order.extra.get("creation", {}))
    secret = service.secret_of(request)
    view = await service.public_order(request, order)
    return ok(
        {"uid": order.uid, "hash": service.order_hash(secret, order.uid), **answer, "order": view},
        status=201 if result.created else 200,
        headers=NO_STORE,
    )


PUBLIC = "/api/orders/public/{uid}/{hash}"


@routes.get(
    PUBLIC,
    response={"type": "object"},
    errors=(404, 429),
    summary="The order as its customer sees it (secret link)",
)
async def public_order(request: web.Request) -> web.Response:
    order = await service.by_link(request)
    return ok(await service.public_order(request, order), headers=NO_STORE)


@routes.post(
    PUBLIC + "/confirm-counter-appointment",
    response={"type": "object"},
    errors=(404, 409),
    summary="Accept the time the shop proposed",
)
async def confirm_counter(request: web.Request) -> web.Response:
    order = await service.by_link(request)
    async with request.app[DB].transaction() as s:
        order = await _locked(s, order.id)
        if order.counter_appointment is None or order.status != "new":
            raise ApiError(409, texts.COUNTER_APPOINTMENT_MISSING)
        order.appointment_date, order.counter_appointment = order.counter_appointment, None
        s.add(
            OrderTransition(
                order_id=order.id,
                action="confirm-counter-appointment",
                from_status=order.status,
                to_status=order.status,
                actor="customer",
                created_at=utcnow(),
            )
        )
    return ok(await service.public_order(request, order), headers=NO_STORE)


@routes.post(
    PUBLIC + "/reject-counter-appointment",
    response={"type": "object"},
    errors=(404, 409),
    summary="Decline the proposed time; cancels the order",
)
async def reject_counter(request: web.Request) -> web.Response:
    order = await service.by_link(request)
    if order.counter_appointment is None:
        raise ApiError(409, texts.COUNTER_APPOINTMENT_MISSING)
    order = await transition(
        request, order.id, "cancel", "customer", "customer", "Terminvorschlag abgelehnt"
    )
    return ok(await service.public_order(request, order), headers=NO_STORE)


# ---------------------------------------------------------------------------- staff


def _principal(user: User) -> states.Principal:
    return "admin" if ROLE_ADMIN in user.roles else "employee"


def _scope(stmt: Select[Any], user: User) -> Select[Any]:
    if ROLE_ADMIN in user.roles:
        return stmt
    if ROLE_EMPLOYEE in user.roles:
        return stmt.where(Order.branch_id.in_(user.branch_ids or [-1]))
    raise ApiError(403, msg.FORBIDDEN)


async def _locked(s: Any, order_id: int) -> Order:
    order = await s.scalar(select(Order).where(Order.id == order_id).with_for_update())
    if order is None:
        raise not_found()
    return order  # type: ignore[no-any-return]


async def _visible(request: web.Request, user: User, order_id: int) -> Order:
    async with request.app[DB].session() as s:
        order = await s.scalar(_scope(select(Order).where(Order.id == order_id), user))
    if order is None:
        raise not_found()
    return order  # type: ignore[no-any-return]


class OrderQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    branch: int | None = Field(None, ge=1, le=2**31 - 1)
    status: (
        Literal["new", "confirmed", "in_delivery", "completed", "rejected", "canceled", "failed"]
        | None
    ) = None
    history: bool = False
    q: str | None = Field(None, max_length=100)
    start: ZonedDatetime | None = Field(None, alias="from")
    end: ZonedDatetime | None = Field(None, alias="to")
    page: int = Field(1, ge=1, le=1_000_000)
    limit: int = Field(30, ge=1, le=10_000)


async def _list(
    request: web.Request, stmt: Select[Any], q: OrderQuery | None = None
) -> web.Response:
    user = await require_staff(request)
    stmt = _scope(stmt, user)
    page, limit = (q.page, min(q.limit, 100)) if q else (1, 100)
    if q is not None:
        if q.branch:
            stmt = stmt.where(Order.branch_id == q.branch)
        if q.status:
            stmt = stmt.where(Order.status == q.status)
        elif q.history:
            stmt = stmt.where(Order.status.in_(states.FINAL))
        if q.q:
            like = f"%{q.q}%"
            stmt = stmt.where(
                Order.last_name.ilike(like) | Order.email.ilike(like) | Order.uid.ilike(like)
            )
        if q.start:
            stmt = stmt.where(Order.created_at >= q.start)
        if q.end:
            stmt = stmt.where(Order.created_at <= q.end)
    secret, config = service.secret_of(request), request.app[CONFIG].document
    async with request.app[DB].session() as s:
        total = await s.scalar(select(func.count()).select_from(stmt.subquery())) or 0
        rows = await s.scalars(
            stmt.order_by(Order.created_at.desc(), Order.id.desc())
            .offset((page - 1) * limit)
            .limit(limit)
        )
        items = [service.staff_view(o, secret, config) for o in rows]
    return ok(items, headers={"X-Total-Count": str(total)})


@routes.get(
    "/api/orders",
    query=OrderQuery,
    response={"type": "array"},
    errors=(401, 403),
    summary="Orders (staff; employees see their branches' only)",
)
async def list_orders(request: web.Request) -> web.Response:
    return await _list(request, select(Order), query(request, OrderQuery))


@routes.get(
    "/api/orders/current",
    response={"type": "array"},
    errors=(401, 403),
    summary="Orders still to be handled",
)
async def current_orders(request: web.Request) -> web.Response:
    return await _list(request, select(Order).where(Order.status.in_(OPEN)))


@routes.get(
    "/api/orders/missed",
    response={"type": "array"},
    errors=(401, 403),
    summary="New orders nobody confirmed in time",
)
async def missed_orders(request: web.Request) -> web.Response:
    cutoff = utcnow() - MISSED_AFTER
    due = func.coalesce(Order.appointment_date, Order.created_at)
    return await _list(request, select(Order).where(Order.status == "new", due < cutoff))


ONE = "/api/orders/{id:\\d+}"


@routes.get(ONE, response={"type": "object"}, errors=(401, 403, 404), summary="One order")
async def get_order(request: web.Request) -> web.Response:
    user = await require_staff(request)
    order = await _visible(request, user, path_id(request))
    return ok(await service.full_view(request, order))


class OrderEdit(Schema):
    comment: str | None = Field(None, max_length=2000)
    appointment_date: AwareTime | None = None
    counter_appointment: AwareTime | None = None
    rejection_message: str | None = Field(None, max_length=2000)


@routes.put(
    ONE,
    body=OrderEdit,
    response={"type": "object"},
    errors=(401, 403, 404),
    summary="Edit an order: comment, appointment, proposed counter appointment",
)
async def update_order(request: web.Request) -> web.Response:
    user = await require_staff(request)
    await _visible(request, user, path_id(request))
    data = await read_json(request)
    if isinstance(data, dict):  # the client may send back the whole order it read
        data = {
            k: v
            for k, v in data.items()
            if k in {"comment", "appointmentDate", "counterAppointment", "rejectionMessage"}
        }
    edit = validate(OrderEdit, data)
    async with request.app[DB].transaction() as s:
        order = await _locked(s, path_id(request))
        for key, value in edit.model_dump(exclude_unset=True).items():
            setattr(order, key, value if value is not None or "appointment" in key else "")
        order.updated_at = utcnow()
    proposal = edit.model_fields_set & {"counter_appointment"} and order.counter_appointment
    if proposal:
        notify.later(request, notify.status_mail(request, order), f"mail-counter-{order.id}")
    return ok(service.staff_view(order, service.secret_of(request), request.app[CONFIG].document))


@routes.delete(
    ONE, response={"type": "null"}, errors=(401, 403, 404), summary="Delete an order (admins)"
)
async def delete_order(request: web.Request) -> web.Response:
    user = await require_admin(request)
    async with request.app[DB].transaction() as s:
        order = await s.scalar(_scope(select(Order).where(Order.id == path_id(request)), user))
        if order is None:
            raise not_found()
        await s.delete(order)
    return ok(None)


class ItemEdit(Schema):
    amount: float | None = Field(None, gt=0, le=100_000)
    unit_id: str | None = Field(None, max_length=50)
    options: list[dict[str, Any]] | None = Field(None, max_length=100)


@routes.put(
    ONE + "/items/{index:\\d+}",
    body=ItemEdit,
    response={"type": "object"},
    errors=(401, 403, 404, 409, 422),
    summary="Change one item; the order is re-priced",
)
async def update_item(request: web.Request) -> web.Response:
    user = await require_staff(request)
    await _visible(request, user, path_id(request))
    edit = await read_body(request, ItemEdit)
    index = int(request.match_info["index"])
    async with request.app[DB].transaction() as s:
        order = await _locked(s, path_id(request))
        if index >= len(order.items):
            raise not_found()
        if order.status not in ("new", "confirmed"):
            raise ApiError(409, texts.TRANSITION_NOT_ALLOWED)
        cart = [
            {
                "productId": i["productId"],
                "amount": i["amount"],
                "unitId": i.get("unitId"),
                "options": i.get("options", []),
            }
            for i in order.items
        ]
        changes = edit.model_dump(exclude_unset=True, by_alias=True)
        cart[index].update({k: (str(v) if k == "amount" else v) for k, v in changes.items()})
        branch = await s.get(Branch, order.branch_id)
        assert branch is not None
        try:
            result, _names = await service.price(
                s, branch, cart, order.mode, order.delivery_area, utcnow()
            )
        except PricingError as exc:
            raise ApiError(422, exc.message, field=exc.field) from None
        priced: dict[str, Any] = result.to_json()
        result = with_charges(result, [Charge.from_json(c) for c in order.charges])
        order.items = [
            {**line, "options": c.get("options", []), "name": old.get("name", "")}
            for line, c, old in zip(priced["items"], cart, order.items, strict=True)
        ]
        for key in (
            "gross",
            "net",
            "tax",
            "delivery_gross",
            "delivery_net",
            "delivery_tax",
            "total_gross",
            "total_net",
            "total_tax",
        ):
            setattr(order, key, getattr(result, key))
        order.taxes = {rate: bucket.to_json() for rate, bucket in result.taxes.items()}
        order.updated_at = utcnow()
    return ok(service.staff_view(order, service.secret_of(request), request.app[CONFIG].document))


class StatusBody(BaseModel):
    model_config = ConfigDict(extra="allow")  # clients send the whole order back (000 §7)

    rejectionMessage: str | None = Field(None, max_length=2000)
    reason: str | None = Field(None, max_length=2000)


async def transition(
    request: web.Request,
    order_id: int,
    action: str,
    principal: states.Principal,
    actor: str,
    reason: str = "",
) -> Order:
    """Apply ``action`` through the state machine table, audited; 409 when not allowed."""
    async with request.app[DB].transaction() as s:
        order = await _locked(s, order_id)
        step = states.find(action, order.status, principal, order.is_delivery)
        if step is None:
            raise ApiError(409, texts.TRANSITION_NOT_ALLOWED)
        before = order.status
        order.status = step.target
        if action == "reject" and reason:
            order.rejection_message = reason
        order.updated_at = utcnow()
        s.add(
            OrderTransition(
                order_id=order.id,
                action=action,
                from_status=before,
                to_status=step.target,
                actor=actor,
                reason=reason,
                created_at=utcnow(),
            )
        )
    await request.app[REGISTRY].call(
        "tresen_order_status_changed",
        request=request,
        order=order,
        before=before,
        after=order.status,
        actor=actor,
    )
    notify.later(request, notify.status_mail(request, order), f"mail-status-{order.id}")
    return order


@routes.post(
    ONE + "/status/{action:cancel|confirm|reject|in-delivery|completed}",
    body=StatusBody,
    response={"type": "object"},
    errors=(401, 403, 404, 409),
    summary="Change the status through the state machine (kernel/domains/orders/states.py)",
)
async def change_status(request: web.Request) -> web.Response:
    user = await require_staff(request)
    await _visible(request, user, path_id(request))
    data = await read_json(request) if request.can_read_body else {}
    body = validate(StatusBody, data if isinstance(data, dict) else {})
    reason = body.rejectionMessage or body.reason or ""
    order = await transition(
        request,
        path_id(request),
        request.match_info["action"],
        _principal(user),
        f"user:{user.id}",
        reason,
    )
    return ok(service.staff_view(order, service.secret_of(request), request.app[CONFIG].document))


class PrintQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["escpos", "text"] = "escpos"


@routes.post(
    ONE + "/print",
    query=PrintQuery,
    response={"type": "string", "format": "binary"},
    errors=(401, 403, 404, 422),
    summary="The receipt for the kitchen printer: ESC/POS bytes (or ?format=text)",
)
async def print_receipt(request: web.Request) -> web.Response:
    user = await require_staff(request)
    wanted = query(request, PrintQuery)
    order = await _visible(request, user, path_id(request))
    wanted_ids = {n for i in order.items if (n := as_id(i.get("productId"))) is not None}
    async with request.app[DB].session() as s:
        branch = await s.get(Branch, order.branch_id)
        configs = list(await s.scalars(select(Product.config).where(Product.id.in_(wanted_ids))))
    assert branch is not None  # orders keep their branch (RESTRICT)
    config = request.app[CONFIG].document
    labels = await service.payment_methods(request, branch)
    label = labels.get(order.payment_method, order.payment_method)
    if order.payment_status != "none":
        label += f" ({texts.PAYMENT_STATE_LABELS.get(order.payment_status, '')})"
    pieces = receipt.blocks(
        order,
        str(config.get("shopName", "")),
        branch.name,
        branch.timezone,
        str(config.get("currency", "EUR")),
        label,
        receipt.option_names(configs),
    )
    if wanted.format == "text":
        return web.Response(text=receipt.text(pieces), headers=NO_STORE)
    return web.Response(
        body=receipt.escpos(pieces),
        content_type="application/octet-stream",
        headers={
            **NO_STORE,
            "Content-Disposition": f'attachment; filename="bon-{order.ticket_number}.bin"',
        },
    )


@routes.post(
    ONE + "/resend-new-order-email",
    response={"type": "null"},
    errors=(401, 403, 404, 502),
    summary="Send the new-order e-mails again",
)
async def resend_email(request: web.Request) -> web.Response:
    user = await require_staff(request)
    order = await _visible(request, user, path_id(request))
    if not await notify.new_order_mails(request, order):
        raise ApiError(502, texts.RESEND_FAILED)
    return ok(None)
