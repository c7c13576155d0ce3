"""Headers on every answer: no software versions, no framing, no sniffing, HSTS on an
https site; a content security policy on HTML documents."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from aiohttp import web

from kernel.settings import SETTINGS

#: What the shell and its plugins load: their own scripts only; images and API calls may
#: reach other https hosts (map tiles, payment providers' logos); inline styles are set
#: by React components; frames (a content page's embedded map, 002 §2.9 hero_map, shown
#: only after cookie consent) may come from https hosts, and plain media from this site.
DIRECTIVES: dict[str, tuple[str, ...]] = {
    "default-src": ("'self'",),
    "script-src": ("'self'",),
    "style-src": ("'self'", "'unsafe-inline'"),
    "img-src": ("'self'", "data:", "blob:", "https:"),
    "font-src": ("'self'", "data:"),
    "connect-src": ("'self'", "https:"),
    "frame-src": ("'self'", "https:"),
    "media-src": ("'self'", "blob:"),
    "worker-src": ("'self'", "blob:"),
    "manifest-src": ("'self'",),
    "object-src": ("'none'",),
    "base-uri": ("'self'",),
    "form-action": ("'self'", "https:"),
    "frame-ancestors": ("'self'",),
}


def content_security_policy(extra: Mapping[str, Iterable[str]] | None = None) -> str:
    """The policy with ``extra`` sources added to their directives (an HTML document's
    head may admit third-party scripts, e.g. the configured tag and pixel, 002 §7)."""
    extra = extra or {}
    return "; ".join(
        " ".join((name, *dict.fromkeys((*sources, *extra.get(name, ())))))
        for name, sources in DIRECTIVES.items()
    )


CONTENT_SECURITY_POLICY = content_security_policy()
SERVER = "Tresen"
#: Pages whose path is a secret link.
SECRET_PATHS = ("/status/",)
#: On an https site browsers go there directly for a year, subdomains included.
STRICT_TRANSPORT = "max-age=31536000; includeSubDomains"


async def security_headers(request: web.Request, response: web.StreamResponse) -> None:
    """``on_response_prepare``: set before aiohttp adds its own ``Server`` default."""
    headers = response.headers
    headers["Server"] = SERVER
    headers.setdefault("X-Content-Type-Options", "nosniff")
    headers.setdefault("X-Frame-Options", "SAMEORIGIN")
    # An order-status page's path holds its secret: never send it on.
    secret_path = request.path.startswith(SECRET_PATHS)
    headers["Referrer-Policy"] = (
        "no-referrer"
        if secret_path
        else headers.get("Referrer-Policy", "strict-origin-when-cross-origin")
    )
    if request.app[SETTINGS].is_https:
        headers["Strict-Transport-Security"] = STRICT_TRANSPORT
    if response.content_type == "text/html":
        headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
