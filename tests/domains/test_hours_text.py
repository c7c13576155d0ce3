"""German opening-hours display (spec 002 §9) and toolbar status texts (002 §2.11)."""

from __future__ import annotations

import ast
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from domains.branches import hours, hours_rules, hours_text
from domains.branches.hours import State, Status, state_at
from domains.branches.hours_rules import TimeRange
from domains.branches.hours_text import (
    DayGroup,
    appointment_label,
    branch_status_text,
    branches_status_text,
    day_label,
    format_days,
    format_hours,
    opening_hours_display,
    opening_hours_text,
    upcoming_hours_text,
)

VIE = ZoneInfo("Europe/Vienna")
DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def rule(kind: str, start: str | None = None, end: str | None = None, **extra: Any) -> Any:
    out: dict[str, Any] = {"type": kind, **extra}
    if start is not None:
        out["from"], out["to"] = start, end
    return out


def vie(y: int, mo: int, d: int, h: int = 0, mi: int = 0) -> datetime:
    return datetime(y, mo, d, h, mi, tzinfo=VIE)


def test_weekly_text_groups_consecutive_days() -> None:
    rules = [
        rule("daily", "10:00", "22:00"),
        rule("saturday", isClosed=True),
        rule("sunday", isClosed=True),
    ]
    assert opening_hours_text(rules) == [
        "Montag - Freitag: von 10:00 - 22:00 Uhr",
        "Samstag & Sonntag: geschlossen",
    ]
    assert opening_hours_text(rules, show_closed=False) == [
        "Montag - Freitag: von 10:00 - 22:00 Uhr"
    ]


def test_single_days_pairs_several_ranges_and_no_wrap() -> None:
    rules = [
        rule("monday", "11:00", "14:00"),
        rule("monday", "17:00", "23:00"),
        rule("tuesday", "11:00", "14:00"),
        rule("tuesday", "17:00", "23:00"),
        rule("wednesday", "10:00", "02:00"),
        rule("thursday", "00:00", "24:00"),
        rule("friday", isClosed=True),
        rule("sunday", "11:00", "14:00"),
        rule("sunday", "17:00", "23:00"),
        rule("once", "09:00", "10:00", date="2026-06-05"),  # not part of the weekly view
    ]
    assert opening_hours_text(rules) == [
        "Montag & Dienstag: von 11:00 - 14:00 Uhr und von 17:00 - 23:00 Uhr",
        "Mittwoch: von 10:00 - 02:00 Uhr",
        "Donnerstag: von 00:00 - 24:00 Uhr",
        "Freitag & Samstag: geschlossen",  # Saturday has no rule: closed
        "Sonntag: von 11:00 - 14:00 Uhr und von 17:00 - 23:00 Uhr",  # no Sunday->Monday wrap
    ]
    groups = opening_hours_display(rules)
    assert groups[0] == DayGroup((0, 1), (TimeRange(660, 840), TimeRange(1020, 1380)))
    assert groups[0].is_range and not groups[0].is_closed
    assert not groups[1].is_range
    assert groups[3].is_closed and groups[3].days == (4, 5)


def test_empty_rules_and_helpers() -> None:
    assert opening_hours_text([]) == ["Montag - Sonntag: geschlossen"]
    assert opening_hours_text(None, show_closed=False) == []
    assert format_days([5, 6]) == "Samstag & Sonntag"
    assert format_days([0, 1, 2]) == "Montag - Mittwoch"
    assert format_days([3]) == "Donnerstag"
    assert format_hours([]) == "geschlossen"
    assert format_hours([TimeRange(600, 1320)]) == "von 10:00 - 22:00 Uhr"


