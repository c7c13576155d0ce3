"""German texts of the analytics log (server messages)."""

from __future__ import annotations

#: 002 §2.11: nothing is recorded before the visitor accepted cookies.
NO_CONSENT = "Ohne Zustimmung zu Cookies wird nichts aufgezeichnet."
#: The data object is bigger than any the client sends.
DATA_TOO_LARGE = "Diese Daten sind zu groß. Sie sollten höchstens {limit} Bytes haben."
