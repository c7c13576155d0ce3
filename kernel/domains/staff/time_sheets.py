"""``/api/time-sheets/…`` (spec 000 §7): balances and holiday balances for staff (their
own) and administrators (everyone's, or one user's with ``user``), and the monthly export
for the payroll office (``/api/time-sheets/export?month&user&format=csv|pdf``)."""

from __future__ import annotations

import re

from aiohttp import web
from sqlalchemy import select

from kernel.api import Routes, denied, not_found, ok, query
from kernel.auth.models import ROLE_ADMIN, ROLE_EMPLOYEE, User
from kernel.auth.sessions import require_staff
from kernel.db import utcnow
from kernel.domains.staff import export
from kernel.domains.staff.balances import (
    figures,
    holiday_balances,
    holiday_out,
    local_day,
    period,
    summary,
)
from kernel.domains.staff.schemas import ExportQuery, HolidayBalanceOut, HolidayQuery, SheetQuery
from kernel.state import DB

routes = Routes(tag="time-sheets")


def _users(caller: User, asked: int | None) -> list[int] | None:
    """Whose sheets: staff only their own, administrators everyone's (None) or one."""
    if ROLE_ADMIN in caller.roles:
        return None if asked is None else [asked]
    if asked is not None and asked != caller.id:
        raise denied(caller)
    return [caller.id]


@routes.get(
    "/api/time-sheets/balances",
    query=SheetQuery,
    response={"type": "array"},
    errors=(401, 403, 422),
    summary="Planned against worked per day, week and month, per person (default: this month)",
)
async def balances(request: web.Request) -> web.Response:
    caller = await require_staff(request)
    asked = query(request, SheetQuery)
    wanted = _users(caller, asked.user)
    now = utcnow()
    first, last = period(asked, local_day(now), "month")
    async with request.app[DB].session() as s:
        stmt = select(User).order_by(User.username)
        if wanted is not None:
            stmt = stmt.where(User.id.in_(wanted))
        people = [
            u
            for u in await s.scalars(stmt)
            if wanted is not None or {ROLE_ADMIN, ROLE_EMPLOYEE} & set(u.roles)
        ]
        per_user = await figures(s, first, last, now, [u.id for u in people])
    return ok(
        [
            {"user": {"id": u.id, "username": u.username}, **summary(per_user[u.id], first, last)}
            for u in people
        ]
    )


@routes.get(
    "/api/time-sheets/holiday-balances",
    query=HolidayQuery,
    response=list[HolidayBalanceOut],
    errors=(401, 403, 422),
    summary="Holiday accounts (entitlement, carried over, taken, remaining days) per year",
)
async def holidays(request: web.Request) -> web.Response:
    caller = await require_staff(request)
    asked = query(request, HolidayQuery)
    wanted = _users(caller, asked.user)
    async with request.app[DB].session() as s:
        rows = await holiday_balances(s, asked.year, wanted)
    return ok([holiday_out(r) for r in rows])


@routes.get(
    "/api/time-sheets/export",
    query=ExportQuery,
    response={"type": "string", "format": "binary"},
    raw=True,
    errors=(401, 403, 404, 422),
    summary="One person's month for the payroll office: CSV (;, UTF-8 BOM, decimal comma) or PDF",
)
async def export_month(request: web.Request) -> web.Response:
    caller = await require_staff(request)
    asked = query(request, ExportQuery)
    _users(caller, asked.user)
    async with request.app[DB].session() as s:
        user = await s.get(User, asked.user)
        if user is None:
            raise not_found()
        sheet = await export.sheet(s, user.id, user.username, asked.month, utcnow())
    safe = re.sub(r"[^A-Za-z0-9_.-]", "_", user.username)
    name = f"zeitnachweis-{safe}-{asked.month}.{asked.format}"
    if asked.format == "csv":
        body, kind = export.to_csv(sheet), "text/csv; charset=utf-8"
    else:
        body, kind = export.to_pdf(sheet), "application/pdf"
    return web.Response(
        body=body,
        headers={
            "Content-Type": kind,
            "Content-Disposition": f'attachment; filename="{name}"',
        },
    )
