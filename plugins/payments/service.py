"""Payments: which providers are offered, starting a payment, and applying what a
provider reports — under the order's row lock, only when it matches *this* order, only
through the kernel's legal changes, announced exactly once."""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from aiohttp import web
from sqlalchemy import select

from domains.branches.api import Branch
from domains.orders.api import (
    Order,
    OrderDeps,
    in_background,
    new_order_mails,
    order_hash,
    payment,
)
from kernel import CONFIG, DB, REGISTRY, SETTINGS
from plugins.payments.provider import PaymentProvider, ProviderError, Seen, Urls
from plugins.payments.settings import PaymentSettings

log = logging.getLogger(__name__)
ERROR_PAGE = "/store/{identifier}/checkout/error"


@dataclass(frozen=True)
class Installed:
    owner: str  # the plugin that brought the provider
    provider: PaymentProvider


_installed: weakref.WeakKeyDictionary[web.Application, dict[str, Installed]] = (
    weakref.WeakKeyDictionary()
)


def installed(app: web.Application) -> dict[str, Installed]:
    """Every provider of every installed plugin, built once per app."""
    found = _installed.get(app)
    if found is None:
        found = {}
        for plugin, classes in app[REGISTRY].declared("tresen_payment_providers"):
            for cls in classes:
                if cls.id in found or cls.id == "cash":
                    raise ValueError(f"payment provider id {cls.id!r} is taken")
                found[cls.id] = Installed(plugin.id, cls(app[SETTINGS]))
        _installed[app] = found
    return found


def provider(app: web.Application, provider_id: str) -> PaymentProvider | None:
    """The provider of ``provider_id`` if its plugin is enabled (else None)."""
    entry = installed(app).get(provider_id)
    if entry is None or not app[REGISTRY].is_enabled(entry.owner):
        return None
    return entry.provider


def offered(app: web.Application, branch: Any, config: Mapping[str, Any]) -> dict[str, str]:
    """id → label of the providers offered at ``branch`` (all three flags on)."""
    return {
        entry.provider.id: entry.provider.label
        for entry in installed(app).values()
        if app[REGISTRY].is_enabled(entry.owner) and entry.provider.offered(config, branch)
    }


def currency(app: web.Application) -> str:
    return str(app[CONFIG].document.get("currency", "EUR"))


def public_hash(app: web.Application, order: Order) -> str:
    return order_hash(app[SETTINGS].secret_key, order.uid)


def urls(app: web.Application, order: Order) -> Urls:
    """Absolute URLs under the configured public URL, never the request's Host."""
    base = app[SETTINGS].public_url
    return Urls(
        back=f"{base}/api/payments/return/{order.uid}/{public_hash(app, order)}",
        webhook=f"{base}/api/payments/{order.payment_method}/webhook",
    )


async def error_page(app: web.Application, order: Order) -> str:
    async with app[DB].session() as s:
        branch = await s.get(Branch, order.branch_id)
    identifier = branch.identifier if branch is not None else ""
    return app[SETTINGS].public_url + ERROR_PAGE.format(identifier=identifier)


def status_page(app: web.Application, order: Order) -> str:
    return f"{app[SETTINGS].public_url}/status/{order.uid}/{public_hash(app, order)}"


async def start(app: web.Application, order: Order) -> dict[str, Any]:
    """Start the online payment of a new order; the creation answer's redirect URL.

    When the provider cannot be reached the payment (and so the order) fails and the
    customer is sent to the checkout's error page instead of a status page that waits.
    """
    chosen = provider(app, order.payment_method)
    if chosen is None or not chosen.online:
        return {}
    budget = app[SETTINGS].hook_timeout * 0.8  # answer before the kernel skips the hook
    try:
        async with asyncio.timeout(budget):
            started = await chosen.create(order, currency(app), urls(app, order))
    except (ProviderError, TimeoutError) as exc:
        log.warning("payment of order %s could not start: %r", order.id, exc)
        await apply(app, order.id, "failed", "system", f"Start fehlgeschlagen: {exc}")
        return {"paymentRedirectUrl": await error_page(app, order)}
    if started is None:
        return {}
    await apply(app, order.id, "pending", "system", "Zahlung gestartet", started.reference)
    return {"paymentRedirectUrl": started.redirect_url}


