"""Plugin ``homepage``: the single-branch home page (001 §2) in place of the branch list.

Its UI module overrides the slot ``home.branches``: three teasers (order online, call,
directions), opening and delivery hours per branch with a toggle, and the contact block.
"""

from __future__ import annotations

from kernel import Manifest, UiRemote, manifest_hook

MANIFEST = Manifest(
    id="homepage",
    title="Startseite",
    version="1.0.0",
    flags=("enablePluginHomepage",),
    slots=("home.branches",),
    ui=UiRemote(name="plugin_homepage", entry="/plugins/homepage/remoteEntry.js"),
    description="Single-branch home page instead of the branch list.",
)


tresen_manifest = manifest_hook(MANIFEST)
