"""Plugin ``map``: a map of the branches on the home page (001 §2, §9).

Its UI module fills slot ``home.sections`` and loads MapLibre GL only after cookie
consent; the style comes from ``/api/map/style`` (routes.py), configured in config.py.
"""

from __future__ import annotations

from pydantic import BaseModel

from kernel import Manifest, Routes, UiRemote, hookimpl, manifest_hook
from plugins.map.config import MapConfig
from plugins.map.routes import routes

MANIFEST = Manifest(
    id="map",
    title="Karte",
    version="1.0.0",
    requires=("branches",),
    flags=("enablePluginMap",),
    slots=("home.sections",),
    ui=UiRemote(name="plugin_map", entry="/plugins/map/remoteEntry.js"),
    description="Map of the branches on the home page.",
)


tresen_manifest = manifest_hook(MANIFEST)


@hookimpl
def tresen_config_fields() -> type[BaseModel]:
    return MapConfig


@hookimpl
def tresen_routes() -> Routes:
    return routes
