"""Preview pictures of uploads (002 §7: "a preview jpg under /upload/{publicHash}/preview/").

An image upload is scaled with Pillow, a PDF's first page is rendered with pypdfium2
(PDFium, the renderer of Chromium), both to at most ``WIDTH`` px wide; anything else,
and a PDF PDFium cannot open, gets a clear placeholder: a card naming the file type.
An image that cannot be decoded (broken, or claiming more pixels than any upload may
have) raises :class:`~domains.media.files.Undecodable`: the caller keeps the
placeholder instead, so it is never decoded again. Always a JPEG. Pure functions over
bytes (callers run them in a worker thread).
"""

from __future__ import annotations

from io import BytesIO
from typing import Final

import pypdfium2 as pdfium
from PIL import Image as PILImage
from PIL import ImageDraw

from domains.media.files import IMAGE_MIME_TYPES, decoded

WIDTH: Final = 640
PLACEHOLDER_SIZE: Final = (640, 480)
#: The background of a placeholder (here and for image variants).
BACKGROUND: Final = (240, 238, 234)
#: PDF pages are rendered at most this many pixels large (a poster-sized page stays small).
MAX_RENDER_PIXELS: Final = 4_000_000


def storage_key(public_hash: str, version: int) -> str:
    return f"previews/{public_hash}/{version}.jpg"


def _jpeg(image: PILImage.Image) -> bytes:
    if image.width > WIDTH:
        height = max(1, round(image.height * WIDTH / image.width))
        image = image.resize((WIDTH, height), PILImage.Resampling.LANCZOS)
    if image.mode in ("RGBA", "LA", "P"):
        rgba = image.convert("RGBA")
        image = PILImage.new("RGB", rgba.size, "white")
        image.paste(rgba, mask=rgba.getchannel("A"))
    elif image.mode != "RGB":
        image = image.convert("RGB")
    out = BytesIO()
    image.save(out, "JPEG", quality=82, optimize=True, progressive=True)
    return out.getvalue()


def placeholder(extension: str) -> bytes:
    """A neutral card with the file type (``PDF``, ``DOCX``, …) in its middle."""
    image = PILImage.new("RGB", PLACEHOLDER_SIZE, BACKGROUND)
    draw = ImageDraw.Draw(image)
    width = PLACEHOLDER_SIZE[0]
    draw.rounded_rectangle(
        (220, 110, 420, 370), radius=12, fill="white", outline=(120, 120, 120), width=4
    )
    draw.polygon([(360, 110), (420, 170), (360, 170)], fill=(200, 198, 194))
    label = (extension or "?").upper()[:6]
    draw.text((width / 2, 300), label, fill=(60, 60, 60), anchor="mm", font_size=40)
    out = BytesIO()
    image.save(out, "JPEG", quality=85)
    return out.getvalue()


def _pdf_page(data: bytes) -> PILImage.Image | None:
    try:
        document = pdfium.PdfDocument(data)
    except pdfium.PdfiumError:
        return None
    try:
        if len(document) == 0:
            return None
        page = document[0]
        page_width, page_height = page.get_size()
        if page_width <= 0 or page_height <= 0:
            return None
        scale = WIDTH / page_width
        scale = min(scale, (MAX_RENDER_PIXELS / (page_width * page_height)) ** 0.5)
        picture: PILImage.Image = page.render(scale=scale).to_pil()
        return picture
    except pdfium.PdfiumError:
        return None
    finally:
        document.close()


def make(data: bytes, extension: str, mime_type: str) -> bytes:
    """The preview JPEG of an upload's bytes (Undecodable for a broken or huge image)."""
    if mime_type in IMAGE_MIME_TYPES:
        return _jpeg(decoded(data))
    if extension == "pdf" or mime_type == "application/pdf":
        page = _pdf_page(data)
        return _jpeg(page) if page is not None else placeholder(extension)
    return placeholder(extension)
