"""The server's German message catalogue (spec 000 §5). One place for every text a user reads."""

from __future__ import annotations

# Field validation (the texts the back-office shows for the server's errors list).
BLANK = "Dieser Wert sollte nicht leer sein."
EMAIL = "Dieser Wert ist keine gültige E-Mail-Adresse."
TOO_LONG = "Diese Zeichenkette ist zu lang. Sie sollte höchstens {limit} Zeichen haben."
TOO_MANY = "Diese Sammlung sollte {limit} oder weniger Elemente enthalten."
TOO_SHORT = "Diese Zeichenkette ist zu kurz. Sie sollte mindestens {limit} Zeichen haben."
FILE_TOO_LARGE = (
    "Die Datei ist zu groß ({size} {suffix}). Die maximal zulässige Größe beträgt {limit} {suffix}."
)
FILE_TYPE = "Der Dateityp ist ungültig ({type}). Erlaubte Dateitypen sind {types}."
IMAGE_TOO_WIDE = (
    "Die Bildbreite ist zu groß ({width}px). Die maximal zulässige Breite beträgt {limit}px."
)
IMAGE_TOO_HIGH = (
    "Die Bildhöhe ist zu groß ({height}px). Die maximal zulässige Höhe beträgt {limit}px."
)
ALREADY_USED = "Dieser Wert wird bereits verwendet."
INVALID_JSON = "Dieser Wert sollte gültiges JSON sein."
IBAN = "Dieser Wert ist keine gültige internationale Bankkontonummer (IBAN)."
BIC = "Dieser Wert ist keine gültige internationale Bankleitzahl (BIC)."
CARD_NUMBER = "Ungültige Kartennummer."
POSITIVE = "Dieser Wert sollte positiv sein."
POSITIVE_OR_ZERO = "Dieser Wert sollte entweder positiv oder 0 sein."
NEGATIVE = "Dieser Wert sollte negativ sein."
NEGATIVE_OR_ZERO = "Dieser Wert sollte entweder negativ oder 0 sein."
TYPE = "Dieser Wert sollte vom Typ {type} sein."
CHOICE = "Sie haben einen ungültigen Wert ausgewählt."
EXTRA_FIELD = "Dieses Feld wurde nicht erwartet."
INVALID = "Dieser Wert ist nicht gültig."
GREATER_EQUAL = "Dieser Wert sollte größer oder gleich {limit} sein."
LESS_EQUAL = "Dieser Wert sollte kleiner oder gleich {limit} sein."

# Authentication (spec 000 §5).
INVALID_CREDENTIALS = "Fehlerhafte Zugangsdaten."
ACCOUNT_EXPIRED = "Der Account ist abgelaufen."
ACCOUNT_DISABLED = "Der Account ist deaktiviert."
ACCOUNT_LOCKED = "Der Account ist gesperrt."
TOO_MANY_ATTEMPTS = (
    "Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in {minutes} Minuten "
    "noch einmal."
)
INVALID_LOGIN_LINK = "Ungültiger oder abgelaufener Anmelde-Link."
INVALID_CSRF = "Ungültiges CSRF-Token."
LOGIN_LINK_SUBJECT = "Ihr Anmelde-Link"
LOGIN_LINK_MAIL = (
    "Hallo {username},\n\nmit diesem Link melden Sie sich an. Er ist {minutes} Minuten gültig "
    "und nur einmal verwendbar:\n\n{url}\n"
)

# HTTP-level answers.
UNAUTHORIZED = "Bitte melden Sie sich an."
FORBIDDEN = "Sie haben keine Berechtigung für diese Aktion."
NOT_FOUND = "Nicht gefunden."
METHOD_NOT_ALLOWED = "Diese Methode ist nicht erlaubt."
TOO_LARGE = "Die Anfrage ist zu groß."
UNSUPPORTED_MEDIA_TYPE = "Bitte senden Sie JSON (Content-Type: application/json)."
TOO_MANY_REQUESTS = "Zu viele Anfragen. Bitte versuchen Sie es später noch einmal."
CONFLICT = "Die Daten wurden zwischenzeitlich geändert. Bitte laden Sie neu."
SERVER_ERROR = "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal."
BAD_REQUEST = "Die Anfrage ist ungültig."
TOO_DEEP = "Diese Daten sind zu tief verschachtelt."
REQUEST_TIMEOUT = "Die Anfrage wurde zu langsam übertragen."
UNAVAILABLE = (
    "Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in Kürze noch einmal."
)
UNKNOWN_HOST = "Diese Adresse wird hier nicht bedient."

# Plugins and configuration.
PLUGIN_REQUIRES = (
    "Das Plugin „{plugin}“ benötigt das Plugin „{other}“. Bitte aktivieren Sie zuerst „{other}“."
)
PLUGIN_REQUIRED_BY = (
    "Das Plugin „{plugin}“ kann nicht deaktiviert werden, solange das Plugin „{other}“ "
    "aktiviert ist."
)
