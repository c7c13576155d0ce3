"""The test print: a receipt in the order receipt's format (ESC/POS, 48 columns, PC858),
built from the same pieces (:mod:`domains.orders.receipt`), so a printer that
prints this prints orders too."""

from __future__ import annotations

import base64
import datetime as dt
from zoneinfo import ZoneInfo

from domains.orders.api import receipt
from plugins.devices import texts


def test_pieces(
    shop: str, branch: str, device: str, when: dt.datetime, timezone: str
) -> list[tuple[bytes, str]]:
    """The test receipt as (format, text) pieces, like ``receipt.blocks`` of an order."""
    local = when.astimezone(ZoneInfo(timezone))
    rule = "-" * receipt.WIDTH
    return [
        (receipt.CENTER + receipt.BIG, texts.TEST_PRINT_TITLE + "\n"),
        (receipt.NORMAL, "\n".join((shop, branch, local.strftime("%d.%m.%Y %H:%M"))) + "\n"),
        (receipt.BOLD_ON, device + "\n"),
        (receipt.BOLD_OFF + receipt.LEFT, rule + "\n" + texts.TEST_PRINT_TEXT + "\n"),
        (b"", receipt.columns("Umlaute", "ÄÖÜ äöü ß €") + "\n"),
        (b"", receipt.columns("Betrag", receipt.money("1234.5")) + "\n" + rule + "\n"),
    ]


def render(pieces: list[tuple[bytes, str]]) -> tuple[str, str]:
    """(text, base64 of the ESC/POS bytes) of a receipt."""
    return receipt.text(pieces), base64.b64encode(receipt.escpos(pieces)).decode()
