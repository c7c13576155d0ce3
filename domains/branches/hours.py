"""Opening hours of a branch: rule parsing, open state, next opening, appointment slots.

Pure logic: no I/O and no hidden clock. Every function that depends on "now" takes an
aware datetime, so callers (and tests) decide what time it is.

Rule semantics (spec 001 §4, decisions marked *):

* A rule is ``{"type", "date", "isClosed", "from", "to"}``; ``type`` is ``once`` (needs
  ``date`` YYYY-MM-DD), ``daily`` or a weekday name ``monday`` .. ``sunday``.
* Precedence per calendar date*: ``once`` rules for that date, else the weekday rules for
  that weekday, else the ``daily`` rules, else closed. The first level that has any rule
  decides the whole day; lower levels are not merged in.
* Within the deciding level*: if any rule has ``isClosed`` the day is closed (closed wins,
  never promise an open door somebody marked closed); otherwise the day is open during the
  union of the ranges. ``from``/``to`` of a closed rule are ignored.
* ``to <= from`` means the range ends on the next day (``22:00``-``02:00``). ``to`` may be
  ``24:00``; ``00:00``-``00:00`` and ``00:00``-``24:00`` both mean open all day*. Other
  ranges with ``from == to`` are rejected* as most likely a typing error.
* A range belongs to the day it starts on*: the tail of Friday's ``22:00``-``02:00`` is
  open on Saturday morning even if Saturday has a ``once`` closed rule.
* Intervals are half-open ``[start, end)``: open at the opening minute, closed at the
  closing minute. Touching or overlapping intervals merge, also across midnight.

Time zone semantics (branch zone, default Europe/Vienna)*: a wall time maps to the
earliest instant whose local clock reading is >= that wall time. So a wall time in the
spring-forward gap (02:30 on 2026-03-29) maps to the instant the clock jumps (03:00
CEST), and an ambiguous fall-back wall time (02:30 on 2026-10-25) maps to its first
occurrence (CEST). This mapping is monotonic, so interval order never flips. All
arithmetic runs in UTC; returned datetimes are aware and in the branch zone (compare or
subtract them via UTC: Python ignores ``fold`` between datetimes of the same zone).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from enum import StrEnum
from functools import lru_cache
from types import MappingProxyType
from typing import Final, Literal, TypeAlias, cast
from zoneinfo import ZoneInfo

from kernel import FieldError

# --- Catalogue: every German string of the opening-hours layer (house rule) -------------

TEXTS: Final[Mapping[str, str]] = MappingProxyType(
    {
        # validation (spec 001 §5 style: field + message)
        "err.not_a_list": "Die Öffnungszeiten müssen eine Liste sein.",
        "err.not_an_object": "Ungültiger Eintrag in den Öffnungszeiten.",
        "err.type": "Ungültiger Typ. Erlaubt sind: once, daily, monday bis sunday.",
        "err.date_required": "Bitte geben Sie ein Datum an.",
        "err.date": "Ungültiges Datum. Erwartet wird das Format JJJJ-MM-TT.",
        "err.flag": "Ungültiger Wert. Erwartet wird true oder false.",
        "err.time_required": "Bitte geben Sie eine Uhrzeit an.",
        "err.time": "Ungültiges Zeitformat. Erwartet wird HH:mm (z. B. 09:30).",
        "err.equal": "Beginn und Ende dürfen nicht gleich sein (ganztägig: 00:00 - 24:00).",
        # display (spec 002 §9)
        "today": "Heute",
        "tomorrow": "Morgen",
        "days.pair": "{first} & {last}",
        "days.range": "{first} - {last}",
        "hours.range": "von {start} - {end} Uhr",
        "hours.join": " und ",
        "hours.closed": "geschlossen",
        "line": "{days}: {hours}",
        # appointment label (spec 001 §2)
        "asap": "So schnell wie möglich",
        "no_appointment": "Keine Angabe",
        "date": "{day:02d}.{month:02d}.{year:04d}",
        # toolbar (spec 002 §2.11)
        "toolbar.one_open": "{n} Standort geöffnet",
        "toolbar.many_open": "{n} Standorte geöffnet",
        "toolbar.none_open": "Alle Standorte geschlossen",
        "toolbar.open_until": "Geöffnet bis {time}",
        "toolbar.open": "Geöffnet",  # no closing within 24 h: a bare time would mislead
        "toolbar.closing_soon": "Schließt bald: geöffnet bis {time}",  # wording not in spec
        "toolbar.closed": "Geschlossen",
    }
)
WEEKDAY_NAMES: Final = (
    "Montag",
    "Dienstag",
    "Mittwoch",
    "Donnerstag",
    "Freitag",
    "Samstag",
    "Sonntag",
)

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

RuleType: TypeAlias = Literal[
    "once", "daily", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"
]
WEEKDAY_TYPES: Final = (
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
)
RULE_TYPES: Final = ("once", "daily", *WEEKDAY_TYPES)
_Date: TypeAlias = date  # the Rule field "date" shadows the class name inside the class
_TIME_RE: Final = re.compile(r"(?:[01][0-9]|2[0-3]):[0-5][0-9]")
_DATE_RE: Final = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_DAY: Final = timedelta(days=1)
_EPOCH: Final = datetime(1970, 1, 1, tzinfo=UTC)

# --- Rules ---------------------------------------------------------------------------------


class HoursValidationError(ValueError):
    """Invalid opening-hours rules. Carries all problems; ``field``/``message`` = first."""

    def __init__(self, errors: Sequence[FieldError]) -> None:
        self.errors: tuple[FieldError, ...] = tuple(errors)
        self.field = self.errors[0].field
        self.message = self.errors[0].message
        super().__init__("; ".join(f"{e.field}: {e.message}" for e in self.errors))


@dataclass(frozen=True, slots=True, order=True)
class TimeRange:
    """Wall-clock range of one day as written: minutes after midnight.

    ``to_minute <= from_minute`` means the range ends on the next day; ``to_minute`` 1440
    is "24:00".
    """

    from_minute: int  # 0 .. 1439
    to_minute: int  # 0 .. 1440

    @property
    def end_minute(self) -> int:
        """End in minutes after the midnight the range starts on (may exceed 1440)."""
        if self.to_minute > self.from_minute:
            return self.to_minute
        return self.to_minute + 1440

    @property
    def from_text(self) -> str:
        return _hhmm(self.from_minute)

    @property
    def to_text(self) -> str:
        return _hhmm(self.to_minute)


@dataclass(frozen=True, slots=True)
class Rule:
    """A validated rule. ``hours`` is None exactly when ``is_closed``."""

    type: RuleType
    date: _Date | None  # only for "once"
    is_closed: bool
    hours: TimeRange | None

    def to_dict(self) -> dict[str, object]:
        """The stored JSON shape (camelCase), round-trips through :func:`parse_rules`."""
        out: dict[str, object] = {"type": self.type, "isClosed": self.is_closed}
        if self.date is not None:
            out["date"] = self.date.isoformat()
        if self.hours is not None:
            out["from"], out["to"] = self.hours.from_text, self.hours.to_text
        return out


@dataclass(frozen=True, slots=True)
class Schedule:
    """Validated rules indexed for lookup by date. Build with :func:`parse_rules`."""

    rules: tuple[Rule, ...]
    _once: Mapping[date, tuple[Rule, ...]] = field(init=False, repr=False, compare=False)
    _weekly: tuple[tuple[Rule, ...], ...] = field(init=False, repr=False, compare=False)
    _daily: tuple[Rule, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        once: dict[date, tuple[Rule, ...]] = {}
        for r in self.rules:
            if r.type == "once" and r.date is not None:
                once[r.date] = (*once.get(r.date, ()), r)
        weekly = tuple(tuple(r for r in self.rules if r.type == wd) for wd in WEEKDAY_TYPES)
        object.__setattr__(self, "_once", MappingProxyType(once))
        object.__setattr__(self, "_weekly", weekly)
        object.__setattr__(self, "_daily", tuple(r for r in self.rules if r.type == "daily"))

    def ranges_on(self, day: date) -> tuple[TimeRange, ...]:
        """Ranges starting on ``day`` after precedence (once > weekday > daily); () = closed."""
        for level in (self._once.get(day, ()), self._weekly[day.weekday()], self._daily):
            if level:
                return _resolve(level)
        return ()

    def weekly_ranges(self, weekday: int) -> tuple[TimeRange, ...]:
        """Regular ranges for a weekday (0 = Monday), ignoring ``once`` rules; () = closed."""
        for level in (self._weekly[weekday], self._daily):
            if level:
                return _resolve(level)
        return ()


RulesInput: TypeAlias = Schedule | Sequence[Rule] | Sequence[Mapping[str, object]] | None


def _resolve(level: tuple[Rule, ...]) -> tuple[TimeRange, ...]:
    if any(r.is_closed for r in level):
        return ()
    return tuple(sorted({r.hours for r in level if r.hours is not None}))


def _hhmm(minute: int) -> str:
    return f"{minute // 60:02d}:{minute % 60:02d}"


def _parse_minute(value: object, *, allow_24: bool) -> int | None:
    if not isinstance(value, str):
        return None
    if allow_24 and value == "24:00":
        return 1440
    if not _TIME_RE.fullmatch(value):
        return None
    return int(value[:2]) * 60 + int(value[3:])


def parse_rules(raw: object, *, field: str = "openingHours") -> Schedule:
    """Validate stored rules (list of camelCase dicts) into a :class:`Schedule`.

    ``None`` is an empty schedule (always closed). Unknown keys are ignored, so is
    ``date`` on non-``once`` rules. Raises :class:`HoursValidationError` listing every
    problem, with fields like ``openingHours[0].from`` and German messages.
    """
    if raw is None:
        return Schedule(())
    if not isinstance(raw, Sequence) or isinstance(raw, str | bytes):
        raise HoursValidationError([FieldError(field, TEXTS["err.not_a_list"])])
    errors: list[FieldError] = []
    rules: list[Rule] = []
    for i, item in enumerate(raw):
        path = f"{field}[{i}]"
        if not isinstance(item, Mapping):
            errors.append(FieldError(path, TEXTS["err.not_an_object"]))
            continue
        before = len(errors)
        kind = item.get("type")
        kind = kind.strip().lower() if isinstance(kind, str) else kind
        if kind not in RULE_TYPES:
            errors.append(FieldError(f"{path}.type", TEXTS["err.type"]))
        day: date | None = None
        if kind == "once":
            value = item.get("date")
            if value in (None, ""):
                errors.append(FieldError(f"{path}.date", TEXTS["err.date_required"]))
            elif not isinstance(value, str) or not _DATE_RE.fullmatch(value):
                errors.append(FieldError(f"{path}.date", TEXTS["err.date"]))
            else:
                try:
                    day = date.fromisoformat(value)
                except ValueError:  # e.g. 2026-02-30
                    errors.append(FieldError(f"{path}.date", TEXTS["err.date"]))
        closed = item.get("isClosed", False)
        if closed is None:
            closed = False
        if not isinstance(closed, bool):
            errors.append(FieldError(f"{path}.isClosed", TEXTS["err.flag"]))
        hours: TimeRange | None = None
        if closed is False:
            minutes: list[int] = []
            for key, allow_24 in (("from", False), ("to", True)):
                value = item.get(key)
                minute = _parse_minute(value, allow_24=allow_24)
                if minute is not None:
                    minutes.append(minute)
                elif value in (None, ""):
                    errors.append(FieldError(f"{path}.{key}", TEXTS["err.time_required"]))
                else:
                    errors.append(FieldError(f"{path}.{key}", TEXTS["err.time"]))
            if len(minutes) == 2:
                start, end = minutes
                if start == end and start != 0:
                    errors.append(FieldError(f"{path}.to", TEXTS["err.equal"]))
                else:
                    hours = TimeRange(start, end)
        if len(errors) == before:
            rules.append(Rule(cast(RuleType, kind), day, closed is True, hours))
    if errors:
        raise HoursValidationError(errors)
    return Schedule(tuple(rules))


def as_schedule(rules: RulesInput) -> Schedule:
    """Accept a :class:`Schedule`, a sequence of :class:`Rule` or raw stored dicts."""
    if isinstance(rules, Schedule):
        return rules
    if rules is not None and len(rules) > 0 and all(isinstance(r, Rule) for r in rules):
        return Schedule(tuple(cast(Sequence[Rule], rules)))
    return parse_rules(rules)


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
