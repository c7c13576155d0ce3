"""Opening-hours rules of a branch: their German texts, their types and how stored rules
are read (:func:`parse_rules`, :func:`as_schedule`). What the rules mean at a moment —
open state, next opening, appointment slots — is :mod:`domains.branches.hours`.

Pure logic: no I/O.

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
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from types import MappingProxyType
from typing import Final, Literal, TypeAlias, cast

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
