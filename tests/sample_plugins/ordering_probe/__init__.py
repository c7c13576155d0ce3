"""A plugin that uses every ordering hook, recording what it saw (order hook tests)."""

from __future__ import annotations

from typing import Any

from kernel import FieldError, Manifest, hookimpl

seen: dict[str, list[Any]] = {"created": [], "changed": []}


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
