"""Sharing images (000 §2: the head's ``og:image``/``twitter:image``): a page without an
image of its own is shared with the image template ``social`` (identifier; 1200 × 630 is
what link previews show best) drawn with the page's ``{title}`` and ``{description}``.

Drawn once per template and text: the PNG is kept in the file store under a digest of
the template (size, layers) and the texts, and served at ``/image/social/{digest}.png``,
immutable — a changed template or title gives a new address.
"""

from __future__ import annotations

import hashlib
import re

import orjson
from aiohttp import web
from sqlalchemy import select

from domains.media import templates
from domains.media.models import ImageTemplate
from kernel import DB, STORAGE, DocumentHead, Routes, hookimpl, not_found

routes = Routes(tag="images")
#: The identifier of the template sharing images are drawn with.
TEMPLATE = "social"
IMMUTABLE = "public, max-age=31536000, immutable"
DIGEST = re.compile(r"^[0-9a-f]{32}$")


def _key(digest: str) -> str:
    return f"social/{digest}.png"


def digest(template: ImageTemplate, title: str, description: str) -> str:
    drawn = [template.width, template.height, template.layers, title, description]
    return hashlib.sha256(orjson.dumps(drawn, option=orjson.OPT_SORT_KEYS)).hexdigest()[:32]


async def image_path(app: web.Application, title: str, description: str) -> str | None:
    """The path of the page's sharing image (drawn now if new), or None without template."""
    async with app[DB].session() as s:
        template = await s.scalar(select(ImageTemplate).where(ImageTemplate.identifier == TEMPLATE))
    if template is None:
        return None
    name = digest(template, title, description)
    storage = app[STORAGE]
    if await templates.stored_bytes(app, _key(name)) is None:
        values = {"title": title, "description": description}
        await storage.put(
            _key(name), await templates.draw(app, template, "png", values), "image/png"
        )
    return f"/image/social/{name}.png"


@routes.get(
    r"/image/social/{digest:[0-9a-f]{32}}.png",
    raw=True,
    response={"type": "string", "format": "binary"},
    errors=(404,),
    summary="A page's sharing image, drawn from the image template 'social' (public)",
)
async def social_image(request: web.Request) -> web.Response:
    data = await templates.stored_bytes(request.app, _key(request.match_info["digest"]))
    if data is None:
        raise not_found()
    return web.Response(body=data, content_type="image/png", headers={"Cache-Control": IMMUTABLE})


@hookimpl(trylast=True)
async def tresen_document_head(request: web.Request, path: str, head: DocumentHead) -> None:
    """After the pages' own head hooks: a public page with no image gets a drawn one."""
    if head.image or head.robots or head.kind in ("backend", "checkout", "status"):
        return
    found = await image_path(request.app, head.title, head.description)
    if found:
        head.image = head.origin + found
