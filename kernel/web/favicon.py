"""``/favicon.ico``: browsers ask for it on every page; without it each page logs a 404.

A plain icon in the configured theme colour (``themeColor``, else black) with a light
counter bar (a "Tresen"), drawn with Pillow in 16, 32 and 48 px and kept per colour.
A site that wants its own logo links it from the head (``tresen_head`` link elements).
"""

from __future__ import annotations

import functools
import hashlib
from io import BytesIO

from aiohttp import web
from PIL import Image, ImageColor, ImageDraw

from kernel.api.routes import Routes
from kernel.config.service import CONFIG
from kernel.web.head import DEFAULT_THEME_COLOR

routes = Routes(tag="system")
MAX_AGE = "public, max-age=86400"


@functools.lru_cache(maxsize=8)
def icon(colour: str) -> tuple[bytes, str]:
    """The ICO bytes in ``colour`` and their ETag."""
    try:
        fill = ImageColor.getrgb(colour)[:3]
    except ValueError:
        fill = ImageColor.getrgb(DEFAULT_THEME_COLOR)[:3]
    light = (255, 255, 255) if sum(fill) < 3 * 160 else (0, 0, 0)
    image = Image.new("RGBA", (48, 48), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, 47, 47), radius=10, fill=fill)
    draw.rectangle((9, 14, 38, 20), fill=light)  # the counter top
    draw.rectangle((13, 20, 18, 36), fill=light)  # its legs
    draw.rectangle((29, 20, 34, 36), fill=light)
    out = BytesIO()
    image.save(out, "ICO", sizes=[(16, 16), (32, 32), (48, 48)])
    body = out.getvalue()
    return body, '"' + hashlib.sha256(body).hexdigest()[:16] + '"'


@routes.get(
    "/favicon.ico",
    response={"type": "string", "format": "binary"},
    raw=True,
    summary="The site icon in the theme colour",
)
async def favicon(request: web.Request) -> web.Response:
    theme = request.app[CONFIG].public().get("themeColor")
    body, etag = icon(theme if isinstance(theme, str) and theme else DEFAULT_THEME_COLOR)
    headers = {"Cache-Control": MAX_AGE, "ETag": etag}
    if request.headers.get("If-None-Match") == etag:
        return web.Response(status=304, headers=headers)
    return web.Response(body=body, content_type="image/x-icon", headers=headers)
