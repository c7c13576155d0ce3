"""The settings that bound anonymous abuse (orders per address and recipient, new-order
mails per branch, upload bytes per hour), relaxed for tests of other features — a test
suite places many orders to one e-mail address from one address — and their defaults
for the tests of the limits themselves."""

from __future__ import annotations

from typing import Any

from kernel.settings import Settings

COUNTS = (
    "order_limit_per_address",
    "order_limit_per_address_without_email",
    "order_limit_per_recipient",
    "branch_mails_per_window",
    "upload_bytes_per_address_hour",
    "upload_bytes_anonymous_hour",
)
#: Limits no test of another feature reaches.
RELAXED: dict[str, Any] = dict.fromkeys(COUNTS, 10**12)


def defaults() -> dict[str, Any]:
    """The limits as a deployment has them (the settings' defaults)."""
    return {name: Settings.model_fields[name].default for name in COUNTS}


#: :data:`RELAXED` as the environment of a ``tresen serve`` a test starts.
ENV: dict[str, str] = {f"TRESEN_{name.upper()}": str(value) for name, value in RELAXED.items()}
