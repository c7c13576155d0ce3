"""Plugin ``search``: search and tag filters on the home page's branch list (001 §2).

Two separate features, each switched by its own flag: ``enablePluginSearch`` shows the
search box 'PLZ / Ort' (the input split on spaces and commas, matched against name,
street, city, zip code, keywords and tag names); ``enablePluginTags`` shows the tag
filter chips. Either flag loads the UI module, which fills the slot ``home.filters`` and
shows only the feature whose flag is on.
"""

from __future__ import annotations

from kernel import Manifest, UiRemote, manifest_hook

MANIFEST = Manifest(
    id="search",
    title="Filialsuche",
    version="1.0.0",
    flags=("enablePluginSearch", "enablePluginTags"),
    slots=("home.filters",),
    ui=UiRemote(name="plugin_search", entry="/plugins/search/remoteEntry.js"),
    description="Search box and tag filter chips on the branch list.",
)


tresen_manifest = manifest_hook(MANIFEST)
