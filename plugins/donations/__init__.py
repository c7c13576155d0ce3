"""Plugin ``donations``: Donation recipients and a donation in the checkout."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from kernel import DB, Manifest, Resource, UiRemote, hookimpl
from plugins.donations.resources import DONATEES

MANIFEST = Manifest(
    id="donations",
    title="Spenden",
    version="1.0.0",
    flags=("enablePluginDonations",),
    slots=("checkout.sections",),
    ui=UiRemote(name="plugin_donations", entry="/plugins/donations/remoteEntry.js"),
    description="Donation recipients and a donation in the checkout.",
)


@hookimpl
def tresen_manifest() -> Manifest:
    return MANIFEST


@hookimpl
def tresen_entities() -> list[Resource]:
    return [DONATEES]


@hookimpl
async def tresen_init_collections(request: web.Request, user: Any) -> dict[str, list[Any]]:
    async with request.app[DB].session() as s:
        return {"/api/donatees": await DONATEES.list_visible(s, user)}