def mismatch(
    order: Order, seen: Seen, expected_currency: str, live: bool | None = None
) -> str | None:
    """Why ``seen`` is not *this* order's payment (None: it is)."""
    if live is not None and seen.live is not None and live != seen.live:
        return "mode"
    if order.payment_reference != seen.reference:
        return "reference"
    if seen.order_id is not None and seen.order_id != order.id:
        return "order"
    if seen.amount != order.total_gross:
        return "amount"
    if seen.currency != expected_currency:
        return "currency"
    return None


async def apply(
    app: web.Application,
    order_id: int,
    state: str,
    actor: str,
    detail: str = "",
    reference: str | None = None,
    seen: Seen | None = None,
    live: bool | None = None,
) -> tuple[Order | None, bool]:
    """Move the order's payment to ``state`` under its row lock; (order, changed).

    With ``seen`` the provider's report must match the locked order. A payment that
    becomes secured (authorised or paid) for the first time announces the order (the
    new-order e-mails); only the transaction that made the change does it.
    """
    lock_timeout = PaymentSettings().payment_lock_timeout
    async with app[DB].transaction() as s:
        order = await payment.lock(s, order_id, lock_timeout)
        if order is None:
            return None, False
        if seen is not None:
            why = mismatch(order, seen, currency(app), live)
            if why is not None:
                log.warning(
                    "payment %s does not match order %s (%s)", seen.reference, order_id, why
                )
                return order, False
        before = order.payment_status
        changed = payment.record(s, order, state, actor, detail, reference)
    if changed and state in payment.SECURED and before not in payment.SECURED:
        deps = OrderDeps.of(app)
        in_background(deps, new_order_mails(deps, order), f"mail-order-{order.id}")
    return order, changed


async def find(app: web.Application, provider_id: str, reference: str) -> Order | None:
    async with app[DB].session() as s:
        found: Order | None = await s.scalar(
            select(Order).where(
                Order.payment_method == provider_id, Order.payment_reference == reference
            )
        )
    return found


async def refresh(app: web.Application, order: Order, actor: str) -> tuple[Order, bool]:
    """Ask the provider for the order's payment and apply it (return URL, webhook, staff)."""
    chosen = provider(app, order.payment_method)
    if chosen is None or not chosen.online or order.payment_reference is None:
        return order, False
    seen = await chosen.fetch(order.payment_reference)
    detail = f"{chosen.id}: {seen.raw_status}"
    fresh, changed = await apply(
        app, order.id, seen.state, actor, detail, seen=seen, live=chosen.live
    )
    return fresh or order, changed


async def follow_status(app: web.Application, order: Order, after: str) -> None:
    """Money follows the order: capture on confirm, void on reject or cancel before
    capture, refund on cancel after capture. Failures are logged; staff can re-check."""
    chosen = provider(app, order.payment_method)
    reference = order.payment_reference
    if chosen is None or not chosen.online or reference is None:
        return
    state, money = order.payment_status, currency(app)
    if after == "confirmed" and state == "authorized":
        action, call = "capture", chosen.capture
    elif after in ("rejected", "canceled") and state in ("pending", "authorized"):
        action, call = "void", chosen.void
    elif after == "canceled" and state == "paid":
        action, call = "refund", chosen.refund
    else:
        return
    try:
        seen = await call(order, money, reference)
    except ProviderError as exc:
        log.error("%s of order %s failed: %r", action, order.id, exc)
        return
    if seen is not None:
        detail = f"{action}: {seen.raw_status}"
        await apply(app, order.id, seen.state, "system", detail, seen=seen, live=chosen.live)
