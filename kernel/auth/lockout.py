"""Sign-in throttling that an attacker cannot turn against the account's owner.

Every attempt first *reserves* its place in three counters in the database (atomic
upserts, shared by every worker): only attempts within the limits get a password
verification at all, so N workers racing with wrong passwords cause no more
verifications than one. A successful sign-in gives its reservations back.

============================  ==========================  ===============================
counter                        limit                       when exceeded
============================  ==========================  ===============================
account + client address       5 per 15 minutes            that address may not try that
                                                           account: "Zu viele … Minuten"
account (any address)          100 per hour (ASVS 2.2.1)   nobody may try it by password;
                                                           the e-mailed link still works
client address (any account)   30 per 15 minutes           429 with Retry-After
============================  ==========================  ===============================

The trade-off (ASVS 2.2.1): a wrong password from one address no longer locks the owner
out, who signs in from another address; a botnet spread over many addresses gets at most
100 guesses an hour per account, and only then is the owner throttled too, who then
signs in with the e-mailed one-time link (it works while throttled). The counters of an
existing account are keyed by the account (its username and its e-mail address share
them: typing one or the other does not double the guesses); those of an unknown name by
the name typed. Unknown names and existing accounts answer the same, after the same work.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import math
from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from kernel.ratelimit import Count, bump

PAIR_LIMIT, PAIR_WINDOW = 5, dt.timedelta(minutes=15)
ACCOUNT_LIMIT, ACCOUNT_WINDOW = 100, dt.timedelta(hours=1)
ADDRESS_LIMIT, ADDRESS_WINDOW = 30, dt.timedelta(minutes=15)


@dataclass(frozen=True)
class Attempt:
    """The reservation of one sign-in attempt."""

    keys: tuple[str, str, str]  # pair, account, address
    pair: Count
    account: Count
    address: Count

    @property
    def address_blocked(self) -> bool:
        return self.address.hits > ADDRESS_LIMIT

    @property
    def may_verify(self) -> bool:
        return (
            self.pair.hits <= PAIR_LIMIT
            and self.account.hits <= ACCOUNT_LIMIT
            and not self.address_blocked
        )

    @property
    def last_allowed(self) -> bool:
        """This attempt used the last place: failing it throttles the account."""
        return self.pair.hits == PAIR_LIMIT or self.account.hits == ACCOUNT_LIMIT

    def blocked_until(self) -> dt.datetime:
        """When the account may be tried again from this address."""
        ends = []
        if self.pair.hits >= PAIR_LIMIT:
            ends.append(self.pair.window_ends)
        if self.account.hits >= ACCOUNT_LIMIT:
            ends.append(self.account.window_ends)
        return max(ends) if ends else self.pair.window_ends


def account_of(user_id: int | None, typed: str) -> str:
    """What the account counters count: the user signing in (whichever of username or
    e-mail address was typed), else the name typed."""
    if user_id is not None:
        return f"user:{user_id}"
    return hashlib.sha256(typed.strip().casefold().encode()).hexdigest()[:32]


def keys(account: str, address: str) -> tuple[str, str, str]:
    return (
        f"login:pair:{account}:{address}",
        f"login:account:{account}",
        f"login:address:{address}",
    )


async def reserve(s: AsyncSession, account: str, address: str, now: dt.datetime) -> Attempt:
    """Count one more attempt for ``account`` (:func:`account_of`), from ``address``."""
    pair, account, addr = keys(account, address)
    return Attempt(
        (pair, account, addr),
        await bump(s, pair, PAIR_WINDOW, now),
        await bump(s, account, ACCOUNT_WINDOW, now),
        await bump(s, addr, ADDRESS_WINDOW, now),
    )


async def succeeded(s: AsyncSession, attempt: Attempt, now: dt.datetime) -> None:
    """A right password: the pair starts afresh, the other counters get their place back."""
    pair, account, addr = attempt.keys
    await bump(s, pair, PAIR_WINDOW, now, by=-attempt.pair.hits)
    await bump(s, account, ACCOUNT_WINDOW, now, by=-1)
    await bump(s, addr, ADDRESS_WINDOW, now, by=-1)


def minutes_left(until: dt.datetime, now: dt.datetime) -> int:
    return max(1, math.ceil((until - now).total_seconds() / 60))
