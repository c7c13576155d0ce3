"""Built-in plugin ``content``: sites, navigations, blocks, nodes."""

from __future__ import annotations

from typing import Any

from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="content", title="Inhalte", version=KERNEL_VERSION)


@hookimpl
def tresen_init_collections() -> dict[str, list[Any]]:
    return {"/api/sites": [], "/api/navigations": [], "/api/blocks": [], "/api/nodes": []}
