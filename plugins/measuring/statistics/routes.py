"""``GET /api/statistics/{name}?from&to[&branch]`` (000 §7): staff only.

Administrators see every branch (or the one they name); employees only their branches'
orders and time tracking (the analytics log belongs to no branch: the same for all staff).
"""

from __future__ import annotations

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from kernel import (
    DB,
    ApiError,
    Id,
    IsoDate,
    Routes,
    denied,
    not_found,
    ok,
    permissions,
    query,
    require_staff,
)
from plugins.measuring.statistics import texts
from plugins.measuring.statistics.compute import STATISTICS
from plugins.measuring.statistics.period import MAX_DAYS, Period

routes = Routes(tag="statistics")


class StatisticsQuery(BaseModel):
    """000 §3: from and to (days, both included, on the clock of Vienna)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    first: IsoDate = Field(alias="from")
    last: IsoDate = Field(alias="to")
    branch: Id | None = None


@routes.get(
    "/api/statistics/{name}",
    query=StatisticsQuery,
    response={"type": "object"},
    errors=(401, 403, 404, 422),
    summary="One statistic of a period: " + ", ".join(STATISTICS),
)
async def statistic(request: web.Request) -> web.Response:
    user = await require_staff(request)
    compute = STATISTICS.get(request.match_info["name"])
    if compute is None:
        raise not_found()
    asked = query(request, StatisticsQuery)
    if asked.last < asked.first:
        raise ApiError(422, texts.TO_BEFORE_FROM, field="to")
    if (asked.last - asked.first).days >= MAX_DAYS:
        raise ApiError(422, texts.TOO_LONG.format(days=MAX_DAYS), field="to")
    reach = permissions.scope(user, "statistics", "read")  # the permission table's row
    if reach == "none":
        raise denied(user)
    scope = None if reach == "all" else frozenset(user.branch_ids)
    if asked.branch is not None:
        if scope is not None and asked.branch not in scope:
            raise ApiError(422, texts.UNKNOWN_BRANCH, field="branch")
        scope = frozenset({asked.branch})
    period = Period(asked.first, asked.last)
    async with request.app[DB].session() as s:
        data = await compute(s, period, scope)
    return ok({"name": request.match_info["name"], "from": period.first, "to": period.last, **data})
