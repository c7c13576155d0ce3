"""App icons in the sizes installers ask for, drawn with Pillow from the configuration.

Android's installer wants 192 and 512 px (and a maskable variant with a safe zone), iOS
uses the 180 px ``apple-touch-icon``. The icon is the shop's initial on its theme colour:
the configuration has no logo file of its own, and a generated PNG keeps every size sharp.
"""

from __future__ import annotations

import functools
import io

from PIL import Image, ImageDraw, ImageFont

#: Square sizes listed in the web app manifest (``any`` purpose).
SIZES = (192, 512)
#: The iOS home-screen icon (``<link rel="apple-touch-icon">``).
APPLE_TOUCH_SIZE = 180
#: Maskable icons keep their content inside the central 80 % circle.
MASKABLE_SIZE = 512
ALL_SIZES = frozenset((*SIZES, APPLE_TOUCH_SIZE))


def _rgb(color: str) -> tuple[int, int, int]:
    value = color.lstrip("#")
    if len(value) != 6:
        return (0, 0, 0)
    try:
        return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))
    except ValueError:
        return (0, 0, 0)


def _ink(background: tuple[int, int, int]) -> tuple[int, int, int]:
    """White on dark colours, near-black on light ones (readable initial)."""
    r, g, b = background
    return (255, 255, 255) if (0.299 * r + 0.587 * g + 0.114 * b) < 160 else (20, 20, 20)


@functools.lru_cache(maxsize=32)
def icon_png(size: int, color: str, initial: str, maskable: bool = False) -> bytes:
    """A ``size``×``size`` PNG: ``initial`` centred on ``color`` (cached per arguments)."""
    background = _rgb(color)
    image = Image.new("RGB", (size, size), background)
    draw = ImageDraw.Draw(image)
    scale = 0.42 if maskable else 0.58
    font = ImageFont.load_default(size=max(8, int(size * scale)))
    text = (initial.strip()[:1] or "T").upper()
    draw.text((size / 2, size / 2), text, fill=_ink(background), font=font, anchor="mm")
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()
