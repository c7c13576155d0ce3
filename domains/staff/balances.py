"""Time balances: planned (working schedules) against worked (working activities) per day,
ISO week and month, and the holiday accounts.

Every day is a day on the clock of Europe/Vienna: a shift's length is measured between its
wall-clock times (the night summer time starts is an hour shorter, the night it ends an
hour longer), an activity counts for the day it began on, and a running activity counts
until now.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.staff import texts
from domains.staff.clock import worked_seconds
from domains.staff.models import HolidayBalance, WorkingActivity, WorkingSchedule
from domains.staff.schemas import PeriodQuery
from kernel import ApiError

#: The business's wall clock: every day boundary of time tracking.
TIMEZONE = ZoneInfo("Europe/Vienna")
#: The longest period one balance call may ask for (a year, a leap year included).
MAX_DAYS = 366
HOUR = Decimal(3600)
CENT = Decimal("0.01")


def midnight(day: dt.date) -> dt.datetime:
    """The first instant (UTC) of ``day`` in Vienna."""
    return dt.datetime.combine(day, dt.time(), TIMEZONE).astimezone(dt.UTC)


def local_day(at: dt.datetime) -> dt.date:
    return at.astimezone(TIMEZONE).date()


def days(first: dt.date, last: dt.date) -> Iterator[dt.date]:
    day = first
    while day <= last:
        yield day
        day += dt.timedelta(days=1)


def _wall(day: dt.date, hhmm: str) -> dt.datetime:
    if hhmm == "24:00":
        day, hhmm = day + dt.timedelta(days=1), "00:00"
    return dt.datetime.combine(day, dt.time.fromisoformat(hhmm), TIMEZONE).astimezone(dt.UTC)


def shift_seconds(day: dt.date, start: str, end: str) -> int:
    """A shift's length in real seconds (an end at or before the start is the next day)."""
    finish = _wall(day, end) if end > start else _wall(day + dt.timedelta(days=1), end)
    return int((finish - _wall(day, start)).total_seconds())


def hours(seconds: int) -> str:
    """Seconds as hours with two places (``"7.50"``), negative for a deficit."""
    return str((Decimal(seconds) / HOUR).quantize(CENT))


def period(asked: PeriodQuery, today: dt.date, default: str) -> tuple[dt.date, dt.date]:
    """The asked days, else this ``week`` or this ``month``; 422 when reversed or too long."""
    if default == "week":
        first = today - dt.timedelta(days=today.weekday())
        last = first + dt.timedelta(days=6)
    else:
        first = today.replace(day=1)
        last = (first + dt.timedelta(days=32)).replace(day=1) - dt.timedelta(days=1)
    first, last = asked.first or first, asked.last or last
    if last < first:
        raise ApiError(422, texts.TO_BEFORE_FROM, field="to")
    if (last - first).days >= MAX_DAYS:
        raise ApiError(422, texts.TOO_LONG.format(days=MAX_DAYS), field="to")
    return first, last


@dataclass
class Day:
    planned: int = 0
    worked: int = 0


#: user id → day → figures
Figures = dict[int, dict[dt.date, Day]]


async def figures(
    s: AsyncSession,
    first: dt.date,
    last: dt.date,
    now: dt.datetime,
    users: Iterable[int] | None = None,
) -> Figures:
    """Planned and worked seconds per user and day from ``first`` to ``last``."""
    wanted = None if users is None else list(users)
    result: Figures = defaultdict(lambda: defaultdict(Day))
    plans = select(WorkingSchedule).where(
        WorkingSchedule.date >= first, WorkingSchedule.date <= last
    )
    acts = select(WorkingActivity).where(
        WorkingActivity.started_at >= midnight(first),
        WorkingActivity.started_at < midnight(last + dt.timedelta(days=1)),
        or_(WorkingActivity.ended_at.is_not(None), WorkingActivity.started_at <= now),
    )
    if wanted is not None:
        plans = plans.where(WorkingSchedule.user_id.in_(wanted))
        acts = acts.where(WorkingActivity.user_id.in_(wanted))
    for plan in await s.scalars(plans):
        result[plan.user_id][plan.date].planned += shift_seconds(
            plan.date, plan.time_from, plan.time_to
        )
    for act in await s.scalars(acts):
        result[act.user_id][local_day(act.started_at)].worked += worked_seconds(act, now)
    for user in wanted or ():
        result.setdefault(user, defaultdict(Day))  # no entries: still a balance
    return result


def _row(key: str, value: str, first: dt.date, last: dt.date, day: Day) -> dict[str, Any]:
    balance = day.worked - day.planned
    return {
        key: value,
        "from": first,
        "to": last,
        "plannedSeconds": day.planned,
        "workedSeconds": day.worked,
        "balanceSeconds": balance,
        "planned": hours(day.planned),
        "worked": hours(day.worked),
        "balance": hours(balance),
    }


def summary(per_day: dict[dt.date, Day], first: dt.date, last: dt.date) -> dict[str, Any]:
    """Days, ISO weeks and months of the period (partial at its edges), and the total."""
    groups: dict[str, dict[str, tuple[dt.date, dt.date, Day]]] = {"week": {}, "month": {}}
    total = Day()
    day_rows = []
    for day in days(first, last):
        figures_ = per_day.get(day, Day())
        total.planned += figures_.planned
        total.worked += figures_.worked
        day_rows.append(_row("date", day.isoformat(), day, day, figures_))
        year, week, _ = day.isocalendar()
        for kind, key in (("week", f"{year}-W{week:02d}"), ("month", f"{day:%Y-%m}")):
            start, _end, acc = groups[kind].get(key, (day, day, Day()))
            acc.planned += figures_.planned
            acc.worked += figures_.worked
            groups[kind][key] = (start, day, acc)
    return {
        "from": first,
        "to": last,
        "days": day_rows,
        "weeks": [_row("week", k, a, b, d) for k, (a, b, d) in groups["week"].items()],
        "months": [_row("month", k, a, b, d) for k, (a, b, d) in groups["month"].items()],
        "total": _row("period", f"{first}/{last}", first, last, total),
    }


def holiday_out(balance: HolidayBalance) -> dict[str, Any]:
    return {
        "id": balance.id,
        "user": {"id": balance.user_id},
        "year": balance.year,
        "entitlement": balance.entitlement,
        "carriedOver": balance.carried_over,
        "taken": balance.taken,
        "remaining": balance.remaining,
        "note": balance.note,
    }


async def holiday_balances(
    s: AsyncSession, year: int | None, users: Iterable[int] | None
) -> list[HolidayBalance]:
    stmt = select(HolidayBalance).order_by(HolidayBalance.user_id, HolidayBalance.year)
    if year is not None:
        stmt = stmt.where(HolidayBalance.year == year)
    if users is not None:
        stmt = stmt.where(HolidayBalance.user_id.in_(list(users)))
    return list(await s.scalars(stmt))
