"""The screens' keys and what a keyed screen shows: no web request in here."""

from __future__ import annotations

import datetime as dt
import secrets
from collections.abc import Mapping
from typing import Any, Literal

from sqlalchemy import select

from domains.branches.api import Branch
from domains.orders.api import Order, staff_view, states
from kernel import Database, digest, utcnow
from plugins.frontdesk.models import BranchApiKey

ScreenKind = Literal["frontdesk", "backoffice"]
#: Statuses the counter screen shows (the kitchen screen shows the last day's all).
OPEN: tuple[str, ...] = states.OPEN
#: How far back a screen looks.
WINDOW = dt.timedelta(hours=24)


async def create_key(db: Database, branch_id: int, kind: ScreenKind) -> str | None:
    """A new key for ``kind``'s screen of the branch (None: no such branch). Only its
    digest is stored: the key is shown once."""
    key = secrets.token_urlsafe(32)
    async with db.transaction() as s:
        if await s.get(Branch, branch_id) is None:
            return None
        s.add(BranchApiKey(branch_id=branch_id, kind=kind, key_hash=digest(key)))
    return key


async def key_is_valid(db: Database, branch_id: int, kind: ScreenKind, key: str) -> bool:
    async with db.session() as s:
        found = await s.scalar(
            select(BranchApiKey.id).where(
                BranchApiKey.key_hash == digest(key),
                BranchApiKey.kind == kind,
                BranchApiKey.branch_id == branch_id,
            )
        )
    return found is not None


async def screen_orders(
    db: Database, branch_id: int, kind: ScreenKind, secret: str, config: Mapping[str, Any]
) -> list[dict[str, Any]]:
    """The branch's orders of the last 24 hours, by ticket number; open ones only for the
    counter screen. The staff view of each."""
    stmt = select(Order).where(Order.branch_id == branch_id, Order.created_at >= utcnow() - WINDOW)
    if kind == "frontdesk":
        stmt = stmt.where(Order.status.in_(OPEN))
    async with db.session() as s:
        rows = await s.scalars(stmt.order_by(Order.ticket_number))
        return [staff_view(o, secret, config) for o in rows]
