"""When and whether a branch takes orders: one place for the storefront and checkout."""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from domains.branches.hours import is_open
from domains.branches.models import Branch


async def public_branch(s: AsyncSession, branch_id: int) -> Branch | None:
    """The branch if customers may see it (public and enabled), else None."""
    branch = await s.get(Branch, branch_id)
    return branch if branch is not None and branch.is_public and branch.is_enabled else None


def hours_for(branch: Branch, mode: str) -> list[dict[str, Any]]:
    """Delivery orders follow the delivery hours when the branch keeps separate ones."""
    if mode == "delivery" and branch.is_delivery_hours_enabled:
        return branch.delivery_hours
    return branch.opening_hours


def orders_now(branch: Branch, mode: str, now: dt.datetime) -> bool:
    """Whether an order without appointment ('So schnell wie möglich') is possible now."""
    orderable = branch.orderable_from is None or branch.orderable_from <= now
    return orderable and is_open(hours_for(branch, mode), now, branch.timezone)
