"""Plugin ``terrace``: the terrace planner of 002 §2.12 — ``POST
/api/terrace-planner`` and the page ``/test/terrace-planner`` that draws its plan."""

from __future__ import annotations

from aiohttp import web

from kernel import KERNEL_VERSION, Manifest, PathMatch, Routes, UiRemote, hookimpl
from plugins.terrace.routes import routes

#: The page of the terrace planner, drawn by the plugin's UI module (002 §2.1).
PAGE = "/test/terrace-planner"


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="terrace",
        title="Terrassenplaner",
        version=KERNEL_VERSION,
        flags=("enablePluginTerrace",),
        default_on=True,  # the spec names no flag: on until a configuration turns it off
        slots=("frontend.page",),
        ui=UiRemote(name="plugin_terrace", entry="/plugins/terrace/remoteEntry.js"),
        audience="pages",  # its module loads when a visitor opens the planner's page
        pages=(PAGE,),
    )


@hookimpl
def tresen_routes() -> Routes:
    return routes


@hookimpl
def tresen_resolve_path(request: web.Request, path: str) -> PathMatch | None:
    return PathMatch.page() if path.rstrip("/") == PAGE else None
