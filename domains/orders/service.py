"""Order creation: validation, server pricing (through :mod:`domains.orders.quote`), ticket
numbers, idempotency, and what follows the commit (the plugins' ``tresen_order_created``,
the new-order e-mails).

Services take :class:`~domains.orders.deps.OrderDeps`, never a request: the HTTP
routes, ``tresen demo`` and plugins call the same code.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, cast
from zoneinfo import ZoneInfo

import orjson
import sqlalchemy as sa
from sqlalchemy import insert, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import make_transient_to_detached

from domains.branches.api import Branch, Table
from domains.catalog.api import PricingError, PricingResult
from domains.media.api import claim_uploads
from domains.orders import bus, checkout, notify, states, texts
from domains.orders.cart_items import client_field, engine_items
from domains.orders.charges import Charge, with_charges
from domains.orders.deps import OrderDeps
from domains.orders.limits import Guard
from domains.orders.models import Order, TicketCounter
from domains.orders.offer import offer
from domains.orders.part_values import check as check_values
from domains.orders.part_values import stored as stored_values
from domains.orders.part_values import uploads_of
from domains.orders.quote import (
    checkout_parts,
    payment_methods,
    price_offered,
    product_of_offer,
    split_body,
)
from domains.orders.views import (
    MONEY_FIELDS,
    hash_matches,
    order_hash,
    public_order,
)
from kernel import ApiError, FieldError, as_id, validate
from kernel import messages as msg


def _ticket_upsert(insert_: Any) -> Any:
    """``INSERT … ON CONFLICT DO UPDATE … RETURNING last`` for one dialect, built once (its
    compiled form is cached; only the branch and the day are parameters)."""
    counters = cast(sa.Table, TicketCounter.__table__)  # Core, not the ORM's bulk insert
    return (
        insert_(counters)
        .values(branch_id=sa.bindparam("branch_id"), day=sa.bindparam("day"), last=1)
        .on_conflict_do_update(
            index_elements=["branch_id", "day"], set_={"last": counters.c.last + 1}
        )
        .returning(counters.c.last)
    )


_TICKET_UPSERT = {"postgresql": _ticket_upsert(pg_insert), "sqlite": _ticket_upsert(sqlite_insert)}


async def next_ticket(s: AsyncSession, branch_id: int, day: dt.date) -> int:
    """The next gapless ticket number of the day, inside the order's transaction.

    One atomic upsert on the (branch, day) counter row: concurrent orders queue on that
    row, a rolled-back order gives its number back. The UNIQUE constraint on orders is
    the last guard.
    """
    stmt = _TICKET_UPSERT[s.get_bind().dialect.name]
    return int((await s.execute(stmt, {"branch_id": branch_id, "day": day})).scalar_one())


def scoped_key(scope: str, key: str) -> str:
    """The stored form of an Idempotency-Key: hashed with its client's scope (a signed-in
    user, else the client address), so the same key from another client is another
    request, and a replay from elsewhere cannot read the order it made."""
    return hashlib.sha256(f"{scope}\n{key}".encode()).hexdigest()


def request_digest(body: Any) -> str:
    return hashlib.sha256(orjson.dumps(body, option=orjson.OPT_SORT_KEYS)).hexdigest()


@dataclass(frozen=True, slots=True)
class Placed:
    """An order placed (``created``) or found again by its Idempotency-Key, and the
    answer its customer gets: uid, hash, the plugins' additions (``paymentRedirectUrl``)
    and the public view."""

    order: Order
    created: bool
    answer: dict[str, Any]


async def place(
    deps: OrderDeps,
    body: Any,
    idempotency_key: str | None,
    mails: bool = True,
    guard: Guard | None = None,
) -> Placed:
    """Create an order and run what follows its commit: ``tresen_order_created`` (a
    payment provider may answer with a redirect, kept for idempotent retries) and the
    new-order e-mails in the background (for an order sent to a payment provider its
    plugin sends them once the payment is secured, never unpaid; none with ``mails``
    False, for orders loaded rather than placed by a customer). ``guard`` counts a valid
    new order against the anonymous limits (limits.py) right before it is stored."""
    order, created = await create(deps, body, idempotency_key, guard)
    extra: dict[str, Any] = {"paymentRedirectUrl": None}
    if created:
        for answer in await deps.registry.call("tresen_order_created", app=deps.app, order=order):
            extra.update(answer)
        if extra != {"paymentRedirectUrl": None}:
            async with deps.db.transaction() as s:
                stored = await s.scalar(select(Order).where(Order.id == order.id).with_for_update())
                if stored is not None:
                    stored.extra = {**stored.extra, "creation": extra}
                    order = stored
        if mails and not extra.get("paymentRedirectUrl"):
            deps.later(notify.new_order_mails(deps, order), f"mail-order-{order.id}")
    else:
        extra.update(order.extra.get("creation", {}))
    view = await public_order(deps, order)
    answer = {"uid": order.uid, "hash": order_hash(deps.secret, order.uid), **extra, "order": view}
    return Placed(order, created, answer)


async def create(
    deps: OrderDeps, body: Any, idempotency_key: str | None, guard: Guard | None = None
) -> tuple[Order, bool]:
    """Validate, price and store an order (or return the one this key already made).

    The branch and its products come from the worker's cached offer (offer.py); the
    database is read only for an Idempotency-Key or a table, and written in one short
    transaction (the ticket number and the rows), so SQLite's single writer is held only
    as long as the insert takes.
    """
    core, unknown = split_body(checkout.CheckoutIn, body)
    form = validate(checkout.CheckoutIn, core)
    digest = request_digest(body)
    now = deps.clock()
    table: Table | None = None
    if idempotency_key is not None or form.table is not None:
        async with deps.db.session() as s:
            if idempotency_key is not None:
                existing = await by_idempotency_key(s, idempotency_key, digest)
                if existing is not None:
                    return existing, False
            table = await s.get(Table, form.table.id) if form.table is not None else None
    offered = await offer(deps, form.branch.id, now)
    if offered is None:
        raise ApiError(422, msg.CHOICE, field="branch")
    branch = offered.branch
    ctx = checkout.Context(
        branch=branch,
        config=deps.document,
        now=now,
        table_branch=table.branch_id if table is not None else None,
        payment_methods=frozenset(await payment_methods(deps, branch)),
    )
    errors, phone = checkout.check(form, ctx)
    for problems in await deps.registry.call(
        "tresen_checkout_validate", app=deps.app, form=form, branch=branch
    ):
        errors += list(problems)
    parts, problems = await checkout_parts(deps, body, branch, form.mode, True, unknown)
    errors += problems
    uploads = await uploads_of(deps.db, form.items)
    errors += check_values(form.items, product_of_offer(offered), uploads)
    result: PricingResult | None = None
    names: dict[int, str] = {}
    lines = engine_items(form.items)
    try:
        result, names = price_offered(offered, lines, form.mode, form.delivery_area, now)
        errors += [FieldError(e.field, e.message) for e in result.errors]
    except PricingError as exc:
        errors.append(FieldError(client_field(form.items, exc.field), exc.message))
    if errors or result is None:
        raise ApiError(422, list(dict.fromkeys(errors)))
    if guard is not None:
        await guard(form)
    charges = [charge for part in parts for charge in part.charges]
    values = [
        stored_values(i, product_of_offer(offered)(i.product_ref), uploads) for i in form.items
    ]
    order = _build(form, lines, branch, table, phone, result, charges, now, names, values)
    order.idempotency_key, order.request_digest = idempotency_key, digest
    try:
        async with deps.db.queued(("tickets", branch.id)), deps.db.transaction() as s:
            order.ticket_date = now.astimezone(ZoneInfo(branch.timezone)).date()
            await _insert(s, order)
            await claim_uploads(s, uploads.keys())
            await bus.announce(deps.events, s, order, "created")
            for part in parts:
                if part.store is not None:
                    await part.store(s, order)
    except IntegrityError:
        # A concurrent retry with the same key won the race: answer with its order.
        if idempotency_key is not None:
            async with deps.db.session() as s:
                existing = await by_idempotency_key(s, idempotency_key, digest)
            if existing is not None:
                return existing, False
        raise
    return order, True


_ORDERS = cast(sa.Table, Order.__table__)
_COLUMNS = [c.key for c in _ORDERS.columns if not c.primary_key]
_INSERT = insert(_ORDERS).returning(_ORDERS.c.id)  # one statement: compiled once


def _insert_numbered() -> Any:
    """PostgreSQL: the day's ticket upsert and the order's INSERT as one statement (a
    data-modifying CTE): one round trip fewer while the branch's ticket row is locked and
    the next order of the branch waits (``Database.queued``)."""
    ticket = _TICKET_UPSERT["postgresql"].cte("ticket")
    values: dict[str, Any] = {
        key: sa.bindparam(key, type_=_ORDERS.c[key].type)
        for key in _COLUMNS
        if key != "ticket_number"
    }
    values["ticket_number"] = sa.select(ticket.c.last).scalar_subquery()
    return (
        insert(_ORDERS)
        .values(values)
        .add_cte(ticket)
        .returning(_ORDERS.c.id, _ORDERS.c.ticket_number)
    )


_INSERT_NUMBERED = _insert_numbered()


def _default(column: sa.Column[Any]) -> Callable[[], Any]:
    """The value the ORM would give ``column`` when an order leaves it out."""
    default, arg = column.default, getattr(column.default, "arg", None)
    if default is not None and default.is_callable:
        return lambda: arg({})  # type: ignore[misc]  # SQLAlchemy's wrapped callable
    return lambda: arg


_DEFAULTS = {c.key: _default(c) for c in _ORDERS.columns if not c.primary_key}


async def _insert(s: AsyncSession, order: Order) -> None:
    """Number a new order (the gapless ticket of its branch and ``ticket_date``) and store
    it with one INSERT … RETURNING instead of the ORM's unit of work (SQLAlchemy was the
    largest share of an order's function calls, its flush the most of that); on
    PostgreSQL numbering and INSERT are one statement. ``order`` ends as the ORM leaves
    it after the commit: every column set (defaults applied), its id assigned, then in the
    session again: what a checkout part's ``store`` changes on it (``order.extra``) is
    written as an UPDATE with the commit."""
    values = order.__dict__
    for key, default in _DEFAULTS.items():
        if key not in values:
            setattr(order, key, default())
    day = order.ticket_date
    if s.get_bind().dialect.name == "postgresql":
        params = {key: values[key] for key in _COLUMNS if key != "ticket_number"}
        row = (await s.execute(_INSERT_NUMBERED, {**params, "day": day})).one()
        order.id, order.ticket_number = row.id, row.ticket_number
    else:
        order.ticket_number = await next_ticket(s, order.branch_id, day)
        order.id = (await s.execute(_INSERT, {key: values[key] for key in _COLUMNS})).scalar_one()
    make_transient_to_detached(order)
    s.add(order)


async def by_idempotency_key(s: AsyncSession, key: str, digest: str) -> Order | None:
    order = await s.scalar(select(Order).where(Order.idempotency_key == key))
    if order is not None and order.request_digest != digest:
        raise ApiError(422, texts.IDEMPOTENCY_MISMATCH, field=None)
    return order


def _build(
    form: checkout.CheckoutIn,
    cart: list[dict[str, Any]],
    branch: Branch,
    table: Table | None,
    phone: str,
    result: PricingResult,
    charges: list[Charge],
    now: dt.datetime,
    names: Mapping[Any, str],
    values: list[list[dict[str, Any]]],
) -> Order:
    priced: dict[str, Any] = result.to_json()
    result = with_charges(result, charges)
    lines = []
    for raw, line, typed in zip(cart, priced["items"], values, strict=True):
        number = as_id(raw["productId"])
        name = names.get(number) if number is not None else None
        lines.append({**line, "options": raw["options"], "name": name or "", "values": typed})
    dine_in_table = table if table is not None and form.is_dine_in else None
    return Order(
        uid=secrets.token_hex(16),
        branch_id=branch.id,
        table_id=dine_in_table.id if dine_in_table is not None else None,
        table_identifier=dine_in_table.identifier if dine_in_table is not None else None,
        status=states.INITIAL,
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
        **{key: getattr(result, key) for key in MONEY_FIELDS},
        taxes={rate: bucket.to_json() for rate, bucket in result.taxes.items()},
        charges=[charge.to_json() for charge in charges],
        extra={},
        created_at=now,
        updated_at=now,
    )


async def find_by_link(deps: OrderDeps, uid: str, given: str) -> Order | None:
    """The order of a public link; None for an unknown uid and for a wrong hash alike
    (the hash is compared even when the uid is unknown, so both cost the same)."""
    order = None
    if len(uid) <= 64 and len(given) <= 128:
        async with deps.db.session() as s:
            order = await s.scalar(select(Order).where(Order.uid == uid))
    valid = hash_matches(deps.secret, uid, given)
    return order if order is not None and valid else None
