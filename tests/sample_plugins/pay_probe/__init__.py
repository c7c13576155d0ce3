"""A third-party plugin that adds a payment provider through the payments plugin's hook,
without touching the kernel (payments tests)."""

from __future__ import annotations

from kernel import Manifest, hookimpl
from plugins.payments.provider import PaymentProvider


class ProbeVoucher(PaymentProvider):
    id = "probe-voucher"
    label = "Probegutschein"
    plugin_flag = "enablePluginPayProbe"


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="pay_probe",
        title="Zahlungssonde",
        version="0.1.0",
        flags=("enablePluginPayProbe",),
        requires=("payments",),
    )


@hookimpl
def tresen_payment_providers() -> list[type[PaymentProvider]]:
    return [ProbeVoucher]
