"""Built-in plugin ``catalog``: menus, categories, tags, products."""

from __future__ import annotations

from typing import Any

from kernel.entities import Resource
from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="catalog", title="Katalog", version=KERNEL_VERSION)


@hookimpl
def tresen_entities() -> list[Resource]:
    return []


@hookimpl
def tresen_init_collections() -> dict[str, list[Any]]:
    # Filled by the resources of this domain.
    return {"/api/categories": [], "/api/menus": [], "/api/products": [], "/api/tags": []}
