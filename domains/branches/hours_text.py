"""German display helpers for opening hours (spec 002 §9) and toolbar status (002 §2.11).

All wording comes from the catalogue ``hours_rules.TEXTS`` (one catalogue per layer). Pure
functions; "today" is always passed in as the branch-local date.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Final

from domains.branches.hours import State, Status
from domains.branches.hours_rules import (
    TEXTS,
    WEEKDAY_NAMES,
    RulesInput,
    TimeRange,
    as_schedule,
)

# A closing time further away than this is not shown as a bare HH:mm ("Geöffnet bis 22:00"
# two days ahead would read as today).
_OPEN_UNTIL_MAX: Final = timedelta(hours=24)


@dataclass(frozen=True, slots=True)
class DayGroup:
    """Consecutive weekdays (0 = Monday) sharing the same regular hours (002 §3 display)."""

    days: tuple[int, ...]
    hours: tuple[TimeRange, ...]

    @property
    def is_range(self) -> bool:
        return len(self.days) > 1

    @property
    def is_closed(self) -> bool:
        return not self.hours


def day_label(day: date, today: date) -> str:
    """'Heute', 'Morgen' or the German weekday name of ``day``."""
    if day == today:
        return TEXTS["today"]
    if day == today + timedelta(days=1):
        return TEXTS["tomorrow"]
    return WEEKDAY_NAMES[day.weekday()]


def format_days(days: Sequence[int]) -> str:
    """'Montag', 'Samstag & Sonntag' (two days) or 'Montag - Freitag' (three or more)."""
    first, last = WEEKDAY_NAMES[days[0]], WEEKDAY_NAMES[days[-1]]
    if len(days) == 1:
        return first
    key = "days.pair" if len(days) == 2 else "days.range"
    return TEXTS[key].format(first=first, last=last)


def format_hours(hours: Sequence[TimeRange]) -> str:
    """'von 10:00 - 14:00 Uhr und von 17:00 - 22:00 Uhr'; 'geschlossen' when empty.

    Times are shown as written in the rule (so '24:00' stays '24:00').
    """
    if not hours:
        return TEXTS["hours.closed"]
    return TEXTS["hours.join"].join(
        TEXTS["hours.range"].format(start=h.from_text, end=h.to_text) for h in hours
    )


def opening_hours_display(rules: RulesInput, *, show_closed: bool = True) -> list[DayGroup]:
    """Regular weekly hours, Monday to Sunday, grouped into runs of identical days.

    ``once`` rules are exceptions for a date and are not part of the weekly display (see
    :func:`upcoming_hours_text`). Runs do not wrap from Sunday to Monday. Closed groups are
    left out unless ``show_closed``.
    """
    schedule = as_schedule(rules)
    groups: list[DayGroup] = []
    for weekday in range(7):
        hours = schedule.weekly_ranges(weekday)
        if groups and groups[-1].hours == hours:
            groups[-1] = DayGroup((*groups[-1].days, weekday), hours)
        else:
            groups.append(DayGroup((weekday,), hours))
    return [g for g in groups if show_closed or not g.is_closed]


def opening_hours_text(rules: RulesInput, *, show_closed: bool = True) -> list[str]:
    """Display lines, e.g. 'Montag - Freitag: von 10:00 - 22:00 Uhr',
    'Samstag & Sonntag: geschlossen'."""
    return [
        TEXTS["line"].format(days=format_days(g.days), hours=format_hours(g.hours))
        for g in opening_hours_display(rules, show_closed=show_closed)
    ]


def upcoming_hours_text(
    rules: RulesInput, today: date, *, days: int = 7, show_closed: bool = True
) -> list[str]:
    """One line per date from ``today`` (branch-local), with ``once`` rules applied:
    'Heute: von 10:00 - 22:00 Uhr', 'Morgen: geschlossen', 'Mittwoch: ...'."""
    schedule = as_schedule(rules)
    lines: list[str] = []
    for offset in range(days):
        day = today + timedelta(days=offset)
        hours = schedule.ranges_on(day)
        if hours or show_closed:
            lines.append(
                TEXTS["line"].format(days=day_label(day, today), hours=format_hours(hours))
            )
    return lines


def appointment_label(day: date | None, today: date, *, asap: bool = False) -> str:
    """Checkout appointment label (001 §2): 'So schnell wie möglich' when ``asap``,
    'Keine Angabe' without a date, else 'Heute', 'Morgen' or 'DD.MM.YYYY'."""
    if asap:
        return TEXTS["asap"]
    if day is None:
        return TEXTS["no_appointment"]
    if day in (today, today + timedelta(days=1)):
        return day_label(day, today)
    return TEXTS["date"].format(day=day.day, month=day.month, year=day.year)


def format_time(at: datetime) -> str:
    """HH:mm of an aware datetime as given (state datetimes are already branch-local)."""
    return f"{at:%H:%M}"


def branch_status_text(state: State) -> str:
    """Toolbar text for one selected branch: 'Geöffnet bis 22:00', the closing-soon
    warning 'Schließt bald: geöffnet bis 22:00', or 'Geschlossen'.

    An open branch whose closing time is unknown (open beyond the look-ahead) or 24 h or
    more away shows just 'Geöffnet'.
    """
    closes = state.closes_at
    if state.status is Status.CLOSED:
        return TEXTS["toolbar.closed"]
    if closes is not None and state.status is Status.CLOSING_SOON:
        return TEXTS["toolbar.closing_soon"].format(time=format_time(closes))
    # Subtract in UTC: same-zone aware datetimes ignore fold when subtracted.
    if closes is None or closes.astimezone(UTC) - state.at.astimezone(UTC) >= _OPEN_UNTIL_MAX:
        return TEXTS["toolbar.open"]
    return TEXTS["toolbar.open_until"].format(time=format_time(closes))


def branches_status_text(states: Iterable[State]) -> str:
    """Toolbar summary: '1 Standort geöffnet', '{n} Standorte geöffnet' or
    'Alle Standorte geschlossen' (also for no branches). Closing soon counts as open."""
    n = sum(1 for s in states if s.is_open)
    if n == 0:
        return TEXTS["toolbar.none_open"]
    return TEXTS["toolbar.one_open" if n == 1 else "toolbar.many_open"].format(n=n)
