"""Plugin ``homepage``: Home page with branch list."""

from __future__ import annotations

from kernel import Manifest, UiRemote, hookimpl

MANIFEST = Manifest(
    id="homepage",
    title="Startseite",
    version="1.0.0",
    flags=("enablePluginHomepage",),
    slots=("home.sections",),
    ui=UiRemote(name="plugin_homepage", entry="/plugins/homepage/remoteEntry.js"),
    description="Home page with branch list.",
)


@hookimpl
def tresen_manifest() -> Manifest:
    return MANIFEST
