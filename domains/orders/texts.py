"""German texts of the ordering domain (spec 001 §5, §8). One catalogue for the layer."""

from __future__ import annotations

PHONE_FORMAT = "Bitte geben Sie eine gültige Nummer im Format {phone} an."
PHONE_EXAMPLE = "+43 660 1234567"
APPOINTMENT_REQUIRED = "Bitte wählen Sie einen Termin aus."
CLOSED_AT_APPOINTMENT = (
    "Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin "
    "während unserer Öffnungszeiten."
)
NO_SLOTS_THAT_DAY = "Zum ausgewählten Tag sind keine Termine verfügbar."
APPOINTMENT_IN_PAST = "Der ausgewählte Termin liegt in der Vergangenheit."
ORDER_TYPE_UNAVAILABLE = "Diese Bestellart wird an diesem Standort leider nicht angeboten."
BRANCH_CLOSED = "Derzeit haben wir leider geschlossen"
DELIVERY_UNAVAILABLE = "Derzeit bieten wir leider keine Lieferung an"
TERMS_REQUIRED = "Bitte akzeptieren Sie die AGB."
PRIVACY_REQUIRED = "Bitte akzeptieren Sie die Datenschutzerklärung."
TABLE_REQUIRED = "Bitte wählen Sie einen Tisch aus."
TRANSITION_NOT_ALLOWED = "Diese Statusänderung ist für diese Bestellung nicht möglich."
COUNTER_APPOINTMENT_MISSING = "Für diese Bestellung liegt kein Terminvorschlag vor."
IDEMPOTENCY_MISMATCH = "Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet."
RESEND_FAILED = "Bestätigung konnte nicht versendet werden."  # e-mail (000 §8)

#: The kernel's own payment method; plugins name theirs (tresen_payment_methods).
CASH_LABEL = "Barzahlung"
#: The payment states of domains/orders/payment.py as staff read them.
PAYMENT_STATE_LABELS = {
    "none": "",
    "pending": "wartet auf Zahlung",
    "authorized": "autorisiert",
    "paid": "bezahlt",
    "refunded": "rückerstattet",
    "failed": "fehlgeschlagen",
    "canceled": "abgebrochen",
    "expired": "abgelaufen",
}
STATUS_LABELS = {
    "new": "Wartet auf Bestätigung",
    "confirmed": "Bestätigt und in Zubereitung",
    "in_delivery": "In Zustellung",
    "completed": "Abgeschlossen",
    "rejected": "Storniert",
    "canceled": "Storniert",
    "failed": "Zahlung fehlgeschlagen",
}
MAIL_NEW_ORDER_SUBJECT = "Ihre Bestellung {number} bei {shop}"
MAIL_BRANCH_SUBJECT = "Neue Bestellung {number}"
MAIL_STATUS_SUBJECT = "Ihre Bestellung {number}: {status}"
#: The audit trail's reason when a customer declines the proposed counter appointment.
COUNTER_REJECTED_REASON = "Terminvorschlag abgelehnt"
#: Anonymous order creation over its limits (limits.py), answered 429 with Retry-After.
TOO_MANY_ORDERS = (
    "Zu viele Bestellungen in kurzer Zeit. Bitte versuchen Sie es in {minutes} Minuten noch einmal."
)
TOO_MANY_ORDERS_TO_EMAIL = (
    "Zu viele Bestellungen an diese E-Mail-Adresse. Bitte versuchen Sie es in {minutes} "
    "Minuten noch einmal."
)
#: The branch's digest of the new orders not mailed one by one (notify.py, digest.py).
MAIL_DIGEST_SUBJECT = "{count} weitere neue Bestellungen"
