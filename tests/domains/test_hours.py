"""Opening-hours logic: parsing, DST, open state, next opening, slots (fixed + properties)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domains.branches.hours import (
    CLOSING_SOON,
    Interval,
    Status,
    asap_available,
    available_dates,
    is_open,
    next_opening,
    open_intervals,
    slots,
    state_at,
    wall_to_instant,
)
from domains.branches.hours_rules import (
    HoursValidationError,
    Rule,
    Schedule,
    TimeRange,
    as_schedule,
    parse_rules,
)

VIE = ZoneInfo("Europe/Vienna")
MIN = timedelta(minutes=1)
SEC = timedelta(seconds=1)
SPRING = date(2026, 3, 29)  # Sunday: 02:00 CET -> 03:00 CEST (01:00 UTC)
FALL = date(2026, 10, 25)  # Sunday: 03:00 CEST -> 02:00 CET (01:00 UTC)


def vie(y: int, mo: int, d: int, h: int = 0, mi: int = 0, fold: int = 0) -> datetime:
    return datetime(y, mo, d, h, mi, tzinfo=VIE, fold=fold)


def utc(y: int, mo: int, d: int, h: int = 0, mi: int = 0, s: int = 0) -> datetime:
    return datetime(y, mo, d, h, mi, s, tzinfo=UTC)


def u(at: datetime | None) -> datetime | None:
    """To UTC, for comparisons that must respect fold."""
    return None if at is None else at.astimezone(UTC)


def rule(kind: str, start: str | None = None, end: str | None = None, **extra: Any) -> Any:
    out: dict[str, Any] = {"type": kind, **extra}
    if start is not None:
        out["from"], out["to"] = start, end
    return out


WEEKDAYS_10_22 = [
    rule(d, "10:00", "22:00") for d in ("monday", "tuesday", "wednesday", "thursday", "friday")
]


# --- parsing -------------------------------------------------------------------------------


def test_parse_valid_rules() -> None:
    sched = parse_rules(
        [
            rule("daily", "10:00", "22:00"),
            rule("Friday", "17:00", "02:00"),
            {"type": "once", "date": "2026-12-24", "isClosed": True, "from": "", "to": None},
            rule("sunday", "00:00", "24:00", isClosed=False, id=7),
        ]
    )
    assert [r.type for r in sched.rules] == ["daily", "friday", "once", "sunday"]
    assert sched.rules[1].hours == TimeRange(17 * 60, 120)
    assert TimeRange(17 * 60, 120).end_minute == 26 * 60
    assert sched.rules[2] == Rule("once", date(2026, 12, 24), True, None)
    assert sched.rules[3].hours == TimeRange(0, 1440)
    assert parse_rules(None) == Schedule(())
    all_day = parse_rules([rule("daily", "00:00", "00:00")]).rules[0].hours
    assert all_day is not None and all_day.end_minute == 1440


def test_parse_errors_carry_field_and_german_message() -> None:
    with pytest.raises(HoursValidationError) as info:
        parse_rules(
            [
                rule("weekly", "10:00", "12:00"),
                rule("daily", "9:30", "25:00"),
                rule("once", "10:00", "12:00"),
                rule("once", "10:00", "12:00", date="2026-02-30"),
                rule("daily", "10:00", "10:00"),
                rule("daily", isClosed="yes"),
                rule("daily"),
                "monday",
            ]
        )
    err = info.value
    assert isinstance(err, ValueError)
    assert err.field == "openingHours[0].type"
    assert err.message.startswith("Ungültiger Typ")
    got = {(e.field, e.message.split(".")[0]) for e in err.errors}
    assert got == {
        ("openingHours[0].type", "Ungültiger Typ"),
        ("openingHours[1].from", "Ungültiges Zeitformat"),
        ("openingHours[1].to", "Ungültiges Zeitformat"),
        ("openingHours[2].date", "Bitte geben Sie ein Datum an"),
        ("openingHours[3].date", "Ungültiges Datum"),
        (
            "openingHours[4].to",
            "Beginn und Ende dürfen nicht gleich sein (ganztägig: 00:00 - 24:00)",
        ),
        ("openingHours[5].isClosed", "Ungültiger Wert"),
        ("openingHours[6].from", "Bitte geben Sie eine Uhrzeit an"),
        ("openingHours[6].to", "Bitte geben Sie eine Uhrzeit an"),
        ("openingHours[7]", "Ungültiger Eintrag in den Öffnungszeiten"),
    }
    with pytest.raises(HoursValidationError) as info:
        parse_rules({"type": "daily"}, field="deliveryHours")
    assert info.value.field == "deliveryHours"
    with pytest.raises(HoursValidationError):
        parse_rules([rule("daily", "24:00", "10:00")])  # 24:00 only as an end


def test_to_dict_round_trips() -> None:
    raw = [
        rule("once", "22:00", "24:00", date="2026-03-28", isClosed=False),
        rule("monday", isClosed=True),
    ]
    sched = parse_rules(raw)
    again = parse_rules([r.to_dict() for r in sched.rules])
    assert again == sched
    assert sched.rules[0].to_dict() == raw[0]
    assert as_schedule(list(sched.rules)) == sched


def test_precedence_once_over_weekday_over_daily_and_closed_wins() -> None:
    sched = parse_rules(
        [
            rule("daily", "10:00", "22:00"),
            rule("monday", "08:00", "12:00"),
            rule("monday", "14:00", "16:00"),
            rule("tuesday", isClosed=True),
            rule("tuesday", "10:00", "11:00"),  # closed wins within a level
            rule("once", "18:00", "20:00", date="2026-03-30"),  # a Monday
            rule("once", date="2026-04-01", isClosed=True),  # a Wednesday
        ]
    )
    assert sched.ranges_on(date(2026, 3, 23)) == (TimeRange(480, 720), TimeRange(840, 960))
    assert sched.ranges_on(date(2026, 3, 30)) == (TimeRange(1080, 1200),)
    assert sched.ranges_on(date(2026, 3, 31)) == ()
    assert sched.ranges_on(date(2026, 4, 1)) == ()
    assert sched.ranges_on(date(2026, 4, 2)) == (TimeRange(600, 1320),)  # daily
    assert sched.weekly_ranges(2) == (TimeRange(600, 1320),)  # once ignored
    assert parse_rules([]).ranges_on(date(2026, 4, 2)) == ()


# --- time zone mapping ---------------------------------------------------------------------


def test_wall_to_instant_dst() -> None:
    assert wall_to_instant(SPRING, 90, VIE) == utc(2026, 3, 29, 0, 30)  # 01:30 CET
    assert wall_to_instant(SPRING, 120, VIE) == utc(2026, 3, 29, 1)  # gap -> the jump
    assert wall_to_instant(SPRING, 150, VIE) == utc(2026, 3, 29, 1)
    assert wall_to_instant(SPRING, 180, VIE) == utc(2026, 3, 29, 1)  # 03:00 CEST
    assert wall_to_instant(FALL, 150, VIE) == utc(2026, 10, 25, 0, 30)  # first 02:30
    assert wall_to_instant(FALL, 180, VIE) == utc(2026, 10, 25, 2)  # 03:00 CET
    assert wall_to_instant(date(2026, 10, 24), 24 * 60 + 150, "Europe/Vienna") == utc(
        2026, 10, 25, 0, 30
    )


def test_spring_forward_gap() -> None:
    saturday = [rule("saturday", "22:00", "02:30")]
    # Saturday's range ends in the gap: it closes at the jump, 01:59:59 CET is still open.
    st_ = state_at(saturday, utc(2026, 3, 29, 0, 59, 59), VIE)
    assert st_.status is Status.CLOSING_SOON
    assert u(st_.closes_at) == utc(2026, 3, 29, 1)
    assert not is_open(saturday, utc(2026, 3, 29, 1), VIE)
    rules = [rule("sunday", "02:30", "04:00"), *saturday]
    # ... and Sunday's range starts at the jump, so the two touch and merge.
    st_ = state_at(rules, vie(2026, 3, 28, 23), VIE)
    assert u(st_.closes_at) == utc(2026, 3, 29, 2)  # 04:00 CEST
    assert st_.closes_at is not None and st_.closes_at.hour == 4
    assert u(st_.interval.start if st_.interval else None) == utc(2026, 3, 28, 21)
    only_sunday = [rule("sunday", "02:30", "04:00")]
    assert u(next_opening(only_sunday, vie(2026, 3, 29, 1), VIE)) == utc(2026, 3, 29, 1)
    opening = next_opening(only_sunday, vie(2026, 3, 29, 1), VIE)
    assert opening is not None and (opening.hour, opening.minute) == (3, 0)
    # daily 01:00-03:00 is one real hour on that day
    got = open_intervals([rule("daily", "01:00", "03:00")], vie(2026, 3, 29), vie(2026, 3, 30))
    assert [(u(i.start), u(i.end)) for i in got] == [(utc(2026, 3, 29, 0), utc(2026, 3, 29, 1))]
    # a range entirely inside the gap opens never
    assert not is_open([rule("sunday", "02:10", "02:50")], utc(2026, 3, 29, 1), VIE)
    assert next_opening([rule("sunday", "02:10", "02:50")], vie(2026, 3, 29), VIE) is None


def test_spring_forward_slots_skip_the_gap() -> None:
    got = slots([rule("daily", "01:00", "04:00")], SPRING, VIE, vie(2026, 3, 20))
    assert [f"{s:%H:%M}" for s in got] == [
        "01:00",
        "01:15",
        "01:30",
        "01:45",
        "03:00",
        "03:15",
        "03:30",
        "03:45",
    ]
    all_day = slots([rule("daily", "00:00", "24:00")], SPRING, VIE, vie(2026, 3, 20))
    assert len(all_day) == 23 * 4


def test_fall_back_ambiguous_hour() -> None:
    rules = [rule("sunday", "02:30", "03:30")]  # 02:30 CEST .. 03:30 CET = two real hours
    assert not is_open(rules, utc(2026, 10, 25, 0, 29), VIE)
    assert is_open(rules, utc(2026, 10, 25, 0, 30), VIE)
    assert is_open(rules, vie(2026, 10, 25, 2, 15, fold=1), VIE)  # second 02:15 (CET)
    assert not is_open(rules, utc(2026, 10, 25, 2, 30), VIE)
    st_ = state_at(rules, vie(2026, 10, 25, 2, 45, fold=1), VIE)
    assert st_.status is Status.CLOSING_SOON  # 45 real minutes left
    assert u(st_.closes_at) == utc(2026, 10, 25, 2, 30)
    early = [rule("sunday", "01:00", "02:30")]  # ends at the first 02:30
    assert is_open(early, vie(2026, 10, 25, 2, 10), VIE)
    assert not is_open(early, vie(2026, 10, 25, 2, 10, fold=1), VIE)
    overnight = [rule("saturday", "22:00", "03:00")]  # 20:00Z .. 02:00Z: six real hours
    st_ = state_at(overnight, vie(2026, 10, 24, 23), VIE)
    assert u(st_.closes_at) == utc(2026, 10, 25, 2)


def test_fall_back_slots_repeat_the_wall_hour() -> None:
    got = slots([rule("daily", "01:30", "03:30")], FALL, VIE, vie(2026, 10, 20))
    assert [f"{s:%H:%M%z}" for s in got] == [
        "01:30+0200",
        "01:45+0200",
        "02:00+0200",
        "02:15+0200",
        "02:30+0200",
        "02:45+0200",
        "02:00+0100",
        "02:15+0100",
        "02:30+0100",
        "02:45+0100",
        "03:00+0100",
        "03:15+0100",
    ]
    all_day = slots([rule("daily", "00:00", "24:00")], FALL, VIE, vie(2026, 10, 20))
    assert len(all_day) == 25 * 4


# --- open state ----------------------------------------------------------------------------


def test_over_midnight_range_counts_on_the_next_day() -> None:
    rules = [
        *WEEKDAYS_10_22[:4],
        rule("friday", "17:00", "02:00"),
        rule("saturday", isClosed=True),
        rule("once", date="2026-03-28", isClosed=True),
    ]  # Saturday closed: tail stays
    st_ = state_at(rules, vie(2026, 3, 28, 0, 30), VIE)
    assert st_.status is Status.OPEN
    assert st_.closes_at == vie(2026, 3, 28, 2)
    assert st_.interval == Interval(vie(2026, 3, 27, 17), vie(2026, 3, 28, 2))
    assert state_at(rules, vie(2026, 3, 28, 1, 30), VIE).status is Status.CLOSING_SOON
    assert state_at(rules, vie(2026, 3, 28, 2), VIE).status is Status.CLOSED
    # a once-closed Friday removes the whole Friday night
    friday_off = [*rules, rule("once", date="2026-03-27", isClosed=True)]
    assert not is_open(friday_off, vie(2026, 3, 28, 0, 30), VIE)


def test_once_rule_replaces_the_day() -> None:
    rules = [rule("daily", "10:00", "22:00"), rule("once", "12:00", "14:00", date="2026-05-01")]
    assert not is_open(rules, vie(2026, 5, 1, 11), VIE)
    assert is_open(rules, vie(2026, 5, 1, 12), VIE)
    assert not is_open(rules, vie(2026, 5, 1, 15), VIE)
    assert is_open(rules, vie(2026, 5, 2, 11), VIE)
    assert next_opening(rules, vie(2026, 5, 1, 9), VIE) == vie(2026, 5, 1, 12)
    assert next_opening(rules, vie(2026, 5, 1, 15), VIE) == vie(2026, 5, 2, 10)


def test_several_ranges_a_day() -> None:
    rules = [rule("daily", "10:00", "14:00"), rule("daily", "17:00", "22:00")]
    lunch = state_at(rules, vie(2026, 6, 3, 13, 30), VIE)
    assert lunch.status is Status.CLOSING_SOON and lunch.closes_at == vie(2026, 6, 3, 14)
    gap = state_at(rules, vie(2026, 6, 3, 15), VIE)
    assert gap.status is Status.CLOSED and gap.closes_at is None and gap.interval is None
    assert next_opening(rules, vie(2026, 6, 3, 15), VIE) == vie(2026, 6, 3, 17)
    # overlapping and touching ranges merge
    merged = [
        rule("daily", "10:00", "14:00"),
        rule("daily", "13:00", "15:00"),
        rule("daily", "15:00", "16:00"),
    ]
    assert state_at(merged, vie(2026, 6, 3, 11), VIE).closes_at == vie(2026, 6, 3, 16)


def test_closing_soon_boundary() -> None:
    rules = [rule("daily", "10:00", "22:00")]
    assert state_at(rules, vie(2026, 6, 3, 21), VIE).status is Status.OPEN  # exactly 60 min
    assert state_at(rules, vie(2026, 6, 3, 21) + SEC, VIE).status is Status.CLOSING_SOON
    assert state_at(rules, vie(2026, 6, 3, 22) - SEC, VIE).status is Status.CLOSING_SOON
    assert state_at(rules, vie(2026, 6, 3, 22), VIE).status is Status.CLOSED
    assert state_at(rules, vie(2026, 6, 3, 10), VIE).status is Status.OPEN  # opening minute
    assert state_at(rules, vie(2026, 6, 3, 10) - SEC, VIE).status is Status.CLOSED


def test_around_the_clock_has_no_closing_time() -> None:
    st_ = state_at([rule("daily", "00:00", "00:00")], vie(2026, 6, 3, 12), VIE)
    assert st_.status is Status.OPEN and st_.closes_at is None
    # touching day ranges merge across midnight
    rules = [rule("daily", "20:00", "24:00"), rule("daily", "00:00", "02:00")]
    assert state_at(rules, vie(2026, 6, 3, 23), VIE).closes_at == vie(2026, 6, 4, 2)
    # open for days but with a known end inside the look-ahead
    week = [rule("daily", "00:00", "24:00"), rule("sunday", isClosed=True)]
    assert state_at(week, vie(2026, 6, 3, 12), VIE).closes_at == vie(2026, 6, 7)


def test_inputs_in_other_zones_and_naive_rejected() -> None:
    rules = [rule("daily", "10:00", "22:00")]
    assert state_at(rules, utc(2026, 6, 3, 19, 30), "Europe/Vienna").status is Status.CLOSING_SOON
    st_ = state_at(rules, utc(2026, 6, 3, 19, 30), "Europe/London")  # 20:30 BST
    assert st_.status is Status.OPEN and st_.at.tzinfo == ZoneInfo("Europe/London")
    with pytest.raises(ValueError):
        state_at(rules, datetime(2026, 6, 3, 12), VIE)
    with pytest.raises(ValueError):
        next_opening(rules, vie(2026, 6, 3), VIE, step=timedelta(0))


# --- next opening --------------------------------------------------------------------------


def test_next_opening_across_days_and_horizon() -> None:
    rules = [*WEEKDAYS_10_22, rule("saturday", isClosed=True)]
    assert next_opening(rules, vie(2026, 3, 27, 23), VIE) == vie(2026, 3, 30, 10)  # Fri->Mon
    assert next_opening(rules, vie(2026, 3, 26, 12), VIE) == vie(2026, 3, 26, 12)  # open now
    # exactly at the horizon is still found, a second later is not (72 real hours, the
    # span contains the spring-forward switch)
    rules = [rule("monday", "10:00", "22:00")]
    at = vie(2026, 3, 30, 10).astimezone(UTC) - timedelta(hours=72)
    assert at == vie(2026, 3, 27, 9)
    assert next_opening(rules, at, VIE) == vie(2026, 3, 30, 10)
    assert next_opening(rules, at, VIE, exact=False) == vie(2026, 3, 30, 10)
    assert next_opening(rules, at - SEC, VIE) is None
    assert next_opening(rules, at - SEC, VIE, exact=False) is None
    assert next_opening(rules, at - SEC, VIE, horizon=timedelta(days=4)) == vie(2026, 3, 30, 10)
    assert next_opening([], vie(2026, 3, 27), VIE) is None


def test_next_opening_exact_versus_step_search() -> None:
    rules = [rule("daily", "11:00", "12:00")]
    assert next_opening(rules, vie(2026, 6, 3, 10, 7), VIE) == vie(2026, 6, 3, 11)
    assert next_opening(rules, vie(2026, 6, 3, 10, 7), VIE, exact=False) == vie(2026, 6, 3, 11, 7)
    short = [rule("daily", "10:00", "10:05")]  # shorter than a step
    assert next_opening(short, vie(2026, 6, 3, 9, 58), VIE) == vie(2026, 6, 3, 10)
    assert next_opening(short, vie(2026, 6, 3, 9, 58), VIE, exact=False) is None


# --- slots ---------------------------------------------------------------------------------


def test_slots_round_now_up_then_every_gap() -> None:
    rules = [rule("daily", "10:00", "11:00"), rule("daily", "17:03", "17:40")]
    now = vie(2026, 6, 3, 10, 7) + 30 * SEC
    got = slots(rules, date(2026, 6, 3), VIE, now)
    assert got == [
        vie(2026, 6, 3, 10, 10),
        vie(2026, 6, 3, 10, 25),
        vie(2026, 6, 3, 10, 40),
        vie(2026, 6, 3, 10, 55),
        vie(2026, 6, 3, 17, 5),
        vie(2026, 6, 3, 17, 20),
        vie(2026, 6, 3, 17, 35),
    ]
    assert slots(rules, date(2026, 6, 2), VIE, now) == []  # past
    assert slots(rules, date(2026, 6, 3) + timedelta(days=180), VIE, now) == []
    assert slots(rules, date(2026, 6, 3) + timedelta(days=179), VIE, now)
    assert slots(rules, date(2026, 6, 4), VIE, now, gap=timedelta(minutes=30))[:2] == [
        vie(2026, 6, 4, 10),
        vie(2026, 6, 4, 10, 30),
    ]


def test_overnight_slots_keep_their_cadence() -> None:
    rules = [rule("friday", "22:10", "01:00")]
    now = vie(2026, 6, 1)
    fri = slots(rules, date(2026, 6, 5), VIE, now)
    sat = slots(rules, date(2026, 6, 6), VIE, now)
    assert f"{fri[0]:%H:%M}" == "22:10" and f"{fri[-1]:%H:%M}" == "23:55"
    assert [f"{s:%H:%M}" for s in sat] == ["00:10", "00:25", "00:40", "00:55"]


def test_available_dates_and_asap() -> None:
    rules = [*WEEKDAYS_10_22, rule("once", date="2026-06-04", isClosed=True)]
    now = vie(2026, 6, 3, 21, 40)  # Wednesday: slots 21:40 and 21:55 left
    assert available_dates(rules, now, VIE, days=7) == [
        date(2026, 6, 3),
        date(2026, 6, 5),
        date(2026, 6, 8),
        date(2026, 6, 9),
    ]
    assert available_dates(rules, vie(2026, 6, 3, 21, 56), VIE, days=1) == []  # 22:00 closed
    assert asap_available(rules, now, VIE)
    assert not asap_available(rules, vie(2026, 6, 4, 12), VIE)
    assert len(available_dates([rule("daily", "10:00", "11:00")], now, VIE)) == 89


# --- properties ----------------------------------------------------------------------------

# Instants cluster around the 2026 Vienna DST switches, including the exact jumps.
TRANSITIONS = [utc(2026, 3, 29, 1), utc(2026, 10, 25, 1)]
DAYS_NEAR = [d + timedelta(days=k) for d in (SPRING, FALL) for k in range(-3, 4)]
MINUTES = st.one_of(
    st.integers(0, 1439), st.sampled_from([0, 60, 120, 135, 150, 165, 180, 600, 1320, 1380])
)


@st.composite
def raw_rules(draw: st.DrawFn) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for _ in range(draw(st.integers(0, 6))):
        kind = draw(
            st.sampled_from(["once", "once", "daily", "monday", "friday", "saturday", "sunday"])
        )
        item: dict[str, Any] = {"type": kind}
        if kind == "once":
            item["date"] = draw(st.sampled_from(DAYS_NEAR)).isoformat()
        if draw(st.integers(0, 5)) == 0:
            item["isClosed"] = True
        else:
            start, end = draw(MINUTES), draw(st.one_of(MINUTES, st.just(1440)))
            if start == end and start:
                end = 1440
            item["from"] = f"{start // 60:02d}:{start % 60:02d}"
            item["to"] = f"{end // 60:02d}:{end % 60:02d}"
        out.append(item)
    return out


INSTANTS = st.one_of(
    st.builds(
        lambda base, s: base + timedelta(seconds=s),
        st.sampled_from(TRANSITIONS),
        st.integers(-4 * 86400, 4 * 86400),
    ),
    st.builds(lambda base, m: base + m * MIN, st.sampled_from(TRANSITIONS), st.integers(-180, 180)),
    st.datetimes(datetime(2026, 1, 1), datetime(2026, 12, 31), timezones=st.just(UTC)),
    # wall times on rule-edge minutes (both folds), so range boundaries are hit exactly
    st.builds(
        lambda d, m, fold: (
            (datetime.combine(d, datetime.min.time()) + m * MIN)
            .replace(tzinfo=VIE, fold=fold)
            .astimezone(UTC)
        ),
        st.sampled_from(DAYS_NEAR),
        MINUTES,
        st.integers(0, 1),
    ),
)
ZONE_OF_AT = st.sampled_from([UTC, VIE])
NEXT_STEP = timedelta(minutes=15)


def prop(examples: int) -> settings:
    # database=None: no example files in the work tree; failures still print a reproducer.
    return settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow],
    )


def _on_5_minute_grid(t: datetime) -> bool:
    return t.timestamp() % 300 == 0


@prop(300)
@given(raw=raw_rules(), at=INSTANTS, shown_in=ZONE_OF_AT)
def test_property_state(raw: list[dict[str, Any]], at: datetime, shown_in: Any) -> None:
    sched = parse_rules(raw)
    st_ = state_at(sched, at.astimezone(shown_in), VIE)
    assert st_.is_open == is_open(sched, at, VIE)
    if not st_.is_open:
        assert st_.interval is None and st_.closes_at is None
        return
    assert st_.interval is not None and at in st_.interval
    if st_.closes_at is None:
        assert st_.status is Status.OPEN
        return
    closes = st_.closes_at.astimezone(UTC)
    assert closes > at and closes == u(st_.interval.end)
    assert not is_open(sched, closes, VIE)
    assert is_open(sched, closes - SEC, VIE)
    assert (st_.status is Status.CLOSING_SOON) == (closes - at < CLOSING_SOON)


@prop(300)
@given(raw=raw_rules(), at=INSTANTS)
def test_property_next_opening(raw: list[dict[str, Any]], at: datetime) -> None:
    sched = parse_rules(raw)
    exact = u(next_opening(sched, at, VIE))
    stepped = u(next_opening(sched, at, VIE, exact=False))
    horizon = timedelta(hours=72)
    assert (exact == at) == is_open(sched, at, VIE)
    if exact is None:
        assert stepped is None
        # nothing opens at any step point within the horizon
        assert not open_intervals(sched, at, at + horizon + timedelta(microseconds=1), VIE)
        return
    assert at <= exact <= at + horizon
    assert state_at(sched, exact, VIE).is_open
    if exact > at:
        assert not is_open(sched, exact - SEC, VIE)  # exact: the opening instant itself
        assert not open_intervals(sched, at, exact, VIE)  # closed all the way up to it
    # agreement with the 15-minute step search
    k = 0
    while at + k * NEXT_STEP < exact:
        assert not is_open(sched, at + k * NEXT_STEP, VIE)
        k += 8  # every 2 h keeps it fast; open_intervals above covers the whole span
    if stepped is not None:
        assert exact <= stepped <= at + horizon
        assert (stepped - at) % NEXT_STEP == timedelta(0)
        assert is_open(sched, stepped, VIE)
        assert stepped - NEXT_STEP < at or not is_open(sched, stepped - NEXT_STEP, VIE)
    elif is_open(sched, _first_step_at_or_after(at, exact), VIE):
        assert _first_step_at_or_after(at, exact) > at + horizon


def _first_step_at_or_after(at: datetime, t: datetime) -> datetime:
    return at - ((at - t) // NEXT_STEP) * NEXT_STEP


@prop(250)
@given(raw=raw_rules(), now=INSTANTS, offset=st.integers(-1, 2))
def test_property_slots(raw: list[dict[str, Any]], now: datetime, offset: int) -> None:
    sched = parse_rules(raw)
    day = now.astimezone(VIE).date() + timedelta(days=offset)
    got = [s.astimezone(UTC) for s in slots(sched, day, VIE, now)]
    assert got == sorted(set(got))
    for i, s in enumerate(got):
        assert s >= now and _on_5_minute_grid(s)
        assert s.astimezone(VIE).date() == day
        assert is_open(sched, s, VIE)
        st_ = state_at(sched, s, VIE)
        nxt = s + timedelta(minutes=15)
        if (st_.closes_at is None or st_.closes_at.astimezone(UTC) > nxt) and nxt.astimezone(
            VIE
        ).date() == day:
            assert i + 1 < len(got) and got[i + 1] == nxt  # no hole inside an interval
    first = now + (-(now - datetime(1970, 1, 1, tzinfo=UTC)) % timedelta(minutes=5))
    if first.astimezone(VIE).date() == day and is_open(sched, first, VIE):
        assert got and got[0] == first  # open right after now: the first slot is now, rounded
    if got and offset == 0:
        assert available_dates(sched, now, VIE, days=1) == [day]


@prop(60)
@given(raw=raw_rules(), now=INSTANTS)
def test_property_available_dates_match_slots(raw: list[dict[str, Any]], now: datetime) -> None:
    sched = parse_rules(raw)
    today = now.astimezone(VIE).date()
    dates = available_dates(sched, now, VIE, days=6)
    expected = [
        today + timedelta(days=i)
        for i in range(6)
        if slots(sched, today + timedelta(days=i), VIE, now)
    ]
    assert dates == expected
    assert asap_available(sched, now, VIE) == is_open(sched, now, VIE)


@prop(150)
@given(
    raw=raw_rules(),
    at=st.datetimes(datetime(2026, 1, 5), datetime(2026, 12, 25), timezones=st.just(UTC)),
)
def test_property_wall_clock_oracle_away_from_dst(raw: list[dict[str, Any]], at: datetime) -> None:
    """Where the offset is constant, open means: some range of yesterday or today covers
    the local wall time (plain naive arithmetic, independent of the implementation)."""
    local = at.astimezone(VIE)
    offsets = {(local + timedelta(days=d)).astimezone(VIE).utcoffset() for d in (-2, 0, 2)}
    if len(offsets) != 1 or any(abs((local.date() - t).days) <= 2 for t in (SPRING, FALL)):
        return
    sched = parse_rules(raw)
    wall = local.replace(tzinfo=None)
    expected = any(
        datetime.combine(day, datetime.min.time()) + r.from_minute * MIN
        <= wall
        < datetime.combine(day, datetime.min.time()) + r.end_minute * MIN
        for day in (wall.date() - timedelta(days=1), wall.date())
        for r in sched.ranges_on(day)
    )
    assert is_open(sched, at, VIE) == expected


@prop(100)
@given(raw=raw_rules())
def test_property_parse_round_trip(raw: list[dict[str, Any]]) -> None:
    sched = parse_rules(raw)
    assert parse_rules([r.to_dict() for r in sched.rules]) == sched
