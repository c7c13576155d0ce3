"""Plugin ``map``: Map of the branches on the home page."""

from __future__ import annotations

from pydantic import BaseModel, Field

from kernel import Manifest, UiRemote, hookimpl

MANIFEST = Manifest(
    id="map",
    title="Karte",
    version="1.0.0",
    flags=("enablePluginMap",),
    slots=("home.sections",),
    ui=UiRemote(name="plugin_map", entry="/plugins/map/remoteEntry.js"),
    description="Map of the branches on the home page.",
)


@hookimpl
def tresen_manifest() -> Manifest:
    return MANIFEST


class MapConfig(BaseModel):
    """Map view of spec 001 §3 (zoom, pitch, bearing)."""

    # Defaults of spec 001 §9: zoom 19, pitch 55, bearing -85.
    mapZoom: float = Field(19.0, ge=0, le=22)
    mapPitch: float = Field(55.0, ge=0, le=85)
    mapBearing: float = Field(-85.0, ge=-180, le=180)


@hookimpl
def tresen_config_fields() -> type[BaseModel]:
    return MapConfig
