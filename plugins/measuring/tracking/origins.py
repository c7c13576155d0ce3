"""Where the third-party scripts come from and talk to: what the content security policy
admits while their id is set (and only then)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: gtag.js and the endpoints it sends to.
GOOGLE = {
    "script-src": ("https://www.googletagmanager.com",),
    "connect-src": (
        "https://www.googletagmanager.com",
        "https://www.google-analytics.com",
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
    ),
    "img-src": ("https://www.googletagmanager.com", "https://www.google-analytics.com"),
}
#: fbevents.js and the pixel's endpoints.
META = {
    "script-src": ("https://connect.facebook.net",),
    "connect-src": ("https://connect.facebook.net", "https://www.facebook.com"),
    "img-src": ("https://www.facebook.com",),
}


def sources_for(config: Mapping[str, Any]) -> dict[str, list[str]]:
    """Directive → the extra sources the configured ids need (empty without ids)."""
    sources: dict[str, list[str]] = {}
    for field, origins in (("googleTagId", GOOGLE), ("metaPixelId", META)):
        if config.get(field):
            for directive, values in origins.items():
                sources.setdefault(directive, []).extend(values)
    return sources
