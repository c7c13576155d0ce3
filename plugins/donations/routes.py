"""``GET /api/donatees/totals``: what each recipient got in a period (admins).

Donations of rejected, canceled and failed orders do not count: nobody paid them.
"""

from __future__ import annotations

from decimal import Decimal

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import func, select

from domains.orders.api import Order, states
from kernel import DB, Routes, ZonedDatetime, ok, query, require_admin
from plugins.donations.models import Donatee, OrderDonation

routes = Routes(tag="donations")
UNPAID = tuple(sorted(states.NOT_FULFILLED))


class PeriodQuery(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    start: ZonedDatetime | None = Field(None, alias="from")
    end: ZonedDatetime | None = Field(None, alias="to")


@routes.get(
    "/api/donatees/totals",
    query=PeriodQuery,
    response={"type": "array", "items": {"type": "object"}},
    errors=(401, 403, 422),
    summary="Per recipient: donations and their sum for orders made from ≤ t < to",
)
async def totals(request: web.Request) -> web.Response:
    await require_admin(request)
    period = query(request, PeriodQuery)
    stmt = (
        select(
            OrderDonation.donatee_id,
            func.max(OrderDonation.donatee_name),
            func.count(),
            func.sum(OrderDonation.amount),
        )
        .join(Order, Order.id == OrderDonation.order_id)
        .where(Order.status.not_in(UNPAID))
        .group_by(OrderDonation.donatee_id)
    )
    if period.start is not None:
        stmt = stmt.where(OrderDonation.created_at >= period.start)
    if period.end is not None:
        stmt = stmt.where(OrderDonation.created_at < period.end)
    async with request.app[DB].session() as s:
        rows = list((await s.execute(stmt)).all())
        names = {i: n for i, n in (await s.execute(select(Donatee.id, Donatee.name))).all()}
    rows.sort(key=lambda row: (-Decimal(row[3]), row[1]))
    return ok(
        [
            {
                "donatee": {
                    "id": donatee_id,
                    "name": names.get(donatee_id, snapshot) if donatee_id else snapshot,
                },
                "count": count,
                "amount": format(Decimal(total).quantize(Decimal("0.01")), ".2f"),
            }
            for donatee_id, snapshot, count, total in rows
        ]
    )
