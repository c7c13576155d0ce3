"""German texts of the payments plugin (spec 000 §8, 001 §8)."""

from __future__ import annotations

RECHECK_FAILED = "Zahlungsstatus konnte nicht überprüft werden."
NOT_ONLINE = "Diese Bestellung wird nicht online bezahlt."
WEBHOOK_REJECTED = "Diese Benachrichtigung konnte nicht bestätigt werden."
