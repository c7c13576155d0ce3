"""``GET /api/statistics/{name}`` (000 §7) against hand-computed answers.

The fixtures sit around midnight and the start of summer time in Vienna (Sunday
2026-03-29, 02:00 CET → 03:00 CEST), so every day boundary is on the clock of Vienna.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from sqlalchemy import update

from domains.orders.models import Order
from domains.staff.balances import shift_seconds
from domains.staff.models import WorkingActivity, WorkingSchedule
from kernel.db import Database
from plugins.measuring.analytics_log.models import AnalyticsLog
from plugins.measuring.statistics.compute import STATISTICS
from plugins.measuring.statistics.period import TIMEZONE
from tests.conftest import Api, ClientFactory, add_user
from tests.domains.orders.shop import Shop, build_shop, post

pytestmark = pytest.mark.database  # grouping by hour, JSON paths and sums in SQL

PERIOD = "from=2026-03-28&to=2026-03-30"
CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"  # noqa: E501
IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"  # noqa: E501


def utc(text: str) -> dt.datetime:
    return dt.datetime.fromisoformat(text).replace(tzinfo=dt.UTC)


def rows(answer: dict[str, Any]) -> dict[str, Any]:
    """Series as {date: value}, breakdowns as {label: value}, heat maps as {(day, hour): n}."""
    data = answer["data"]
    if data["kind"] == "series":
        return {r["date"]: r["value"] for r in data["rows"]}
    if data["kind"] == "heatmap":
        return {(r["weekday"], r["hour"]): r["value"] for r in data["rows"]}
    return {r["label"]: r["value"] for r in data["rows"]}


async def stat(api: Api, name: str, query: str = PERIOD) -> dict[str, Any]:
    status, answer = await api.get(f"/api/statistics/{name}?{query}")
    assert status == 200, answer
    return answer  # type: ignore[no-any-return]


@pytest.fixture
async def shop(make_api: ClientFactory, db_url: str) -> Shop:
    """Four takeaway orders (2 × Schnitzel 14.90 at 10 %, 1 × Spritzer 3.80 at 20 %, 33.60
    each): Vienna on Saturday 23:30 and Sunday 00:30, Graz on Monday 00:30 (summer time),
    and one of Vienna's on Sunday cancelled."""
    shop = await build_shop(make_api, db_url)
    placed = {
        "sat": ("wien", "2026-03-28T22:30:00"),  # 23:30 CET, Saturday
        "sun": ("wien", "2026-03-28T23:30:00"),  # 00:30 CET, Sunday
        "mon": ("graz", "2026-03-29T22:30:00"),  # 00:30 CEST, Monday
        "canceled": ("wien", "2026-03-29T09:00:00"),
    }
    db = Database(db_url)
    try:
        for key, (branch, at) in placed.items():
            body = shop.order(branch={"id": shop.ids[branch]})
            order = await post(shop.customer, "/api/orders", body)
            status = "canceled" if key == "canceled" else "new"
            async with db.transaction() as s:
                await s.execute(
                    update(Order)
                    .where(Order.uid == order["uid"])
                    .values(created_at=utc(at), status=status)
                )
    finally:
        await db.dispose()
    return shop


async def test_order_statistics(shop: Shop) -> None:
    admin = shop.admin
    assert rows(await stat(admin, "orders")) == {"2026-03-28": 1, "2026-03-29": 1, "2026-03-30": 1}
    assert (await stat(admin, "orders"))["data"]["total"] == 3
    assert rows(await stat(admin, "canceled-orders")) == {
        "2026-03-28": 0,
        "2026-03-29": 1,
        "2026-03-30": 0,
    }
    revenue = (await stat(admin, "revenue"))["data"]
    assert [r["value"] for r in revenue["rows"]] == ["33.60", "33.60", "33.60"]
    assert revenue["total"] == "100.80"
    assert revenue["byTaxRate"] == [
        {"label": "10 %", "value": "89.40"},
        {"label": "20 %", "value": "11.40"},
    ]
    assert revenue["byBranch"] == [
        {"label": "Filiale Wien", "value": "67.20"},
        {"label": "Filiale Graz", "value": "33.60"},
    ]
    assert rows(await stat(admin, "items")) == {"2026-03-28": 3, "2026-03-29": 3, "2026-03-30": 3}
    assert rows(await stat(admin, "popular-items")) == {"Wiener Schnitzel": 6, "Spritzer": 3}
    assert rows(await stat(admin, "order-origins")) == {"Abholung": 3}
    assert rows(await stat(admin, "revenue-origins")) == {"Abholung": "100.80"}
    # Saturday 23 h, Sunday 0 h (winter time), Monday 0 h (summer time).
    assert rows(await stat(admin, "order-times")) == {(5, 23): 1, (6, 0): 1, (0, 0): 1}
    # One day only: its own boundaries.
    assert rows(await stat(admin, "orders", "from=2026-03-29&to=2026-03-29")) == {"2026-03-29": 1}


