"""Field types with the German messages of spec 000 §5, and the bounds of every value a
path, query or body may carry (ids within the database's range, zoned date-times).

class PaymentDetails(Schema):
    iban: Iban
    bic: Bic | None = None
    card: CardNumber
"""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any
from zoneinfo import ZoneInfo

from pydantic import AfterValidator, AwareDatetime, Field
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


# ---------------------------------------------------------------------------- bounds

#: The largest id: PostgreSQL's ``integer`` (int4), the narrowest id column we have.
MAX_ID = 2**31 - 1
#: Where a naive date-time (no offset) is read: the business's zone (spec 000).
LOCAL_ZONE = ZoneInfo("Europe/Vienna")
#: Date-times outside these years are refused: none of ours is, and converting year 1 or
#: 9999 across zones overflows.
YEARS = (1900, 2999)


def as_id(value: object) -> int | None:
    """An id within the database's range from a path segment, query value or JSON value,
    else None. Only ASCII digits count (``"²".isdigit()`` is true, ``int("²")`` fails)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 1 <= value <= MAX_ID else None
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 10:
        number = int(value)
        return number if 1 <= number <= MAX_ID else None
    return None


def _zoned(value: dt.datetime) -> dt.datetime:
    if not YEARS[0] <= value.year <= YEARS[1]:
        raise PydanticCustomError("tresen", msg.INVALID)
    return value if value.tzinfo is not None else value.replace(tzinfo=LOCAL_ZONE)


#: An integer any of our integer columns can hold (a filter, a count, a position).
DbInt = Annotated[int, Field(ge=-MAX_ID - 1, le=MAX_ID)]
#: A reference to a row by its id.
Id = Annotated[int, Field(ge=1, le=MAX_ID)]
#: A date-time with a zone; one without is read in Europe/Vienna (never stored naive).
ZonedDatetime = Annotated[dt.datetime, AfterValidator(_zoned)]
#: Free text in a query or filter.
QueryText = Annotated[str, Field(max_length=200)]

#: A date-time that must carry its zone, in a plausible year.
AwareTime = Annotated[AwareDatetime, AfterValidator(_zoned)]

_BOUNDED: dict[object, object] = {
    int: DbInt,
    str: QueryText,
    dt.datetime: ZonedDatetime,
    AwareDatetime: AwareTime,
}


def bounded(kind: object) -> Any:
    """The bounded form of a plain query type: ``int`` within the integer columns, ``str``
    of sane length, date-times with a zone and a plausible year."""
    return _BOUNDED.get(kind, kind)
