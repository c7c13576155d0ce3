"""A staff member's profile in the statistics (000 §3, §7):

- ``GET /api/statistics/user-profile?user&start&now&end``: planned and worked hours of the
  days ``start``–``end`` (Vienna), the figures up to ``now`` (default: the server's clock),
  the current activity and the holiday accounts of those years;
- ``GET /api/statistics/user-profile-working-activities?user&start&end``: hours worked per
  day (a series like the other statistics) and the activities themselves.

Whose profile: the permission table's row ``user-profile read`` (administrators
everyone's, employees their own).
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

from aiohttp import web
from pydantic import BaseModel, ConfigDict
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.access.api import reaches
from domains.staff.api import (
    Day,
    WorkingActivity,
    figures,
    holiday_balances,
    holiday_out,
    hours,
    local_day,
    open_activity,
    worked_seconds,
)
from kernel import DB, ApiError, AwareTime, Id, Routes, User, ok, query, require_staff, utcnow
from plugins.measuring.statistics import texts
from plugins.measuring.statistics.compute import series
from plugins.measuring.statistics.period import MAX_DAYS, Period

routes = Routes(tag="statistics")


class ProfileWorkingActivitiesQuery(BaseModel):
    """000 §3: user, start, end (days in Vienna, both included)."""

    model_config = ConfigDict(extra="forbid")

    user: Id
    start: dt.date
    end: dt.date


class ProfileQuery(ProfileWorkingActivitiesQuery):
    """000 §3: user, start, now, end."""

    now: AwareTime | None = None


async def _subject(s: AsyncSession, caller: User, asked: ProfileWorkingActivitiesQuery) -> User:
    if asked.end < asked.start:
        raise ApiError(422, texts.TO_BEFORE_FROM, field="end")
    if (asked.end - asked.start).days >= MAX_DAYS:
        raise ApiError(422, texts.TOO_LONG.format(days=MAX_DAYS), field="end")
    user = await s.get(User, asked.user)
    if user is None or not reaches(caller, "user-profile", "read", user):
        raise ApiError(422, texts.UNKNOWN_USER, field="user")
    return user


def _activity(activity: WorkingActivity, now: dt.datetime) -> dict[str, Any]:
    return {
        "id": activity.id,
        "branch": {"id": activity.branch_id},
        "status": activity.status,
        "startedAt": activity.started_at,
        "endedAt": activity.ended_at,
        "pausedSeconds": activity.paused_seconds,
        "workedSeconds": worked_seconds(activity, now),
    }


@routes.get(
    "/api/statistics/user-profile",
    query=ProfileQuery,
    response={"type": "object"},
    errors=(401, 403, 422),
    summary="A staff member's planned and worked hours, balance up to now, holidays",
)
async def user_profile(request: web.Request) -> web.Response:
    caller = await require_staff(request)
    asked = query(request, ProfileQuery)
    now = (asked.now or utcnow()).astimezone(dt.UTC)
    async with request.app[DB].session() as s:
        user = await _subject(s, caller, asked)
        per_day = (await figures(s, asked.start, asked.end, now, [user.id]))[user.id]
        current = await open_activity(s, user.id)
        years = range(asked.start.year, asked.end.year + 1)
        accounts = [b for b in await holiday_balances(s, None, [user.id]) if b.year in years]
    today = local_day(now)
    whole, until_now = Day(), Day()
    for day, figure in per_day.items():
        whole.planned += figure.planned
        whole.worked += figure.worked
        if day <= today:
            until_now.planned += figure.planned
            until_now.worked += figure.worked
    return ok(
        {
            "kind": "profile",
            "user": {"id": user.id, "username": user.username, "roles": list(user.roles)},
            "start": asked.start,
            "end": asked.end,
            "now": now,
            "planned": hours(whole.planned),
            "worked": hours(whole.worked),
            "plannedUntilNow": hours(until_now.planned),
            "workedUntilNow": hours(until_now.worked),
            "balanceUntilNow": hours(until_now.worked - until_now.planned),
            "workingActivity": _activity(current, now) if current else None,
            "holidayBalances": [holiday_out(b) for b in accounts],
        }
    )


@routes.get(
    "/api/statistics/user-profile-working-activities",
    query=ProfileWorkingActivitiesQuery,
    response={"type": "object"},
    errors=(401, 403, 422),
    summary="A staff member's hours worked per day and their working activities",
)
async def user_profile_working_activities(request: web.Request) -> web.Response:
    caller = await require_staff(request)
    asked = query(request, ProfileWorkingActivitiesQuery)
    now = utcnow()
    period = Period(asked.start, asked.end)
    async with request.app[DB].session() as s:
        user = await _subject(s, caller, asked)
        per_day = (await figures(s, asked.start, asked.end, now, [user.id]))[user.id]
        rows = await s.scalars(
            select(WorkingActivity)
            .where(
                WorkingActivity.user_id == user.id,
                WorkingActivity.started_at >= period.start,
                WorkingActivity.started_at < period.end,
            )
            .order_by(WorkingActivity.started_at)
        )
        activities = [_activity(a, now) for a in rows]
    worked = {day: Decimal(f.worked) / 3600 for day, f in per_day.items()}
    return ok(
        {
            "user": {"id": user.id, "username": user.username},
            "start": asked.start,
            "end": asked.end,
            **series(period, worked, Decimal("0")),
            "activities": activities,
        }
    )
