"""Field types with the German messages of spec 000 §5, the bounds of every value a
path, query or body may carry (ids within the database's range, zoned date-times), and
how numbers and dates must be written (ASCII digits, no booleans as numbers, ISO dates:
``Integer``, ``Number``, ``DecimalNumber``, ``IsoDate`` and the bounded types).

class PaymentDetails(Schema):
    iban: Iban
    bic: Bic | None = None
    card: CardNumber
"""

from __future__ import annotations

import datetime as dt
import math
import re
from decimal import Decimal
from typing import Annotated, Any
from zoneinfo import ZoneInfo

from pydantic import AfterValidator, AwareDatetime, BeforeValidator, Field
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
    if not (as_whole(digits, 19) is not None and len(digits) >= 12 and luhn_valid(digits)):
        raise PydanticCustomError("tresen", msg.CARD_NUMBER)
    return digits


#: An IBAN (checksum and country format checked by schwifty), normalised without spaces.
Iban = Annotated[str, AfterValidator(_iban)]
#: A BIC (SWIFT code), normalised to upper case.
Bic = Annotated[str, AfterValidator(_bic)]
#: A payment card number (12-19 digits, Luhn checksum), normalised to digits only.
CardNumber = Annotated[str, AfterValidator(_card)]


# ---------------------------------------------------------------------------- bounds

_DIGITS = re.compile(r"[0-9]+")
_INTEGER = re.compile(r"-?[0-9]{1,30}")
_DECIMAL = re.compile(r"-?[0-9]{1,30}(?:\.[0-9]{1,30})?")
_NEGATIVE_ZERO = re.compile(r"-0+(?:\.0*)?")
_ISO_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
#: An HTTP quality value (RFC 9110 §12.4.2): 0 to 1 with at most three decimals.
_QVALUE = re.compile(r"0(?:\.[0-9]{0,3})?|1(?:\.0{0,3})?")
#: The largest id: PostgreSQL's ``integer`` (int4), the narrowest id column we have.
MAX_ID = 2**31 - 1
#: Where a naive date-time (no offset) is read: the business's zone (spec 000).
LOCAL_ZONE = ZoneInfo("Europe/Vienna")
#: Date-times outside these years are refused: none of ours is, and converting year 1 or
#: 9999 across zones overflows.
YEARS = (1900, 2999)


def as_whole(value: object, digits: int) -> int | None:
    """A whole number ≥ 0 written with at most ``digits`` ASCII digits (a path segment, a
    query value, a header's part), else None. ``str.isdigit`` is no test: it takes "²"
    (which ``int`` refuses) and "٣" (which ``int`` reads as 3)."""
    if isinstance(value, str) and 0 < len(value) <= digits and _DIGITS.fullmatch(value):
        return int(value)
    return None


def as_id(value: object) -> int | None:
    """An id within the database's range from a path segment, query value or JSON value,
    else None."""
    if isinstance(value, bool):
        return None
    number = value if isinstance(value, int) else as_whole(value, 10)
    return number if number is not None and 1 <= number <= MAX_ID else None


def as_index(value: object) -> int | None:
    """A position in a list (0, 1, …) from a path segment, else None."""
    return as_whole(value, 9)


def as_qvalue(value: str) -> float | None:
    """The weight of an ``Accept-*`` header's entry (``q=0.5``), else None."""
    return float(value) if _QVALUE.fullmatch(value) else None


def _zoned(value: dt.datetime) -> dt.datetime:
    if not YEARS[0] <= value.year <= YEARS[1]:
        raise PydanticCustomError("tresen", msg.INVALID)
    return value if value.tzinfo is not None else value.replace(tzinfo=LOCAL_ZONE)


# ---------------------------------------------------------------------------- as written
# Pydantic's lax mode reads ``true`` as 1, ``"٣"`` as Decimal 3, ``"1e400"`` as an
# infinite float and ``"0"`` or ``"0.5"`` as a date in 1970. The types below check the
# value as the client wrote it first: ASCII digits, no booleans, ISO dates.


