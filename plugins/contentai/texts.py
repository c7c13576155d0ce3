"""The AI calls' German texts."""

NOT_SET_UP = "Die KI ist nicht eingerichtet."
SITE_FAILED = "Inhalt konnte nicht erzeugt werden."
IMAGE_FAILED = "Bild konnte nicht erzeugt werden."
TOO_MANY = "Zu viele KI-Anfragen. Bitte versuchen Sie es in {minutes} Minuten erneut."

SYSTEM_SITE = (
    "Du schreibst Inhalte für die Webseite eines Unternehmens, auf Deutsch, sachlich und "
    "freundlich. Antworte nur mit einem JSON-Objekt: "
    '{"title": "…", "description": "… (höchstens 300 Zeichen)", '
    '"sections": [{"title": "…", "text": "<p>…</p>"}]} — höchstens 8 Abschnitte, '
    "Text als einfaches HTML (p, strong, em, ul, li)."
)
USER_SITE = "Seite: {name} (Adresse /{path}).\nAuftrag: {prompt}"
