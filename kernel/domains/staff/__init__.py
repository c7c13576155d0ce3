"""Built-in plugin ``staff``: working activities, working schedules, projects, tasks."""

from __future__ import annotations

from kernel.api import Routes
from kernel.domains.staff.resources import RESOURCES
from kernel.domains.staff.tasks import routes
from kernel.entities import Resource
from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="staff", title="Mitarbeiter", version=KERNEL_VERSION)


@hookimpl
def tresen_entities() -> list[Resource]:
    return RESOURCES


@hookimpl
def tresen_routes() -> Routes:
    return routes
