"""Task views: ``POST /api/tasks/{id}/log-view`` counts that a staff member opened a task."""

from __future__ import annotations

from aiohttp import web
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncSession

from domains.staff.models import Task
from domains.staff.resources import BY_NAME
from domains.staff.schemas import TaskOut
from kernel import DB, Routes, denied, ok, path_id, require_user

routes = Routes(tag="tasks")
TASKS = BY_NAME["tasks"]


async def count_view(s: AsyncSession, task: Task) -> None:
    """One more view, counted in SQL so that concurrent views are not lost."""
    await s.execute(update(Task).where(Task.id == task.id).values(view_count=Task.view_count + 1))
    await s.refresh(task)


@routes.post(
    "/api/tasks/{id:\\d+}/log-view",
    response=TaskOut,
    errors=(401, 403, 404),
    summary="Count one view of a task; returns the task",
)
async def log_view(request: web.Request) -> web.Response:
    user = await require_user(request)
    if not TASKS.policy.allows(user, "get"):
        raise denied(user)
    task_id = path_id(request)
    async with request.app[DB].transaction() as s:
        task = await TASKS.fetch(s, user, task_id)
        await count_view(s, task)
        return ok(TASKS.dump(task))
