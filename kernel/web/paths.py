"""What a front-end path that no route matches is: a page, a redirect, or nothing (404).

Plugins answer through the ``tresen_resolve_path`` hook (the content domain: redirects,
QR codes, sites, wood and construction pages); a path nobody claims answers HTTP 404
with the shell's not-found page, never a 200 that search engines would index.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PathMatch:
    """A claimed path: a page of the shell (``location`` empty), or a redirect to
    ``location`` with ``status`` 301 or 302."""

    location: str = ""
    status: int = 200

    @classmethod
    def page(cls) -> PathMatch:
        return cls()

    @classmethod
    def redirect(cls, location: str, status: int = 302) -> PathMatch:
        if status not in (301, 302, 303, 307, 308):
            raise ValueError(f"not a redirect status: {status}")
        return cls(location, status)
