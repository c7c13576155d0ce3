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
#: A navigation item's link that is no path, http(s), mailto: or tel: (javascript:, data:).
LINK_SCHEME = (
    "Dieses Linkziel ist nicht erlaubt. Erlaubt sind Pfade dieser Website und Adressen "
    "mit http://, https://, mailto: oder tel:."
)
#: Contact forms (002 §4, §8).
FORM_THANKS = "Vielen Dank für Ihre Nachricht!"
FORM_SUBJECT = "Neue Nachricht über das Formular „{form}“"
FORM_NO_FILES = "Dateien können über dieses Formular nicht gesendet werden."
FORM_CONTENT_TYPE = "Bitte senden Sie das Formular als multipart/form-data."
#: Typed content (002 §3, §5).
VIDEO_MP4 = "Das Video muss eine MP4-Datei sein."
SITE_CONTENT_LIST = "Eine Standardseite besteht aus einer Liste von Abschnitten."
SITE_CONTENT_BODY = "Eine einfache Seite hat genau einen Text (body)."
REF_MISSING = "Der ausgewählte Eintrag existiert nicht."
REF_WRONG_TYPE = "Bitte wählen Sie einen Eintrag vom Typ „{type}“."
REF_NOT_PUBLIC = "Bitte wählen Sie einen öffentlichen und aktiven Eintrag."
FORM_FIELD_TWICE = "Diese Feld-ID wird in diesem Formular bereits verwendet."
#: Contact form uploads (002 §5: pdf, doc, docx and zip only).
FORM_FILE = (
    'Die ausgewählte Datei "{name}" kann nicht verarbeitet werden. Möglicherweise ist die '
    "Datei zu groß oder der Dateityp wird nicht erkannt."
)
FORM_KEY_REUSED = "Dieser Idempotency-Key wurde bereits für eine andere Nachricht verwendet."
FORM_TOO_MANY_FILES = "Es können höchstens {limit} Dateien gesendet werden."
FORM_FILES_TOO_LARGE = "Die Dateien sind zusammen zu groß (höchstens {limit} MB)."
