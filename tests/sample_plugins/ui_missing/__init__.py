"""A plugin that declares a UI module but ships no build: its remoteEntry.js answers 404."""

from pathlib import Path

from kernel import Manifest, UiRemote, hookimpl

UI_DIST = Path(__file__).resolve().parent / "ui" / "dist"  # never built


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="ui_missing",
        title="Ohne Build",
        version="0.1.0",
        flags=("enablePluginUiMissing",),
        slots=("header",),
        ui=UiRemote(name="plugin_ui_missing", entry="/plugins/ui_missing/remoteEntry.js"),
    )
