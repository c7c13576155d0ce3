"""Plugin ``signage``: Film sequences, streams and TVs."""

from __future__ import annotations

from aiohttp import web

from kernel import Manifest, Resource, UiRemote, hookimpl, manifest_hook
from plugins.signage import commands, socket
from plugins.signage.resources import RESOURCES

MANIFEST = Manifest(
    id="signage",
    title="Digital Signage",
    version="1.0.0",
    requires=("branches",),
    flags=("enablePluginSignage",),
    slots=("backend.resources",),
    ui=UiRemote(name="plugin_signage", entry="/plugins/signage/remoteEntry.js"),
    description="Film sequences, streams and TVs.",
)


tresen_manifest = manifest_hook(MANIFEST)


@hookimpl
def tresen_entities() -> list[Resource]:
    return RESOURCES


@hookimpl
def tresen_routes() -> list[web.RouteDef]:
    return [*commands.routes, *socket.routes]
