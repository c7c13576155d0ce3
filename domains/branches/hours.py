"""Opening hours of a branch at a moment: open state, next opening, appointment slots, over
the rules of :mod:`domains.branches.hours_rules` (which says what a rule means).

Pure logic: no I/O and no hidden clock. Every function that depends on "now" takes an
aware datetime, so callers (and tests) decide what time it is.

Time zone semantics (branch zone, default Europe/Vienna)*: a wall time maps to the
earliest instant whose local clock reading is >= that wall time. So a wall time in the
spring-forward gap (02:30 on 2026-03-29) maps to the instant the clock jumps (03:00
CEST), and an ambiguous fall-back wall time (02:30 on 2026-10-25) maps to its first
occurrence (CEST). This mapping is monotonic, so interval order never flips. All
arithmetic runs in UTC; returned datetimes are aware and in the branch zone (compare or
subtract them via UTC: Python ignores ``fold`` between datetimes of the same zone).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from enum import StrEnum
from functools import lru_cache
from typing import Final, Literal, TypeAlias
from zoneinfo import ZoneInfo

from domains.branches.hours_rules import RulesInput, Schedule, as_schedule

# --- Constants (spec 001 §4/§9) ------------------------------------------------------------

DEFAULT_TZ: Final = "Europe/Vienna"
CLOSING_SOON: Final = timedelta(minutes=60)  # closing soon iff strictly less is left
NEXT_OPENING_STEP: Final = timedelta(minutes=15)
NEXT_OPENING_HORIZON: Final = timedelta(hours=72)
SLOT_GAP: Final = timedelta(minutes=15)
SLOT_ROUNDING: Final = timedelta(minutes=5)
SLOT_LOOKAHEAD: Final = timedelta(days=180)
AVAILABILITY_DAYS: Final = 90
# How far state_at looks back and ahead to find the edges of the current (merged) interval.
STATE_SCAN_DAYS: Final = 7

_DAY: Final = timedelta(days=1)
_EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)

# --- Time zone mapping -----------------------------------------------------------------------


def zone(tz: ZoneInfo | str) -> ZoneInfo:
    """The ZoneInfo for a zone or IANA key (ZoneInfo caches instances)."""
    return tz if isinstance(tz, ZoneInfo) else ZoneInfo(tz)


def _utc(at: datetime) -> datetime:
    if at.tzinfo is None or at.utcoffset() is None:
        raise ValueError("an aware datetime is required")
    return at.astimezone(UTC)


def wall_to_instant(day: date, minute: int, tz: ZoneInfo | str) -> datetime:
    """UTC instant of wall time ``day`` + ``minute`` minutes (minute may exceed 1440).

    Earliest instant whose local reading is >= the wall time: gap times map to the
    transition instant, ambiguous times to their first occurrence.
    """
    z = zone(tz)
    naive = datetime.combine(day, time()) + timedelta(minutes=minute)
    first = naive.replace(tzinfo=z).astimezone(UTC)  # fold=0: first occurrence
    if first.astimezone(z).replace(tzinfo=None) == naive:
        return first
    # In a gap fold=0 applies the pre-transition offset, which lands *after* the jump;
    # fold=1 lands before it. Bisect between them for the jump itself (to the second).
    lo = naive.replace(tzinfo=z, fold=1).astimezone(UTC)
    hi, offset = first, lo.astimezone(z).utcoffset()
    while hi - lo > timedelta(seconds=1):
        mid = lo + (hi - lo) / 2
        if mid.astimezone(z).utcoffset() == offset:
            lo = mid
        else:
            hi = mid
    return hi.replace(microsecond=0)  # lo < jump <= hi < lo + 1 s; jumps are whole seconds


# --- Intervals and state -------------------------------------------------------------------

_Span: TypeAlias = tuple[datetime, datetime]  # UTC, half-open


@dataclass(frozen=True, slots=True)
class Interval:
    """A merged open interval ``[start, end)``, aware datetimes in the branch zone."""

    start: datetime
    end: datetime

    def __contains__(self, at: object) -> bool:
        return isinstance(at, datetime) and _utc(self.start) <= _utc(at) < _utc(self.end)


class Status(StrEnum):
    OPEN = "open"
    CLOSING_SOON = "closing_soon"
    CLOSED = "closed"


#: How the API names a status (camelCase, like every other field on the wire).
StatusName = Literal["open", "closingSoon", "closed"]
STATUS_NAMES: dict[Status, StatusName] = {
    Status.OPEN: "open",
    Status.CLOSING_SOON: "closingSoon",
    Status.CLOSED: "closed",
}


@dataclass(frozen=True, slots=True)
class State:
    """Open state at one instant (datetimes in the branch zone).

    ``interval`` is the merged open interval containing ``at``, seen through a window of
    ``STATE_SCAN_DAYS`` around ``at`` (its start may be clipped by that window).
    ``closes_at`` is its end, or None when closed or when still open at the end of the
    look-ahead window (for example a branch that is open around the clock).
    """

    status: Status
    at: datetime
    interval: Interval | None
    closes_at: datetime | None

    @property
    def is_open(self) -> bool:
        """Open or closing soon."""
        return self.status is not Status.CLOSED


@lru_cache(maxsize=512)
def _spans(schedule: Schedule, z: ZoneInfo, first: date, last: date) -> tuple[_Span, ...]:
    """The merged open spans of the local days ``first`` … ``last``, in time order.

    Memoised: a schedule is a value (equal rules hash alike, however often they are parsed),
    and an order, a slot list or a status asks for the same days again and again.
    """
    raw: list[_Span] = []
    day = first
    while day <= last:
        for r in schedule.ranges_on(day):
            start = wall_to_instant(day, r.from_minute, z)
            end = wall_to_instant(day, r.end_minute, z)
            if end > start:  # a range entirely inside a DST gap is empty
                raw.append((start, end))
        day += _DAY
    raw.sort()
    merged: list[_Span] = []
    for start, end in raw:
        if merged and start <= merged[-1][1]:
            if end > merged[-1][1]:
                merged[-1] = (merged[-1][0], end)
        else:
            merged.append((start, end))
    return tuple(merged)


def _find(spans: Sequence[_Span], at: datetime) -> _Span | None:
    i = bisect_right(spans, at, key=lambda s: s[0]) - 1
    return spans[i] if i >= 0 and at < spans[i][1] else None


def _local_day(at_utc: datetime, z: ZoneInfo) -> date:
    return at_utc.astimezone(z).date()


def open_intervals(
    rules: RulesInput, start: datetime, end: datetime, tz: ZoneInfo | str = DEFAULT_TZ
) -> list[Interval]:
    """Merged open intervals overlapping ``[start, end)``, clipped to it, in time order."""
    s, e, z, schedule = _utc(start), _utc(end), zone(tz), as_schedule(rules)
    spans = _spans(schedule, z, _local_day(s, z) - _DAY, _local_day(e, z))
    return [
        Interval(max(a, s).astimezone(z), min(b, e).astimezone(z))
        for a, b in spans
        if b > s and a < e
    ]


def is_open(rules: RulesInput, at: datetime, tz: ZoneInfo | str = DEFAULT_TZ) -> bool:
    """True when ``at`` lies in an open interval (use it to validate an appointment)."""
    t, z = _utc(at), zone(tz)
    day = _local_day(t, z)
    # Ranges of the previous day may run past midnight; the next day is a guard for
    # zones whose transitions straddle midnight.
    return _find(_spans(as_schedule(rules), z, day - _DAY, day + _DAY), t) is not None


def state_at(rules: RulesInput, at: datetime, tz: ZoneInfo | str = DEFAULT_TZ) -> State:
    """Open / closing soon / closed at ``at``, with the current interval and closing time.

    Closing soon means open with strictly less than ``CLOSING_SOON`` (60 min) left; with
    exactly 60 minutes left the state is still OPEN.
    """
    t, z = _utc(at), zone(tz)
    day = _local_day(t, z)
    last = day + timedelta(days=STATE_SCAN_DAYS)
    span = _find(_spans(as_schedule(rules), z, day - timedelta(days=STATE_SCAN_DAYS), last), t)
    if span is None:
        return State(Status.CLOSED, t.astimezone(z), None, None)
    # Ranges of later days start at or after their midnight, so an end before the next
    # uncomputed midnight is final; an end at or beyond it might continue.
    final = span[1] < wall_to_instant(last + _DAY, 0, z)
    closes = span[1] if final else None
    soon = closes is not None and closes - t < CLOSING_SOON
    return State(
        Status.CLOSING_SOON if soon else Status.OPEN,
        t.astimezone(z),
        Interval(span[0].astimezone(z), span[1].astimezone(z)),
        closes.astimezone(z) if closes is not None else None,
    )


def next_opening(
    rules: RulesInput,
    at: datetime,
    tz: ZoneInfo | str = DEFAULT_TZ,
    *,
    step: timedelta = NEXT_OPENING_STEP,
    horizon: timedelta = NEXT_OPENING_HORIZON,
    exact: bool = True,
) -> datetime | None:
    """First open instant in ``[at, at + horizon]``, or None; ``at`` itself when open.

    ``exact=True`` (default) computes it from the intervals: the true opening time.
    ``exact=False`` is the spec's literal search: the first of ``at + k * step``
    (k = 0, 1, ... while within the horizon) that is open. Both agree in that no step
    instant before the exact result is open, the exact result is never later than the
    stepped one, and the stepped search finds something only if the exact one does
    (exact may also find intervals shorter than a step that the stepped search skips).
    """
    if step <= timedelta(0) or horizon < timedelta(0):
        raise ValueError("step must be positive and horizon not negative")
    t, z = _utc(at), zone(tz)
    limit = t + horizon
    spans = _spans(as_schedule(rules), z, _local_day(t, z) - _DAY, _local_day(limit, z) + _DAY)
    if exact:
        for start, end in spans:
            if end > t:
                return max(start, t).astimezone(z) if start <= limit else None
        return None
    probe = t
    while probe <= limit:
        if _find(spans, probe) is not None:
            return probe.astimezone(z)
        probe += step
    return None


# --- Appointment slots ---------------------------------------------------------------------


def _ceil(t: datetime, unit: timedelta) -> datetime:
    # Rounds on the absolute (UTC epoch) grid; equals the local wall-clock grid for every
    # zone whose UTC offset is a multiple of the unit (all of Europe for 5 or 15 minutes).
    q, r = divmod(t - _EPOCH, unit)
    return _EPOCH + (q + (1 if r else 0)) * unit


def slots(
    rules: RulesInput,
    day: date,
    tz: ZoneInfo | str,
    now: datetime,
    *,
    gap: timedelta = SLOT_GAP,
    rounding: timedelta = SLOT_ROUNDING,
    lookahead: timedelta = SLOT_LOOKAHEAD,
) -> list[datetime]:
    """Bookable appointment times on local date ``day``, ascending, in the branch zone.

    For every open interval: the first slot is ``max(interval start, now)`` rounded up to
    ``rounding``; then one every ``gap`` while inside the interval. Only slots on ``day``
    (local) and before ``now + lookahead`` are returned. The cadence is anchored at the
    interval start, so an overnight interval continues the same grid after midnight.
    Every slot is an open instant (``is_open`` holds) and >= ``now``.
    """
    if gap <= timedelta(0) or rounding <= timedelta(0):
        raise ValueError("gap and rounding must be positive")
    n, z = _utc(now), zone(tz)
    day_start, day_end = wall_to_instant(day, 0, z), wall_to_instant(day + _DAY, 0, z)
    limit = n + lookahead
    out: list[datetime] = []
    for start, end in _spans(as_schedule(rules), z, day - _DAY, day + _DAY):
        anchor = _ceil(max(start, n), rounding)
        low, high = max(anchor, day_start), min(end, day_end, limit)
        probe = anchor - ((anchor - low) // gap) * gap  # first grid point >= low
        while probe < high:
            out.append(probe.astimezone(z))
            probe += gap
    return out


def available_dates(
    rules: RulesInput,
    now: datetime,
    tz: ZoneInfo | str = DEFAULT_TZ,
    *,
    days: int = AVAILABILITY_DAYS,
    gap: timedelta = SLOT_GAP,
    rounding: timedelta = SLOT_ROUNDING,
) -> list[date]:
    """Local dates among the ``days`` dates starting today that have at least one slot.

    Exactly the dates for which :func:`slots` (same gap and rounding, default look-ahead)
    is non-empty, so the date picker never offers a date without times.
    """
    n, z = _utc(now), zone(tz)
    today = _local_day(n, z)
    schedule = as_schedule(rules)
    # Look ahead to the end of the last date (not days * 24 h, which DST days would skew).
    lookahead = max(wall_to_instant(today + timedelta(days=days), 0, z) - n, SLOT_LOOKAHEAD)
    return [
        d
        for d in (today + timedelta(days=i) for i in range(days))
        if slots(schedule, d, z, n, gap=gap, rounding=rounding, lookahead=lookahead)
    ]


def asap_available(rules: RulesInput, now: datetime, tz: ZoneInfo | str = DEFAULT_TZ) -> bool:
    """Whether 'So schnell wie möglich' is offered: the branch is open (or closing soon) now."""
    return is_open(rules, now, tz)
