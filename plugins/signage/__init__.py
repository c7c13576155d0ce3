"""Plugin ``signage``: Film sequences, streams and TVs."""

from __future__ import annotations

from kernel import Manifest, Resource, Routes, UiRemote, hookimpl
from plugins.signage.commands import routes
from plugins.signage.resources import RESOURCES

MANIFEST = Manifest(
    id="signage",
    title="Digital Signage",
    version="1.0.0",
    flags=("enablePluginSignage",),
    slots=("backend.resources",),
    ui=UiRemote(name="plugin_signage", entry="/plugins/signage/remoteEntry.js"),
    description="Film sequences, streams and TVs.",
)


@hookimpl
def tresen_manifest() -> Manifest:
    return MANIFEST


@hookimpl
def tresen_entities() -> list[Resource]:
    return RESOURCES


@hookimpl
def tresen_routes() -> Routes:
    return routes
