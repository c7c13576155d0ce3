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
from sqlalchemy import JSON, Numeric, Select, String, cast, column, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql.selectable import TableValuedAlias

from domains.branches.api import Branch
from domains.content.api import QrCode, QrScan
from domains.orders.api import Order
from domains.staff.api import WorkingActivity, WorkingSchedule, shift_seconds
from kernel import money, plain
from plugins.measuring.analytics_log.models import AnalyticsLog
from plugins.measuring.statistics.period import Period, local
from plugins.measuring.statistics.sql import hour, utc_hour

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


def heatmap(hours: Iterable[tuple[dt.datetime, int]]) -> dict[str, Any]:
    """Counts per hour (on the clock of Vienna) as weekday × hour."""
    counts: Counter[tuple[int, int]] = Counter()
    for at, count in hours:
        counts[at.weekday(), at.hour] += count
    rows = [{"weekday": w, "hour": h, "value": n} for (w, h), n in sorted(counts.items())]
    return {"kind": "heatmap", "rows": rows}


def money_text(value: Decimal) -> str:
    return str(money(value))


# ---------------------------------------------------------------------------- analytics log


def _log(kind: str, period: Period, *columns: Any) -> Select[Any]:
    return select(*columns).where(
        AnalyticsLog.type == kind,
        AnalyticsLog.created_at >= period.start,
        AnalyticsLog.created_at < period.end,
    )


async def _per_hour(s: AsyncSession, stmt: Select[Any], at: Any) -> list[tuple[dt.datetime, int]]:
    """``stmt``'s rows counted per hour of ``at`` (the hour on the clock of Vienna)."""
    hours = stmt.with_only_columns(utc_hour(at).label("hour"), func.count()).group_by("hour")
    return [(hour(text), count) for text, count in await s.execute(hours)]


def _per_day(counts: Iterable[tuple[dt.datetime, int]]) -> dict[dt.date, int]:
    days: Counter[dt.date] = Counter()
    for at, count in counts:
        days[at.date()] += count
    return days


async def _counted(s: AsyncSession, stmt: Select[Any]) -> Counter[Any]:
    """``stmt``'s rows (one or more columns) counted by their value."""
    rows = await s.execute(stmt.add_columns(func.count()).group_by(*stmt.selected_columns))
    return Counter({tuple(row[:-1]) if len(row) > 2 else row[0]: row[-1] for row in rows})


