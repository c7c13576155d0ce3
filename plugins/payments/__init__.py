"""Plugin ``payments``: Online payment providers: ATM card, HydroAG voucher, Mollie, Datatrans."""

from __future__ import annotations

from kernel import Manifest, UiRemote, hookimpl

MANIFEST = Manifest(
    id="payments",
    title="Zahlungen",
    version="1.0.0",
    flags=(
        "enablePluginATMCard",
        "enablePluginHydroAGVoucher",
        "enablePluginMollie",
        "enablePluginDatatrans",
    ),
    slots=("checkout.sections",),
    ui=UiRemote(name="plugin_payments", entry="/plugins/payments/remoteEntry.js"),
    description="Online payment providers: ATM card, HydroAG voucher, Mollie, Datatrans.",
)


@hookimpl
def tresen_manifest() -> Manifest:
    return MANIFEST
