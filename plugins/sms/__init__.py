"""Plugin ``sms``: the new-order SMS to the customer (spec 001 §3 ``enablePluginSMS``).

After an order is committed (``tresen_order_created``) the customer's phone gets 'Ihre
Bestellung … ist eingegangen' with the link to its status page, sent in the background
through the gateway ``TRESEN_SMS_URL`` (``POST {"to", "text"}``, bearer
``TRESEN_SMS_TOKEN``; see plugins/sms/settings.py). Staff can send it again
(``POST /api/orders/{id}/resend-new-order-sms``, the button 'SMS erneut senden' its UI
module adds to an order's actions, slot ``orders.actions``). While the plugin is off no SMS
is sent, its UI module is not loaded and that route answers 404.

The SMS goes out when the order is committed, also for an order whose customer is then
sent to an online payment (the new-order e-mails wait for the payment): it says the order
was received, and its status link shows the payment's outcome.
"""

from __future__ import annotations

from typing import Any

from aiohttp import web

from domains.orders.api import Order, OrderDeps, in_background
from kernel import CONFIG, SETTINGS, Manifest, Routes, UiRemote, hookimpl
from plugins.sms import service
from plugins.sms.provider import sms_provider
from plugins.sms.routes import routes
from plugins.sms.settings import SmsSettings

MANIFEST = Manifest(
    id="sms",
    title="SMS",
    version="1.0.0",
    requires=("orders",),
    flags=("enablePluginSMS",),
    slots=("orders.actions",),
    ui=UiRemote(name="plugin_sms", entry="/plugins/sms/remoteEntry.js"),
    description="The new-order SMS to the customer, through an HTTP SMS gateway.",
)


@hookimpl
def tresen_manifest() -> Manifest:
    return MANIFEST


@hookimpl
def tresen_routes() -> Routes:
    return routes


@hookimpl
def tresen_order_created(app: web.Application, order: Order) -> dict[str, Any] | None:
    provider = sms_provider(SmsSettings())
    if provider is None or not order.phone:
        return None
    settings = app[SETTINGS]
    work = service.new_order_sms(
        provider, order, app[CONFIG].document, settings.public_url, settings.secret_key
    )
    in_background(OrderDeps.of(app), work, f"sms-order-{order.id}")
    return None