@statistic("unique-visitors")
async def unique_visitors(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    stmt = _log("pageview", period, utc_hour(AnalyticsLog.created_at), AnalyticsLog.visitor)
    seen: dict[dt.date, set[str]] = defaultdict(set)
    for text, visitor in await s.execute(stmt.distinct()):
        seen[hour(text).date()].add(visitor)
    return series(period, {day: len(visitors) for day, visitors in seen.items()})


@statistic("page-views")
async def page_views(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    return series(
        period, _per_day(await _per_hour(s, _log("pageview", period), AnalyticsLog.created_at))
    )


@statistic("pages")
async def pages(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    return breakdown(await _counted(s, _log("pageview", period, AnalyticsLog.action)))


@statistic("events")
async def events(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    stmt = _log("event", period, AnalyticsLog.category, AnalyticsLog.action)
    counts: Counter[str] = Counter()
    for (category, action), count in (await _counted(s, stmt)).items():
        counts[f"{category}: {action}" if category else action] += count
    return breakdown(counts)


@statistic("event-flow")
async def event_flow(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    """How visitors move: each step from one page to the next of the same visitor."""
    before = func.lag(AnalyticsLog.action).over(
        partition_by=AnalyticsLog.visitor, order_by=(AnalyticsLog.created_at, AnalyticsLog.id)
    )
    views = _log("pageview", period, before.label("before"), AnalyticsLog.action).subquery()
    stmt = select(views.c.before, views.c.action).where(views.c.before != views.c.action)
    counted = await _counted(s, stmt)
    return breakdown(Counter({f"{a} → {b}": n for (a, b), n in counted.items()}))


async def _per_visitor(
    s: AsyncSession, period: Period, value: Any, label: Callable[[Any], str | None]
) -> dict[str, Any]:
    """Visitors per label of a value of their browser data (each visitor once per label)."""
    stmt = _log("pageview", period, AnalyticsLog.visitor, value).distinct()
    seen: dict[str, set[str]] = defaultdict(set)
    for visitor, data in await s.execute(stmt):
        text = label(data) if data is not None else None
        if text:
            seen[text].add(visitor)
    return breakdown({text: len(visitors) for text, visitors in seen.items()})


def _data(*path: str) -> Any:
    """A value of the browser's data object, as text (JSON numbers and booleans too)."""
    return AnalyticsLog.data[path if len(path) > 1 else path[0]].as_string()


def _size(value: str) -> str | None:
    width, _, height = value.partition("×")
    return value if width and height and "None" not in value else None


def _ratio(value: str) -> str | None:
    try:
        return plain(Decimal(value))
    except ArithmeticError:
        return None


def _scheme(value: str) -> str | None:
    # PostgreSQL answers JSON booleans as true/false, SQLite as 1/0.
    return "Dunkel" if value in ("true", "1") else "Hell" if value in ("false", "0") else None


@functools.lru_cache(maxsize=4096)
def _parsed(user_agent: str) -> ua_parser.Result:
    """A month's page views come from a few hundred distinct browsers: each parsed once."""
    return ua_parser.parse(user_agent)


def _browser(user_agent: str) -> str | None:
    parsed = _parsed(user_agent)
    return parsed.user_agent.family if parsed.user_agent else None


def _system(user_agent: str) -> str | None:
    parsed = _parsed(user_agent)
    return parsed.os.family if parsed.os else None


def _visitors_by(name: str, value: Any, label: Callable[[str], str | None]) -> None:
    async def compute(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
        return await _per_visitor(s, period, value, lambda v: label(str(v)))

    statistic(name)(compute)


_visitors_by("resolutions", _data("screen", "width") + "×" + _data("screen", "height"), _size)
_visitors_by("device-pixel-ratios", _data("pixelRatio"), _ratio)
_visitors_by("color-schemes", _data("darkMode"), _scheme)
_visitors_by("browsers", _data("userAgent"), _browser)
_visitors_by("operating-systems", _data("userAgent"), _system)


@statistic("referrers")
async def referrers(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    """Page views that came from another site, by its host."""
    hosts: Counter[str] = Counter()
    for referrer, count in (await _counted(s, _log("pageview", period, _data("referrer")))).items():
        host = urlsplit(str(referrer or "")).hostname
        if host:
            hosts[host] += count
    return breakdown(hosts)


@statistic("visitor-times")
async def visitor_times(s: AsyncSession, period: Period, _: Branches) -> dict[str, Any]:
    return heatmap(await _per_hour(s, _log("pageview", period), AnalyticsLog.created_at))


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
    stmt = _orders(period, branches).where(Order.status.in_(SOLD))
    return series(period, _per_day(await _per_hour(s, stmt, Order.created_at)))


@statistic("canceled-orders")
async def canceled_orders(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    stmt = _orders(period, branches).where(Order.status.in_(CANCELED))
    return series(period, _per_day(await _per_hour(s, stmt, Order.created_at)))


@statistic("revenue")
async def revenue(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    """Gross revenue per day, with the split per tax rate and per branch."""
    sold = _orders(period, branches).where(Order.status.in_(SOLD))
    per_hour = (
        sold.with_only_columns(
            utc_hour(Order.created_at).label("hour"), Branch.name, func.sum(Order.total_gross)
        )
        .join(Branch, Branch.id == Order.branch_id)
        .group_by("hour", Branch.name)
    )
    per_day: dict[dt.date, Decimal] = defaultdict(Decimal)
    per_branch: dict[str, Decimal] = defaultdict(Decimal)
    for text, branch, gross in await s.execute(per_hour):
        per_day[hour(text).date()] += Decimal(gross)
        per_branch[branch] += Decimal(gross)
    tax = _each(s, Order.taxes, entries=True).alias("tax")
    tax_gross = func.sum(cast(tax.c.value["gross"].as_string(), Numeric(14, 4)))
    per_rate = {
        f"{rate} %": Decimal(total or 0)
        for rate, total in await s.execute(
            sold.with_only_columns(tax.c.key, tax_gross).select_from(Order).group_by(tax.c.key)
        )
    }
    answer = series(period, per_day, Decimal("0"))
    answer["byTaxRate"] = breakdown(per_rate)["rows"]
    answer["byBranch"] = breakdown(per_branch)["rows"]
    return answer


def _each(s: AsyncSession, document: Any, entries: bool = False) -> TableValuedAlias:
    """A row per element of each row's JSON array (``value``), or per entry of its JSON
    object (``key``, ``value``) with ``entries``: summed in the database, not in Python."""
    if s.get_bind().dialect.name == "postgresql":
        name = "jsonb_each" if entries else "jsonb_array_elements"
    else:
        name = "json_each"
    columns = (
        (column("key", String), column("value", JSON)) if entries else (column("value", JSON),)
    )
    rows: TableValuedAlias = getattr(func, name)(document).table_valued(
        *columns, joins_implicitly=True
    )
    return rows


def _sold_items(s: AsyncSession, period: Period, branches: Branches, *columns: Any) -> Select[Any]:
    """The sold orders' items (one row each, ``item`` its JSON object) with ``columns``
    and the sum of their amounts, grouped by ``columns``."""
    item = _each(s, Order.items).alias("item")
    amount = cast(item.c.value["amount"].as_string(), Numeric(12, 3))
    grouped = [c(item.c.value) if callable(c) else c for c in columns]
    stmt = _orders(period, branches, *grouped, func.sum(amount)).where(Order.status.in_(SOLD))
    stmt = stmt.select_from(Order)  # before the items: they come from its rows
    return stmt.group_by(*grouped)


def _item_name(value: Any) -> Any:
    return value["name"].as_string()


@statistic("items")
async def items(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    per_day: dict[dt.date, Decimal] = defaultdict(Decimal)
    stmt = _sold_items(s, period, branches, utc_hour(Order.created_at).label("hour"))
    for text, amount in await s.execute(stmt):
        per_day[hour(text).date()] += Decimal(amount or 0)
    return series(period, {day: int(amount) for day, amount in per_day.items()})


@statistic("popular-items")
async def popular_items(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    stmt = _sold_items(s, period, branches, _item_name)
    return breakdown({str(name or ""): int(amount or 0) for name, amount in await s.execute(stmt)})


@statistic("order-times")
async def order_times(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    stmt = _orders(period, branches).where(Order.status.in_(SOLD))
    return heatmap(await _per_hour(s, stmt, Order.created_at))


@statistic("order-origins")
async def order_origins(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    stmt = _orders(period, branches, Order.is_delivery, Order.is_dine_in)
    counted = await _counted(s, stmt.where(Order.status.in_(SOLD)))
    origins: Counter[str] = Counter()
    for (delivery, dine_in), count in counted.items():
        origins[_origin(delivery, dine_in)] += count
    return breakdown(origins)


@statistic("revenue-origins")
async def revenue_origins(s: AsyncSession, period: Period, branches: Branches) -> dict[str, Any]:
    stmt = _orders(period, branches, Order.is_delivery, Order.is_dine_in)
    stmt = stmt.add_columns(func.sum(Order.total_gross)).group_by(
        Order.is_delivery, Order.is_dine_in
    )
    sums: dict[str, Decimal] = defaultdict(Decimal)
    for delivery, dine_in, gross in await s.execute(stmt.where(Order.status.in_(SOLD))):
        sums[_origin(delivery, dine_in)] += Decimal(gross)
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
