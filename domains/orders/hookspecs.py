"""The hooks the orders domain owns: payment methods, checkout parts, order events.

Plugins that take part in ordering (payments, donations, reviews, sms …) implement them
with ``@hookimpl`` like any kernel hook; the domain adds these specs when it is installed
(``TRESEN_HOOKSPECS`` in ``domains/orders/__init__.py``). They are run-time hooks, called
only on enabled plugins, each implementation isolated (kernel/hookspecs.py says how).

The hooks take the running ``app`` (its state: ``app[DB]``, ``app[SETTINGS]``, the
plugin's own keys), never the HTTP request: orders are also made and changed without one
(``tresen demo``, scheduled jobs, a payment provider's webhook acting for the system).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    from aiohttp import web

    from domains.branches.api import Branch
    from domains.orders.api import CheckoutPart, Order
    from domains.orders.checkout import CheckoutIn
    from kernel import FieldError

hookspec = pluggy.HookspecMarker("tresen")


@hookspec
def tresen_payment_methods(
    app: web.Application, branch: Branch, config: Mapping[str, Any]
) -> Mapping[str, str] | None:
    """Return the payment methods this plugin offers for an order at ``branch``: id → German
    label (``{"mollie": "Online bezahlen (Mollie)"}``).

    Called while an order is checked out and for ``GET /api/branches/{id}/payment-methods``
    with the configuration document (``config``). The orders domain offers ``cash`` itself
    (when the configuration's ``enableCash`` and the branch's ``isCashEnabled`` are both
    on). The payments plugin answers for its providers (an online method is offered only
    when its plugin flag, global switch and branch flag are all set, spec 001 §5); add a
    provider through its ``tresen_payment_providers`` hook rather than here. A method the
    customer picks that nobody offers is refused (422); the order stores the id as its
    payment provider (``Order.payment_method``).
    """


@hookspec
def tresen_checkout_validate(
    app: web.Application, form: CheckoutIn, branch: Branch
) -> Iterable[FieldError] | None:
    """Check the checkout form for the parts this plugin owns; return the problems.

    ``form`` is the validated :class:`domains.orders.checkout.CheckoutIn`,
    ``branch`` the branch ordered from. Return :class:`kernel.FieldError` items with the
    form's field names (``"donatee"``) and German messages; they are answered together
    with the orders domain's own checks as one 422. Must not write anything: the order is
    not created yet.
    """


@hookspec
def tresen_checkout_part(
    app: web.Application, body: Mapping[str, Any], branch: Branch, mode: str, final: bool
) -> CheckoutPart | None:
    """Own fields of the checkout body: validate them, price them, store them with the order.

    Called for ``POST /api/orders`` (``final`` True) and for ``POST /api/orders/price``
    (``final`` False, the checkout's summary) on enabled plugins only, with the raw JSON
    ``body``, the branch ordered from and ``mode`` (``"takeaway"``, ``"delivery"`` or
    ``"dineIn"``). Return a :class:`domains.orders.api.CheckoutPart` (or None):

    * ``fields`` — the body keys this plugin owns (``("donatee",)``). The checkout form
      refuses a key nobody owns with 'Dieses Feld wurde nicht erwartet.', so a plugin
      that is off makes its fields unknown again;
    * ``errors`` — :class:`kernel.FieldError` items with the body's JSON path
      (``"donatee"``, ``"donatee.id"``) and German messages, answered in the same 422 as
      the orders domain's own checks;
    * ``charges`` — :class:`domains.orders.api.Charge` lines (Decimal gross, tax
      rate) the server adds on top of the cart's totals and keeps on the order
      (``charges`` in the staff view); the cart's subtotal, minimum order value and free
      delivery do not count them;
    * ``store`` — ``async def store(session, order)``, called only for ``final`` and only
      when the order is valid, inside the order's transaction once the order has its id:
      write the plugin's own rows there. Raising rolls back the order with them.

    Must not write anything itself: the order may still be refused.
    """


@hookspec
def tresen_order_created(app: web.Application, order: Order) -> Mapping[str, Any] | None:
    """React to a new order after it is committed (e.g. start an online payment).

    ``order`` is the stored :class:`domains.orders.api.Order`. Return a mapping
    to merge into the creation answer; a ``paymentRedirectUrl`` sends the customer's
    browser to a payment provider. Called once per order, also for idempotent retries only
    the first time.
    """


@hookspec
def tresen_order_status_changed(
    app: web.Application, order: Order, before: str, after: str, actor: str
) -> None:
    """React to a status change of an order, after it is committed.

    ``order`` is the stored :class:`domains.orders.api.Order`, ``before``/``after`` are
    statuses of domains/orders/states.py, ``actor`` is ``"user:<id>"``, ``"customer"`` or
    ``"system"``. Typical uses: capture a payment on confirm, void it on reject, ask for a
    review on completion.
    """


@hookspec
def tresen_order_public_fields(app: web.Application, order: Order) -> Mapping[str, Any] | None:
    """Add fields to the public order view (``GET /api/orders/public/{uid}/{hash}``, the
    creation answer and every other answer that shows the order to its customer).

    The public view shows only the read-back fields of spec 001 §3 and never personal data
    (no e-mail, phone or address); a plugin adds its own, e.g. ``questionnaireRating`` or
    ``donatee``, read from its own tables (``app[DB]``). Keys are camelCase;
    values must be JSON-serialisable. While the plugin is off its keys are absent.
    """
