"""Plugin ``donations``: donation recipients and a donation in the checkout.

The checkout's ``donatee`` field belongs to this plugin (``tresen_checkout_part``): it
adds the donation line of 001 §9 to the order and records it in ``order_donations``; the
order's public view shows the recipient (``tresen_order_public_fields``). While the
plugin is off, ``donatee`` is an unexpected field and nothing of it is shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aiohttp import web

from domains.orders.api import CheckoutPart, Order
from kernel import DB, Manifest, Resource, Routes, UiRemote, hookimpl, manifest_hook
from plugins.donations import checkout
from plugins.donations.resources import DONATEES
from plugins.donations.routes import routes

MANIFEST = Manifest(
    id="donations",
    title="Spenden",
    version="1.1.0",
    requires=("orders",),
    flags=("enablePluginDonations",),
    slots=("checkout.sections", "backend.resources"),
    ui=UiRemote(name="plugin_donations", entry="/plugins/donations/remoteEntry.js"),
    description="Donation recipients and a donation in the checkout.",
)


tresen_manifest = manifest_hook(MANIFEST)


@hookimpl
def tresen_entities() -> list[Resource]:
    return [DONATEES]


@hookimpl
def tresen_routes() -> Routes:
    return routes


@hookimpl
async def tresen_init_collections(request: web.Request, user: Any) -> dict[str, list[Any]]:
    async with request.app[DB].session() as s:
        return {"/api/donatees": await DONATEES.list_visible(s, user)}


@hookimpl
async def tresen_checkout_part(app: web.Application, body: Mapping[str, Any]) -> CheckoutPart:
    return await checkout.checkout_part(app[DB], body)


@hookimpl
async def tresen_order_public_fields(app: web.Application, order: Order) -> dict[str, Any]:
    return await checkout.public_fields(app[DB], order)
