"""Built-in plugin ``staff``: working activities, working schedules, projects, tasks, time
tracking (``/api/time-tracking``) and time sheets (``/api/time-sheets``)."""

from __future__ import annotations

from aiohttp import web

from domains.staff import tasks, time_sheets, time_tracking
from domains.staff.resources import RESOURCES
from kernel import KERNEL_VERSION, Manifest, Resource, hookimpl


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="staff",
        title="Mitarbeiter",
        version=KERNEL_VERSION,
        requires=("access", "branches"),
    )


@hookimpl
def tresen_entities() -> list[Resource]:
    return RESOURCES


@hookimpl
def tresen_routes() -> list[web.RouteDef]:
    return [*tasks.routes, *time_tracking.routes, *time_sheets.routes]
