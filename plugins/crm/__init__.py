"""Built-in plugin ``crm``: customers, external users, analytics leads."""

from __future__ import annotations

from kernel import KERNEL_VERSION, Manifest, Resource, hookimpl
from plugins.crm.resources import RESOURCES


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="crm", title="Kunden", version=KERNEL_VERSION)


@hookimpl
def tresen_entities() -> list[Resource]:
    return RESOURCES
