"""Built-in plugin ``analytics``: the analytics log of 000 §7 / 002 §7."""

from __future__ import annotations

from kernel import KERNEL_VERSION, Manifest, Routes, hookimpl
from plugins.analytics.routes import routes


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="analytics", title="Analytics", version=KERNEL_VERSION)


@hookimpl
def tresen_routes() -> Routes:
    return routes
