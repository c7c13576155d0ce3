"""A plugin whose UI module fills slots the way a real plugin does (browser tests).

It overrides the replace slot ``product.price`` (wrapping the shell's default it is
handed) and contributes to ``checkout.sections`` a block that adds its own field to the
order the checkout sends: ``cutlery`` (bring cutlery), claimed and checked on the server
through ``tresen_checkout_part`` and shown back through ``tresen_order_public_fields``.
It also fills the branch page's slots (``branch.before``, ``branch.category``,
``branch.aside``) and adds a section to every order's card (``orders.card``).
Its remote is the hand-written ``remote/remoteEntry.js``: it takes React from the share
scope the shell hands to ``init``, exactly like a built remote. (The real checkout block
with a priced line is the donations plugin's.)
"""

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from domains.orders.api import CheckoutPart, Order
from kernel import FieldError, Manifest, UiRemote, hookimpl

UI_DIST = Path(__file__).resolve().parent / "remote"


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="ui_slots",
        title="Slot-Beispiel",
        version="0.1.0",
        flags=("enablePluginUiSlots",),
        slots=(
            "product.price",
            "checkout.sections",
            "branch.before",
            "branch.category",
            "branch.aside",
            "orders.card",
        ),
        ui=UiRemote(name="plugin_ui_slots", entry="/plugins/ui_slots/remoteEntry.js"),
    )


@hookimpl
def tresen_checkout_part(body: Mapping[str, Any]) -> CheckoutPart:
    cutlery = body.get("cutlery", False)
    if not isinstance(cutlery, bool):
        return CheckoutPart(fields=("cutlery",), errors=[FieldError("cutlery", "Ja oder nein?")])

    async def store(s: AsyncSession, order: Order) -> None:
        order.extra = {**order.extra, "ui_slots": {"cutlery": cutlery}}

    return CheckoutPart(fields=("cutlery",), store=store)


@hookimpl
def tresen_order_public_fields(order: Order) -> dict[str, Any]:
    return {"cutlery": bool(order.extra.get("ui_slots", {}).get("cutlery"))}
