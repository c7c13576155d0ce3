"""What staff read of orders: lists scoped to their branches, one order, its receipt."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Select, func, select

from domains.branches.api import Branch
from domains.catalog.api import Product
from domains.orders import quote, receipt, states, texts
from domains.orders.deps import OrderDeps, Staff
from domains.orders.models import Order
from domains.orders.views import full_view, staff
from kernel import as_id, not_found, utcnow

MISSED_AFTER = dt.timedelta(minutes=10)
PAGE_MAX = 100


def scoped(stmt: Select[Any], who: Staff) -> Select[Any]:
    """``stmt`` limited to the orders ``who`` may see (employees: their branches)."""
    if who.branch_ids is None:
        return stmt
    return stmt.where(Order.branch_id.in_(who.branch_ids or (-1,)))


async def visible(deps: OrderDeps, who: Staff, order_id: int) -> Order:
    """The order if ``who`` may see it; 404 otherwise (other branches' orders do not exist
    for an employee)."""
    async with deps.db.session() as s:
        order = await s.scalar(scoped(select(Order).where(Order.id == order_id), who))
    if order is None:
        raise not_found()
    return order  # type: ignore[no-any-return]


@dataclass(frozen=True, slots=True)
class Filters:
    branch: int | None = None
    status: states.Status | None = None
    history: bool = False
    text: str | None = None
    start: dt.datetime | None = None
    end: dt.datetime | None = None
    page: int = 1
    limit: int = PAGE_MAX


async def listing(
    deps: OrderDeps, who: Staff, stmt: Select[Any], filters: Filters = Filters()
) -> tuple[list[dict[str, Any]], int]:
    """One page of the staff views of ``stmt``'s orders, newest first, and the total."""
    stmt = scoped(stmt, who)
    limit = min(filters.limit, PAGE_MAX)
    if filters.branch:
        stmt = stmt.where(Order.branch_id == filters.branch)
    if filters.status:
        stmt = stmt.where(Order.status == filters.status)
    elif filters.history:
        stmt = stmt.where(Order.status.in_(states.FINAL))
    if filters.text:
        like = f"%{filters.text}%"
        stmt = stmt.where(
            Order.last_name.ilike(like) | Order.email.ilike(like) | Order.uid.ilike(like)
        )
    if filters.start:
        stmt = stmt.where(Order.created_at >= filters.start)
    if filters.end:
        stmt = stmt.where(Order.created_at <= filters.end)
    async with deps.db.session() as s:
        total = await s.scalar(select(func.count()).select_from(stmt.subquery())) or 0
        rows = await s.scalars(
            stmt.order_by(Order.created_at.desc(), Order.id.desc())
            .offset((filters.page - 1) * limit)
            .limit(limit)
        )
        items = [staff(deps, o) for o in rows]
    return items, total


async def orders(deps: OrderDeps, who: Staff, filters: Filters) -> tuple[list[dict[str, Any]], int]:
    return await listing(deps, who, select(Order), filters)


async def current(deps: OrderDeps, who: Staff) -> tuple[list[dict[str, Any]], int]:
    """Orders still to be handled."""
    return await listing(deps, who, select(Order).where(Order.status.in_(states.OPEN)))


async def missed(deps: OrderDeps, who: Staff) -> tuple[list[dict[str, Any]], int]:
    """New orders nobody confirmed within ``MISSED_AFTER`` of their time."""
    cutoff = utcnow() - MISSED_AFTER
    due = func.coalesce(Order.appointment_date, Order.created_at)
    return await listing(
        deps, who, select(Order).where(Order.status == states.INITIAL, due < cutoff)
    )


async def one(deps: OrderDeps, who: Staff, order_id: int) -> dict[str, Any]:
    """The staff view of one order with its payment history."""
    return await full_view(deps, await visible(deps, who, order_id))


@dataclass(frozen=True, slots=True)
class Receipt:
    ticket_number: int
    pieces: list[tuple[bytes, str]]


async def receipt_of(deps: OrderDeps, who: Staff, order_id: int) -> Receipt:
    """The kitchen receipt's blocks (:mod:`domains.orders.receipt` renders them)."""
    order = await visible(deps, who, order_id)
    wanted_ids = {n for i in order.items if (n := as_id(i.get("productId"))) is not None}
    async with deps.db.session() as s:
        branch = await s.get(Branch, order.branch_id)
        configs = list(await s.scalars(select(Product.config).where(Product.id.in_(wanted_ids))))
    assert branch is not None  # orders keep their branch (RESTRICT)
    config = deps.document
    labels = await quote.payment_methods(deps, branch)
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
    return Receipt(order.ticket_number, pieces)
