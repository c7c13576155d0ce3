"""The statistics of 000 §7, one function each, registered by name.

Every function takes a session, the :class:`Period` and the branches the caller may see
(``None``: every branch) and returns the JSON-ready ``data`` of one answer. Three shapes:

- ``series``: one row per day of the period (days without data are 0), plus ``total``;
- ``breakdown``: rows ``{label, value}``, largest first (at most :data:`TOP` rows);
- ``heatmap``: rows ``{weekday, hour, value}`` (Monday = 0, the hour on the Vienna clock).

Money is summed as Decimal and answered as strings with two places. Visitors are the
analytics log's daily pseudonyms (no personal data is stored, so a visitor seen on two
days counts on each day).
"""

from __future__ import annotations

import datetime as dt
import functools
from collections import Counter, defaultdict
from collections.abc import Awaitable, Callable, Iterable, Sequence
from decimal import Decimal
from typing import Any
from urllib.parse import urlsplit

import ua_parser
from sqlalchemy import Select, select
from sqlalchemy.ext.asyncio import AsyncSession

from kernel.domains.analytics.models import AnalyticsLog
from kernel.domains.branches.models import Branch
from kernel.domains.content.models import QrCode, QrScan
from kernel.domains.orders.models import Order
from kernel.domains.staff.models import WorkingActivity, WorkingSchedule
from kernel.domains.statistics.period import TIMEZONE, Period, local
from kernel.money import money, plain

Branches = frozenset[int] | None
Statistic = Callable[[AsyncSession, Period, Branches], Awaitable[dict[str, Any]]]
#: The longest breakdown answered.
TOP = 100
#: Orders that count as sales (not rejected, cancelled or lost with their payment).
SOLD = ("new", "confirmed", "in_delivery", "completed")
CANCELED = ("canceled", "rejected")
ORIGINS = {"delivery": "Lieferung", "dine_in": "Vor Ort", "takeaway": "Abholung"}

STATISTICS: dict[str, Statistic] = {}


def statistic(name: str) -> Callable[[Statistic], Statistic]:
    def register(fn: Statistic) -> Statistic:
        STATISTICS[name] = fn
        return fn

    return register


# ---------------------------------------------------------------------------- shapes


def series(period: Period, values: dict[dt.date, Any], zero: Any = 0) -> dict[str, Any]:
    rows = [{"date": day.isoformat(), "value": values.get(day, zero)} for day in period.days()]
    total = sum((row["value"] for row in rows), zero)
    if isinstance(zero, Decimal):
        for row in rows:
            row["value"] = money_text(row["value"])
        total = money_text(total)
    return {"kind": "series", "rows": rows, "total": total}


def breakdown(counts: Counter[str] | dict[str, Any]) -> dict[str, Any]:
    ordered = sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:TOP]
    rows = [
        {"label": label, "value": money_text(value) if isinstance(value, Decimal) else value}
        for label, value in ordered
    ]
    return {"kind": "breakdown", "rows": rows}


def heatmap(times: Iterable[dt.datetime]) -> dict[str, Any]:
    counts = Counter((local(at).weekday(), local(at).hour) for at in times)
    rows = [{"weekday": w, "hour": h, "value": n} for (w, h), n in sorted(counts.items())]
    return {"kind": "heatmap", "rows": rows}


def money_text(value: Decimal) -> str:
    return str(money(value))


# ---------------------------------------------------------------------------- analytics log


async def _log(s: AsyncSession, period: Period, kind: str, *columns: Any) -> Sequence[Any]:
    stmt = select(*columns).where(
        AnalyticsLog.type == kind,
        AnalyticsLog.created_at >= period.start,
        AnalyticsLog.created_at < period.end,
    )
    return (await s.execute(stmt.order_by(AnalyticsLog.created_at, AnalyticsLog.id))).all()


