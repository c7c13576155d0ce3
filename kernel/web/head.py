"""The document head of spec 000 §2, computed on the server for every front-end page.

The ``web`` plugin builds a :class:`DocumentHead` from the configuration (base title,
description, theme colour, sharing image), applies its own page kinds (checkout, status,
backend) and then lets every enabled plugin refine it through the
``tresen_document_head`` hook (branches for ``/store/…``, content for site pages).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

#: Title prefixes of spec 000 §2.
CHECKOUT_TITLE = "Bestellvorgang"
STATUS_TITLE = "Bestellstatus"
DEFAULT_THEME_COLOR = "#000000"


def base_title(config: Mapping[str, Any]) -> str:
    """seoTitle, else title, else shopName (spec 000 §2)."""
    for key in ("seoTitle", "title", "shopName"):
        value = config.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""


def base_description(config: Mapping[str, Any]) -> str:
    """seoDescription, else description."""
    for key in ("seoDescription", "description"):
        value = config.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return ""


@dataclass
class DocumentHead:
    """What the server writes into ``<head>``; plugins change it in place.

    ``title`` and ``description`` are used for the page, the Open Graph (``og:``) and the
    Twitter variants alike; ``canonical`` (scheme, host and path, no query) is also
    ``og:url``; ``image`` is an absolute URL or empty.
    """

    base_title: str
    title: str
    description: str
    canonical: str
    origin: str
    site_name: str = ""
    image: str = ""
    theme_color: str = DEFAULT_THEME_COLOR
    lang: str = "de"
    #: ``home``, ``page`` (site or generic path), ``branch``, ``checkout``, ``status``,
    #: ``backend``; plugins name their own (``site``, the shop's ``catalog`` and ``product``)
    kind: str = "page"
    #: ``og:type``: ``website``, or ``product`` for a shop's product page
    og_type: str = "website"
    #: e.g. ``noindex`` for private pages (checkout, order status, backend)
    robots: str = ""
    #: API answers the page needs for its first paint, embedded next to the bootstrap
    #: (``#tresen-preload``) so the shell needs no request for them: URL → the whole
    #: answer (``{"data": …}``; an ``orjson.Fragment`` embeds cached bytes as they are).
    preloaded: dict[str, Any] = field(default_factory=dict)
    #: ``<link>`` elements a plugin adds (a web app manifest, an icon): attribute maps,
    #: written in order after the kernel's own links.
    links: list[dict[str, str]] = field(default_factory=list)
    #: The page's text as HTML for crawlers and link previews (``markupsafe.Markup``, safe
    #: by construction), written into ``#root``: the shell replaces it on its first render.
    body_html: str = ""
    #: Structured data (schema.org objects), each written as
    #: ``<script type="application/ld+json">``: data, not a script the browser runs, so the
    #: content security policy (``script-src 'self'``) admits it.
    json_ld: list[dict[str, Any]] = field(default_factory=list)
    #: Sources a plugin adds to the document's content security policy, per directive
    #: (``script-src`` → third-party script origins); see :meth:`allow`.
    csp: dict[str, list[str]] = field(default_factory=dict)

    @classmethod
    def from_config(
        cls, config: Mapping[str, Any], origin: str, path: str, kind: str = "page"
    ) -> DocumentHead:
        base = base_title(config)
        theme = config.get("themeColor")
        head = cls(
            base_title=base,
            title=base,
            description=base_description(config),
            canonical=origin + path,
            origin=origin,
            site_name=str(config.get("shopName") or base),
            theme_color=theme if isinstance(theme, str) and theme else DEFAULT_THEME_COLOR,
            kind=kind,
        )
        image = config.get("seoImage")
        if isinstance(image, str):
            head.set_image(image)
        return head

    def set_page(self, name: str, description: str | None = None, kind: str | None = None) -> None:
        """Title '{name} - {base title}' (site and branch pages, checkout, status).

        A non-empty ``description`` replaces the site-wide one.
        """
        name = name.strip()
        if name:
            self.title = f"{name} - {self.base_title}" if self.base_title else name
        if description and description.strip():
            self.description = description.strip()
        if kind:
            self.kind = kind

    def preload(self, url: str, answer: Any) -> None:
        """Embed the answer of ``GET url`` (public data only: the document is shared)."""
        self.preloaded[url] = answer

    def link(self, rel: str, href: str, **attributes: str) -> None:
        """Add ``<link rel=… href=…>`` (extra attributes as keywords, ``sizes="180x180"``)."""
        self.links.append({"rel": rel, "href": href, **attributes})

    def allow(self, directive: str, *sources: str) -> None:
        """Admit ``sources`` in ``directive`` of this document's content security policy
        (``head.allow("script-src", "https://www.googletagmanager.com")``)."""
        self.csp.setdefault(directive, []).extend(sources)

    def set_image(self, url: str) -> None:
        """The sharing image; a path (``/media/…``) is made absolute with this host."""
        url = url.strip()
        if url.startswith("/") and not url.startswith("//"):
            url = self.origin + url
        self.image = url if url.startswith(("http://", "https://")) or not url else ""
