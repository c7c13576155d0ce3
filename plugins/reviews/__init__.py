"""Plugin ``reviews``: Questionnaire on completed orders."""

from __future__ import annotations

from kernel import Manifest, UiRemote, hookimpl

MANIFEST = Manifest(
    id="reviews",
    title="Bewertungen",
    version="1.0.0",
    flags=("enablePluginReviews",),
    slots=("status.after",),
    ui=UiRemote(name="plugin_reviews", entry="/plugins/reviews/remoteEntry.js"),
    description="Questionnaire on completed orders.",
)


@hookimpl
def tresen_manifest() -> Manifest:
    return MANIFEST
