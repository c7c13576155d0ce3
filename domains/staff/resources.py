"""The staff domain's five-call resources and who may use them.

Who may do what is the permission table (``domains/access/table.py``): employees
read their own time records and shift plans (and change their time only through the
terminal's transitions), manage the projects of their branches and the tasks of those
projects; a project without a branch (and its tasks) is the admins' alone.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from pydantic import AwareDatetime
from sqlalchemy import ColumnElement, select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.branches.api import Branch
from domains.staff import schemas, texts
from domains.staff.models import (
    HolidayBalance,
    Project,
    Task,
    WorkingActivity,
    WorkingSchedule,
)
from kernel import ApiError, Caller, Filter, Operation, Policy, Resource, User
from kernel import messages as msg


@dataclass(frozen=True)
class ProjectTaskPolicy(Policy):
    """Tasks carry no branch: employees reach those whose project is in their branches."""

    def condition(self, user: User | None, op: Operation = "list") -> ColumnElement[bool] | None:
        if self.by_branch(user, op):
            assert user is not None
            projects = select(Project.id).where(Project.branch_id.in_(user.branch_ids or [-1]))
            return Task.project_id.in_(projects)
        return super().condition(user, op)


TASKS = ProjectTaskPolicy(rules_of="tasks")


async def _task_in_reach(
    caller: Caller, s: AsyncSession, current: Any, values: dict[str, Any]
) -> None:
    """An employee's task must stay in a project of one of their branches."""
    user = caller.user
    if not TASKS.by_branch(user, "update" if current is not None else "create"):
        return
    assert user is not None
    project_id = values.get("project_id", getattr(current, "project_id", None))
    branch_id = await s.scalar(select(Project.branch_id).where(Project.id == project_id))
    if branch_id is None or branch_id not in user.branch_ids:
        raise ApiError(422, msg.CHOICE, field="project")


async def _ended_has_end(
    caller: Caller, s: AsyncSession, current: Any, values: dict[str, Any]
) -> None:
    """An ended activity needs its end (the schema checks the end against the start)."""
    status = values.get("status", getattr(current, "status", "started"))
    ended_at = values.get("ended_at", getattr(current, "ended_at", None))
    if status == "ended" and ended_at is None:
        raise ApiError(422, msg.BLANK, field="endedAt")
    if ended_at is None:  # open: at most one per user (the unique index backs this up)
        user_id = values.get("user_id", getattr(current, "user_id", None))
        others = select(WorkingActivity.id).where(
            WorkingActivity.user_id == user_id, WorkingActivity.ended_at.is_(None)
        )
        if current is not None:
            others = others.where(WorkingActivity.id != current.id)
        if await s.scalar(others) is not None:
            raise ApiError(422, texts.ALREADY_OPEN, field="endedAt")


RESOURCES = [
    Resource(
        name="working-activities",
        model=WorkingActivity,
        create=schemas.WorkingActivityIn,
        out=schemas.WorkingActivityOut,
        policy=Policy(
            rules_of="working-activities",
            owner=WorkingActivity.user_id,
            branch=WorkingActivity.branch_id,
        ),
        refs={"user": (User, "user_id"), "branch": (Branch, "branch_id")},
        filters={
            "user": Filter(WorkingActivity.user_id, int),
            "branch": Filter(WorkingActivity.branch_id, int),
            "status": Filter(WorkingActivity.status),
            "from": Filter(WorkingActivity.started_at, AwareDatetime, "gte"),
            "to": Filter(WorkingActivity.started_at, AwareDatetime, "lte"),
        },
        sort=("id", "startedAt", "endedAt", "status"),
        default_sort="-startedAt",
        before_save=_ended_has_end,
    ),
    Resource(
        name="working-schedules",
        model=WorkingSchedule,
        create=schemas.WorkingScheduleIn,
        out=schemas.WorkingScheduleOut,
        policy=Policy(
            rules_of="working-schedules",
            owner=WorkingSchedule.user_id,
            branch=WorkingSchedule.branch_id,
        ),
        refs={"user": (User, "user_id"), "branch": (Branch, "branch_id")},
        filters={
            "user": Filter(WorkingSchedule.user_id, int),
            "branch": Filter(WorkingSchedule.branch_id, int),
            "from": Filter(WorkingSchedule.date, dt.date, "gte"),
            "to": Filter(WorkingSchedule.date, dt.date, "lte"),
        },
        sort=("id", "date"),
        default_sort="date",
    ),
    Resource(
        name="projects",
        model=Project,
        create=schemas.ProjectIn,
        out=schemas.ProjectOut,
        policy=Policy(rules_of="projects", branch=Project.branch_id),
        refs={"branch": (Branch, "branch_id")},
        filters={
            "branch": Filter(Project.branch_id, int),
            "status": Filter(Project.status),
            "name": Filter(Project.name, str, "like"),
        },
        sort=("id", "name", "status"),
        default_sort="name",
    ),
    Resource(
        name="tasks",
        model=Task,
        create=schemas.TaskIn,
        out=schemas.TaskOut,
        policy=TASKS,
        refs={"project": (Project, "project_id"), "assignee": (User, "assignee_id")},
        filters={
            "project": Filter(Task.project_id, int),
            "assignee": Filter(Task.assignee_id, int),
            "status": Filter(Task.status),
            "title": Filter(Task.title, str, "like"),
            "from": Filter(Task.due_date, dt.date, "gte"),
            "to": Filter(Task.due_date, dt.date, "lte"),
        },
        sort=("id", "title", "status", "dueDate", "viewCount"),
        default_sort="id",
        before_save=_task_in_reach,
    ),
]


async def _one_account_a_year(
    caller: Caller, s: AsyncSession, current: Any, values: dict[str, Any]
) -> None:
    """One holiday account per user and year."""
    user_id = values.get("user_id", getattr(current, "user_id", None))
    year = values.get("year", getattr(current, "year", None))
    stmt = select(HolidayBalance.id).where(
        HolidayBalance.user_id == user_id, HolidayBalance.year == year
    )
    if current is not None:
        stmt = stmt.where(HolidayBalance.id != current.id)
    if await s.scalar(stmt) is not None:
        raise ApiError(422, msg.ALREADY_USED, field="year")


RESOURCES.append(
    Resource(
        name="holiday-balances",
        model=HolidayBalance,
        create=schemas.HolidayBalanceIn,
        out=schemas.HolidayBalanceOut,
        policy=Policy(rules_of="holiday-balances"),  # staff: /api/time-sheets/holiday-balances
        refs={"user": (User, "user_id")},
        filters={
            "user": Filter(HolidayBalance.user_id, int),
            "year": Filter(HolidayBalance.year, int),
        },
        sort=("id", "year"),
        default_sort="year",
        before_save=_one_account_a_year,
    )
)
BY_NAME = {r.name: r for r in RESOURCES}
