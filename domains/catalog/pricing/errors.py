"""What the pricing engine says to a customer: :class:`PricingError` (a field path and a
German message) and the catalogue of those messages, shared by the cart parser
(:mod:`.cart`) and the engine (:mod:`.engine`)."""

from __future__ import annotations

from collections.abc import Mapping

#: Every customer-facing text of the pricing engine. ``empty_cart`` and
#: ``minimum_order_value`` are quoted from 001 §2/§5; the others follow their tone.
MESSAGES: Mapping[str, str] = {
    "invalid_mode": "Diese Bestellart ist leider nicht verfügbar.",
    "invalid_cart": "Der Warenkorb ist ungültig.",
    "empty_cart": "Keine Produkte im Warenkorb!",
    "unknown_product": "Dieses Produkt ist leider nicht verfügbar.",
    "unknown_unit": "Diese Einheit ist für dieses Produkt nicht verfügbar.",
    "unknown_option": "Diese Option ist für dieses Produkt nicht verfügbar.",
    "duplicate_option": "Diese Option wurde bereits gewählt.",
    "too_few_options": "Bitte wählen Sie mindestens {minimum} {noun} für „{part}“ aus.",
    "too_many_options": "Bitte wählen Sie höchstens {maximum} {noun} für „{part}“ aus.",
    "option_singular": "Option",
    "option_plural": "Optionen",
    "invalid_amount": "Bitte geben Sie eine gültige Menge an.",
    "amount_not_positive": "Die Menge muss größer als 0 sein.",
    "amount_below_minimum": "Die Mindestmenge beträgt {minimum}.",
    "amount_above_maximum": "Die Höchstmenge beträgt {maximum}.",
    "area_required": "Bitte wählen Sie ein Liefergebiet aus.",
    "minimum_order_value": (
        "Sie haben den Mindestbestellwert in Höhe von {amount} leider noch nicht erreicht."
    ),
}


class PricingError(ValueError):
    """An invalid cart: ``field`` is a path such as ``"items[2].amount"``, ``message``
    German text for the customer."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message

    def to_json(self) -> dict[str, str]:
        """``{"field", "message"}`` as used in an ``errors`` list."""
        return {"field": self.field, "message": self.message}
