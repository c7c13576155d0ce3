"""German texts of the SMS plugin."""

from __future__ import annotations

NEW_ORDER = "{shop}: Ihre Bestellung {number} ist eingegangen. Status: {url}"
RESEND_FAILED = "Bestätigung konnte nicht versendet werden."  # spec 000 §8
