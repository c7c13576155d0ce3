"""Built-in plugin ``orders``: checkout, server pricing, orders, status, screens, e-mails.

Payments, reviews and donations are plugins that hook into it through
``tresen_payment_methods``, ``tresen_checkout_validate``, ``tresen_checkout_part`` (own
body fields, priced charges, rows stored with the order), ``tresen_order_created``,
``tresen_order_status_changed`` and ``tresen_order_public_fields``; what they import of
it is in ``domains/orders/api.py``.
"""

from __future__ import annotations

from domains.orders import hookspecs
from domains.orders.bus import LIVE_TOPIC
from domains.orders.notify import digest_job
from domains.orders.routes import routes
from kernel import KERNEL_VERSION, Job, LiveTopic, Manifest, Routes, hookimpl

TRESEN_HOOKSPECS = hookspecs


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="orders",
        title="Bestellungen",
        version=KERNEL_VERSION,
        requires=("branches", "catalog", "media"),
    )


@hookimpl
def tresen_routes() -> Routes:
    return routes


@hookimpl
def tresen_scheduled_jobs() -> list[Job]:
    """The branches' digests of new orders beyond their mails per window (digest.py)."""
    return [Job("branch-mail-digest", digest_job, seconds=60)]


@hookimpl
def tresen_live_topics() -> list[LiveTopic]:
    """New orders and status changes, pushed to their branch's open screens (bus.py)."""
    return [LIVE_TOPIC]
