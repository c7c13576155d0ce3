"""Fonts the editors may choose (``GET /api/fonts``) and their ``@font-face`` CSS.

A small static list of common Google font families; no network. The CSS of a family and
variant points at a path of this server (``/media/fonts/<slug>/<variant>.woff2``), served
from the one file store (kernel/storage.py: ``var/fonts/…`` locally, or the object store)
under the key :func:`storage_key` once an administrator put the file there; the CSS is
cached in memory.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Final

from domains.media.texts import FONT_ITALIC, FONT_WEIGHTS

ALL: Final = (100, 200, 300, 400, 500, 600, 700, 800, 900)


@dataclass(frozen=True)
class Font:
    family: str
    category: str
    weights: tuple[int, ...]
    italic: bool = True

    @property
    def slug(self) -> str:
        return re.sub(r"[^a-z0-9]+", "-", self.family.lower()).strip("-")

    @property
    def variants(self) -> list[str]:
        """Google's variant ids, lightest first, upright before italic."""
        out = []
        for weight in self.weights:
            for italic in (False, True) if self.italic else (False,):
                name = "regular" if weight == 400 else str(weight)
                out.append(("italic" if weight == 400 else f"{weight}italic") if italic else name)
        return out


FONTS: Final = tuple(
    sorted(
        (
            Font("Dancing Script", "handwriting", (400, 500, 600, 700), italic=False),
            Font("Fira Sans", "sans-serif", ALL),
            Font("Inter", "sans-serif", ALL, italic=False),
            Font("Lato", "sans-serif", (100, 300, 400, 700, 900)),
            Font("Libre Baskerville", "serif", (400, 700)),
            Font("Lora", "serif", (400, 500, 600, 700)),
            Font("Merriweather", "serif", (300, 400, 700, 900)),
            Font("Montserrat", "sans-serif", ALL),
            Font("Noto Sans", "sans-serif", ALL),
            Font("Nunito", "sans-serif", (200, 300, 400, 500, 600, 700, 800, 900)),
            Font("Open Sans", "sans-serif", (300, 400, 500, 600, 700, 800)),
            Font("Oswald", "sans-serif", (200, 300, 400, 500, 600, 700), italic=False),
            Font("Playfair Display", "serif", (400, 500, 600, 700, 800, 900)),
            Font("Poppins", "sans-serif", ALL),
            Font("PT Sans", "sans-serif", (400, 700)),
            Font("Raleway", "sans-serif", ALL),
            Font("Roboto", "sans-serif", (100, 300, 400, 500, 700, 900)),
            Font("Roboto Slab", "serif", ALL, italic=False),
            Font("Source Sans 3", "sans-serif", (200, 300, 400, 500, 600, 700, 800, 900)),
            Font("Ubuntu", "sans-serif", (300, 400, 500, 700)),
            Font("Work Sans", "sans-serif", ALL),
        ),
        key=lambda f: f.family.casefold(),
    )
)
_BY_KEY: Final = {key: f for f in FONTS for key in (f.family.casefold(), f.slug)}


def parse_variant(variant: str) -> tuple[int, bool]:
    """``"700italic"`` → (700, True); ``"regular"`` → (400, False)."""
    italic = variant.endswith("italic")
    head = variant.removesuffix("italic")
    weight = 400 if head in ("", "regular") else int(head)
    return weight, italic


def label(variant: str) -> str:
    """German name of a variant: 'Fett Kursiv', 'Normal'."""
    weight, italic = parse_variant(variant)
    name = FONT_WEIGHTS[weight]
    return f"{name} {FONT_ITALIC}" if italic else name


def catalogue() -> list[dict[str, object]]:
    """The font list as ``GET /api/fonts`` answers it."""
    return [
        {
            "family": f.family,
            "category": f.category,
            "slug": f.slug,
            "variants": [
                {
                    "id": v,
                    "weight": parse_variant(v)[0],
                    "style": "italic" if parse_variant(v)[1] else "normal",
                    "label": label(v),
                }
                for v in f.variants
            ],
        }
        for f in FONTS
    ]


def find(family: str) -> Font | None:
    """A family by name (``Open Sans``, ``Open+Sans``) or slug (``open-sans``)."""
    return _BY_KEY.get(family.replace("+", " ").strip().casefold())


def storage_key(font: Font, variant: str) -> str:
    """The file store's key of a font variant's woff2 file."""
    return f"fonts/{font.slug}/{variant}.woff2"


def embed_css(family: str, variant: str, stored: bool = False) -> str | None:
    """The ``@font-face`` rule of a family's variant, or None when there is no such font.
    Its woff2 address only with ``stored`` (the file is in the store); else ``local()``
    alone, so a browser never asks for a file that is not there."""
    font = find(family)
    if font is None or variant not in font.variants:
        return None
    return _css(font, variant, stored)


@cache  # bounded: only existing family/variant pairs get here
def _css(font: Font, variant: str, stored: bool) -> str:
    weight, italic = parse_variant(variant)
    url = f", url('/media/fonts/{font.slug}/{variant}.woff2') format('woff2')" if stored else ""
    return (
        "@font-face {\n"
        f"  font-family: '{font.family}';\n"
        f"  font-style: {'italic' if italic else 'normal'};\n"
        f"  font-weight: {weight};\n"
        "  font-display: swap;\n"
        f"  src: local('{font.family}'){url};\n"
        "}\n"
    )
