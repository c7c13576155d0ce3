"""New-order mails to a branch in a burst: the first ``branch_mails_per_window`` of a
window (settings; 5 per 10 minutes) go out one by one, further orders wait in
``branch_mail_digest`` and go out together, one digest mail per branch once the oldest
waited a window (notify.send_digests, the scheduler's job ``orders.branch-mail-digest``).
A burst of spam orders thus costs the branch a few mails, not one per order. The count
is a database counter (``kernel.ratelimit.bump``), shared by every worker."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from sqlalchemy import delete, func, select

from domains.orders.models import BranchMailDigestEntry, Order
from kernel import Database, Settings, bump, utcnow


def window(settings: Settings) -> dt.timedelta:
    return dt.timedelta(minutes=settings.branch_mail_window_minutes)


async def mail_now(db: Database, settings: Settings, order: Order) -> bool:
    """Count a new-order mail to the order's branch: True to send it now, False when it
    was put aside for the digest."""
    now = utcnow()
    async with db.transaction() as s:
        count = await bump(s, f"ordermail:branch:{order.branch_id}", window(settings), now)
        if count.hits <= settings.branch_mails_per_window:
            return True
        s.add(BranchMailDigestEntry(branch_id=order.branch_id, order_id=order.id, created_at=now))
    return False


async def due(db: Database, settings: Settings, now: dt.datetime) -> list[int]:
    """The branches whose oldest waiting order waited a window."""
    async with db.session() as s:
        rows = await s.scalars(
            select(BranchMailDigestEntry.branch_id)
            .group_by(BranchMailDigestEntry.branch_id)
            .having(func.min(BranchMailDigestEntry.created_at) <= now - window(settings))
        )
        return list(rows)


async def waiting(db: Database, branch_id: int) -> tuple[list[int], list[Order]]:
    """The entries of a branch and their orders, oldest first."""
    async with db.session() as s:
        rows = (
            await s.execute(
                select(BranchMailDigestEntry.id, Order)
                .join(Order, Order.id == BranchMailDigestEntry.order_id)
                .where(BranchMailDigestEntry.branch_id == branch_id)
                .order_by(BranchMailDigestEntry.id)
            )
        ).all()
    return [row[0] for row in rows], [row[1] for row in rows]


async def sent(db: Database, entry_ids: Sequence[int]) -> None:
    """The entries went out in a digest."""
    async with db.transaction() as s:
        await s.execute(
            delete(BranchMailDigestEntry).where(BranchMailDigestEntry.id.in_(entry_ids))
        )
