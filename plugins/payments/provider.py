"""The payment provider interface: what a provider is and what it must answer.

A provider turns an order into a payment at the provider (``create``), reads a payment
back (``fetch``), tells a genuine webhook from a forged one (``verify_webhook``) and moves
money (``capture``, ``void``, ``refund``). It never writes the order: the plugin's
service applies what a provider reports, under the order's row lock, through the kernel's
table of legal payment changes (domains/orders/payment.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, ClassVar

from domains.orders.api import Order
from kernel import Settings


class ProviderError(Exception):
    """The provider could not be reached or refused the call (answer 502, retry later)."""


class WebhookRejected(Exception):
    """A webhook that is not the provider's (bad or stale signature, malformed body)."""


@dataclass(frozen=True)
class Urls:
    """Absolute URLs for the provider, all under the configured public URL."""

    back: str  # the browser comes back here after paying, failing or cancelling
    webhook: str


@dataclass(frozen=True)
class Started:
    """A payment created at the provider: its reference and where the customer pays."""

    reference: str
    redirect_url: str | None


@dataclass(frozen=True)
class Seen:
    """A payment as the provider reports it, in the kernel's terms.

    ``state`` is a state of domains/orders/payment.py; ``order_id`` is what the
    provider keeps of our order (metadata, refno), so a payment can be matched to *this*
    order; ``amount``/``currency`` are what it is for.
    """

    reference: str
    state: str
    amount: Decimal
    currency: str
    order_id: int | None
    raw_status: str = ""
    live: bool | None = None


class PaymentProvider:
    """Base class of every payment provider. Subclass, set the class attributes, and
    override what applies; the defaults describe a method without an outside service
    (paid at the counter: no redirect, nothing to fetch or move)."""

    #: Unique id, stored on the order (``paymentMethod``).
    id: ClassVar[str]
    #: German label shown in the checkout's payment section.
    label: ClassVar[str]
    #: The three switches of spec 001 §5: the plugin flag, the global enable flag (a
    #: configuration field) and the branch's flag (a Branch attribute, None: no branch flag).
    plugin_flag: ClassVar[str]
    global_flag: ClassVar[str | None] = None
    branch_flag: ClassVar[str | None] = None
    #: True when the customer pays at the provider (the order waits for the payment).
    online: ClassVar[bool] = False

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        #: Whether this installation takes real money (None: the provider has no modes);
        #: a payment reported in the other mode is never this installation's.
        self.live: bool | None = None

    def offered(self, config: Mapping[str, Any], branch: Any) -> bool:
        return (
            config.get(self.plugin_flag) is True
            and (self.global_flag is None or config.get(self.global_flag) is True)
            and (self.branch_flag is None or bool(getattr(branch, self.branch_flag, False)))
        )

    async def create(self, order: Order, currency: str, urls: Urls) -> Started | None:
        """Start the payment at the provider (authorise only); None: nothing to start."""
        return None

    async def fetch(self, reference: str) -> Seen:
        raise ProviderError(f"{self.id} keeps no payments")

    async def verify_webhook(self, headers: Mapping[str, str], body: bytes) -> str:
        """Return the payment reference a genuine webhook names; raise WebhookRejected."""
        raise WebhookRejected(f"{self.id} sends no webhooks")

    async def capture(self, order: Order, currency: str, reference: str) -> Seen | None:
        """Collect an authorised payment (the order was confirmed); None: nothing to do."""
        return None

    async def void(self, order: Order, currency: str, reference: str) -> Seen | None:
        """Release an authorisation (the order was rejected or cancelled before capture)."""
        return None

    async def refund(self, order: Order, currency: str, reference: str) -> Seen | None:
        """Pay a captured payment back (the order was cancelled after capture)."""
        return None


def minor_units(amount: Decimal) -> int:
    """10.50 → 1050 (the currencies offered here have two decimals)."""
    return int((amount * 100).quantize(Decimal(1)))
