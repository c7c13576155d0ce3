"""Receiving files over HTTP and keeping their bytes on disk.

Two ways in, the same checks after:

* ``multipart/form-data`` with a ``file`` part plus text fields (``alt``, ``name``). The
  body is read as a stream with our own byte cap: aiohttp's ``client_max_size`` (1 MB)
  does not apply to streamed multipart, and files may be larger than that.
* ``application/json`` with ``"file": {"name": …, "data": "data:<type>;base64,…"}`` (the
  storefront's data-URL upload, spec 002 §7), capped at the base64 size of the limit.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import re
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

import orjson
from aiohttp import BodyPartReader, web
from aiohttp.http_exceptions import HttpProcessingError

from domains.media.files import Checked, FileRefused, Incoming, too_large
from kernel import STORAGE, ApiError
from kernel import messages as msg

T = TypeVar("T")
CHUNK = 64 * 1024
MAX_FIELDS = 10
MAX_TEXT_FIELD = 10_000
_DATA_URL = re.compile(r"data:([\w.+-]+/[\w.+-]+)?((?:;[\w.+-]+=[\w.+-]+)*);base64,(.*)", re.S)
#: At most two files are checked (decoded) at the same time per event loop (bounds memory).
_CHECKS: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = (
    weakref.WeakKeyDictionary()
)


def media_key(file_name: str) -> str:
    """The storage key of an uploaded file (``var/media/<file>`` in a local store)."""
    return f"media/{file_name}"


def is_multipart(request: web.Request) -> bool:
    return request.content_type == "multipart/form-data"


def _refuse(message: str, status: int = 422) -> ApiError:
    return ApiError(status, message, field="file")


async def read_multipart(
    request: web.Request, limit: int
) -> tuple[Incoming | None, dict[str, str]]:
    """The ``file`` part (at most ``limit`` bytes) and the text fields of a form upload."""
    try:
        reader = await request.multipart()
        incoming: Incoming | None = None
        fields: dict[str, str] = {}
        for _ in range(MAX_FIELDS + 1):
            part = await reader.next()
            if part is None:
                return incoming, fields
            if not isinstance(part, BodyPartReader) or not part.name:
                raise ApiError(400, msg.BAD_REQUEST)
            if part.name == "file":
                if incoming is not None:
                    raise ApiError(422, msg.INVALID, field="file")
                data = await _read_capped(part, limit, request.content_length)
                content_type = part.headers.get("Content-Type", "")
                incoming = Incoming(data, part.filename or "", content_type)
            else:
                raw = await _read_capped(part, MAX_TEXT_FIELD, None, text=part.name)
                fields[part.name] = raw.decode("utf-8", errors="replace")
    except (ValueError, HttpProcessingError):  # a malformed multipart body
        raise ApiError(400, msg.BAD_REQUEST) from None
    raise ApiError(400, msg.BAD_REQUEST)  # too many parts


async def _read_capped(
    part: BodyPartReader, limit: int, declared: int | None, text: str = ""
) -> bytes:
    buffer = bytearray()
    while chunk := await part.read_chunk(CHUNK):
        buffer += chunk
        if len(buffer) > limit:
            if text:
                raise ApiError(422, msg.TOO_LONG.format(limit=limit), field=text)
            size = await _count_rest(part, len(buffer), limit, declared)
            raise _refuse(too_large(size, limit), 413)
    return bytes(buffer)


async def _count_rest(part: BodyPartReader, seen: int, limit: int, declared: int | None) -> int:
    """The size of a too large file, to name it: read on (discarding) up to 4× the limit,
    beyond that the request's length is the best estimate."""
    while seen <= 4 * limit and (chunk := await part.read_chunk(CHUNK)):
        seen += len(chunk)
    if seen > 4 * limit:
        return max(seen, declared or 0)
    return seen


async def read_json_capped(request: web.Request, limit: int) -> Any:
    """A JSON body that may carry a data URL of up to ``limit`` decoded bytes."""
    if request.content_type != "application/json":
        raise ApiError(415, msg.UNSUPPORTED_MEDIA_TYPE)
    cap = (limit + 2) // 3 * 4 + 64 * 1024
    declared = request.content_length
    if declared is not None and declared > cap:
        raise _refuse(too_large(declared * 3 // 4, limit), 413)
    buffer = bytearray()
    async for chunk in request.content.iter_chunked(CHUNK):
        buffer += chunk
        if len(buffer) > cap:
            raise _refuse(too_large(len(buffer) * 3 // 4, limit), 413)
    try:
        return orjson.loads(buffer)
    except orjson.JSONDecodeError:
        raise ApiError(400, msg.INVALID_JSON) from None


def decode_data_url(value: str, filename: str = "") -> Incoming:
    """``data:<type>;base64,<payload>`` → the bytes and the declared type."""
    match = _DATA_URL.fullmatch(value.strip())
    if match is None:
        raise ApiError(422, msg.INVALID, field="file.data")
    try:
        data = base64.b64decode(re.sub(r"\s+", "", match.group(3)), validate=True)
    except (binascii.Error, ValueError):
        raise ApiError(422, msg.INVALID, field="file.data") from None
    return Incoming(data, filename, match.group(1) or "")


def _checks() -> asyncio.Semaphore:
    loop = asyncio.get_running_loop()
    semaphore = _CHECKS.get(loop)
    if semaphore is None:
        semaphore = _CHECKS[loop] = asyncio.Semaphore(2)
    return semaphore


async def run_check(check: Callable[[Incoming], Checked], incoming: Incoming) -> Checked:
    """Run a blocking check of :mod:`files` in a worker thread; refusals become 422s."""
    async with _checks():
        try:
            return await asyncio.to_thread(check, incoming)
        except FileRefused as exc:
            raise _refuse(exc.message) from None


async def decode_in_worker(work: Callable[..., T], *args: Any) -> T:
    """Run blocking image work (decoding, resizing) in a worker thread, at most two at a
    time per event loop like the checks (bounds memory)."""
    async with _checks():
        return await asyncio.to_thread(work, *args)


async def store(app: web.Application, key: str, data: bytes, content_type: str) -> None:
    """Keep ``data`` under ``key`` in the app's storage (atomically: all or nothing)."""
    await app[STORAGE].put(key, data, content_type)


async def discard(app: web.Application, key: str) -> None:
    await app[STORAGE].delete(key)