def decimal_text(value: str) -> bool:
    """Whether ``value`` is a number as this API writes one: ASCII digits, an optional
    minus and decimal point; no exponent, no ``NaN``/``Infinity``, no ``_``, no spaces,
    not ``-0``."""
    return bool(_DECIMAL.fullmatch(value)) and not _NEGATIVE_ZERO.fullmatch(value)


def _refuse(kind: str) -> PydanticCustomError:
    return PydanticCustomError("tresen", msg.TYPE.format(type=kind))


def _odd_float(value: object) -> bool:
    """An infinite float, NaN or -0.0 (JSON can carry the last)."""
    return isinstance(value, float) and (
        not math.isfinite(value) or (value == 0 and math.copysign(1.0, value) < 0)
    )


def _integer(value: Any) -> Any:
    if isinstance(value, bool) or _odd_float(value):
        raise _refuse("int")
    if isinstance(value, str) and not (
        _INTEGER.fullmatch(value) and not _NEGATIVE_ZERO.fullmatch(value)
    ):
        raise _refuse("int")
    return value


def _number(value: Any) -> Any:
    if isinstance(value, bool) or _odd_float(value):
        raise _refuse("float")
    if isinstance(value, str) and not decimal_text(value):
        raise _refuse("float")
    return value


def _date(value: Any) -> Any:
    if isinstance(value, int | float) or (
        isinstance(value, str) and not _ISO_DATE.fullmatch(value)
    ):
        raise _refuse("date")
    return value


def _datetime(value: Any) -> Any:
    if isinstance(value, int | float) or (
        isinstance(value, str) and not (value.isascii() and _ISO_DATE.match(value))
    ):
        raise _refuse("datetime")
    return value


_AS_INTEGER = BeforeValidator(_integer)
_AS_NUMBER = BeforeValidator(_number)

#: An integer (a count, a position, a year): ASCII digits, no boolean.
Integer = Annotated[int, _AS_INTEGER]
#: A float (a length, a ratio) written as a plain decimal: no boolean, exponent or NaN.
Number = Annotated[float, _AS_NUMBER]
#: A decimal (money, a quantity, a rate): the same, exact.
DecimalNumber = Annotated[Decimal, _AS_NUMBER]
#: A day, only as ``YYYY-MM-DD``.
IsoDate = Annotated[dt.date, BeforeValidator(_date)]
#: A date-time, only in ISO form (``2025-03-01T09:30:00+01:00``), never a Unix time.
IsoDatetime = Annotated[dt.datetime, BeforeValidator(_datetime)]


#: An integer any of our integer columns can hold (a filter, a count, a position).
DbInt = Annotated[int, _AS_INTEGER, Field(ge=-MAX_ID - 1, le=MAX_ID)]
#: A reference to a row by its id.
Id = Annotated[int, _AS_INTEGER, Field(ge=1, le=MAX_ID)]
#: A date-time with a zone; one without is read in Europe/Vienna (never stored naive).
ZonedDatetime = Annotated[dt.datetime, BeforeValidator(_datetime), AfterValidator(_zoned)]
#: Free text in a query or filter.
QueryText = Annotated[str, Field(max_length=200)]

#: A date-time that must carry its zone, in a plausible year.
AwareTime = Annotated[AwareDatetime, BeforeValidator(_datetime), AfterValidator(_zoned)]

_BOUNDED: dict[object, object] = {
    int: DbInt,
    str: QueryText,
    dt.datetime: ZonedDatetime,
    dt.date: IsoDate,
    AwareDatetime: AwareTime,
}


def bounded(kind: object) -> Any:
    """The bounded form of a plain query type: ``int`` within the integer columns, ``str``
    of sane length, ISO dates, date-times with a zone and a plausible year."""
    return _BOUNDED.get(kind, kind)
