"""Clocking in and out: the four transitions of spec 000 §4 (start, pause, resume, end).

Only legal transitions happen, also under concurrent requests, without locks that differ
between databases:

- a user has at most one open (running or paused) activity: a partial unique index on
  ``working_activities(user_id) WHERE ended_at IS NULL`` refuses a second ``start``;
- pause, resume and end are compare-and-set updates: the ``UPDATE`` names the state it
  read (status and pause figures) in its ``WHERE``, so of two concurrent requests one
  changes the row and the other finds it changed (0 rows) and is refused.

Times are stored in UTC; the days they count for are days in Europe/Vienna
(:mod:`domains.staff.balances`).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from domains.staff import texts
from domains.staff.models import WorkingActivity
from kernel import Database


class Refused(Exception):
    """An illegal transition; the message is the German text of spec 000 §8."""


async def open_activity(s: AsyncSession, user_id: int) -> WorkingActivity | None:
    """The user's running or paused activity, if any."""
    stmt = select(WorkingActivity).where(
        WorkingActivity.user_id == user_id, WorkingActivity.ended_at.is_(None)
    )
    return (await s.scalars(stmt)).first()


def worked_seconds(activity: WorkingActivity, now: dt.datetime) -> int:
    """Seconds worked so far: from start to end (or now), pauses (also a running one) off."""
    end = activity.ended_at or now
    paused = activity.paused_seconds
    if activity.ended_at is None and activity.paused_at is not None:
        paused += int((now - activity.paused_at).total_seconds())
    return max(0, int((end - activity.started_at).total_seconds()) - paused)


async def start(db: Database, user_id: int, branch_id: int, now: dt.datetime) -> WorkingActivity:
    try:
        async with db.transaction() as s:
            if await open_activity(s, user_id) is not None:
                raise Refused(texts.NOT_STARTED)
            activity = WorkingActivity(
                user_id=user_id,
                branch_id=branch_id,
                started_at=now,
                status="started",
                paused_seconds=0,
                note="",
            )
            s.add(activity)
            await s.flush()
            await s.refresh(activity)
            return activity
    except IntegrityError:  # a concurrent start won the unique index
        raise Refused(texts.NOT_STARTED) from None


async def _compare_and_set(
    db: Database,
    user_id: int,
    legal: Sequence[str],
    refused: str,
    now: dt.datetime,
    change: str,
) -> WorkingActivity:
    async with db.transaction() as s:
        activity = await open_activity(s, user_id)
        if activity is None or activity.status not in legal:
            raise Refused(refused)
        values: dict[str, object]
        pause = int((now - activity.paused_at).total_seconds()) if activity.paused_at else 0
        if change == "pause":
            values = {"status": "paused", "paused_at": now}
        elif change == "resume":
            values = {
                "status": "started",
                "paused_at": None,
                "paused_seconds": activity.paused_seconds + max(0, pause),
            }
        else:  # end, from running or paused
            values = {
                "status": "ended",
                "ended_at": max(now, activity.started_at),
                "paused_at": None,
                "paused_seconds": activity.paused_seconds + max(0, pause),
            }
        stmt = (
            update(WorkingActivity)
            .where(
                WorkingActivity.id == activity.id,
                WorkingActivity.ended_at.is_(None),
                WorkingActivity.status == activity.status,
                WorkingActivity.paused_seconds == activity.paused_seconds,
            )
            .values(**values)
            .execution_options(synchronize_session=False)
        )
        if (await s.execute(stmt)).rowcount != 1:  # type: ignore[attr-defined]
            raise Refused(refused)
        await s.refresh(activity)
        return activity


async def pause(db: Database, user_id: int, now: dt.datetime) -> WorkingActivity:
    return await _compare_and_set(db, user_id, ("started",), texts.NOT_PAUSED, now, "pause")


async def resume(db: Database, user_id: int, now: dt.datetime) -> WorkingActivity:
    return await _compare_and_set(db, user_id, ("paused",), texts.NOT_RESUMED, now, "resume")


async def end(db: Database, user_id: int, now: dt.datetime) -> WorkingActivity:
    return await _compare_and_set(db, user_id, ("started", "paused"), texts.NOT_ENDED, now, "end")
