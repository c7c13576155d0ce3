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
#: Contact forms (002 §4, §8).
FORM_THANKS = "Vielen Dank für Ihre Nachricht!"
FORM_SUBJECT = "Neue Nachricht über das Formular „{form}“"
FORM_NO_FILES = "Dateien können über dieses Formular nicht gesendet werden."
FORM_CONTENT_TYPE = "Bitte senden Sie das Formular als multipart/form-data."
