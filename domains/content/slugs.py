"""The slug rule of spec 002 §5, for paths of sites, QR codes and scenes.

Rule: lowercase; ä → ae, ö → oe, ü → ue, ß → ss; spaces to hyphens; every other character
that is not a-z, 0-9 or a hyphen is removed; repeated hyphens collapse; a trailing hyphen
is dropped. The storefront matches ``/unser-holz/{slug}`` with the same rule, so it must
stay exactly this (no transliteration beyond the four umlaut rules).

A *path* is one or more slugs joined by ``/`` (``holz/laerche``), without leading or
trailing slash; the empty path is the home page.
"""

from __future__ import annotations

import re

_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})
_SPACES = re.compile(r"\s")
_OTHER = re.compile(r"[^a-z0-9-]")
_HYPHENS = re.compile(r"-{2,}")


def slugify(text: str) -> str:
    """``"Über uns & Team"`` → ``"ueber-uns-team"``."""
    slug = text.lower().translate(_UMLAUTS)
    slug = _OTHER.sub("", _SPACES.sub("-", slug))
    slug = _HYPHENS.sub("-", slug)
    return slug[:-1] if slug.endswith("-") else slug


def slug_path(text: str) -> str:
    """The nearest valid path: each ``/`` segment slugged, empty segments dropped."""
    return "/".join(s for s in (slugify(part) for part in text.split("/")) if s)


def is_slug_path(path: str) -> bool:
    """Whether ``path`` already obeys the rule (the empty path is the home page)."""
    return path == "" or all(part and part == slugify(part) for part in path.split("/"))


def product_href(product_id: int, name: str) -> str:
    """A web shop product page's path (002 §2.1), its slug made from the name."""
    return f"/shop/catalog/product/{product_id}/{slugify(name)}"


def category_href(category_id: int, name: str) -> str:
    """A web shop category page's path (002 §2.1), its slug made from the name."""
    return f"/shop/catalog/{category_id}/{slugify(name)}"
