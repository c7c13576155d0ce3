"""Built-in plugin ``branches``: divisions, branches, tables, opening hours."""

from __future__ import annotations

from typing import Any

from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="branches", title="Standorte", version=KERNEL_VERSION)


@hookimpl
def tresen_init_collections() -> dict[str, list[Any]]:
    return {"/api/divisions": [], "/api/branches": [], "/api/tables": []}
