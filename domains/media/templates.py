"""An image template drawn (render.py) with what its layers name fetched: fonts from the
file store (else the bundled fallback), images by id. Text layers may hold placeholders —
``{name}``, ``{price}`` — filled from ``values`` (product labels, sharing images); an
unknown placeholder stays as written.

Used by the template preview (``GET /api/image-templates/{id}/render``) and by other
domains: ``await draw(app, template, "png", {"name": "Eiche"})``.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import string
from collections.abc import Mapping
from typing import Any, Literal

import PIL.Image
from aiohttp import web
from PIL import ImageFont
from sqlalchemy import select

from domains.media import fonts, render
from domains.media.files import Undecodable, decoded
from domains.media.models import Image, ImageTemplate
from domains.media.receive import decode_in_worker, media_key
from kernel import DB, STORAGE

log = logging.getLogger(__name__)


async def stored_bytes(app: web.Application, key: str) -> bytes | None:
    """The stored bytes under ``key``, or None."""
    storage = app[STORAGE]
    path = storage.local_path(key)
    if path is None:
        return await storage.read(key)
    return await asyncio.to_thread(path.read_bytes) if path.is_file() else None


async def font_getter(app: web.Application, layers: list[Any]) -> render.FontGetter:
    """The fonts the text layers name, read once from the file store (woff2), else the
    bundled fallback (DejaVu Sans, regular or bold)."""
    files: dict[tuple[str, str], bytes] = {}
    for layer in layers:
        if isinstance(layer, render.TextLayer):
            font = fonts.find(layer.font.family)
            wanted = (layer.font.family, layer.font.variant)
            if font is not None and layer.font.variant in font.variants and wanted not in files:
                data = await stored_bytes(app, fonts.storage_key(font, layer.font.variant))
                if data is not None:
                    files[wanted] = data

    def get(family: str, variant: str, size: int) -> Any:
        data = files.get((family, variant))
        if data is not None:
            with contextlib.suppress(OSError):
                return ImageFont.truetype(io.BytesIO(data), size)
        weight = fonts.parse_variant(variant)[0] if variant else 400
        return render.fallback_font(weight, size)

    return get


class _Kept(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(text: str, values: Mapping[str, str]) -> str:
    """``{name}`` and the like replaced from ``values``; anything else left as written."""
    try:
        return string.Formatter().vformat(text, (), _Kept(values))
    except (ValueError, IndexError, AttributeError, KeyError):
        return text  # braces that are no placeholder ("{", "{0.x}")


async def draw(
    app: web.Application,
    template: ImageTemplate,
    fmt: Literal["png", "jpeg"],
    values: Mapping[str, str] | None = None,
) -> bytes:
    """The template as PNG or JPEG bytes (422 naming ``layers[i].…`` for a bad layer)."""
    layers = render.parse(template.layers)
    if values:
        layers = [
            layer.model_copy(update={"text": fill(layer.text, values)})
            if isinstance(layer, render.TextLayer)
            else layer
            for layer in layers
        ]
    ids = {layer.image.id for layer in layers if isinstance(layer, render.ImageLayer)}
    pictures: list[Image] = []
    if ids:
        async with app[DB].session() as s:
            pictures = list(await s.scalars(select(Image).where(Image.id.in_(ids))))
    images: dict[int, PIL.Image.Image] = {}
    for picture in pictures:
        data = await stored_bytes(app, media_key(picture.file_name))
        if data is None:
            continue
        try:
            images[picture.id] = await decode_in_worker(decoded, data)
        except Undecodable as exc:  # drawn without it, as without a stored file
            log.warning("image %s left out of template %s: %s", picture.id, template.id, exc)
    font = await font_getter(app, layers)
    width, height = template.width, template.height
    return await asyncio.to_thread(render.render, width, height, layers, font, images, fmt)
