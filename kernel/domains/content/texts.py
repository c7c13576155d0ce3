"""German texts of the content domain (server messages a back-office user reads)."""

from __future__ import annotations

#: A path that breaks the slug rule (spec 002 §5); ``{suggestion}`` is the slugged input.
PATH_INVALID = (
    "Dieser Pfad ist ungültig. Erlaubt sind Kleinbuchstaben, Ziffern und Bindestriche, "
    "Abschnitte getrennt durch „/“ (Vorschlag: „{suggestion}“)."
)
#: The same when nothing of the input survives the slug rule.
PATH_INVALID_PLAIN = (
    "Dieser Pfad ist ungültig. Erlaubt sind Kleinbuchstaben, Ziffern und Bindestriche, "
    "Abschnitte getrennt durch „/“."
)
#: A redirect or QR code whose target is its own path.
TARGET_IS_SELF = "Das Ziel darf nicht auf dieselbe Adresse verweisen."
