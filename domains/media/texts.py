"""German texts of the media domain that the kernel catalogue (``kernel.messages``) lacks."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

#: Pillow's pixel limit was hit (a decompression bomb or simply a huge image).
TOO_MANY_PIXELS: Final = (
    "Das Bild hat zu viele Bildpunkte. Die maximal zulässige Anzahl beträgt {limit} Megapixel."
)
#: The file claims to be an image of an allowed type but cannot be decoded.
IMAGE_BROKEN: Final = (
    "Das Bild konnte nicht gelesen werden. Bitte laden Sie eine gültige Bilddatei hoch."
)

#: Font weight names as the back-office shows them (spec 000 §1: German font-weight names).
FONT_WEIGHTS: Final[Mapping[int, str]] = MappingProxyType(
    {
        100: "Dünn",
        200: "Extraleicht",
        300: "Leicht",
        400: "Normal",
        500: "Mittel",
        600: "Halbfett",
        700: "Fett",
        800: "Extrafett",
        900: "Schwarz",
    }
)
FONT_ITALIC: Final = "Kursiv"

#: Anonymous upload bytes per hour spent (budget.py): this client's, everybody's.
UPLOAD_BUDGET_SPENT: Final = (
    "Sie haben in kurzer Zeit zu viele Dateien hochgeladen. Bitte versuchen Sie es in "
    "{minutes} Minuten noch einmal."
)
UPLOADS_PAUSED: Final = (
    "Derzeit können keine weiteren Dateien angenommen werden. Bitte versuchen Sie es in "
    "{minutes} Minuten noch einmal."
)
