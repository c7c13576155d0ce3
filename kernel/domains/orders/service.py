"""Order creation and reading: validation, server pricing, ticket numbers, idempotency.

Route handlers stay thin; everything that decides something is here or in the pure
modules (checkout.py, pricing.py, states.py).
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import hmac
import secrets
from collections.abc import Mapping
from typing import Any
from zoneinfo import ZoneInfo

import orjson
from aiohttp import web
from pydantic import BaseModel
from pydantic.alias_generators import to_camel
from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from kernel import messages as msg
from kernel.api import ApiError, FieldError, not_found, validate
from kernel.db import utcnow
from kernel.domains.branches.models import Branch, Table
from kernel.domains.branches.ordering import public_branch
from kernel.domains.catalog.active import orderable
from kernel.domains.catalog.pricing import pricing_input
from kernel.domains.catalog.resources import PRODUCTS
from kernel.domains.orders import checkout, payment, states, texts
from kernel.domains.orders.cart_items import client_field, engine_items
from kernel.domains.orders.charges import Charge, CheckoutPart, with_charges
from kernel.domains.orders.models import Order, TicketCounter
from kernel.domains.orders.pricing import (
    PricingArea,
    PricingError,
    PricingProduct,
    PricingResult,
    parse_cart_items,
    price_cart,
)
from kernel.ratelimit import count_miss
from kernel.state import CONFIG, DB, REGISTRY, SETTINGS
from kernel.validators import as_id


def order_hash(secret: str, uid: str) -> str:
    """The public link's secret: HMAC of the uid (256 bits), so nothing secret is stored."""
    digest = hmac.new(secret.encode(), f"order:{uid}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def hash_matches(secret: str, uid: str, given: str) -> bool:
    return hmac.compare_digest(order_hash(secret, uid).encode(), given.encode())


async def payment_methods(request: web.Request, branch: Branch) -> dict[str, str]:
    """The payment methods offered at ``branch`` now: id → German label, cash first."""
    config = request.app[CONFIG].document
    methods = {}
    if config.get("enableCash") and branch.is_cash_enabled:
        methods["cash"] = texts.CASH_LABEL
    for offered in await request.app[REGISTRY].call(
        "tresen_payment_methods", request=request, branch=branch, config=config
    ):
        for method, label in dict(offered).items():
            methods.setdefault(str(method), str(label))
    return methods


def split_body(model: type[BaseModel], body: Any) -> tuple[Any, list[str]]:
    """The part of a JSON body ``model`` knows, and the other keys (plugins' fields)."""
    if not isinstance(body, dict):
        return body, []
    known = {f.alias or name for name, f in model.model_fields.items()}
    return {k: v for k, v in body.items() if k in known}, [k for k in body if k not in known]


async def checkout_parts(
    request: web.Request,
    body: Mapping[str, Any],
    branch: Branch,
    mode: str,
    final: bool,
    unknown: list[str],
) -> tuple[list[CheckoutPart], list[FieldError]]:
    """The enabled plugins' parts of a checkout body (``tresen_checkout_part``), their
    errors, and 'not expected' for every key in ``unknown`` no plugin owns."""
    parts = [
        part
        for part in await request.app[REGISTRY].call(
            "tresen_checkout_part",
            request=request,
            body=body,
            branch=branch,
            mode=mode,
            final=final,
        )
        if isinstance(part, CheckoutPart)
    ]
    owned = {name for part in parts for name in part.fields}
    errors = [FieldError(key, msg.EXTRA_FIELD) for key in unknown if key not in owned]
    for part in parts:
        errors += list(part.errors)
    return parts, errors


async def price(
    s: AsyncSession,
    branch: Branch,
    raw_items: Any,
    mode: str,
    area_id: str | None,
    now: dt.datetime,
) -> tuple[PricingResult, dict[int, str]]:
    """Price a cart against what the branch offers now; PricingError for a bad cart.

    Returns the result and the names of the priced products (for the order's lines).
    """
    items = parse_cart_items(raw_items)
    wanted = {number for i in items if (number := as_id(i.product_id)) is not None}
    available = {
        product_id: PricingProduct.from_dict(pricing_input(PRODUCTS.dump(product)))
        for product_id, product in (await orderable(s, branch, now, wanted)).items()
    }
    products: dict[Any, PricingProduct] = {
        item.product_id: available[number]
        for item in items
        if (number := as_id(item.product_id)) in available
    }
    area = None
    if mode == "delivery" and area_id is not None:
        raw = next((a for a in branch.delivery_areas if a.get("id") == area_id), None)
        area = PricingArea.from_dict(raw) if raw is not None else None
    names = {product_id: product.name for product_id, product in available.items()}
    return price_cart(products, items, mode, area), names


async def next_ticket(s: AsyncSession, branch_id: int, day: dt.date) -> int:
    """The next gapless ticket number of the day, inside the order's transaction.

    One atomic upsert on the (branch, day) counter row: concurrent orders queue on that
    row, a rolled-back order gives its number back. The UNIQUE constraint on orders is
    the last guard.
    """
    values = {"branch_id": branch_id, "day": day, "last": 1}
    conflict: dict[str, Any] = {
        "index_elements": ["branch_id", "day"],
        "set_": {"last": TicketCounter.last + 1},
    }
    if s.get_bind().dialect.name == "postgresql":
        stmt: Any = pg_insert(TicketCounter).values(**values).on_conflict_do_update(**conflict)
    else:
        stmt = sqlite_insert(TicketCounter).values(**values).on_conflict_do_update(**conflict)
    return int((await s.execute(stmt.returning(TicketCounter.last))).scalar_one())


def scoped_key(scope: str, key: str) -> str:
    """The stored form of an Idempotency-Key: hashed with its client's scope (a signed-in
    user, else the client address), so the same key from another client is another
    request, and a replay from elsewhere cannot read the order it made."""
    return hashlib.sha256(f"{scope}\n{key}".encode()).hexdigest()


def request_digest(body: Any) -> str:
    return hashlib.sha256(orjson.dumps(body, option=orjson.OPT_SORT_KEYS)).hexdigest()


class CreateResult:
    def __init__(self, order: Order, created: bool) -> None:
        self.order = order
        self.created = created


async def create(request: web.Request, body: Any, idempotency_key: str | None) -> CreateResult:
    """Validate, price and store an order (or return the one this key already made)."""
    core, unknown = split_body(checkout.CheckoutIn, body)
    form = validate(checkout.CheckoutIn, core)
    db = request.app[DB]
    digest = request_digest(body)
    if idempotency_key is not None:
        existing = await by_idempotency_key(request, idempotency_key, digest)
        if existing is not None:
            return CreateResult(existing, False)
    now = utcnow()
    async with db.session() as s:
        branch = await public_branch(s, form.branch.id)
        if branch is None:
            raise ApiError(422, msg.CHOICE, field="branch")
        table = await s.get(Table, form.table.id) if form.table is not None else None
        ctx = checkout.Context(
            branch=branch,
            config=request.app[CONFIG].document,
            now=now,
            table_branch=table.branch_id if table is not None else None,
            payment_methods=frozenset(await payment_methods(request, branch)),
        )
        errors, phone = checkout.check(form, ctx)
        for problems in await request.app[REGISTRY].call(
            "tresen_checkout_validate", request=request, form=form, branch=branch
        ):
            errors += list(problems)
        parts, problems = await checkout_parts(request, body, branch, form.mode, True, unknown)
        errors += problems
        result: PricingResult | None = None
        names: dict[int, str] = {}
        try:
            result, names = await price(
                s, branch, engine_items(form.items), form.mode, form.delivery_area, now
            )
            errors += [FieldError(e.field, e.message) for e in result.errors]
        except PricingError as exc:
            errors.append(FieldError(client_field(form.items, exc.field), exc.message))
    if errors or result is None:
        raise ApiError(422, _unique(errors))
    charges = [charge for part in parts for charge in part.charges]
    order = _build(form, branch, table, phone, result, charges, now, idempotency_key, digest, names)
    try:
        async with db.transaction() as s:
            day = now.astimezone(ZoneInfo(branch.timezone)).date()
            order.ticket_date = day
            order.ticket_number = await next_ticket(s, branch.id, day)
            s.add(order)
            await s.flush()
            for part in parts:
                if part.store is not None:
                    await part.store(s, order)
    except IntegrityError:
        # A concurrent retry with the same key won the race: answer with its order.
        if idempotency_key is not None:
            existing = await by_idempotency_key(request, idempotency_key, digest)
            if existing is not None:
                return CreateResult(existing, False)
        raise
    return CreateResult(order, True)


async def by_idempotency_key(request: web.Request, key: str, digest: str) -> Order | None:
    async with request.app[DB].session() as s:
        order = await s.scalar(select(Order).where(Order.idempotency_key == key))
    if order is not None and order.request_digest != digest:
        raise ApiError(422, texts.IDEMPOTENCY_MISMATCH, field=None)
    return order


def _unique(errors: list[FieldError]) -> list[FieldError]:
    return list(dict.fromkeys(errors))


def _build(
    form: checkout.CheckoutIn,
    branch: Branch,
    table: Table | None,
    phone: str,
    result: PricingResult,
    charges: list[Charge],
    now: dt.datetime,
    key: str | None,
    digest: str,
    names: Mapping[Any, str],
) -> Order:
    priced: dict[str, Any] = result.to_json()
    result = with_charges(result, charges)
    lines = []
    for raw, line in zip(engine_items(form.items), priced["items"], strict=True):
        product_id = raw["productId"]
        number = as_id(product_id)
        name = names.get(number) if number is not None else None
        lines.append({**line, "options": raw["options"], "name": name or ""})
    return Order(
        uid=secrets.token_hex(16),
        branch_id=branch.id,
        table_id=table.id if table is not None and form.is_dine_in else None,
        table_identifier=table.identifier if table is not None and form.is_dine_in else None,
        status="new",
        is_delivery=form.is_delivery,
        is_dine_in=form.is_dine_in,
        first_name=form.first_name.strip(),
        last_name=form.last_name.strip(),
        email=form.email.strip(),
        phone=phone,
        customer={k: getattr(form, k) for k in checkout.CUSTOMER_FIELDS},
        delivery_area=form.delivery_area if form.is_delivery else None,
        comment=form.comment,
        appointment_date=form.appointment_date,
        payment_method=form.payment_method,
        payment_status="none",  # a provider moves it on (tresen_order_created)
        items=lines,
        gross=result.gross,
        net=result.net,
        tax=result.tax,
        delivery_gross=result.delivery_gross,
        delivery_net=result.delivery_net,
        delivery_tax=result.delivery_tax,
        total_gross=result.total_gross,
        total_net=result.total_net,
        total_tax=result.total_tax,
        taxes={rate: bucket.to_json() for rate, bucket in result.taxes.items()},
        charges=[charge.to_json() for charge in charges],
        extra={},
        idempotency_key=key,
        request_digest=digest,
        created_at=now,
        updated_at=now,
    )


# ---------------------------------------------------------------------------- views


def public_view(order: Order, secret: str, config: Mapping[str, Any]) -> dict[str, Any]:
    """The order as its customer reads it back (001 §3): no e-mail, phone or address."""
    return {
        "id": order.id,
        "uid": order.uid,
        "hash": order_hash(secret, order.uid),
        "ticketNumber": None if config.get("disableTickets") else order.ticket_number,
        **states.flags(order.status, order.is_delivery),
        "status": order.status,
        "isDelivery": order.is_delivery,
        "isDineIn": order.is_dine_in,
        "isPaid": order.payment_status in payment.SECURED,
        "isRefunded": order.payment_status == "refunded",
        "isPaymentPending": order.payment_status == "pending",
        "rejectionMessage": order.rejection_message or None,
        "appointmentDate": _iso(order.appointment_date),
        "appointment": _iso(order.appointment_date),
        "counterAppointment": _iso(order.counter_appointment),
        "tableIdentifier": order.table_identifier,
        "paymentMethod": order.payment_method,
        "branch": {"id": order.branch_id},
    }


def staff_view(order: Order, secret: str, config: Mapping[str, Any]) -> dict[str, Any]:
    """Everything staff see: the public view plus customer, items and totals."""
    return {
        **public_view(order, secret, config),
        "ticketNumber": order.ticket_number,
        "firstName": order.first_name,
        "lastName": order.last_name,
        "email": order.email,
        "phone": order.phone,
        **{to_camel(k): v for k, v in order.customer.items()},
        "deliveryArea": order.delivery_area,
        "comment": order.comment,
        "table": {"id": order.table_id} if order.table_id else None,
        "paymentStatus": order.payment_status,
        "payment": payment.view(order),
        "items": order.items,
        "charges": order.charges,
        **{
            to_camel(k): str(getattr(order, k))
            for k in (
                "gross",
                "net",
                "tax",
                "delivery_gross",
                "delivery_net",
                "delivery_tax",
                "total_gross",
                "total_net",
                "total_tax",
            )
        },
        "taxes": order.taxes,
        "createdAt": _iso(order.created_at),
        "updatedAt": _iso(order.updated_at),
    }


async def full_view(request: web.Request, order: Order) -> dict[str, Any]:
    """The staff view of one order with its payment history."""
    view = staff_view(order, secret_of(request), request.app[CONFIG].document)
    async with request.app[DB].session() as s:
        view["payment"] = payment.view(order, await payment.history(s, order.id))
    return view


def _iso(value: dt.datetime | None) -> str | None:
    return value.isoformat() if value is not None else None


def secret_of(request: web.Request) -> str:
    return request.app[SETTINGS].secret_key


async def public_order(request: web.Request, order: Order) -> dict[str, Any]:
    """The public view with the enabled plugins' fields (``tresen_order_public_fields``)."""
    view = public_view(order, secret_of(request), request.app[CONFIG].document)
    for extra in await request.app[REGISTRY].call(
        "tresen_order_public_fields", request=request, order=order
    ):
        view.update(extra)
    return view


async def by_link(request: web.Request) -> Order:
    """The order of a public link; unknown uid and wrong hash answer the same 404.

    Only misses are limited (per client address, counted by every worker together): a
    right link always answers, whoever else guesses from the same office.
    """
    uid, given = request.match_info["uid"], request.match_info["hash"]
    order = None
    if len(uid) <= 64 and len(given) <= 128:
        async with request.app[DB].session() as s:
            order = await s.scalar(select(Order).where(Order.uid == uid))
    # Compare even when the uid is unknown, so both paths cost the same.
    valid = hash_matches(secret_of(request), uid, given)
    if order is None or not valid:
        await count_miss(request, "order-link", request.app[SETTINGS].link_misses_per_minute)
        raise not_found()
    return order
