"""``/api/time-sheets/…`` (spec 000 §7): balances and holiday balances, the monthly export
for the payroll office (``/api/time-sheets/export?month&user&format=csv|pdf``) and the
corrections of working time. Whose: the permission table's row ``time-sheets read``
(staff their own, administrators everyone's, or one user's with ``user``)."""

from __future__ import annotations

import re

from aiohttp import web

from domains.access.api import people
from domains.staff import export
from domains.staff.balances import (
    figures,
    holiday_balances,
    holiday_out,
    local_day,
    period,
    summary,
)
from domains.staff.corrections import corrections
from domains.staff.schemas import ExportQuery, HolidayBalanceOut, HolidayQuery, SheetQuery
from kernel import DB, Routes, not_found, ok, query, require_staff, scope, utcnow

routes = Routes(tag="time-sheets")
#: The row of the permission table these calls read.
SHEETS = "time-sheets"


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
    now = utcnow()
    first, last = period(asked, local_day(now), "month")
    async with request.app[DB].session() as s:
        whom = await people(s, caller, SHEETS, "read", asked.user)
        per_user = await figures(s, first, last, now, [u.id for u in whom])
    return ok(
        [
            {"user": {"id": u.id, "username": u.username}, **summary(per_user[u.id], first, last)}
            for u in whom
        ]
    )


@routes.get(
    "/api/time-sheets/corrections",
    query=SheetQuery,
    response={"type": "array"},
    errors=(401, 403, 422),
    summary="Corrections of working time (who, when, before, after) per person "
    "(default: this month)",
)
async def corrections_of(request: web.Request) -> web.Response:
    caller = await require_staff(request)
    asked = query(request, SheetQuery)
    first, last = period(asked, local_day(utcnow()), "month")
    async with request.app[DB].session() as s:
        answer = [
            {"user": {"id": u.id, "username": u.username}, **c.public()}
            for u in await people(s, caller, SHEETS, "read", asked.user)
            for c in await corrections(s, u.id, first, last)
        ]
    return ok(answer)


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
    async with request.app[DB].session() as s:
        whom = [u.id for u in await people(s, caller, SHEETS, "read", asked.user)]
        everyone = asked.user is None and scope(caller, SHEETS, "read") == "all"
        rows = await holiday_balances(s, asked.year, None if everyone else whom)
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
    async with request.app[DB].session() as s:
        whom = await people(s, caller, SHEETS, "read", asked.user)
        if not whom:
            raise not_found()
        user = whom[0]
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
