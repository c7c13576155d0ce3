"""A plugin whose UI module fills slots the way a real plugin does (browser tests).

It overrides the replace slot ``product.price`` (wrapping the shell's default it is
handed) and contributes to ``checkout.sections`` a block that adds a field to the order
the checkout sends. Its remote is the hand-written ``remote/remoteEntry.js``: it takes
React from the share scope the shell hands to ``init``, exactly like a built remote.
"""

from pathlib import Path

from kernel import Manifest, UiRemote, hookimpl

UI_DIST = Path(__file__).resolve().parent / "remote"


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="ui_slots",
        title="Slot-Beispiel",
        version="0.1.0",
        flags=("enablePluginUiSlots",),
        slots=("product.price", "checkout.sections"),
        ui=UiRemote(name="plugin_ui_slots", entry="/plugins/ui_slots/remoteEntry.js"),
    )
