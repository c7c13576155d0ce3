"""The order's receipt for a kitchen/counter printer, as ESC/POS bytes.

Why ESC/POS and not PDF: the printers restaurants put next to the kitchen pass are 80 mm
thermal printers (Epson TM-T20/TM-m30, Star TSP100 in ESC/POS mode, Bixolon) that take
ESC/POS over the network (raw TCP 9100) or USB; they print it instantly and cut, with no
driver, no PDF renderer and no print dialog. The bytes go to such a printer as they are
(a print bridge, ``nc printer 9100 < bon.bin``); ``?format=text`` gives the same
receipt as plain text for a preview.

48 columns (font A on 80 mm paper), code page PC858 (``ESC t 19``: umlauts and €).
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

from domains.orders.models import Order

WIDTH = 48
ESC, GS = b"\x1b", b"\x1d"
INIT = ESC + b"@" + ESC + b"t\x13"  # reset, code page 19 (PC858)
CENTER, LEFT = ESC + b"a\x01", ESC + b"a\x00"
BOLD_ON, BOLD_OFF = ESC + b"E\x01", ESC + b"E\x00"
BIG, NORMAL = GS + b"!\x11", GS + b"!\x00"
CUT = ESC + b"d\x04" + GS + b"V\x00"  # feed 4 lines, full cut
MODES = {"takeaway": "Abholung", "delivery": "Lieferung", "dineIn": "Dine In"}


def money(value: Any) -> str:
    amount = Decimal(str(value)).quantize(Decimal("0.01"))
    whole, cents = f"{amount:,.2f}".split(".")
    return f"{whole.replace(',', '.')},{cents}"


def rate_text(rate: str) -> str:
    return rate.replace(".", ",") + " %"


def columns(left: str, right: str, width: int = WIDTH) -> str:
    room = width - len(right) - 1
    if len(left) > room:
        return left[:width] + "\n" + right.rjust(width)
    return left.ljust(room) + " " + right


def _amount(value: Any) -> str:
    number = Decimal(str(value)).normalize()
    return f"{number:f}".replace(".", ",")


def blocks(
    order: Order,
    shop: str,
    branch_name: str,
    timezone: str,
    currency: str,
    payment_label: str,
    option_names: Mapping[tuple[str, str], str] | None = None,
) -> list[tuple[bytes, str]]:
    """The receipt as (format, text) pieces; text() and escpos() render them.

    ``option_names`` maps (part id, option id) to the option's name for the kitchen.
    """
    when = order.created_at.astimezone(ZoneInfo(timezone))
    head = [f"{shop}", branch_name, when.strftime("%d.%m.%Y %H:%M")]
    mode = MODES[order.mode]
    if order.table_identifier:
        mode += f" - Tisch {order.table_identifier}"
    if order.appointment_date:
        at = order.appointment_date.astimezone(ZoneInfo(timezone))
        mode += f" - Termin {at.strftime('%d.%m. %H:%M')}"
    rule = "-" * WIDTH
    lines = []
    for item in order.items:
        what = f"{_amount(item['amount'])} x {item.get('name', '')}"
        lines.append(columns(what, money(item["gross"])))
        for option in item.get("options") or []:
            key = (str(option.get("partId")), str(option.get("optionId")))
            lines.append(f"   + {(option_names or {}).get(key, key[1])}"[:WIDTH])
        for value in item.get("values") or []:  # typed steps (part_values.py)
            shown = value.get("value") or ", ".join(u.get("name", "") for u in value["uploads"])
            lines.append(f"   {value.get('name', '')}: {shown}"[: WIDTH * 3])
    if order.is_delivery:
        lines.append(columns("Lieferung", money(order.delivery_gross)))
    taxes: Mapping[str, Mapping[str, str]] = order.taxes
    tax_lines = [columns("MwSt-Satz      Netto     MwSt", "Brutto")]
    for rate, bucket in sorted(taxes.items(), key=lambda kv: Decimal(kv[0])):
        tax_lines.append(
            columns(
                f"{rate_text(rate):<9}{money(bucket['net']):>10}{money(bucket['tax']):>9}",
                money(bucket["gross"]),
            )
        )
    people = " ".join(p for p in (order.first_name, order.last_name) if p)
    contact = [p for p in (people, order.phone) if p]
    if order.is_delivery:
        c = order.customer
        prefix = "delivery_" if c.get("is_delivery_address_different") else ""
        street = str(c.get(f"{prefix}street") or "")[:WIDTH]
        city = f"{c.get(f'{prefix}zip_code') or ''} {c.get(f'{prefix}city') or ''}".strip()
        contact += [s for s in (street, city) if s]
    tail = [f"Zahlung: {payment_label}"]
    if order.comment:
        tail += ["Kommentar:", order.comment[: WIDTH * 6]]
    return [
        (CENTER + BIG, f"BON {order.ticket_number}\n"),
        (NORMAL, "\n".join(head) + "\n"),
        (BOLD_ON, mode + "\n"),
        (BOLD_OFF + LEFT, rule + "\n" + "\n".join(lines) + "\n" + rule + "\n"),
        (BOLD_ON, columns(f"SUMME {currency}", money(order.total_gross)) + "\n"),
        (BOLD_OFF, "\n".join(tax_lines) + "\n" + rule + "\n"),
        (b"", "\n".join(contact + tail) + "\n"),
    ]


def option_names(configs: list[Mapping[str, Any]]) -> dict[tuple[str, str], str]:
    """(part id, option id) → option name, from products' ``config.parts``."""
    names = {}
    for config in configs:
        for part in config.get("parts") or []:
            for option in part.get("options") or []:
                names[(str(part.get("id")), str(option.get("id")))] = str(option.get("name", ""))
    return names


def text(pieces: list[tuple[bytes, str]]) -> str:
    return "".join(t for _, t in pieces)


def escpos(pieces: list[tuple[bytes, str]]) -> bytes:
    out = bytearray(INIT)
    for command, words in pieces:
        out += command + words.encode("cp858", "replace")
    return bytes(out + CUT)