async def test_employees_see_their_branches_only(
    shop: Shop, make_api: ClientFactory, db_url: str
) -> None:
    await add_user(db_url, "wien", ["ROLE_EMPLOYEE"], branch_ids=[shop.ids["wien"]])
    employee = await make_api()
    await employee.login("wien")
    assert rows(await stat(employee, "orders")) == {
        "2026-03-28": 1,
        "2026-03-29": 1,
        "2026-03-30": 0,
    }
    status, answer = await employee.get(
        f"/api/statistics/orders?{PERIOD}&branch={shop.ids['graz']}"
    )
    assert status == 422
    assert answer["errors"][0]["field"] == "branch"
    # An administrator may narrow to one branch.
    graz = await stat(shop.admin, "orders", f"{PERIOD}&branch={shop.ids['graz']}")
    assert graz["data"]["total"] == 1


async def test_visitor_statistics(admin: Api, db_url: str) -> None:
    desktop = {
        "userAgent": CHROME,
        "referrer": "https://www.google.com/search?q=schnitzel",
        "screen": {"width": 1920, "height": 1080},
        "pixelRatio": 1,
        "darkMode": False,
    }
    phone = {
        "userAgent": IPHONE,
        "referrer": "",
        "screen": {"width": 390, "height": 844},
        "pixelRatio": 3,
        "darkMode": True,
    }
    entries = [
        ("a", "pageview", "/", "page", "2026-03-28T22:10:00", desktop),  # Sat 23:10
        ("a", "pageview", "/store/wien", "page", "2026-03-28T22:20:00", desktop),
        ("b", "pageview", "/", "page", "2026-03-28T23:10:00", phone),  # Sun 00:10
        ("b", "event", "add", "commerce", "2026-03-28T23:11:00", phone),
        ("c", "pageview", "/", "page", "2026-03-31T10:00:00", phone),  # after the period
    ]
    db = Database(db_url)
    try:
        async with db.transaction() as s:
            for visitor, kind, action, category, at, data in entries:
                s.add(
                    AnalyticsLog(
                        visitor=visitor,
                        type=kind,
                        action=action,
                        category=category,
                        created_at=utc(at),
                        data=data,
                    )
                )
    finally:
        await db.dispose()
    days = {"2026-03-28": 1, "2026-03-29": 1, "2026-03-30": 0}
    assert rows(await stat(admin, "unique-visitors")) == days
    assert rows(await stat(admin, "page-views")) == {**days, "2026-03-28": 2}
    assert rows(await stat(admin, "pages")) == {"/": 2, "/store/wien": 1}
    assert rows(await stat(admin, "events")) == {"commerce: add": 1}
    assert rows(await stat(admin, "event-flow")) == {"/ → /store/wien": 1}
    assert rows(await stat(admin, "referrers")) == {"www.google.com": 2}
    assert rows(await stat(admin, "browsers")) == {"Chrome": 1, "Mobile Safari": 1}
    assert rows(await stat(admin, "operating-systems")) == {"Linux": 1, "iOS": 1}
    assert rows(await stat(admin, "resolutions")) == {"1920×1080": 1, "390×844": 1}
    assert rows(await stat(admin, "device-pixel-ratios")) == {"1": 1, "3": 1}
    assert rows(await stat(admin, "color-schemes")) == {"Hell": 1, "Dunkel": 1}
    assert rows(await stat(admin, "visitor-times")) == {(5, 23): 2, (6, 0): 1}


