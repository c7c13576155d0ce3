"""The demo's orders (``tresen demo``): placed through the order service like a checkout,
then moved on through the state table like a waiter would; no e-mails go out.

demo/load.py loads the rest of the demo business and calls :func:`load_orders`.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any
from zoneinfo import ZoneInfo

from aiohttp import web
from sqlalchemy import select

from domains.orders.api import OrderDeps, place, transition
from kernel import DB, User

#: The demo administrator, who moves the orders on.
ADMIN = "admin"

# Orders of the last Saturday at Wien Mitte (open 11:00–23:00, delivery 11:30–21:30),
# placed at the local time given, each with its cart by product name; the first is
# confirmed, the second completed. They go through the order service like a checkout.
ORDERS: list[dict[str, Any]] = [
    {
        "at": "12:10",
        "then": ["confirm"],
        "body": {
            "salutation": "Frau",
            "firstName": "Anna",
            "lastName": "Huber",
            "email": "anna.huber@example.com",
            "phone": "+43 660 1234567",
            "comment": "Bitte ohne Zitrone.",
        },
        "items": [("Wiener Schnitzel vom Kalb", 2), ("Almdudler 0,35 l", 2)],
    },
    {
        "at": "12:25",
        "then": ["confirm", "in-delivery", "completed"],
        "body": {
            "salutation": "Herr",
            "firstName": "Lukas",
            "lastName": "Gruber",
            "email": "lukas.gruber@example.com",
            "phone": "+43 664 7654321",
            "isDelivery": True,
            "deliveryArea": "innere-stadt",
            "street": "Kärntner Straße 12",
            "zipCode": "1010",
            "city": "Wien",
        },
        "items": [("Rindsgulasch", 1), ("Gulaschsuppe", 1), ("Apfelstrudel", 2)],
    },
    {
        "at": "12:40",
        "then": [],
        "body": {
            "salutation": "Frau",
            "firstName": "Sophie",
            "lastName": "Bauer",
            "email": "sophie.bauer@example.com",
            "phone": "+43 650 2223344",
        },
        "items": [("Käsespätzle", 1), ("Gemischter Salat", 1), ("Kaiserschmarrn", 1)],
    },
]


def last_saturday(now: dt.datetime, at: str, tz: str) -> dt.datetime:
    """``at`` (HH:MM, local) on the last Saturday before ``now``, in UTC."""
    local = now.astimezone(ZoneInfo(tz))
    day = local.date() - dt.timedelta(days=(local.weekday() - 5) % 7 or 7)
    hour, minute = (int(part) for part in at.split(":"))
    placed = dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=ZoneInfo(tz))
    return placed.astimezone(dt.UTC)


def _at(moment: dt.datetime) -> Callable[[], dt.datetime]:
    return lambda: moment


async def load_orders(app: web.Application, branch_id: int, products: dict[str, int]) -> int:
    """The demo orders at ``branch_id`` (Wien Mitte) through the order services, placed
    on the last Saturday and moved on by the demo admin; no e-mails go out."""
    async with app[DB].session() as s:
        admin = await s.scalar(select(User).where(User.username == ADMIN))
    assert admin is not None  # _users made it
    now = dt.datetime.now(dt.UTC)
    for entry in ORDERS:
        at = last_saturday(now, entry["at"], "Europe/Vienna")
        deps = OrderDeps.of(app, clock=_at(at))
        body = {
            **entry["body"],
            "branch": {"id": branch_id},
            "paymentMethod": "cash",
            "legalInstructions": True,
            "privacyPolicy": True,
            "items": [{"productId": products[name], "amount": n} for name, n in entry["items"]],
        }
        placed = await place(deps, body, None, mails=False)
        for action in entry["then"]:
            await transition(
                deps, placed.order.id, action, "admin", f"user:{admin.id}", mails=False
            )
    return len(ORDERS)
