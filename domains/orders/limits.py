"""Bounds on anonymous order creation: an order mails its customer (an address anyone
may type) and the branch, so a script must not place hundreds a second.

Counted in the database (``kernel.ratelimit.bump``: one atomic upsert, shared by every
worker and machine), per client address and per recipient e-mail address:

==============================  ==================================  ==========================
counter                          default (settings)                   why
==============================  ==================================  ==========================
client address, with e-mail      10 per 10 minutes                    spam through the mails
                                 (order_limit_per_address,
                                 order_limit_window_minutes)
client address, without e-mail   60 per 10 minutes                    a self-service kiosk
                                 (order_limit_per_address_without_    orders without an e-mail
                                 email)                               address, dozens an hour
recipient e-mail address         3 per hour (order_limit_per_recipient) mail bombing one address
==============================  ==================================  ==========================

Only orders that pass validation count (the check runs right before the insert), a
retry found again by its Idempotency-Key does not. Staff are not limited (the route
passes no guard for them).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import math
from collections.abc import Awaitable, Callable

from domains.orders import texts
from domains.orders.checkout import CheckoutIn
from kernel import ApiError, Count, Database, Settings, bump, utcnow

Guard = Callable[[CheckoutIn], Awaitable[None]]
RECIPIENT_WINDOW = dt.timedelta(hours=1)


def recipient_key(email: str) -> str:
    digest = hashlib.sha256(email.strip().casefold().encode()).hexdigest()[:32]
    return f"orders:recipient:{digest}"


def _refused(count: Count, now: dt.datetime, message: str, field: str | None) -> ApiError:
    seconds = count.seconds_left(now)
    return ApiError(
        429,
        message.format(minutes=max(1, math.ceil(seconds / 60))),
        field=field,
        headers={"Retry-After": str(seconds)},
    )


async def count_order(db: Database, settings: Settings, address: str, email: str) -> None:
    """Count one order of ``address`` to ``email`` (may be empty); 429 over a limit."""
    now = utcnow()
    window = dt.timedelta(minutes=settings.order_limit_window_minutes)
    if email.strip():
        key, limit = f"orders:address:{address}", settings.order_limit_per_address
    else:
        key = f"orders:address-without-email:{address}"
        limit = settings.order_limit_per_address_without_email
    recipient: Count | None = None
    async with db.transaction() as s:
        by_address = await bump(s, key, window, now)
        if by_address.hits <= limit and email.strip():
            recipient = await bump(s, recipient_key(email), RECIPIENT_WINDOW, now)
    if by_address.hits > limit:
        raise _refused(by_address, now, texts.TOO_MANY_ORDERS, None)
    if recipient is not None and recipient.hits > settings.order_limit_per_recipient:
        raise _refused(recipient, now, texts.TOO_MANY_ORDERS_TO_EMAIL, "email")


def guard(db: Database, settings: Settings, address: str) -> Guard:
    """The check an anonymous client's order passes before it is stored."""

    async def check(form: CheckoutIn) -> None:
        await count_order(db, settings, address, form.email)

    return check
