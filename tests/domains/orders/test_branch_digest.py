"""New-order mails to a branch in a burst (digest.py): the first of a window one by one,
the rest in one digest mail sent by the scheduler's job, over a real SMTP server."""

from __future__ import annotations

import datetime as dt

import pytest
from aiohttp import web

from domains.orders import notify
from domains.orders.deps import OrderDeps
from kernel.app import create_app
from kernel.background import BACKGROUND
from kernel.db import utcnow
from kernel.scheduler import SCHEDULER
from kernel.settings import Settings
from kernel.testing import limits
from tests.conftest import ClientFactory, Mailbox
from tests.domains.orders.shop import build_shop

#: PostgreSQL too: counters and the digest table across two instances.
pytestmark = pytest.mark.database

PER_WINDOW = limits.defaults()["branch_mails_per_window"]


@pytest.fixture
def bursty(settings: Settings) -> Settings:
    return settings.model_copy(update={"branch_mails_per_window": PER_WINDOW})


@pytest.fixture
def app(bursty: Settings) -> web.Application:
    return create_app(bursty)


def to(mailbox: Mailbox, address: str) -> list[str]:
    return [m["Subject"] for m in mailbox.messages if m["To"] == address]


async def test_a_burst_of_orders_mails_the_branch_a_digest(
    make_api: ClientFactory, db_url: str, bursty: Settings, mailbox: Mailbox
) -> None:
    assert PER_WINDOW == 5
    shop = await build_shop(make_api, db_url)
    workers = [shop.customer, await make_api(create_app(bursty))]
    ids = []
    for number in range(8):  # over two app instances: one count per branch
        status, body = await workers[number % 2].post("/api/orders", shop.order())
        assert status == 201, body
        ids.append(body["data"]["order"]["id"])
    for worker in workers:
        await worker.app[BACKGROUND].drain()
    # Five mails one by one (the two instances send in their own order) …
    mailed = to(mailbox, "wien@tresen.example")
    tickets = {n: f"Neue Bestellung {n}" for n in range(1, 9)}
    assert len(mailed) == 5 and set(mailed) < set(tickets.values())
    assert len(to(mailbox, "anna@example.com")) == 8  # the customers get theirs
    # another branch has its own count
    status, _ = await shop.customer.post("/api/orders", shop.order(branch={"id": shop.ids["graz"]}))
    assert status == 201
    await shop.customer.app[BACKGROUND].drain()
    assert to(mailbox, "graz@tresen.example") == ["Neue Bestellung 1"]

    # The scheduler's job: nothing before the window is over …
    scheduler = shop.customer.app[SCHEDULER]
    assert "orders.branch-mail-digest" in scheduler.jobs
    assert await scheduler.leader.try_acquire()
    assert await scheduler.run("orders.branch-mail-digest") is True
    assert len(to(mailbox, "wien@tresen.example")) == 5
    # … then one digest naming the three orders left out, sent once.
    deps = OrderDeps.of(shop.customer.app)
    later = utcnow() + dt.timedelta(minutes=bursty.branch_mail_window_minutes)
    assert await notify.send_digests(deps, later) == 1
    assert await notify.send_digests(deps, later) == 0
    digests = [m for m in mailbox.messages if m["Subject"] == "3 weitere neue Bestellungen"]
    assert len(digests) == 1 and digests[0]["To"] == "wien@tresen.example"
    text = digests[0].get_content()
    # … and the three orders not mailed one by one in the digest.
    left_out = [n for n, subject in tickets.items() if subject not in mailed]
    assert len(left_out) == 3
    for ticket in left_out:
        assert f"Bestellung {ids[ticket - 1]} (Ticket {ticket})," in text
    assert "Anna" not in text  # what a spammer typed stays out of the digest
