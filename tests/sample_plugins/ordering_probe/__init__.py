"""A plugin that uses every ordering hook, recording what it saw (order hook tests)."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from domains.orders.api import Charge, CheckoutPart, Order
from kernel import FieldError, Manifest, hookimpl

seen: dict[str, list[Any]] = {"created": [], "changed": [], "stored": []}


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="ordering_probe",
        title="Bestellsonde",
        version="0.1.0",
        flags=("enablePluginOrderingProbe",),
    )


@hookimpl
def tresen_payment_methods(branch: Any) -> dict[str, str]:
    return {"probe-pay": "Sondenzahlung"} if branch.is_mollie_enabled else {}


@hookimpl
def tresen_checkout_validate(form: Any) -> list[FieldError]:
    return (
        [FieldError("comment", "Dieser Kommentar ist nicht erlaubt.")]
        if (form.comment == "verboten")
        else []
    )


@hookimpl
async def tresen_order_created(order: Any) -> dict[str, Any]:
    seen["created"].append(order.uid)
    if order.payment_method == "probe-pay":
        return {"paymentRedirectUrl": f"https://pay.example/{order.uid}"}
    return {}


@hookimpl
def tresen_order_status_changed(order: Any, before: str, after: str, actor: str) -> None:
    seen["changed"].append((order.id, before, after, actor))


@hookimpl
def tresen_order_public_fields(order: Any) -> dict[str, Any]:
    return {"probeTicket": f"T{order.ticket_number}"}


@hookimpl
def tresen_checkout_part(body: Mapping[str, Any], final: bool) -> CheckoutPart:
    """Owns ``probe``: "tip" adds a 1.00 charge at 20 %, "kaputt" fails while storing."""
    probe = body.get("probe")
    if probe is None:
        return CheckoutPart(fields=("probe",))
    if probe not in ("tip", "kaputt"):
        return CheckoutPart(fields=("probe",), errors=[FieldError("probe", "Unbekannt.")])

    async def store(s: AsyncSession, order: Order) -> None:
        seen["stored"].append((order.id, final))
        if probe == "kaputt":
            raise RuntimeError("probe store failed")

    tip = Charge(key="tip", label="Trinkgeld", gross=Decimal("1.00"), rate=Decimal("20"))
    return CheckoutPart(fields=("probe",), charges=[tip], store=store)
