"""Money: exact decimal helpers (rounding, amounts) and German formatting.

Money is :class:`~decimal.Decimal` everywhere; no value in this module ever passes
through ``float``. Rounding rules (shared with the storefront, see ``pricing.py``):

* gross money values are quantized to 2 decimals, ROUND_HALF_UP (:func:`money`);
* net values are ``gross / (1 + rate/100)`` quantized to 4 decimals, ROUND_HALF_UP
  (:func:`net_from_gross`); tax is then ``gross - net`` and is exact;
* amounts are rounded *up* to a multiple of the quantity step, where the quotient
  ``amount / step`` is first rounded to 9 decimals (:func:`round_up_to_step`), as the
  storefront's quantity picker does.
"""

from __future__ import annotations

from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal, localcontext

from kernel.validators import decimal_text

__all__ = [
    "CENT",
    "NET_QUANTUM",
    "STEP_QUOTIENT_QUANTUM",
    "format_currency_de",
    "format_number_de",
    "money",
    "net_from_gross",
    "plain",
    "round_up_to_step",
    "to_decimal",
]

#: Quantum of gross money values (2 decimals).
CENT = Decimal("0.01")
#: Quantum of net and tax values (4 decimals).
NET_QUANTUM = Decimal("0.0001")
#: Quantum the ``amount / step`` quotient is rounded to before rounding up (9 decimals).
STEP_QUOTIENT_QUANTUM = Decimal("1E-9")

#: Working precision: far above anything a cart produces, so only the explicit
#: quantize calls ever round.
_PRECISION = 60
_HUNDRED = Decimal(100)
_NBSP = "\u00a0"


def to_decimal(value: object) -> Decimal:
    """Convert a JSON-ish scalar into a finite :class:`Decimal`.

    Accepts ``Decimal``, ``int``, ``str`` (ASCII digits; a comma is accepted as the
    decimal separator, as the storefront's amount input does) and ``float`` (converted
    via its shortest ``repr``, so ``0.1`` becomes ``Decimal("0.1")``, not the binary
    value). ``bool``, other types, NaN, infinities and strings such as ``"٣"``, ``"1e400"``
    or ``"1_000"`` (which ``Decimal`` would read) raise :class:`ValueError`.
    """
    if isinstance(value, bool):
        raise ValueError("a boolean is not a number")
    if isinstance(value, Decimal):
        result = value
    elif isinstance(value, int):
        result = Decimal(value)
    elif isinstance(value, float):
        result = Decimal(repr(value))
    elif isinstance(value, str):
        text = value.strip().replace(",", ".")
        if not decimal_text(text):
            raise ValueError(f"not a number: {value!r}")
        result = Decimal(text)
    else:
        raise ValueError(f"not a number: {value!r}")
    if not result.is_finite():
        raise ValueError(f"not a finite number: {value!r}")
    return result


def money(value: Decimal) -> Decimal:
    """Quantize a gross money value to 2 decimals, ROUND_HALF_UP."""
    with localcontext(prec=_PRECISION):
        return value.quantize(CENT, rounding=ROUND_HALF_UP)


def net_from_gross(gross: Decimal, rate: Decimal) -> Decimal:
    """Net part of a gross price at ``rate`` percent: ``gross / (1 + rate/100)``.

    Quantized to 4 decimals, ROUND_HALF_UP. The tax part is ``gross - net``.
    """
    with localcontext(prec=_PRECISION):
        return (gross * _HUNDRED / (_HUNDRED + rate)).quantize(NET_QUANTUM, rounding=ROUND_HALF_UP)


def round_up_to_step(amount: Decimal, step: Decimal) -> Decimal:
    """Round ``amount`` up to the next multiple of ``step`` (unchanged if already one).

    The quotient ``amount / step`` is rounded to 9 decimals first (002 §5: "rounding
    works to 9 decimals"), so noise such as ``1.0000000001`` with step ``0.5`` stays
    ``1.0`` instead of jumping to ``1.5``.
    """
    if step <= 0:
        raise ValueError("step must be positive")
    with localcontext(prec=_PRECISION):
        quotient = (amount / step).quantize(STEP_QUOTIENT_QUANTUM, rounding=ROUND_HALF_UP)
        return quotient.to_integral_value(rounding=ROUND_CEILING) * step


def plain(value: Decimal) -> str:
    """Shortest plain-notation string of a decimal: ``2.50`` → ``"2.5"``, ``1E+2`` → ``"100"``."""
    text = format(value.normalize(), "f")
    return "0" if text in ("-0", "0") else text


def _group_thousands(digits: str) -> str:
    """Insert German thousands separators (``.``) into a string of digits."""
    head = len(digits) % 3 or 3
    groups = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return ".".join(groups)


def _format_de(text: str) -> str:
    """Turn a plain ``-1234.5`` notation into German ``-1.234,5``."""
    sign = "-" if text.startswith("-") else ""
    integer, _, fraction = text.lstrip("-").partition(".")
    result = sign + _group_thousands(integer)
    return f"{result},{fraction}" if fraction else result


def format_fixed_de(value: Decimal) -> str:
    """German number keeping the decimal's own digits: ``Decimal("1234.50")`` → ``"1.234,50"``."""
    return _format_de(format(value, "f"))


def format_number_de(value: Decimal) -> str:
    """German number without trailing zeros: ``1.5`` → ``"1,5"``, ``1000`` → ``"1.000"``."""
    return _format_de(plain(value))


def format_currency_de(value: Decimal, symbol: str = "€") -> str:
    """de-DE currency format, as ``Intl.NumberFormat('de-DE', {style: 'currency'})`` and
    Babel render it: 2 decimals (ROUND_HALF_UP), ``.`` thousands, ``,`` decimals, then a
    NO-BREAK SPACE (U+00A0) and the symbol: ``3.5`` → ``"3,50\u00a0€"``,
    ``1490`` → ``"1.490,00\u00a0€"``.
    """
    return f"{_format_de(format(money(value), 'f'))}{_NBSP}{symbol}"
