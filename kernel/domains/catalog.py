"""Built-in plugin ``catalog``: menus, categories, products, tags."""

from __future__ import annotations

from typing import Any

from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="catalog", title="Katalog", version=KERNEL_VERSION)


@hookimpl
def tresen_init_collections() -> dict[str, list[Any]]:
    return {"/api/menus": [], "/api/categories": [], "/api/products": [], "/api/tags": []}
