"""``/api/time-tracking/{branch}/{username}/…`` (spec 000 §7): clocking in and out.

The spec leaves the two path parameters open; here they are

- ``{branch}``: the **identifier of the branch** where the user clocks (the terminal at its
  door, ``/backend/terminal/{branch}``); new activities are recorded for that branch;
- ``{username}``: the **username** of the person clocking.

A call is authorised by either

- the user's **time-tracking access token** in ``X-Access-Token: …`` (or
  ``Authorization: Bearer …``): what a terminal holds for the person in front of it, no
  session needed. Staff (re)generate their own with ``POST /api/time-tracking/access-tokens``
  (administrators for anyone); a new token replaces the old one, only its digest is stored;
- or a **staff session** of that user, or of an administrator.

The user must hold a staff role and (unless an administrator) be assigned to the branch.
Illegal transitions answer 409 with the German texts of spec 000 §8.
"""

from __future__ import annotations

import datetime as dt
import hmac
import secrets
from typing import Any

from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.access.api import reaches
from domains.branches.api import Branch
from domains.staff import clock, texts
from domains.staff.balances import figures, local_day, midnight, period, summary
from domains.staff.models import TimeTrackingToken, WorkingActivity, WorkingSchedule
from domains.staff.schemas import (
    AccessTokenIn,
    AccessTokenOut,
    PeriodQuery,
    WorkingActivityOut,
    WorkingScheduleOut,
)
from kernel import (
    DB,
    ROLE_ADMIN,
    ROLE_EMPLOYEE,
    ApiError,
    Routes,
    User,
    current_user,
    denied,
    digest,
    not_found,
    ok,
    query,
    read_body,
    require_staff,
    scope,
    utcnow,
)
from kernel import messages as msg

routes = Routes(tag="time-tracking")
#: The row of the permission table for a session calling the transitions and tokens.
TRACKING = "time-tracking"
BASE = "/api/time-tracking/{branch}/{username}"
TOKEN_HEADER = "X-Access-Token"
ERRORS = (401, 403, 404, 422)
ACTIVITY = {"type": "object", "description": "A working activity plus workedSeconds"}


def _token(request: web.Request) -> str | None:
    token = request.headers.get(TOKEN_HEADER)
    if token:
        return token
    scheme, _, value = request.headers.get("Authorization", "").partition(" ")
    return value.strip() or None if scheme.lower() == "bearer" else None


def _plain(value: str) -> bool:
    return 0 < len(value) <= 180 and "\x00" not in value


async def clocking(request: web.Request) -> tuple[User, Branch]:
    """The user of the path at the branch of the path, if the caller may clock for them."""
    identifier, username = request.match_info["branch"], request.match_info["username"]
    if not (_plain(identifier) and _plain(username)):
        raise not_found()
    token = _token(request)
    caller = None if token else await current_user(request)
    if token is None and caller is None:
        raise ApiError(401, msg.UNAUTHORIZED)
    async with request.app[DB].session() as s:
        branch = await s.scalar(select(Branch).where(Branch.identifier == identifier))
        user = await s.scalar(select(User).where(User.username == username))
        stored = (
            await s.scalar(
                select(TimeTrackingToken.token_digest).where(TimeTrackingToken.user_id == user.id)
            )
            if user is not None and token is not None
            else None
        )
    if token is not None:
        if user is None or stored is None or not hmac.compare_digest(stored, digest(token)):
            raise ApiError(401, texts.BAD_TOKEN)
    elif (
        caller is not None
        and scope(caller, TRACKING, "transition") != "all"
        and (user is None or not reaches(caller, TRACKING, "transition", user))
    ):
        raise ApiError(403, msg.FORBIDDEN)
    if branch is None or user is None or not user.is_enabled:
        raise not_found()
    if ROLE_ADMIN not in user.roles and (
        ROLE_EMPLOYEE not in user.roles or branch.id not in user.branch_ids
    ):
        raise ApiError(403, texts.NOT_AT_BRANCH)
    return user, branch


def activity_out(activity: WorkingActivity, now: dt.datetime) -> dict[str, Any]:
    data = WorkingActivityOut.model_validate(activity).model_dump(mode="json", by_alias=True)
    data["workedSeconds"] = clock.worked_seconds(activity, now)
    return data


async def _today(s: AsyncSession, user: User, now: dt.datetime) -> dict[str, Any]:
    today = local_day(now)
    day = (await figures(s, today, today, now, [user.id]))[user.id][today]
    return {"today": today, "plannedTodaySeconds": day.planned, "workedTodaySeconds": day.worked}


