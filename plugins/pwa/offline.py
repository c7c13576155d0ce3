"""The page the service worker shows for a navigation without network and without a copy."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from plugins.pwa import texts
from plugins.pwa.webmanifest import app_name, theme_color

_PAGE = """<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="{color}">
<title>{title} - {name}</title>
<style>
body {{ margin: 0; min-height: 100vh; display: grid; place-items: center;
  font-family: system-ui, sans-serif; color: #1b1b1b; background: #fff; }}
main {{ max-width: 28rem; padding: 2rem 1.5rem; text-align: center; }}
h1 {{ font-size: 1.5rem; margin: 0 0 .5rem; }}
a {{ display: inline-block; margin-top: 1.25rem; padding: .7rem 1.2rem; border-radius: .5rem;
  background: {color}; color: #fff; text-decoration: none; font-weight: 600; }}
</style>
</head>
<body>
<main>
<h1>{title}</h1>
<p>{text}</p>
<a href="/">{retry}</a>
</main>
</body>
</html>
"""


def offline_page(config: Mapping[str, Any]) -> bytes:
    """The offline page in the shop's name and colour (no script: it must work alone)."""
    return _PAGE.format(
        color=escape(theme_color(config)),
        name=escape(app_name(config)),
        title=escape(texts.OFFLINE_TITLE),
        text=escape(texts.OFFLINE_TEXT),
        retry=escape(texts.OFFLINE_RETRY),
    ).encode()
