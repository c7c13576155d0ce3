"""Plugin ``payments``: online payment providers (Mollie, Datatrans) and the methods paid
at the counter (ATM card, Hydro AG voucher), behind one provider interface that other
plugins extend through ``tresen_payment_providers`` (plugins/payments/hookspecs.py)."""

from __future__ import annotations

from typing import Any

from aiohttp import web
from pydantic import BaseModel

from kernel import Manifest, Routes, UiRemote, hookimpl
from plugins.payments import hookspecs, service
from plugins.payments.counter import AtmCard, HydroAgVoucher
from plugins.payments.datatrans import Datatrans
from plugins.payments.mollie import Mollie
from plugins.payments.provider import PaymentProvider
from plugins.payments.routes import routes

TRESEN_HOOKSPECS = hookspecs

MANIFEST = Manifest(
    id="payments",
    title="Zahlungen",
    version="1.0.0",
    requires=("branches", "orders"),
    flags=(
        "enablePluginATMCard",
        "enablePluginHydroAGVoucher",
        "enablePluginMollie",
        "enablePluginDatatrans",
    ),
    slots=("backend.resources", "orders.actions"),
    ui=UiRemote(name="plugin_payments", entry="/plugins/payments/remoteEntry.js"),
    description="Online payment providers: ATM card, HydroAG voucher, Mollie, Datatrans.",
)


class PaymentConfig(BaseModel):
    """The global switches of spec 001 §5 (credentials are environment settings)."""

    enableATMCard: bool = False
    enableHydroAGVoucher: bool = False
    enableMollie: bool = False
    enableDatatrans: bool = False


@hookimpl
def tresen_manifest() -> Manifest:
    return MANIFEST


@hookimpl
def tresen_config_fields() -> type[BaseModel]:
    return PaymentConfig


@hookimpl
def tresen_routes() -> Routes:
    return routes


@hookimpl
def tresen_payment_providers() -> list[type[PaymentProvider]]:
    return [AtmCard, HydroAgVoucher, Mollie, Datatrans]


@hookimpl
def tresen_payment_methods(app: web.Application, branch: Any, config: Any) -> dict[str, str]:
    return service.offered(app, branch, config)


@hookimpl
async def tresen_order_created(app: web.Application, order: Any) -> dict[str, Any]:
    return await service.start(app, order)


@hookimpl
async def tresen_order_status_changed(app: web.Application, order: Any, after: str) -> None:
    await service.follow_status(app, order, after)
