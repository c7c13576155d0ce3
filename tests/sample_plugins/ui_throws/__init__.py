"""A plugin whose UI module loads but throws in ``setup`` (browser isolation tests).

Its remote is the hand-written ``remote/remoteEntry.js`` (no build needed); ``UI_DIST``
tells the kernel where it lives instead of ``ui/dist``.
"""

from pathlib import Path

from kernel import Manifest, UiRemote, hookimpl

UI_DIST = Path(__file__).resolve().parent / "remote"


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="ui_throws",
        title="Wirft beim Einrichten",
        version="0.1.0",
        flags=("enablePluginUiThrows",),
        slots=("footer",),
        ui=UiRemote(name="plugin_ui_throws", entry="/plugins/ui_throws/remoteEntry.js"),
    )
