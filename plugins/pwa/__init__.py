"""Plugin ``pwa``: Installable app: manifest, service worker, 'App installieren'."""

from __future__ import annotations

from kernel import Manifest, UiRemote, hookimpl

MANIFEST = Manifest(
    id="pwa",
    title="Progressive Web App",
    version="1.0.0",
    flags=("enablePluginPWA",),
    slots=("footer.actions",),
    ui=UiRemote(name="plugin_pwa", entry="/plugins/pwa/remoteEntry.js"),
    description="Installable app: manifest, service worker, 'App installieren'.",
)


@hookimpl
def tresen_manifest() -> Manifest:
    return MANIFEST
