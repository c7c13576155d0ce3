"""Built-in plugin ``statistics``: the statistics of 000 §7, computed from the analytics
log, the orders and the time tracking."""

from __future__ import annotations

from kernel.api import Routes
from kernel.domains.statistics.routes import routes
from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="statistics", title="Statistiken", version=KERNEL_VERSION)


@hookimpl
def tresen_routes() -> Routes:
    return routes
