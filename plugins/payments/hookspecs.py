"""The hook the payments plugin owns: other plugins add payment providers through it.

    # plugins/twint/__init__.py
    from kernel import hookimpl
    from plugins.payments.provider import PaymentProvider

    class Twint(PaymentProvider):
        id = "twint"
        label = "TWINT"
        plugin_flag = "enablePluginTwint"
        ...

    @hookimpl
    def tresen_payment_providers():
        return [Twint]

See docs/payments.md.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from plugins.payments.provider import PaymentProvider

hookspec = pluggy.HookspecMarker("tresen")
#: Called on every installed plugin, enabled or not (docs/plugin-reference.md).
DECLARATION_HOOKS = frozenset({"tresen_payment_providers"})


@hookspec
def tresen_payment_providers() -> Iterable[type[PaymentProvider]] | None:
    """Return the payment provider classes this plugin brings (pretix style).

    Called once per app when the first payment is offered, on every installed plugin; a
    provider is offered only while its plugin is enabled and its flags (plugin flag,
    global switch, branch flag, spec 001 §5) are all on. Each class is instantiated once
    per app with the kernel's :class:`kernel.settings.Settings`. Ids must be unique.
    """