@statistic("unique-visitors")
async def unique_visitors(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    rows = await _log(s, period, "pageview", AnalyticsLog.created_at, AnalyticsLog.visitor)
    seen: dict[dt.date, set[str]] = defaultdict(set)
    for at, visitor in rows:
        seen[local(at).date()].add(visitor)
    return series(period, {day: len(visitors) for day, visitors in seen.items()})


@statistic("page-views")
async def page_views(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    rows = await _log(s, period, "pageview", AnalyticsLog.created_at)
    return series(period, Counter(local(at).date() for (at,) in rows))


@statistic("pages")
async def pages(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    rows = await _log(s, period, "pageview", AnalyticsLog.action)
    return breakdown(Counter(action for (action,) in rows))


@statistic("events")
async def events(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    rows = await _log(s, period, "event", AnalyticsLog.category, AnalyticsLog.action)
    return breakdown(Counter(f"{c}: {a}" if c else a for c, a in rows))


@statistic("event-flow")
async def event_flow(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    """How visitors move: each step from one page to the next of the same visitor."""
    rows = await _log(s, period, "pageview", AnalyticsLog.visitor, AnalyticsLog.action)
    last: dict[str, str] = {}
    steps: Counter[str] = Counter()
    for visitor, action in rows:
        before = last.get(visitor)
        if before is not None and before != action:
            steps[f"{before} → {action}"] += 1
        last[visitor] = action
    return breakdown(steps)


async def _per_visitor(
    s: AsyncSession, period: Period, label: Callable[[dict[str, Any]], str | None]
) -> dict[str, Any]:
    """Visitors per label of their browser data (each visitor once per label)."""
    rows = await _log(s, period, "pageview", AnalyticsLog.visitor, AnalyticsLog.data)
    seen: dict[str, set[str]] = defaultdict(set)
    for visitor, data in rows:
        value = label(data or {})
        if value:
            seen[value].add(visitor)
    return breakdown({value: len(visitors) for value, visitors in seen.items()})


def _size(data: dict[str, Any]) -> str | None:
    screen = data.get("screen")
    if isinstance(screen, dict) and screen.get("width") and screen.get("height"):
        return f"{screen['width']}×{screen['height']}"
    return None


def _ratio(data: dict[str, Any]) -> str | None:
    ratio = data.get("pixelRatio")
    return plain(Decimal(str(ratio))) if isinstance(ratio, int | float) else None


def _scheme(data: dict[str, Any]) -> str | None:
    dark = data.get("darkMode")
    return None if dark is None else ("Dunkel" if dark else "Hell")


@functools.lru_cache(maxsize=4096)
def _parsed(user_agent: str) -> ua_parser.Result:
    """A month's page views come from a few hundred distinct browsers: each parsed once."""
    return ua_parser.parse(user_agent)


def _browser(data: dict[str, Any]) -> str | None:
    parsed = _parsed(str(data.get("userAgent") or ""))
    return parsed.user_agent.family if parsed.user_agent else None


def _system(data: dict[str, Any]) -> str | None:
    parsed = _parsed(str(data.get("userAgent") or ""))
    return parsed.os.family if parsed.os else None


def _visitors_by(name: str, label: Callable[[dict[str, Any]], str | None]) -> None:
    async def compute(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
        return await _per_visitor(s, period, label)

    statistic(name)(compute)


_visitors_by("resolutions", _size)
_visitors_by("device-pixel-ratios", _ratio)
_visitors_by("color-schemes", _scheme)
_visitors_by("browsers", _browser)
_visitors_by("operating-systems", _system)


@statistic("referrers")
async def referrers(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    """Page views that came from another site, by its host."""
    rows = await _log(s, period, "pageview", AnalyticsLog.data)
    hosts: Counter[str] = Counter()
    for (data,) in rows:
        host = urlsplit(str((data or {}).get("referrer") or "")).hostname
        if host:
            hosts[host] += 1
    return breakdown(hosts)


@statistic("visitor-times")
async def visitor_times(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    rows = await _log(s, period, "pageview", AnalyticsLog.created_at)
    return heatmap(at for (at,) in rows)


# ---------------------------------------------------------------------------- orders


def _orders(period: Period, branches: Branches, *columns: Any) -> Select[Any]:
    stmt = select(*columns).where(Order.created_at >= period.start, Order.created_at < period.end)
    if branches is not None:
        stmt = stmt.where(Order.branch_id.in_(branches))
    return stmt


def _origin(is_delivery: bool, is_dine_in: bool) -> str:
    return ORIGINS["delivery" if is_delivery else "dine_in" if is_dine_in else "takeaway"]


@statistic("orders")
async def orders(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    stmt = _orders(period, branches, Order.created_at).where(Order.status.in_(SOLD))
    return series(period, Counter(local(at).date() for (at,) in await s.execute(stmt)))


@statistic("canceled-orders")
async def canceled_orders(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    stmt = _orders(period, branches, Order.created_at).where(Order.status.in_(CANCELED))
    return series(period, Counter(local(at).date() for (at,) in await s.execute(stmt)))


@statistic("revenue")
async def revenue(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    """Gross revenue per day, with the split per tax rate and per branch."""
    stmt = _orders(
        period, branches, Order.created_at, Order.total_gross, Order.taxes, Branch.name
    ).join(Branch, Branch.id == Order.branch_id)
    per_day: dict[dt.date, Decimal] = defaultdict(Decimal)
    per_rate: dict[str, Decimal] = defaultdict(Decimal)
    per_branch: dict[str, Decimal] = defaultdict(Decimal)
    for at, gross, taxes, branch in await s.execute(stmt.where(Order.status.in_(SOLD))):
        per_day[local(at).date()] += gross
        per_branch[branch] += gross
        for rate, bucket in (taxes or {}).items():
            per_rate[f"{rate} %"] += Decimal(str(bucket.get("gross", "0")))
    answer = series(period, per_day, Decimal("0"))
    answer["byTaxRate"] = breakdown(per_rate)["rows"]
    answer["byBranch"] = breakdown(per_branch)["rows"]
    return answer


async def _sold_items(
    s: AsyncSession, period: Period, branches: Branches
) -> list[tuple[dt.datetime, str, Decimal]]:
    stmt = _orders(period, branches, Order.created_at, Order.items)
    return [
        (at, str(item.get("name") or ""), Decimal(str(item.get("amount", "0"))))
        for at, items in await s.execute(stmt.where(Order.status.in_(SOLD)))
        for item in items or []
    ]


@statistic("items")
async def items(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    per_day: Counter[dt.date] = Counter()
    for at, _, amount in await _sold_items(s, period, branches):
        per_day[local(at).date()] += int(amount)
    return series(period, dict(per_day))


@statistic("popular-items")
async def popular_items(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    counts: Counter[str] = Counter()
    for _, name, amount in await _sold_items(s, period, branches):
        counts[name] += int(amount)
    return breakdown(counts)


@statistic("order-times")
async def order_times(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    stmt = _orders(period, branches, Order.created_at).where(Order.status.in_(SOLD))
    return heatmap(at for (at,) in await s.execute(stmt))


@statistic("order-origins")
async def order_origins(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    stmt = _orders(period, branches, Order.is_delivery, Order.is_dine_in)
    rows = await s.execute(stmt.where(Order.status.in_(SOLD)))
    return breakdown(Counter(_origin(d, i) for d, i in rows))


@statistic("revenue-origins")
async def revenue_origins(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    stmt = _orders(period, branches, Order.is_delivery, Order.is_dine_in, Order.total_gross)
    sums: dict[str, Decimal] = defaultdict(Decimal)
    for delivery, dine_in, gross in await s.execute(stmt.where(Order.status.in_(SOLD))):
        sums[_origin(delivery, dine_in)] += gross
    return breakdown(sums)


# ---------------------------------------------------------------------------- QR codes


async def _scans(s: AsyncSession, period: Period, *columns: Any) -> Sequence[Any]:
    stmt = (
        select(*columns)
        .select_from(QrScan)
        .join(QrCode, QrCode.id == QrScan.qr_code_id)
        .where(QrScan.created_at >= period.start, QrScan.created_at < period.end)
    )
    return (await s.execute(stmt)).all()


@statistic("qr-code-origins")
async def qr_code_origins(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    """Scans per printed code (its name, else its path)."""
    rows = await _scans(s, period, QrCode.name, QrCode.path)
    return breakdown(Counter(name or path for name, path in rows))


@statistic("qr-code-targets")
async def qr_code_targets(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    """Scans per address they led to (the target at the time of the scan)."""
    return breakdown(Counter(target for (target,) in await _scans(s, period, QrScan.target)))


# ---------------------------------------------------------------------------- time tracking


def _hours(seconds: dict[dt.date, float]) -> dict[dt.date, Decimal]:
    return {day: Decimal(value) / 3600 for day, value in seconds.items()}


@statistic("working-activities")
async def working_activities(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    """Hours worked per day (ended activities, pauses taken off), by the day they began."""
    stmt = select(
        WorkingActivity.started_at, WorkingActivity.ended_at, WorkingActivity.paused_seconds
    ).where(
        WorkingActivity.started_at >= period.start,
        WorkingActivity.started_at < period.end,
        WorkingActivity.ended_at.is_not(None),
    )
    if branches is not None:
        stmt = stmt.where(WorkingActivity.branch_id.in_(branches))
    seconds: dict[dt.date, float] = defaultdict(float)
    for started, ended, paused in await s.execute(stmt):
        if ended is not None:  # the query's condition, for the type checker
            seconds[local(started).date()] += max(0.0, (ended - started).total_seconds() - paused)
    return series(period, _hours(seconds), Decimal("0"))


@statistic("working-schedules")
async def working_schedules(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    """Hours planned per day (a shift ending at or before its start ends the next day)."""
    stmt = select(WorkingSchedule.date, WorkingSchedule.time_from, WorkingSchedule.time_to).where(
        WorkingSchedule.date >= period.first, WorkingSchedule.date <= period.last
    )
    if branches is not None:
        stmt = stmt.where(WorkingSchedule.branch_id.in_(branches))
    seconds: dict[dt.date, float] = defaultdict(float)
    for day, start, end in await s.execute(stmt):
        seconds[day] += shift_seconds(day, start, end)
    return series(period, _hours(seconds), Decimal("0"))


def shift_seconds(day: dt.date, start: str, end: str) -> float:
    """A shift's length by the clock of Vienna (on a DST night an hour shorter or longer);
    an end at or before the start is on the next day, ``24:00`` is the next midnight."""
    begin = _wall(day, start)
    finish = _wall(day, end) if end > start else _wall(day + dt.timedelta(days=1), end)
    return (finish - begin).total_seconds()


def _wall(day: dt.date, hhmm: str) -> dt.datetime:
    if hhmm == "24:00":
        day, hhmm = day + dt.timedelta(days=1), "00:00"
    at = dt.datetime.combine(day, dt.time.fromisoformat(hhmm), TIMEZONE)
    return at.astimezone(dt.UTC)
