"""Field types with the German messages of spec 000 §5, for request schemas.

class PaymentDetails(Schema):
    iban: Iban
    bic: Bic | None = None
    card: CardNumber
"""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator
from pydantic_core import PydanticCustomError
from schwifty import BIC, IBAN
from schwifty.exceptions import SchwiftyException

from kernel import messages as msg


def _iban(value: str) -> str:
    try:
        return str(IBAN(value))
    except SchwiftyException:
        raise PydanticCustomError("tresen", msg.IBAN) from None


def _bic(value: str) -> str:
    try:
        return str(BIC(value))
    except SchwiftyException:
        raise PydanticCustomError("tresen", msg.BIC) from None


def luhn_valid(digits: str) -> bool:
    total = 0
    for index, char in enumerate(reversed(digits)):
        number = int(char)
        if index % 2:
            number = number * 2 - 9 if number > 4 else number * 2
        total += number
    return total % 10 == 0


def _card(value: str) -> str:
    digits = value.replace(" ", "").replace("-", "")
    if not (digits.isdigit() and 12 <= len(digits) <= 19 and luhn_valid(digits)):
        raise PydanticCustomError("tresen", msg.CARD_NUMBER)
    return digits


#: An IBAN (checksum and country format checked by schwifty), normalised without spaces.
Iban = Annotated[str, AfterValidator(_iban)]
#: A BIC (SWIFT code), normalised to upper case.
Bic = Annotated[str, AfterValidator(_bic)]
#: A payment card number (12-19 digits, Luhn checksum), normalised to digits only.
CardNumber = Annotated[str, AfterValidator(_card)]
