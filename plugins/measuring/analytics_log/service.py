"""Recording and reading the analytics log (no aiohttp here)."""

from __future__ import annotations

import datetime as dt
import hashlib
from typing import Any

from sqlalchemy import Select, func, select

from kernel import Database
from plugins.measuring.analytics_log.models import AnalyticsLog
from plugins.measuring.analytics_log.schemas import (
    AnalyticsLogIn,
    AnalyticsLogOut,
    AnalyticsLogQuery,
)


def visitor_pseudonym(secret: str, address: str, user_agent: str, day: dt.date) -> str:
    """The same visitor on the same day gives the same value; nothing leads back."""
    raw = f"{secret}\x1f{day.isoformat()}\x1f{address}\x1f{user_agent}".encode()
    return hashlib.sha256(raw).hexdigest()[:32]


def dump(row: AnalyticsLog) -> dict[str, Any]:
    return AnalyticsLogOut.model_validate(row).model_dump(mode="json", by_alias=True)


async def record(db: Database, entry: AnalyticsLogIn, visitor: str) -> dict[str, Any]:
    """Store one entry; its data object without the fields the browser left empty."""
    async with db.transaction() as s:
        row = AnalyticsLog(
            type=entry.type,
            action=entry.action,
            category=entry.category,
            visitor=visitor,
            data=entry.data.model_dump(mode="json", exclude_none=True),
        )
        s.add(row)
        await s.flush()
        await s.refresh(row)
        return dump(row)


def _filtered(q: AnalyticsLogQuery) -> Select[AnalyticsLog]:
    stmt = select(AnalyticsLog)
    if q.type:
        stmt = stmt.where(AnalyticsLog.type == q.type)
    if q.action:
        stmt = stmt.where(AnalyticsLog.action == q.action)
    if q.category:
        stmt = stmt.where(AnalyticsLog.category == q.category)
    if q.start:
        stmt = stmt.where(AnalyticsLog.created_at >= q.start)
    if q.end:
        stmt = stmt.where(AnalyticsLog.created_at <= q.end)
    return stmt


def _order(sort: str | None) -> tuple[Any, ...]:
    """Newest first unless the caller sorts otherwise (ids grow with time)."""
    if sort in ("id", "createdAt"):
        return (AnalyticsLog.created_at.asc(), AnalyticsLog.id.asc())
    return (AnalyticsLog.created_at.desc(), AnalyticsLog.id.desc())


async def page(db: Database, q: AnalyticsLogQuery) -> tuple[list[dict[str, Any]], int]:
    """One page of matching entries, newest first, and how many match."""
    stmt = _filtered(q)
    async with db.session() as s:
        total = await s.scalar(select(func.count()).select_from(stmt.subquery())) or 0
        rows = await s.scalars(
            stmt.order_by(*_order(q.sort)).offset((q.page - 1) * q.limit).limit(q.limit)
        )
        return [dump(r) for r in rows], total


async def one(db: Database, entry_id: int) -> dict[str, Any] | None:
    async with db.session() as s:
        row = await s.get(AnalyticsLog, entry_id)
        return dump(row) if row is not None else None
