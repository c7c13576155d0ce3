"""German texts and the constant of the donations plugin (spec 001 §8, §9)."""

from __future__ import annotations

from decimal import Decimal

#: 001 §9: the donation added for a named recipient, in the shop currency.
DONATION_AMOUNT = Decimal("0.07")
#: The order's priced line; ``{name}`` is the recipient.
DONATION_LINE = "Spende an {name}"
#: The checkout names a recipient that does not exist or is switched off.
UNKNOWN_DONATEE = "Diese Organisation steht nicht zur Auswahl."
