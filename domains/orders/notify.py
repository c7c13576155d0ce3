"""Order e-mails (jinja2, German), sent in the background after commit (the SMS: plugins/sms)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Coroutine, Mapping
from decimal import Decimal
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from aiohttp import web
from jinja2 import Environment, FileSystemLoader, StrictUndefined

from domains.branches.api import Branch
from domains.orders import digest, texts
from domains.orders.deps import OrderDeps
from domains.orders.models import Order
from domains.orders.offer import OFFERS, Offer
from domains.orders.views import order_hash
from kernel import Settings, answer_cache, send_mail, utcnow

_env = Environment(
    loader=FileSystemLoader(Path(__file__).parent / "templates"),
    autoescape=False,
    undefined=StrictUndefined,
    keep_trailing_newline=True,
)
MODES = {"takeaway": "Abholung", "delivery": "Lieferung", "dineIn": "Dine In"}


def money(value: Any) -> str:
    amount = Decimal(str(value)).quantize(Decimal("0.01"))
    whole, cents = f"{amount:,.2f}".split(".")
    return f"{whole.replace(',', '.')},{cents} €"


def _when(value: dt.datetime | None, tz: str) -> str:
    return value.astimezone(ZoneInfo(tz)).strftime("%d.%m.%Y %H:%M") if value else ""


def _context(
    request_base: str,
    order: Order,
    branch: Branch | None,
    settings: Settings,
    config: Mapping[str, Any],
) -> dict[str, Any]:
    tz = branch.timezone if branch else "Europe/Vienna"
    return {
        "order": order,
        "branch": branch,
        "shop": config.get("shopName", ""),
        "ticket": None if config.get("disableTickets") else order.ticket_number,
        "mode": MODES[order.mode],
        "money": money,
        "appointment": _when(order.appointment_date, tz),
        "counter_appointment": _when(order.counter_appointment, tz),
        "status": texts.STATUS_LABELS.get(order.status, order.status),
        "status_url": f"{request_base}/status/{order.uid}/"
        f"{order_hash(settings.secret_key, order.uid)}",
    }


async def _branch(deps: OrderDeps, order: Order) -> Branch | None:
    cached: Offer | None = answer_cache(deps.app, OFFERS).get(order.branch_id)
    if cached is not None:  # the branch as order creation just read it
        return cached.branch
    async with deps.db.session() as s:
        return await s.get(Branch, order.branch_id)


async def new_order_mails(deps: OrderDeps, order: Order) -> bool:
    """To the customer (if an address was given) and to the branch (in a burst, its
    digest: digest.py). True if all went out."""
    settings = deps.settings
    branch = await _branch(deps, order)
    if not order.email and (branch is None or not branch.email):
        return True  # nobody to write to: no mail context either
    ctx = _context(settings.public_url, order, branch, settings, deps.document)
    number = order.ticket_number if ctx["ticket"] else order.id
    sent = True
    if order.email:
        sent &= await send_mail(
            settings,
            order.email,
            texts.MAIL_NEW_ORDER_SUBJECT.format(number=number, shop=ctx["shop"]),
            _env.get_template("new_order_customer.txt").render(ctx),
        )
    if branch is not None and branch.email and await digest.mail_now(deps.db, settings, order):
        sent &= await send_mail(
            settings,
            branch.email,
            texts.MAIL_BRANCH_SUBJECT.format(number=number),
            _env.get_template("new_order_branch.txt").render(ctx),
        )
    return sent


async def status_mail(deps: OrderDeps, order: Order) -> bool:
    if not order.email:
        return True
    settings = deps.settings
    branch = await _branch(deps, order)
    ctx = _context(settings.public_url, order, branch, settings, deps.document)
    number = order.ticket_number if ctx["ticket"] else order.id
    return await send_mail(
        settings,
        order.email,
        texts.MAIL_STATUS_SUBJECT.format(number=number, status=ctx["status"]),
        _env.get_template("status_changed.txt").render(ctx),
    )


async def send_digests(deps: OrderDeps, now: dt.datetime) -> int:
    """One mail per branch with the new orders waiting for its digest; the number sent
    (what failed to go out waits for the next run)."""
    count = 0
    for branch_id in await digest.due(deps.db, deps.settings, now):
        entries, orders = await digest.waiting(deps.db, branch_id)
        async with deps.db.session() as s:
            branch = await s.get(Branch, branch_id)
        if branch is not None and branch.email and orders:
            text = _env.get_template("branch_digest.txt").render(
                orders=orders,
                tickets=not deps.document.get("disableTickets"),
                when=_when,
                tz=branch.timezone,
                modes=MODES,
                money=money,
            )
            subject = texts.MAIL_DIGEST_SUBJECT.format(count=len(orders))
            if not await send_mail(deps.settings, branch.email, subject, text):
                continue
            count += 1
        await digest.sent(deps.db, entries)
    return count


async def digest_job(app: web.Application) -> None:
    """The scheduler's ``orders.branch-mail-digest``."""
    await send_digests(OrderDeps.of(app), utcnow())


def later(deps: OrderDeps, work: Coroutine[Any, Any, Any], name: str) -> None:
    """Run ``work`` in the background, after the answer (``deps.later``)."""
    deps.later(work, name)