def test_day_labels_and_upcoming_lines() -> None:
    today = date(2026, 6, 3)  # Wednesday
    assert day_label(today, today) == "Heute"
    assert day_label(today + timedelta(days=1), today) == "Morgen"
    assert [day_label(today + timedelta(days=i), today) for i in range(2, 7)] == [
        "Freitag",
        "Samstag",
        "Sonntag",
        "Montag",
        "Dienstag",
    ]
    rules = [
        rule("daily", "10:00", "22:00"),
        rule("once", date="2026-06-04", isClosed=True),
        rule("sunday", isClosed=True),
    ]
    assert upcoming_hours_text(rules, today, days=5) == [
        "Heute: von 10:00 - 22:00 Uhr",
        "Morgen: geschlossen",
        "Freitag: von 10:00 - 22:00 Uhr",
        "Samstag: von 10:00 - 22:00 Uhr",
        "Sonntag: geschlossen",
    ]
    assert len(upcoming_hours_text(rules, today, days=5, show_closed=False)) == 3


def test_appointment_label() -> None:
    today = date(2026, 6, 3)
    assert appointment_label(None, today) == "Keine Angabe"
    assert appointment_label(today, today, asap=True) == "So schnell wie möglich"
    assert appointment_label(today, today) == "Heute"
    assert appointment_label(date(2026, 6, 4), today) == "Morgen"
    assert appointment_label(date(2026, 7, 9), today) == "09.07.2026"


def test_branch_status_text() -> None:
    rules = [rule("daily", "10:00", "22:00")]
    assert branch_status_text(state_at(rules, vie(2026, 6, 3, 12), VIE)) == "Geöffnet bis 22:00"
    assert branch_status_text(state_at(rules, vie(2026, 6, 3, 21), VIE)) == "Geöffnet bis 22:00"
    assert (
        branch_status_text(state_at(rules, vie(2026, 6, 3, 21, 30), VIE))
        == "Schließt bald: geöffnet bis 22:00"
    )
    assert branch_status_text(state_at(rules, vie(2026, 6, 3, 23), VIE)) == "Geschlossen"
    night = [rule("daily", "18:00", "02:00")]
    assert branch_status_text(state_at(night, vie(2026, 6, 3, 23), VIE)) == "Geöffnet bis 02:00"
    always = [rule("daily", "00:00", "24:00")]
    assert branch_status_text(state_at(always, vie(2026, 6, 3, 12), VIE)) == "Geöffnet"
    weekend = [rule("saturday", "00:00", "24:00"), rule("sunday", "00:00", "24:00")]
    assert branch_status_text(state_at(weekend, vie(2026, 6, 6, 12), VIE)) == "Geöffnet"
    assert branch_status_text(state_at(weekend, vie(2026, 6, 7, 1), VIE)) == "Geöffnet bis 00:00"


def _state(status: Status) -> State:
    return State(status, vie(2026, 6, 3, 12), None, None)


def test_branches_status_text() -> None:
    open_, soon, closed = _state(Status.OPEN), _state(Status.CLOSING_SOON), _state(Status.CLOSED)
    assert branches_status_text([]) == "Alle Standorte geschlossen"
    assert branches_status_text([closed, closed]) == "Alle Standorte geschlossen"
    assert branches_status_text([closed, soon]) == "1 Standort geöffnet"
    assert branches_status_text([open_, soon, closed]) == "2 Standorte geöffnet"
    assert branches_status_text(iter([open_] * 12)) == "12 Standorte geöffnet"


def test_german_strings_live_only_in_the_catalogue() -> None:
    """House rule: one catalogue per layer. No other string literal of either module
    contains a non-ASCII letter or a capitalised German word used in the UI."""
    catalogue = set(hours_rules.TEXTS.values()) | set(hours_rules.WEEKDAY_NAMES)
    words = ("Uhr", "Heute", "Morgen", "geschlossen", "Geöffnet", "Standort", "Bitte")
    for module in (hours, hours_rules, hours_text):
        tree = ast.parse(Path(str(module.__file__)).read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docstrings
                and node.value not in catalogue
            ):
                assert node.value.isascii(), node.value
                assert not any(w in node.value for w in words), node.value
