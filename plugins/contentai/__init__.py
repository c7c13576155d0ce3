"""Plugin ``contentai``: AI-generated site content and pictures (spec 000 §7 AI).

A provider interface (:mod:`.provider`) with an adapter for OpenAI-compatible APIs; what
comes back is a draft — the site is never changed without a person saving it.

The spec gives AI no flag and lists its calls with the back office's: its flag
``enablePluginContentAi`` defaults to on. What makes it work is a provider being set up
(``TRESEN_AI_BASE_URL``), without which the calls answer 503 'Die KI ist nicht
eingerichtet.'.
"""

from __future__ import annotations

from kernel import KERNEL_VERSION, Manifest, Routes, hookimpl
from plugins.contentai.routes import routes


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="contentai",
        title="KI-Inhalte",
        version=KERNEL_VERSION,
        flags=("enablePluginContentAi",),
        default_on=True,  # the spec names no flag: on until a configuration turns it off
        requires=("content", "media"),
    )


@hookimpl
def tresen_routes() -> Routes:
    return routes
