"""Lockout after repeated failures, counted atomically in the database.

Each attempt first *reserves* its number with one atomic UPDATE … RETURNING; only the
first ``MAX_ATTEMPTS`` numbers in a window get a password verification at all. So N worker
processes racing with wrong passwords cause at most ``MAX_ATTEMPTS`` verifications, and the
account locks for ``LOCK_TIME`` as soon as the last allowed attempt fails.
"""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass

from sqlalchemy import case, update
from sqlalchemy.ext.asyncio import AsyncSession

from kernel.auth.models import User

MAX_ATTEMPTS = 5
WINDOW = dt.timedelta(minutes=15)
LOCK_TIME = dt.timedelta(minutes=15)


@dataclass(frozen=True)
class Attempt:
    number: int  # 1-based within the current window; > MAX_ATTEMPTS means refused

    @property
    def may_verify(self) -> bool:
        return self.number <= MAX_ATTEMPTS


def minutes_left(until: dt.datetime, now: dt.datetime) -> int:
    return max(1, math.ceil((until - now).total_seconds() / 60))


async def reserve(s: AsyncSession, user_id: int, now: dt.datetime) -> Attempt:
    """Count one more attempt for ``user_id`` (a new window after WINDOW has passed)."""
    expired = (User.attempts_since.is_(None)) | (User.attempts_since <= now - WINDOW)
    unlocked = (User.locked_until.is_(None)) | (User.locked_until <= now)
    fresh = expired & unlocked
    row = (
        await s.execute(
            update(User)
            .where(User.id == user_id)
            .values(
                failed_attempts=case((fresh, 1), else_=User.failed_attempts + 1),
                attempts_since=case((fresh, now), else_=User.attempts_since),
                locked_until=case((unlocked, None), else_=User.locked_until),
            )
            .returning(User.failed_attempts)
        )
    ).one()
    return Attempt(row[0])


async def lock(s: AsyncSession, user_id: int, now: dt.datetime) -> dt.datetime:
    """Lock the account now (idempotent: an existing lock is kept)."""
    until = now + LOCK_TIME
    row = (
        await s.execute(
            update(User)
            .where(User.id == user_id)
            .values(
                locked_until=case(
                    (
                        (User.locked_until.is_not(None)) & (User.locked_until > now),
                        User.locked_until,
                    ),
                    else_=until,
                )
            )
            .returning(User.locked_until)
        )
    ).one()
    return row[0] or until


async def succeeded(s: AsyncSession, user_id: int, now: dt.datetime) -> None:
    await s.execute(
        update(User)
        .where(User.id == user_id)
        .values(failed_attempts=0, attempts_since=None, locked_until=None, last_login_at=now)
    )
