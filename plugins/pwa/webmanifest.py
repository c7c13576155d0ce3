"""The web app manifest (``/api/pwa/manifest.webmanifest``) from the configuration."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from plugins.pwa.icons import MASKABLE_SIZE, SIZES

BASE = "/api/pwa"
MANIFEST_URL = f"{BASE}/manifest.webmanifest"
#: Background of the splash screen when the configuration has no secondary colour.
DEFAULT_BACKGROUND = "#ffffff"


def icon_name(size: int, maskable: bool = False) -> str:
    return f"icon-{size}{'-maskable' if maskable else ''}.png"


def icon_url(size: int, maskable: bool = False) -> str:
    return f"{BASE}/icons/{icon_name(size, maskable)}"


def app_name(config: Mapping[str, Any]) -> str:
    """The installed app's name: shopName, else title, else 'Tresen'."""
    for key in ("shopName", "title", "businessName"):
        value = config.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return "Tresen"


def theme_color(config: Mapping[str, Any]) -> str:
    value = config.get("themeColor")
    return value if isinstance(value, str) and value else "#000000"


def web_manifest(config: Mapping[str, Any]) -> dict[str, Any]:
    """Name, colours and icons of the installable app (W3C Web App Manifest)."""
    name = app_name(config)
    description = config.get("seoDescription") or config.get("description") or ""
    icons = [
        {"src": icon_url(size), "sizes": f"{size}x{size}", "type": "image/png"} for size in SIZES
    ]
    icons.append(
        {
            "src": icon_url(MASKABLE_SIZE, maskable=True),
            "sizes": f"{MASKABLE_SIZE}x{MASKABLE_SIZE}",
            "type": "image/png",
            "purpose": "maskable",
        }
    )
    return {
        "id": "/",
        "name": name,
        "short_name": name[:12],
        "description": str(description),
        "lang": "de",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "theme_color": theme_color(config),
        "background_color": DEFAULT_BACKGROUND,
        "icons": icons,
    }
