"""What an uploaded file is, and whether we keep it: size, type and image checks.

Pure functions over bytes (no database, no HTTP); the decoding ones block, so callers
run them in a worker thread. Every refusal is a :class:`FileRefused` with the German
catalogue text (spec 000 §5: file too large, wrong file type, image dimension limits).

Images are opened with Pillow restricted to JPEG, PNG, WEBP and GIF. Pillow only *warns*
between ``MAX_IMAGE_PIXELS`` and twice that, so the limit is set here, the warning is made
an error, and the pixel count is checked again before anything is decoded — on upload
(:func:`check_image`) and whenever a stored file is decoded again (:func:`decoded`: an
upload's preview, an image's variants, a template's pictures). Other files are accepted
by extension when their first bytes match that type (no HTML, no scripts).
"""

from __future__ import annotations

import re
import unicodedata
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from io import BytesIO
from typing import Final

from PIL import Image as PILImage
from PIL import ImageOps, UnidentifiedImageError

from domains.media import texts
from kernel import messages as msg
from kernel import plain

MB: Final = 1_000_000
IMAGE_MAX_BYTES: Final = 20 * MB
UPLOAD_MAX_BYTES: Final = 10 * MB
IMAGE_MAX_WIDTH: Final = 10_000
IMAGE_MAX_HEIGHT: Final = 10_000
IMAGE_MAX_PIXELS: Final = 50_000_000

PILImage.MAX_IMAGE_PIXELS = IMAGE_MAX_PIXELS


def _bomb_warnings_are_errors() -> None:
    """Make Pillow's DecompressionBombWarning an error (again, if someone reset the
    filters). Not the only guard: the pixel count is checked before decoding anyway."""
    for action, _message, category, _module, _line in warnings.filters:
        if category is PILImage.DecompressionBombWarning:
            if action == "error":
                return
            break
    warnings.simplefilter("error", PILImage.DecompressionBombWarning)


_bomb_warnings_are_errors()

#: Pillow format → (stored extension, MIME type).
IMAGE_FORMATS: Final = {
    "JPEG": ("jpg", "image/jpeg"),
    "PNG": ("png", "image/png"),
    "WEBP": ("webp", "image/webp"),
    "GIF": ("gif", "image/gif"),
}

_OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_ZIP = (b"PK\x03\x04", b"PK\x05\x06")


def _starts(*prefixes: bytes) -> Callable[[bytes], bool]:
    return lambda data: data.startswith(prefixes)


def _text(data: bytes) -> bool:
    if b"\x00" in data[:8192]:
        return False
    try:
        data[:8192].decode("utf-8")
    except UnicodeDecodeError as exc:  # a cut multi-byte sequence at the end is fine
        return exc.start >= 8189
    return True


def _svg(data: bytes) -> bool:
    return _text(data) and b"<svg" in data[:4096].lower()


def _webp(data: bytes) -> bool:
    return data[:4] == b"RIFF" and data[8:12] == b"WEBP"


def _mp4(data: bytes) -> bool:
    return data[4:8] == b"ftyp"


#: Uploads: extension → (MIME type, signature check). Documents, media and archives
#: (spec 002 §5); nothing a browser would run as a page.
UPLOAD_TYPES: Final[dict[str, tuple[str, Callable[[bytes], bool]]]] = {
    "pdf": ("application/pdf", _starts(b"%PDF-")),
    "doc": ("application/msword", _starts(_OLE)),
    "docx": (
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        _starts(*_ZIP),
    ),
    "xls": ("application/vnd.ms-excel", _starts(_OLE)),
    "xlsx": ("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", _starts(*_ZIP)),
    "odt": ("application/vnd.oasis.opendocument.text", _starts(*_ZIP)),
    "ods": ("application/vnd.oasis.opendocument.spreadsheet", _starts(*_ZIP)),
    "zip": ("application/zip", _starts(*_ZIP)),
    "txt": ("text/plain", _text),
    "csv": ("text/csv", _text),
    "jpg": ("image/jpeg", _starts(b"\xff\xd8\xff")),
    "png": ("image/png", _starts(b"\x89PNG\r\n\x1a\n")),
    "gif": ("image/gif", _starts(b"GIF87a", b"GIF89a")),
    "webp": ("image/webp", _webp),
    "svg": ("image/svg+xml", _svg),
    "mp4": ("video/mp4", _mp4),
    "mp3": ("audio/mpeg", _starts(b"ID3", b"\xff\xfb", b"\xff\xf3", b"\xff\xf2")),
}
_ALIASES: Final = {"jpeg": "jpg"}
_BY_MIME: Final = {mime: ext for ext, (mime, _check) in UPLOAD_TYPES.items()}


class Undecodable(Exception):
    """A stored file Pillow cannot or must not decode (broken, or beyond the limits)."""


class FileRefused(Exception):
    """The file is not kept; ``message`` is the German reason (answered as 422)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Incoming:
    """A received file: its bytes, the client's file name and declared type."""

    data: bytes
    filename: str = ""
    content_type: str = ""


@dataclass(frozen=True)
class Checked:
    """What a kept file is; ``width``/``height`` only for images."""

    extension: str
    mime_type: str
    size: int
    width: int = 0
    height: int = 0


def _decimal_de(value: int, coefficient: int) -> str:
    """``value / coefficient`` with at most two decimals (half up), German comma."""
    quotient = (Decimal(value) / coefficient).quantize(Decimal("0.01"), ROUND_HALF_UP)
    return plain(quotient).replace(".", ",")


