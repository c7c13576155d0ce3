"""Image size variants (002 §7): ``/image/{size}/{id}-{version}.{ext}`` and the presets
``/image/product/…`` and ``/image/category/…``.

A variant is made once with Pillow from the stored original and kept in the app's
storage (:mod:`kernel.storage`, ``variants/<publicHash>/<name>.<format>``); a replaced
image gets a new hash, so a variant's URL never changes its content and is cached for a
year. Browsers that accept AVIF get AVIF (when this Pillow can write it: Pillow ≥ 11 built
with libavif, ``features.check("avif")``), else those that accept WebP get WebP; others the
original's format (a GIF's first frame as PNG). Never enlarged: an image narrower than the
size keeps its width.

An original that cannot be decoded raises
:class:`~domains.media.files.Undecodable`; the caller keeps :func:`placeholder`
under the variant's key instead, so it is not decoded again.

Pure functions over bytes (decoding blocks: callers run them in a worker thread).
"""

from __future__ import annotations

from dataclasses import dataclass
from io import BytesIO
from typing import Final

from PIL import Image as PILImage
from PIL import ImageOps, features

from domains.media.files import decoded
from domains.media.previews import BACKGROUND


@dataclass(frozen=True)
class Variant:
    """``width`` px wide; with ``height``, cropped to that box around the centre."""

    name: str
    width: int
    height: int | None = None


#: The sizes of 002 §7, by width.
SIZES: Final = {
    v.name: v
    for v in (
        Variant("icon", 64),
        Variant("thumbnail", 128),
        Variant("tiny", 256),
        Variant("small", 640),
        Variant("medium", 1280),
        Variant("large", 1920),
    )
}
#: Fixed boxes for the catalogue: a product tile (square), a category banner (16:9).
PRESETS: Final = {v.name: v for v in (Variant("product", 800, 800), Variant("category", 1280, 720))}
VARIANTS: Final = {**SIZES, **PRESETS}
#: Output format → (Pillow format, MIME type, save options).
FORMATS: Final[dict[str, tuple[str, str, dict[str, object]]]] = {
    "webp": ("WEBP", "image/webp", {"quality": 80, "method": 4}),
    "jpg": ("JPEG", "image/jpeg", {"quality": 85, "optimize": True, "progressive": True}),
    "png": ("PNG", "image/png", {"optimize": True}),
}
#: Whether this Pillow writes AVIF (it needs libavif; wheels of Pillow ≥ 11.2 carry it).
AVIF: Final = bool(features.check("avif"))
if AVIF:
    FORMATS["avif"] = ("AVIF", "image/avif", {"quality": 60, "speed": 6})


def output_format(extension: str, accept: str, avif: bool = AVIF) -> str:
    """AVIF, else WebP when the browser says it takes it, else the original's format (GIF
    as PNG)."""
    accept = accept.lower()
    if avif and "image/avif" in accept:
        return "avif"
    if "image/webp" in accept:
        return "webp"
    return "jpg" if extension == "jpg" else "png" if extension in ("png", "gif") else "webp"


def storage_key(public_hash: str, variant: Variant, fmt: str) -> str:
    return f"variants/{public_hash}/{variant.name}.{fmt}"


def all_keys(public_hash: str) -> list[str]:
    """Every key a variant of the image with ``public_hash`` may be stored under."""
    return [storage_key(public_hash, v, fmt) for v in VARIANTS.values() for fmt in FORMATS]


def make(original: bytes, variant: Variant, fmt: str) -> bytes:
    """The variant of ``original`` (a stored, already checked image) in format ``fmt``."""
    image = decoded(original)
    if variant.height is not None:
        box = (min(variant.width, image.width), min(variant.height, image.height))
        image = ImageOps.fit(image, box, PILImage.Resampling.LANCZOS)
    elif image.width > variant.width:
        height = max(1, round(image.height * variant.width / image.width))
        image = image.resize((variant.width, height), PILImage.Resampling.LANCZOS)
    if fmt == "jpg" and image.mode not in ("RGB", "L"):
        image = image.convert("RGB")
    elif image.mode not in ("RGB", "RGBA", "L", "LA"):
        image = image.convert("RGBA")
    return _encoded(image, fmt)


def placeholder(variant: Variant, fmt: str) -> bytes:
    """A plain card of the variant's size (4:3 without a box) for an undecodable original."""
    size = (variant.width, variant.height or variant.width * 3 // 4)
    return _encoded(PILImage.new("RGB", size, BACKGROUND), fmt)


def _encoded(image: PILImage.Image, fmt: str) -> bytes:
    pil_format, _mime, options = FORMATS[fmt]
    out = BytesIO()
    image.save(out, pil_format, **options)
    return out.getvalue()


def mime_type(fmt: str) -> str:
    return FORMATS[fmt][1]
