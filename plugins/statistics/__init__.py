"""Built-in plugin ``statistics``: the statistics of 000 §7, computed from the analytics
log, the orders and the time tracking."""

from __future__ import annotations

from aiohttp import web

from kernel import KERNEL_VERSION, Manifest, hookimpl
from plugins.statistics import profile, routes


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="statistics",
        title="Statistiken",
        version=KERNEL_VERSION,
        requires=("access", "analytics", "branches", "content", "orders", "staff"),
    )


@hookimpl
def tresen_routes() -> list[web.RouteDef]:
    # The two profile paths first: ``/api/statistics/{name}`` would take them otherwise.
    return [*profile.routes, *routes.routes]
