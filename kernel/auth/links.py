"""One-time login links: e-mailed, valid 10 minutes, spent atomically."""

from __future__ import annotations

import datetime as dt
import secrets

from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from kernel.auth.models import LoginLink, User
from kernel.auth.tokens import digest

LIFETIME = dt.timedelta(minutes=10)
MAX_OPEN_LINKS = 3  # per account at a time: a rate limit against mail flooding


async def issue(s: AsyncSession, user: User, now: dt.datetime) -> str | None:
    """A new token for ``user``, or None while too many unexpired links exist."""
    await s.execute(delete(LoginLink).where(LoginLink.expires_at <= now))
    open_links = await s.scalar(
        select(func.count()).select_from(LoginLink).where(LoginLink.user_id == user.id)
    )
    if (open_links or 0) >= MAX_OPEN_LINKS:
        return None
    token = secrets.token_urlsafe(32)
    s.add(LoginLink(id=digest(token), user_id=user.id, created_at=now, expires_at=now + LIFETIME))
    return token


async def redeem(s: AsyncSession, token: str, now: dt.datetime) -> int | None:
    """Spend a token: the user id once, None for unknown, used or expired tokens."""
    row = (
        await s.execute(
            delete(LoginLink)
            .where(LoginLink.id == digest(token))
            .returning(LoginLink.user_id, LoginLink.expires_at)
        )
    ).first()
    if row is None or row[1] <= now:
        return None
    return int(row[0])
