"""Media routes beyond the five calls: file delivery, template layers, fonts.

Files are served from ``var/media`` by their secret hash: ``/media/<hash>.<ext>`` (images
and uploads) plus the spec's paths ``/image/<id>-<version>.<ext>`` (images, spec 001/002
§7) and ``/upload/<hash>/<id>-<version>.<ext>`` (uploads). An unknown id and a wrong
hash answer the same 404. Every file goes out with ``nosniff`` and a sandboxing CSP, so
an uploaded SVG or text file can never run as a page of this origin.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal
from urllib.parse import quote

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import select

from domains.media import fonts, previews, templates, variants
from domains.media.files import Undecodable
from domains.media.models import Image, Upload
from domains.media.receive import decode_in_worker, media_key
from domains.media.resources import TEMPLATES
from kernel import (
    DB,
    ROLE_ADMIN,
    ROLE_EMPLOYEE,
    STORAGE,
    Routes,
    current_user,
    denied,
    not_found,
    ok,
    path_id,
    query,
)

log = logging.getLogger(__name__)
routes = Routes(tag="media")

HASH = r"{hash:[0-9a-f]+}"
EXT = r"{ext:[a-z0-9]+}"
FILE_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
}
INLINE = ("image/", "video/", "audio/", "text/plain", "application/pdf")


async def _serve(request: web.Request, row: Image | Upload | None, ext: str) -> web.StreamResponse:
    if row is None or row.extension != ext:
        raise not_found()
    path, data = await _stored(request, media_key(row.file_name))
    headers = {**FILE_HEADERS, "Content-Type": row.mime_type}
    if isinstance(row, Image):
        headers["Cache-Control"] = "public, max-age=31536000, immutable"
    else:  # a secret link: not cached by shared caches, not indexed, not leaked on
        inline = row.mime_type.startswith(INLINE)
        name = quote(row.name or row.file_name)
        headers.update(
            {
                "Cache-Control": "private, max-age=3600",
                "Referrer-Policy": "no-referrer",
                "X-Robots-Tag": "noindex",
                "Content-Disposition": f"{'inline' if inline else 'attachment'}; "
                f"filename*=UTF-8''{name}",
            }
        )
    return _file(path, data, headers)


async def _stored(request: web.Request, key: str) -> tuple[Path | None, bytes | None]:
    """Where the bytes under ``key`` are: a local file to send (``(path, None)``) or, from a
    remote store, the bytes themselves (``(None, data)``); 404 when there are none."""
    storage = request.app[STORAGE]
    path = storage.local_path(key)
    if path is None:  # a remote store: the bytes through this server
        data = await storage.read(key)
        if data is None:
            raise not_found()
        return None, data
    if not path.is_file():
        raise not_found()
    return path, None


def _file(path: Path | None, data: bytes | None, headers: dict[str, str]) -> web.StreamResponse:
    if path is None:
        return web.Response(body=data, headers=headers)
    return web.FileResponse(path, headers=headers)


@routes.get(
    f"/media/{HASH}.{EXT}",
    raw=True,
    response={"type": "string", "format": "binary"},
    errors=(404,),
    summary="An image or uploaded file by its hash",
)
async def media_file(request: web.Request) -> web.StreamResponse:
    digest, ext = request.match_info["hash"], request.match_info["ext"]
    async with request.app[DB].session() as s:
        row: Image | Upload | None = await s.scalar(
            select(Image).where(Image.public_hash == digest)
        )
        if row is None:
            row = await s.scalar(select(Upload).where(Upload.public_hash == digest))
    return await _serve(request, row, ext)


@routes.get(
    r"/image/{id:\d+}-{version:\d+}." + EXT,
    raw=True,
    response={"type": "string", "format": "binary"},
    errors=(404,),
    summary="An image by id and version (public)",
)
async def image_file(request: web.Request) -> web.StreamResponse:
    async with request.app[DB].session() as s:
        row = await s.get(Image, path_id(request))
    if row is not None and str(row.version) != request.match_info["version"]:
        row = None
    return await _serve(request, row, request.match_info["ext"])


SIZE = "{size:" + "|".join(variants.VARIANTS) + "}"
IMMUTABLE = "public, max-age=31536000, immutable"
#: One lock per variant being made, so concurrent first requests make it once.
_MAKING: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()


@routes.get(
    f"/image/{SIZE}/" + r"{id:\d+}-{version:\d+}." + EXT,
    raw=True,
    response={"type": "string", "format": "binary"},
    errors=(404,),
    summary="An image in a size (icon 64, thumbnail 128, tiny 256, small 640, medium 1280, "
    "large 1920 px wide) or a catalogue box (product, category); AVIF or WebP when accepted",
)
async def image_variant(request: web.Request) -> web.StreamResponse:
    async with request.app[DB].session() as s:
        row = await s.get(Image, path_id(request))
    if (
        row is None
        or str(row.version) != request.match_info["version"]
        or row.extension != request.match_info["ext"]
    ):
        raise not_found()
    variant = variants.VARIANTS[request.match_info["size"]]
    fmt = variants.output_format(row.extension, request.headers.get("Accept", ""))
    data = await variant_bytes(request, row, variant, fmt)
    headers = {
        **FILE_HEADERS,
        "Content-Type": variants.mime_type(fmt),
        "Cache-Control": IMMUTABLE,
        "Vary": "Accept",
    }
    return web.Response(body=data, headers=headers)


async def variant_bytes(
    request: web.Request, row: Image, variant: variants.Variant, fmt: str
) -> bytes:
    """The stored variant, made (once) from the original when it is not stored yet."""
    key = variants.storage_key(row.public_hash, variant, fmt)
    return await _made_once(
        request,
        key,
        row,
        variants.mime_type(fmt),
        lambda b: variants.make(b, variant, fmt),
        lambda: variants.placeholder(variant, fmt),
    )


async def _made_once(
    request: web.Request,
    key: str,
    row: Image | Upload,
    mime: str,
    work: Callable[[bytes], bytes],
    fallback: Callable[[], bytes],
) -> bytes:
    """The bytes stored under ``key``, made (once, in a worker) from ``row``'s file when
    they are not stored yet. A file that cannot be decoded gets ``fallback()`` stored
    under the key instead (one warning): the next request reads that, nothing decodes
    the file again."""
    storage = request.app[STORAGE]
    data = await storage.read(key)
    if data is not None:
        return data
    lock = _MAKING.get(key)
    if lock is None:
        lock = _MAKING[key] = asyncio.Lock()
    async with lock:
        data = await storage.read(key)  # made meanwhile by the request holding the lock
        if data is not None:
            return data
        original = await storage.read(media_key(row.file_name))
        if original is None:
            raise not_found()
        try:
            data = await decode_in_worker(work, original)
        except Undecodable as exc:
            log.warning("%s not made from %s %s: %s", key, row.__tablename__, row.id, exc)
            data = await decode_in_worker(fallback)
        await storage.put(key, data, mime)
    return data


@routes.get(
    f"/upload/{HASH}/" + r"{id:\d+}-{version:\d+}." + EXT,
    raw=True,
    response={"type": "string", "format": "binary"},
    errors=(404,),
    summary="An uploaded file by its secret link",
)
async def upload_file(request: web.Request) -> web.StreamResponse:
    return await _serve(request, await _upload(request), request.match_info["ext"])


async def _upload(request: web.Request) -> Upload | None:
    """The upload of the path, if its secret hash and version match."""
    async with request.app[DB].session() as s:
        row = await s.get(Upload, path_id(request))
    if row is not None and not (
        hmac.compare_digest(row.public_hash, request.match_info["hash"])
        and str(row.version) == request.match_info["version"]
    ):
        return None
    return row


@routes.get(
    f"/upload/{HASH}/preview/" + r"{id:\d+}-{version:\d+}.jpg",
    raw=True,
    response={"type": "string", "format": "binary"},
    errors=(404,),
    summary="A preview JPEG of an uploaded file (an image scaled, a PDF's first page, "
    "else a placeholder naming the file type), by its secret link",
)
async def upload_preview(request: web.Request) -> web.StreamResponse:
    row = await _upload(request)
    if row is None:
        raise not_found()
    extension, mime = row.extension, row.mime_type
    data = await _made_once(
        request,
        previews.storage_key(row.public_hash, row.version),
        row,
        "image/jpeg",
        lambda b: previews.make(b, extension, mime),
        lambda: previews.placeholder(extension),
    )
    headers = {
        **FILE_HEADERS,
        "Content-Type": "image/jpeg",
        "Cache-Control": "private, max-age=31536000, immutable",
        "Referrer-Policy": "no-referrer",
        "X-Robots-Tag": "noindex",
    }
    return web.Response(body=data, headers=headers)


@routes.get(
    r"/api/image-templates/{id:\d+}/layers",
    response=list[dict[str, Any]],
    errors=(401, 403, 404),
    summary="The layers of an image template",
)
async def template_layers(request: web.Request) -> web.Response:
    user = await current_user(request)
    if not TEMPLATES.policy.allows(user, "get"):
        raise denied(user)
    async with request.app[DB].session() as s:
        row = await TEMPLATES.fetch(s, user, path_id(request))
        return ok(row.layers)


class RenderQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    format: Literal["png", "jpeg"] = "png"
    #: Any value: the template's version in the address, so a browser asks again after a save.
    v: str | None = Field(None, max_length=100)


async def _bytes(request: web.Request, key: str) -> bytes | None:
    return await templates.stored_bytes(request.app, key)


@routes.get(
    r"/api/image-templates/{id:\d+}/render",
    query=RenderQuery,
    raw=True,
    response={"type": "string", "format": "binary", "description": "image/png or image/jpeg"},
    errors=(401, 403, 404, 422),
    summary="The template rendered: its shapes, texts (fonts of /api/fonts) and images",
)
async def template_render(request: web.Request) -> web.Response:
    user = await current_user(request)
    if not TEMPLATES.policy.allows(user, "get"):
        raise denied(user)
    wanted = query(request, RenderQuery)
    async with request.app[DB].session() as s:
        row = await TEMPLATES.fetch(s, user, path_id(request))
    body = await templates.draw(request.app, row, wanted.format)
    return web.Response(
        body=body, content_type=f"image/{wanted.format}", headers={"Cache-Control": "no-store"}
    )


@routes.get(
    "/api/fonts",
    response=list[dict[str, Any]],
    errors=(401, 403),
    summary="Fonts to choose from, with their variants (staff)",
)
async def font_list(request: web.Request) -> web.Response:
    user = await current_user(request)
    if user is None or not {ROLE_ADMIN, ROLE_EMPLOYEE} & set(user.roles):
        raise denied(user)
    return ok(fonts.catalogue())


@routes.get(
    r"/api/fonts/google/{family}/style-{variant:[0-9a-z]+}.embed.css",
    raw=True,
    response={"type": "string"},
    errors=(404,),
    summary="The @font-face CSS of a font variant (public, cached)",
)
async def font_css(request: web.Request) -> web.Response:
    family, variant = request.match_info["family"], request.match_info["variant"]
    font = fonts.find(family)
    if font is None or variant not in font.variants:
        raise not_found()
    # the file's address only once the file is there: a browser never asks for a 404
    stored = await _bytes(request, fonts.storage_key(font, variant)) is not None
    css = fonts.embed_css(family, variant, stored)
    if css is None:
        raise not_found()
    return web.Response(
        text=css,
        content_type="text/css",
        charset="utf-8",
        headers={"Cache-Control": "public, max-age=86400"},
    )


@routes.get(
    r"/media/fonts/{slug:[a-z0-9-]+}/{variant:[0-9a-z]+}.woff2",
    raw=True,
    response={"type": "string", "format": "binary"},
    errors=(404,),
    summary="A font file an administrator put in the file store (fonts/<slug>/<variant>.woff2)",
)
async def font_file(request: web.Request) -> web.StreamResponse:
    font = fonts.find(request.match_info["slug"])
    variant = request.match_info["variant"]
    if font is None or variant not in font.variants:
        raise not_found()
    path, data = await _stored(request, fonts.storage_key(font, variant))
    headers = {
        **FILE_HEADERS,
        "Content-Type": "font/woff2",
        "Cache-Control": "public, max-age=31536000",
    }
    return _file(path, data, headers)
