"""``GET /api/toolbar/status``: the branches' open state for the staff toolbar (spec 002 §2.11).

Computed with the opening-hours engine at the current instant in each branch's own time
zone. Admins see every enabled branch, employees the enabled branches they belong to.
``?branch=<id>`` selects one branch: the text is then that branch's name with 'Geöffnet
bis {time}', the closing-soon warning or 'Geschlossen'.
"""

from __future__ import annotations

import datetime as dt
import logging
from typing import Literal

from aiohttp import web
from pydantic import BaseModel, ConfigDict
from sqlalchemy import select

from domains.branches.api import (
    DEFAULT_TZ,
    STATUS_NAMES,
    Branch,
    HoursValidationError,
    State,
    branch_status_text,
    branches_status_text,
    state_at,
)
from kernel import DB, ROLE_ADMIN, ApiError, Id, Routes, ok, query, require_staff
from kernel import messages as msg

log = logging.getLogger(__name__)
routes = Routes(tag="toolbar")

StateName = Literal["open", "closingSoon", "closed"]


class StatusQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    branch: Id | None = None


class BranchStatus(BaseModel):
    id: int
    name: str
    state: StateName
    text: str


class ToolbarStatus(BaseModel):
    text: str
    branches: list[BranchStatus]


def branch_state(branch: Branch, now: dt.datetime) -> State:
    """The branch's state at ``now``; unreadable hours or zone count as closed."""
    tz = branch.timezone or DEFAULT_TZ
    try:
        return state_at(branch.opening_hours or [], now, tz)
    except (
        HoursValidationError,
        ValueError,
        KeyError,
    ) as exc:  # ZoneInfoNotFoundError: KeyError
        log.warning("branch %s: cannot compute its open state: %s", branch.id, exc)
        return state_at([], now, DEFAULT_TZ)


def toolbar_status(branches: list[Branch], now: dt.datetime, selected: int | None) -> ToolbarStatus:
    states = [(b, branch_state(b, now)) for b in branches]
    items = [
        BranchStatus(
            id=b.id,
            name=b.name,
            state=STATUS_NAMES[s.status],
            text=branch_status_text(s),
        )
        for b, s in states
    ]
    if selected is not None:
        item = next((i for i in items if i.id == selected), None)
        if item is None:
            raise ApiError(404, msg.NOT_FOUND)
        return ToolbarStatus(text=f"{item.name}: {item.text}", branches=[item])
    summary = branches_status_text(s for _, s in states)
    return ToolbarStatus(text=summary, branches=items)


@routes.get(
    "/api/toolbar/status",
    query=StatusQuery,
    response=ToolbarStatus,
    errors=(401, 403, 404, 422),
    summary="Open state of the branches for the staff toolbar (staff)",
)
async def status(request: web.Request) -> web.Response:
    user = await require_staff(request)
    q = query(request, StatusQuery)
    stmt = select(Branch).where(Branch.is_enabled.is_(True)).order_by(Branch.name, Branch.id)
    if ROLE_ADMIN not in user.roles:
        stmt = stmt.where(Branch.id.in_([int(b) for b in user.branch_ids] or [-1]))
    async with request.app[DB].session() as s:
        branches = list(await s.scalars(stmt))
    return ok(toolbar_status(branches, dt.datetime.now(dt.UTC), q.branch))