@routes.get(f"{BASE}/me", response={"type": "object"}, errors=ERRORS)
async def me(request: web.Request) -> web.Response:
    """The person clocking, the branch, the current activity and today's figures"""
    user, branch = await clocking(request)
    now = utcnow()
    async with request.app[DB].session() as s:
        current = await clock.open_activity(s, user.id)
        today = await _today(s, user, now)
    return ok(
        {
            "user": {"id": user.id, "username": user.username},
            "branch": {"id": branch.id, "identifier": branch.identifier, "name": branch.name},
            "workingActivity": activity_out(current, now) if current else None,
            **today,
        }
    )


@routes.get(
    f"{BASE}/working-schedules",
    query=PeriodQuery,
    response=list[WorkingScheduleOut],
    errors=ERRORS,
)
async def schedules(request: web.Request) -> web.Response:
    """The person's planned shifts of a period (default: this week)"""
    user, _ = await clocking(request)
    first, last = period(query(request, PeriodQuery), local_day(utcnow()), "week")
    async with request.app[DB].session() as s:
        rows = await s.scalars(
            select(WorkingSchedule)
            .where(
                WorkingSchedule.user_id == user.id,
                WorkingSchedule.date >= first,
                WorkingSchedule.date <= last,
            )
            .order_by(WorkingSchedule.date, WorkingSchedule.time_from)
        )
        return ok([WorkingScheduleOut.model_validate(r) for r in rows])


@routes.get(
    f"{BASE}/working-activities", query=PeriodQuery, response={"type": "array"}, errors=ERRORS
)
async def activities(request: web.Request) -> web.Response:
    """The person's working activities begun in a period (default: this week)"""
    user, _ = await clocking(request)
    now = utcnow()
    first, last = period(query(request, PeriodQuery), local_day(now), "week")
    async with request.app[DB].session() as s:
        rows = await s.scalars(
            select(WorkingActivity)
            .where(
                WorkingActivity.user_id == user.id,
                WorkingActivity.started_at >= midnight(first),
                WorkingActivity.started_at < midnight(last + dt.timedelta(days=1)),
            )
            .order_by(WorkingActivity.started_at)
        )
        return ok([activity_out(r, now) for r in rows])


@routes.get(f"{BASE}/balances", query=PeriodQuery, response={"type": "object"}, errors=ERRORS)
async def balances(request: web.Request) -> web.Response:
    """Planned against worked per day, week and month of a period (default: this month)"""
    user, _ = await clocking(request)
    now = utcnow()
    first, last = period(query(request, PeriodQuery), local_day(now), "month")
    async with request.app[DB].session() as s:
        per_day = (await figures(s, first, last, now, [user.id]))[user.id]
    return ok({"user": {"id": user.id, "username": user.username}, **summary(per_day, first, last)})


def _transition(name: str) -> None:
    @routes.post(
        f"{BASE}/working-activities/{name}",
        response=ACTIVITY,
        errors=(401, 403, 404, 409),
        summary=f"Time tracking: {name} (spec 000 §4); 409 when not legal now",
    )
    async def handler(request: web.Request) -> web.Response:
        user, branch = await clocking(request)
        db, now = request.app[DB], utcnow()
        try:
            if name == "start":
                activity = await clock.start(db, user.id, branch.id, now)
            else:
                activity = await getattr(clock, name)(db, user.id, now)
        except clock.Refused as refused:
            raise ApiError(409, str(refused)) from None
        return ok(activity_out(activity, now))

    handler.__name__ = f"clock_{name}"


for _name in ("start", "end", "pause", "resume"):
    _transition(_name)


@routes.post(
    "/api/time-tracking/access-tokens",
    body=AccessTokenIn,
    response=AccessTokenOut,
    status=201,
    errors=(401, 403, 404, 422),
    summary="(Re)generate a time-tracking access token (shown once; replaces the old one)",
)
async def new_token(request: web.Request) -> web.Response:
    caller = await require_staff(request)
    asked = await read_body(request, AccessTokenIn)
    user_id = asked.user.id if asked.user else caller.id
    token = secrets.token_urlsafe(24)
    async with request.app[DB].transaction() as s:
        user = await s.get(User, user_id)
        if user is None or not reaches(caller, TRACKING, "token", user):
            if scope(caller, TRACKING, "token") != "all":
                raise denied(caller)
            raise ApiError(422, msg.CHOICE, field="user")
        row = await s.get(TimeTrackingToken, user_id)
        if row is None:
            s.add(
                TimeTrackingToken(user_id=user_id, token_digest=digest(token), created_at=utcnow())
            )
        else:
            row.token_digest, row.created_at = digest(token), utcnow()
        answer = {"accessToken": token, "user": {"id": user.id, "username": user.username}}
    return ok(answer, status=201)
