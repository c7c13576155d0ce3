"""German messages of the catalogue."""

from __future__ import annotations

UNKNOWN_PRODUCT = "Dieses Produkt gibt es nicht."
ONE_SHEET = "Als PNG höchstens {count} Etiketten (ein Bogen); für mehr bitte PDF wählen."
