"""The questionnaire (``POST /api/orders/public/{uid}/{hash}/questionnaire``, spec 000 §7)
and the ratings staff read: per order, and averaged per branch."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import ColumnElement, func, select
from sqlalchemy.exc import IntegrityError

from domains.branches.api import Branch
from domains.orders.api import Order, OrderDeps, by_link, public_order, states
from kernel import (
    DB,
    ROLE_ADMIN,
    ApiError,
    Id,
    Integer,
    Routes,
    Schema,
    User,
    ZonedDatetime,
    ok,
    query,
    read_body,
    require_staff,
    utcnow,
)
from plugins.reviews import texts
from plugins.reviews.models import OrderRating

routes = Routes(tag="reviews")
NO_STORE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}
Stars = Field(ge=1, le=5)
RATINGS = ("rating", "food_rating", "service_rating", "process_rating")


class QuestionnaireIn(Schema):
    """001 §3 Questionnaire: four ratings 1–5 (all required) and a comment."""

    rating: Integer = Stars
    food_rating: Integer = Stars
    service_rating: Integer = Stars
    process_rating: Integer = Stars
    comment: str = Field("", max_length=2000)


@routes.post(
    "/api/orders/public/{uid}/{hash}/questionnaire",
    body=QuestionnaireIn,
    response={"type": "object"},
    status=201,
    errors=(404, 409, 422, 429),
    summary="Rate a completed order once (secret link); answers the order as reloaded",
)
async def questionnaire(request: web.Request) -> web.Response:
    order = await by_link(request)
    answers = await read_body(request, QuestionnaireIn)
    if order.status != states.COMPLETED:
        raise ApiError(409, texts.NOT_COMPLETED)
    try:
        async with request.app[DB].transaction() as s:
            if await s.get(OrderRating, order.id) is not None:
                raise ApiError(409, texts.ALREADY_RATED)
            s.add(
                OrderRating(
                    order_id=order.id,
                    branch_id=order.branch_id,
                    **answers.model_dump(),
                    created_at=utcnow(),
                )
            )
    except IntegrityError:  # a concurrent answer for the same order won
        raise ApiError(409, texts.ALREADY_RATED) from None
    return ok(await public_order(OrderDeps.of(request.app), order), status=201, headers=NO_STORE)


class RatingsQuery(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    branch: Id | None = None
    start: ZonedDatetime | None = Field(None, alias="from")
    end: ZonedDatetime | None = Field(None, alias="to")
    page: Integer = Field(1, ge=1, le=1_000_000)
    limit: Integer = Field(30, ge=1, le=100)


def _filters(user: User, q: RatingsQuery) -> list[ColumnElement[bool]]:
    """Employees see their branches' ratings only; the period is ``from ≤ t < to``."""
    found: list[ColumnElement[bool]] = []
    if ROLE_ADMIN not in user.roles:
        found.append(OrderRating.branch_id.in_(user.branch_ids or [-1]))
    if q.branch is not None:
        found.append(OrderRating.branch_id == q.branch)
    if q.start is not None:
        found.append(OrderRating.created_at >= q.start)
    if q.end is not None:
        found.append(OrderRating.created_at < q.end)
    return found


@routes.get(
    "/api/ratings",
    query=RatingsQuery,
    response={"type": "array", "items": {"type": "object"}},
    errors=(401, 403, 422),
    summary="Questionnaire answers, newest first (staff; employees: their branches)",
)
async def ratings(request: web.Request) -> web.Response:
    user = await require_staff(request)
    q = query(request, RatingsQuery)
    stmt = (
        select(OrderRating, Order.ticket_number)
        .join(Order, Order.id == OrderRating.order_id)
        .where(*_filters(user, q))
    )
    async with request.app[DB].session() as s:
        total = await s.scalar(select(func.count()).select_from(stmt.subquery())) or 0
        rows = (
            await s.execute(
                stmt.order_by(OrderRating.created_at.desc(), OrderRating.order_id.desc())
                .offset((q.page - 1) * q.limit)
                .limit(q.limit)
            )
        ).all()
    items = [
        {
            "order": {"id": r.order_id, "ticketNumber": ticket},
            "branch": {"id": r.branch_id},
            "rating": r.rating,
            "foodRating": r.food_rating,
            "serviceRating": r.service_rating,
            "processRating": r.process_rating,
            "comment": r.comment,
            "createdAt": r.created_at.isoformat(),
        }
        for r, ticket in rows
    ]
    return ok(items, headers={"X-Total-Count": str(total)})


def _average(value: Any) -> str:
    return format(Decimal(str(value)).quantize(Decimal("0.01")), ".2f")


@routes.get(
    "/api/ratings/averages",
    query=RatingsQuery,
    response={"type": "array", "items": {"type": "object"}},
    errors=(401, 403, 422),
    summary="Per branch: number of answers and the average of each rating (2 decimals)",
)
async def averages(request: web.Request) -> web.Response:
    user = await require_staff(request)
    q = query(request, RatingsQuery)
    columns = [func.avg(getattr(OrderRating, name)) for name in RATINGS]
    stmt = (
        select(OrderRating.branch_id, Branch.name, func.count(), *columns)
        .join(Branch, Branch.id == OrderRating.branch_id)
        .where(*_filters(user, q))
        .group_by(OrderRating.branch_id, Branch.name)
        .order_by(Branch.name)
    )
    async with request.app[DB].session() as s:
        rows = (await s.execute(stmt)).all()
    return ok(
        [
            {
                "branch": {"id": branch_id, "name": name},
                "count": count,
                "rating": _average(rating),
                "foodRating": _average(food),
                "serviceRating": _average(service),
                "processRating": _average(process),
            }
            for branch_id, name, count, rating, food, service, process in rows
        ]
    )
