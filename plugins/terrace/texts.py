"""German messages of the terrace planner."""

from __future__ import annotations

NO_AREA = "Die Umrisslinie schließt keine Fläche ein."
TOO_LARGE = "Die Fläche ist zu groß für die Planung (höchstens {pieces} Bretter)."
