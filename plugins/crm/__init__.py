"""Plugin ``crm``: customers, external users, analytics leads (switchable, on by default)."""

from __future__ import annotations

from kernel import KERNEL_VERSION, Manifest, Resource, hookimpl
from plugins.crm.resources import RESOURCES


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="crm",
        title="Kunden und Leads",
        version=KERNEL_VERSION,
        flags=("enablePluginCrm",),
        default_on=True,  # the spec names no flag: on until a configuration turns it off
    )


@hookimpl
def tresen_entities() -> list[Resource]:
    return RESOURCES