async def test_time_tracking_statistics(shop: Shop, db_url: str) -> None:
    users = (await shop.admin.get("/api/users"))[1]["data"]
    user_id = users[0]["id"]
    db = Database(db_url)
    try:
        async with db.transaction() as s:
            # The night summer time starts: 22:00 CET to 06:00 CEST is 7 hours.
            s.add(
                WorkingSchedule(
                    user_id=user_id,
                    branch_id=shop.ids["wien"],
                    date=dt.date(2026, 3, 28),
                    time_from="22:00",
                    time_to="06:00",
                )
            )
            s.add(
                WorkingActivity(
                    user_id=user_id,
                    branch_id=shop.ids["wien"],
                    started_at=utc("2026-03-28T08:00:00"),
                    ended_at=utc("2026-03-28T16:30:00"),
                    paused_seconds=1800,
                    status="ended",
                )
            )
    finally:
        await db.dispose()
    planned = (await stat(shop.admin, "working-schedules"))["data"]
    assert rows({"data": planned})["2026-03-28"] == "7.00" and planned["total"] == "7.00"
    worked = (await stat(shop.admin, "working-activities"))["data"]
    assert rows({"data": worked})["2026-03-28"] == "8.00" and worked["total"] == "8.00"


def test_shift_lengths_follow_the_clock_of_vienna() -> None:
    assert shift_seconds(dt.date(2026, 3, 28), "22:00", "06:00") == 7 * 3600  # summer time
    assert shift_seconds(dt.date(2026, 10, 24), "22:00", "06:00") == 9 * 3600  # winter time
    assert shift_seconds(dt.date(2026, 5, 4), "08:00", "24:00") == 16 * 3600


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("from=2026-03-30&to=2026-03-28", "to"),
        ("to=2026-03-28", "from"),
        ("from=gestern&to=2026-03-28", "from"),
        ("from=2025-01-01&to=2026-03-28", "to"),
        ("from=2026-03-28&to=2026-03-29&branch=0", "branch"),
        ("from=2026-03-28&to=2026-03-29&colour=rot", "colour"),
    ],
)
async def test_bad_periods_are_refused_in_german(admin: Api, query: str, field: str) -> None:
    status, answer = await admin.get(f"/api/statistics/orders?{query}")
    assert status == 422, answer
    assert answer["errors"][0]["field"] == field
    assert answer["errors"][0]["message"]


async def test_only_staff_and_only_known_names(
    admin: Api, make_api: ClientFactory, db_url: str
) -> None:
    assert (await admin.get(f"/api/statistics/lottozahlen?{PERIOD}"))[0] == 404
    anonymous = await make_api()
    assert (await anonymous.get(f"/api/statistics/orders?{PERIOD}"))[0] == 401
    await add_user(db_url, "kunde", [])
    customer = await make_api()
    await customer.login("kunde")
    assert (await customer.get(f"/api/statistics/orders?{PERIOD}"))[0] == 403
    # Every statistic of 000 §7 answers (QR codes: with the content site's scan counts).
    for name in STATISTICS:
        assert (await admin.get(f"/api/statistics/{name}?{PERIOD}"))[0] == 200, name


async def test_qr_code_statistics(admin: Api, make_api: ClientFactory) -> None:
    """Each scan is counted with the target it led to then."""
    status, code = await admin.post(
        "/api/qr-codes", {"path": "qr/tisch-7", "target": "/store/wien", "name": "Tisch 7"}
    )
    assert status == 201, code
    visitor = await make_api()
    for _ in range(2):
        scan = await visitor.client.get("/qr/tisch-7", allow_redirects=False)
        assert scan.status == 302 and scan.headers["Location"].endswith("/store/wien")
    assert (await admin.put(f"/api/qr-codes/{code['data']['id']}", {"target": "/menu"}))[0] == 200
    await visitor.client.get("/qr/tisch-7", allow_redirects=False)
    today = dt.datetime.now(dt.UTC).astimezone(TIMEZONE).date().isoformat()
    period = f"from={today}&to={today}"
    assert rows(await stat(admin, "qr-code-origins", period)) == {"Tisch 7": 3}
    assert rows(await stat(admin, "qr-code-targets", period)) == {"/store/wien": 2, "/menu": 1}
    # Another period: none.
    assert rows(await stat(admin, "qr-code-origins", "from=2020-01-01&to=2020-01-02")) == {}
