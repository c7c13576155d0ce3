"""Plugin ``donations``: Donation recipients and a donation in the checkout."""

from __future__ import annotations

from typing import Any

from kernel import Manifest, UiRemote, hookimpl

MANIFEST = Manifest(
    id="donations",
    title="Spenden",
    version="1.0.0",
    flags=("enablePluginDonations",),
    slots=("checkout.sections",),
    ui=UiRemote(name="plugin_donations", entry="/plugins/donations/remoteEntry.js"),
    description="Donation recipients and a donation in the checkout.",
)


@hookimpl
def tresen_manifest() -> Manifest:
    return MANIFEST


@hookimpl
def tresen_init_collections() -> dict[str, list[Any]]:
    return {"/api/donatees": []}
