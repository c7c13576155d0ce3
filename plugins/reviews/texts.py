"""German texts of the reviews plugin."""

from __future__ import annotations

NOT_COMPLETED = "Nur abgeschlossene Bestellungen können bewertet werden."
ALREADY_RATED = "Diese Bestellung wurde bereits bewertet."