def too_large(size: int, limit: int) -> str:
    """FILE_TOO_LARGE in MB (decimal, German comma); in a smaller unit when MB would show
    the same number twice ("10 MB … 10 MB"), as the Symfony original does."""
    units = ((MB, "MB"), (1000, "kB"), (1, "bytes"))
    for index, (coefficient, suffix) in enumerate(units):
        shown, allowed = _decimal_de(size, coefficient), _decimal_de(limit, coefficient)
        if shown != allowed or index == len(units) - 1:
            return msg.FILE_TOO_LARGE.format(size=shown, limit=allowed, suffix=suffix)
    raise AssertionError("unreachable")


def wrong_type(declared: str, allowed: list[str]) -> str:
    return msg.FILE_TYPE.format(
        type=declared or "application/octet-stream", types=", ".join(f'"{t}"' for t in allowed)
    )


IMAGE_MIME_TYPES: Final = [mime for _ext, mime in IMAGE_FORMATS.values()]
UPLOAD_MIME_TYPES: Final = list(dict.fromkeys(mime for mime, _check in UPLOAD_TYPES.values()))


def clean_name(filename: str) -> str:
    """A file name safe to store and to show: no path, no control characters, ≤ 255."""
    name = re.split(r"[\\/]", filename)[-1]
    name = "".join(c for c in unicodedata.normalize("NFC", name) if c.isprintable())
    return name.strip().strip(".")[:255]


def _too_many_pixels() -> str:
    return texts.TOO_MANY_PIXELS.format(limit=IMAGE_MAX_PIXELS // MB)


def beyond_limits(width: int, height: int) -> str | None:
    """Why an image of ``width`` × ``height`` px is not decoded (German), or None."""
    if width * height > IMAGE_MAX_PIXELS:
        return _too_many_pixels()
    if width > IMAGE_MAX_WIDTH:
        return msg.IMAGE_TOO_WIDE.format(width=width, limit=IMAGE_MAX_WIDTH)
    if height > IMAGE_MAX_HEIGHT:
        return msg.IMAGE_TOO_HIGH.format(height=height, limit=IMAGE_MAX_HEIGHT)
    return None


def check_image(incoming: Incoming) -> Checked:
    """Accept a JPEG, PNG, WEBP or GIF within the size, pixel and dimension limits.

    Blocking (decodes the image): run it in a worker thread.
    """
    _bomb_warnings_are_errors()
    data = incoming.data
    if len(data) > IMAGE_MAX_BYTES:
        raise FileRefused(too_large(len(data), IMAGE_MAX_BYTES))
    try:
        with PILImage.open(BytesIO(data), formats=list(IMAGE_FORMATS)) as image:
            width, height = image.size
            refused = beyond_limits(width, height)
            if refused is not None:
                raise FileRefused(refused)
            extension, mime = IMAGE_FORMATS[str(image.format)]
            try:
                image.load()  # decode fully: truncated or corrupt data fails here
            except (OSError, SyntaxError, ValueError) as exc:
                raise FileRefused(texts.IMAGE_BROKEN) from exc
    except (PILImage.DecompressionBombError, PILImage.DecompressionBombWarning) as exc:
        raise FileRefused(_too_many_pixels()) from exc
    except UnidentifiedImageError as exc:
        raise FileRefused(wrong_type(incoming.content_type, IMAGE_MIME_TYPES)) from exc
    return Checked(extension, mime, len(data), width, height)


def decoded(data: bytes) -> PILImage.Image:
    """A stored JPEG, PNG, WEBP or GIF decoded and turned upright (EXIF orientation).

    The limits of :func:`check_image` hold here too, checked before decoding: an upload
    (never checked as an image) may claim 10,000 × 10,000 px in a few kilobytes. Raises
    :class:`Undecodable` for anything Pillow cannot or must not decode. Blocking.
    """
    _bomb_warnings_are_errors()
    try:
        with PILImage.open(BytesIO(data), formats=list(IMAGE_FORMATS)) as opened:
            if beyond_limits(*opened.size) is not None:
                raise Undecodable(f"{opened.width} × {opened.height} px is beyond the limits")
            image = ImageOps.exif_transpose(opened)
            image.load()
            return image
    except (
        PILImage.DecompressionBombError,
        PILImage.DecompressionBombWarning,
        OSError,  # UnidentifiedImageError, truncated or corrupt data
        SyntaxError,
        ValueError,
    ) as exc:
        raise Undecodable(f"{type(exc).__name__}: {exc}") from exc


def check_upload(incoming: Incoming) -> Checked:
    """Accept a file of an allowed type (by extension, confirmed by its first bytes)."""
    data = incoming.data
    if len(data) > UPLOAD_MAX_BYTES:
        raise FileRefused(too_large(len(data), UPLOAD_MAX_BYTES))
    extension = incoming.filename.rsplit(".", 1)[-1].lower() if "." in incoming.filename else ""
    extension = _ALIASES.get(extension, extension)
    if not extension:
        extension = _BY_MIME.get(incoming.content_type.split(";")[0].strip().lower(), "")
    known = UPLOAD_TYPES.get(extension)
    if known is None:
        raise FileRefused(wrong_type(incoming.content_type, UPLOAD_MIME_TYPES))
    mime, matches = known
    if not data or not matches(data):  # the content is not what the name claims
        raise FileRefused(wrong_type("application/octet-stream", UPLOAD_MIME_TYPES))
    return Checked(extension, mime, len(data))
