"""Plugin ``toolbar``: Staff toolbar on the public front end."""

from __future__ import annotations

from kernel import Manifest, UiRemote, hookimpl

MANIFEST = Manifest(
    id="toolbar",
    title="Werkzeugleiste",
    version="1.0.0",
    flags=("enablePluginToolbar",),
    slots=("frontend.overlays",),
    ui=UiRemote(name="plugin_toolbar", entry="/plugins/toolbar/remoteEntry.js"),
    description="Staff toolbar on the public front end.",
)


@hookimpl
def tresen_manifest() -> Manifest:
    return MANIFEST
