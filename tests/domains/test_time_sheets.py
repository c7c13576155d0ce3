"""Balances (planned against worked per day, week, month) across both DST weeks of 2026,
holiday balances, and the payroll export read back (CSV with ``csv``, PDF with pypdf).

Summer time starts on Sunday 2026-03-29 (02:00 CET → 03:00 CEST) and ends on Sunday
2026-10-25 (03:00 CEST → 02:00 CET): a night shift 22:00–06:00 from the Saturday is 7 and
9 hours long.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
from typing import Any

import pytest
from pypdf import PdfReader
from sqlalchemy import select

from domains.staff.models import WorkingActivity, WorkingSchedule
from kernel.auth.models import User
from kernel.db import Database
from tests.conftest import ClientFactory
from tests.kernel.entities.world import World, build_world

pytestmark = pytest.mark.database  # date arithmetic across DST


def utc(text: str) -> dt.datetime:
    return dt.datetime.fromisoformat(text).replace(tzinfo=dt.UTC)


async def seed(db_url: str, world: World) -> int:
    """employee_a: Mon–Fri 08:00–16:00 and a Saturday night shift in both DST weeks;
    worked Monday 08:00–16:30 (30 min pause), both night shifts, Sunday 00:30–03:30."""
    db = Database(db_url)
    branch = world.ids["branch_a"]
    try:
        async with db.transaction() as s:
            user = await s.scalar(select(User.id).where(User.username == "employee_a"))
            assert user is not None
            for day in range(23, 28):
                s.add(
                    WorkingSchedule(
                        user_id=user,
                        branch_id=branch,
                        date=dt.date(2026, 3, day),
                        time_from="08:00",
                        time_to="16:00",
                    )
                )
            for day in (dt.date(2026, 3, 28), dt.date(2026, 10, 24)):
                s.add(
                    WorkingSchedule(
                        user_id=user, branch_id=branch, date=day, time_from="22:00", time_to="06:00"
                    )
                )
            for start, end, pause in (
                ("2026-03-23T07:00:00", "2026-03-23T15:30:00", 1800),  # Mon 08:00–16:30 CET
                ("2026-03-28T21:00:00", "2026-03-29T04:00:00", 0),  # Sat 22:00 CET–06:00 CEST
                ("2026-03-28T23:30:00", "2026-03-29T01:30:00", 0),  # Sun 00:30 CET–03:30 CEST
                ("2026-10-24T20:00:00", "2026-10-25T05:00:00", 0),  # Sat 22:00 CEST–06:00 CET
            ):
                s.add(
                    WorkingActivity(
                        user_id=user,
                        branch_id=branch,
                        started_at=utc(start),
                        ended_at=utc(end),
                        paused_seconds=pause,
                        status="ended",
                        note="",
                    )
                )
            return user
    finally:
        await db.dispose()


def by(rows: list[dict[str, Any]], key: str) -> dict[str, tuple[str, str, str]]:
    return {r[key]: (r["planned"], r["worked"], r["balance"]) for r in rows}


async def test_balances_across_the_start_of_summer_time(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    user = await seed(db_url, world)
    status, body = await world.admin.get(
        "/api/time-sheets/balances", params={"from": "2026-03-23", "to": "2026-04-05", "user": user}
    )
    assert status == 200, body
    [sheet] = body["data"]
    days = by(sheet["days"], "date")
    assert days["2026-03-23"] == ("8.00", "8.00", "0.00")
    assert days["2026-03-24"] == ("8.00", "0.00", "-8.00")
    assert days["2026-03-28"] == ("7.00", "7.00", "0.00")  # 22:00–06:00 is 7 hours tonight
    assert days["2026-03-29"] == ("0.00", "2.00", "2.00")  # 00:30 CET–03:30 CEST
    assert by(sheet["weeks"], "week") == {
        "2026-W13": ("47.00", "17.00", "-30.00"),
        "2026-W14": ("0.00", "0.00", "0.00"),
    }
    assert by(sheet["months"], "month") == {
        "2026-03": ("47.00", "17.00", "-30.00"),
        "2026-04": ("0.00", "0.00", "0.00"),
    }
    assert sheet["total"]["balanceSeconds"] == -30 * 3600
    assert sheet["months"][1]["from"] == "2026-04-01"


async def test_balances_across_the_end_of_summer_time(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    await seed(db_url, world)
    employee = world.apis["employee_a"]
    status, body = await employee.get(
        "/api/time-sheets/balances", params={"from": "2026-10-19", "to": "2026-10-25"}
    )
    [sheet] = body["data"]
    assert by(sheet["days"], "date")["2026-10-24"] == ("9.00", "9.00", "0.00")
    assert by(sheet["weeks"], "week") == {"2026-W43": ("9.00", "9.00", "0.00")}
    # the terminal's view of the same
    token = (await employee.post("/api/time-tracking/access-tokens", {}))[1]["data"]["accessToken"]
    status, own = await world.apis["anonymous"].get(
        "/api/time-tracking/filiale-a/employee_a/balances?from=2026-10-19&to=2026-10-25",
        headers={"X-Access-Token": token},
    )
    assert (status, own["data"]["total"]["worked"]) == (200, "9.00")
    status, plans = await world.apis["anonymous"].get(
        "/api/time-tracking/filiale-a/employee_a/working-schedules?from=2026-10-19&to=2026-10-25",
        headers={"X-Access-Token": token},
    )
    assert [(p["date"], p["from"], p["to"]) for p in plans["data"]] == [
        ("2026-10-24", "22:00", "06:00")
    ]


async def test_staff_see_their_own_sheets_admins_everyone(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    user = await seed(db_url, world)
    period = {"from": "2026-03-23", "to": "2026-03-29"}
    status, body = await world.apis["employee_a"].get("/api/time-sheets/balances", params=period)
    assert [s["user"]["username"] for s in body["data"]] == ["employee_a"]
    status, body = await world.apis["employee_b"].get(
        "/api/time-sheets/balances", params={**period, "user": user}
    )
    assert status == 403
    status, body = await world.admin.get("/api/time-sheets/balances", params=period)
    assert [s["user"]["username"] for s in body["data"]] == ["admin", "employee_a", "employee_b"]
    assert (await world.apis["anonymous"].get("/api/time-sheets/balances"))[0] == 401
    for query, field in (({"to": "2026-02-30"}, "to"), ({"user": "x"}, "user"), ({"a": "1"}, "a")):
        status, body = await world.admin.get("/api/time-sheets/balances", params=query)
        assert status == 422 and body["errors"][0]["field"] == field


async def test_holiday_balances(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    user = await seed(db_url, world)
    account = {"user": {"id": user}, "year": 2026, "entitlement": "25", "carriedOver": "2.5"}
    status, created = await world.admin.post("/api/holiday-balances", {**account, "taken": "4.5"})
    assert status == 201, created
    status, body = await world.admin.post("/api/holiday-balances", account)
    assert (status, body["errors"][0]) == (
        422,
        {"field": "year", "message": "Dieser Wert wird bereits verwendet."},
    )
    status, body = await world.apis["employee_a"].get("/api/time-sheets/holiday-balances")
    [own] = body["data"]
    assert (own["entitlement"], own["carriedOver"], own["taken"], own["remaining"]) == (
        "25.0",
        "2.5",
        "4.5",
        "23.0",
    )
    status, body = await world.apis["employee_b"].get("/api/time-sheets/holiday-balances")
    assert (status, body["data"]) == (200, [])
    assert (
        await world.apis["employee_b"].get(
            "/api/time-sheets/holiday-balances", params={"user": user}
        )
    )[0] == 403
    status, body = await world.admin.get(
        "/api/time-sheets/holiday-balances", params={"user": user, "year": 2026}
    )
    assert [b["remaining"] for b in body["data"]] == ["23.0"]
    status, body = await world.admin.get("/api/time-sheets/holiday-balances", params={"year": 1})
    assert status == 422 and body["errors"][0]["field"] == "year"
    assert (await world.apis["employee_a"].get("/api/holiday-balances"))[0] == 403


async def test_payroll_export_reads_back(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    user = await seed(db_url, world)
    answer = await world.admin.client.get(
        "/api/time-sheets/export", params={"month": "2026-03", "user": user}
    )
    assert answer.status == 200
    assert answer.headers["Content-Type"] == "text/csv; charset=utf-8"
    assert 'filename="zeitnachweis-employee_a-2026-03.csv"' in answer.headers["Content-Disposition"]
    raw = await answer.read()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))
    assert rows[0] == [
        "Mitarbeiter", "Datum", "Wochentag", "Beginn", "Ende", "Pause", "Soll", "Ist", "Saldo",
        "Korrektur",
    ]  # fmt: skip
    assert len(rows) == 1 + 31 + 1
    lines = {r[1]: r for r in rows[1:]}
    assert lines["23.03.2026"] == [
        "employee_a", "23.03.2026", "Mo", "08:00", "16:30", "0,50", "8,00", "8,00", "0,00", ""
    ]  # fmt: skip
    assert lines["28.03.2026"][2:] == ["Sa", "22:00", "06:00", "0,00", "7,00", "7,00", "0,00", ""]
    assert lines["29.03.2026"][2:] == ["So", "00:30", "03:30", "0,00", "0,00", "2,00", "2,00", ""]
    assert lines["Summe"][5:] == ["0,50", "47,00", "17,00", "-30,00", ""]

    answer = await world.admin.client.get(
        "/api/time-sheets/export", params={"month": "2026-10", "user": user, "format": "pdf"}
    )
    assert (answer.status, answer.headers["Content-Type"]) == (200, "application/pdf")
    text = PdfReader(io.BytesIO(await answer.read())).pages[0].extract_text()
    assert "Zeitnachweis Oktober 2026 - employee_a" in text
    assert "24.10.2026" in text and "9,00" in text and "Summe" in text

    employee_b = world.apis["employee_b"]
    assert (
        await employee_b.client.get(
            "/api/time-sheets/export", params={"month": "2026-03", "user": user}
        )
    ).status == 403
    own = await world.apis["employee_a"].client.get(
        "/api/time-sheets/export", params={"month": "2026-03", "user": user}
    )
    assert own.status == 200
    for params, status, field in (
        ({"month": "2026-13", "user": user}, 422, "month"),
        ({"month": "2026-03"}, 422, "user"),
        ({"month": "2026-03", "user": user, "format": "xls"}, 422, "format"),
        ({"month": "2026-03", "user": 987654}, 404, None),
    ):
        status_, body = await world.admin.get("/api/time-sheets/export", params=params)
        assert status_ == status and body["errors"][0]["field"] == field, (params, body)
