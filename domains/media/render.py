"""Rendering an image template (its canvas and layers) to PNG or JPEG with Pillow.

The layers the renderer draws, bottom to top (others — the editor's own kinds — are left
out); coordinates and sizes in pixels of the canvas, colours ``#rgb``/``#rrggbb``::

    {"type": "shape", "shape": "rect"|"ellipse", "x", "y", "width", "height",
     "fill": "#c62828", "radius": 0}
    {"type": "text", "x", "y", "text": "…", "size": 48, "color": "#ffffff",
     "align": "left"|"center"|"right", "font": {"family": "Open Sans", "variant": "700"}}
    {"type": "image", "x", "y", "width", "height", "image": {"id": 3}}

A text's font is one of ``GET /api/fonts``: its woff2 file from the file store when an
administrator put it there, else DejaVu Sans (bundled in ``fallback/``, regular or bold
by weight: umlauts and € on every machine, so a rendering can be compared with a stored
reference).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

from PIL import Image, ImageDraw, ImageFont
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from kernel import ApiError, FieldError, validation_errors

Coord = Annotated[int, Field(ge=-10_000, le=10_000)]
Size = Annotated[int, Field(ge=1, le=10_000)]
Colour = Annotated[str, Field(pattern=r"^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$")]
FontGetter = Callable[[str, str, int], ImageFont.FreeTypeFont | ImageFont.ImageFont]


class _Layer(BaseModel):
    model_config = ConfigDict(extra="ignore")


class ShapeLayer(_Layer):
    type: Literal["shape"]
    shape: Literal["rect", "ellipse"] = "rect"
    x: Coord = 0
    y: Coord = 0
    width: Size
    height: Size
    fill: Colour = "#000000"
    radius: Annotated[int, Field(ge=0, le=5_000)] = 0


class FontRef(BaseModel):
    family: str = Field("", max_length=100)
    variant: str = Field("regular", max_length=20)


class TextLayer(_Layer):
    type: Literal["text"]
    x: Coord = 0
    y: Coord = 0
    text: str = Field("", max_length=2000)
    size: Annotated[int, Field(ge=4, le=1000)] = 32
    color: Colour = "#000000"
    align: Literal["left", "center", "right"] = "left"
    font: FontRef = Field(default_factory=FontRef)


class ImageRef(BaseModel):
    id: int


class ImageLayer(_Layer):
    type: Literal["image"]
    x: Coord = 0
    y: Coord = 0
    width: Size
    height: Size
    image: ImageRef


FALLBACK = Path(__file__).resolve().parent / "fallback"


@cache
def _fallback_file(bold: bool) -> bytes:
    return (FALLBACK / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")).read_bytes()


def fallback_font(weight: int, size: int) -> ImageFont.FreeTypeFont:
    """The bundled font: bold from weight 600."""
    return ImageFont.truetype(io.BytesIO(_fallback_file(weight >= 600)), size)


KINDS: dict[str, type[_Layer]] = {"shape": ShapeLayer, "text": TextLayer, "image": ImageLayer}


def parse(layers: list[dict[str, Any]]) -> list[_Layer]:
    """The layers the renderer draws; 422 naming ``layers[i].field`` for one it cannot."""
    drawn: list[_Layer] = []
    for index, layer in enumerate(layers):
        kind = KINDS.get(str(layer.get("type")))
        if kind is None:
            continue
        try:
            drawn.append(kind.model_validate(layer))
        except ValidationError as exc:
            prefix = f"layers[{index}]"
            errors = [
                FieldError(f"{prefix}.{e.field}" if e.field else prefix, e.message)
                for e in validation_errors(exc, layer)
            ]
            raise ApiError(422, errors) from exc
    return drawn


def render(
    width: int,
    height: int,
    layers: list[_Layer],
    font: FontGetter,
    images: Mapping[int, Image.Image],
    fmt: Literal["png", "jpeg"],
) -> bytes:
    canvas = Image.new("RGBA", (width, height), (255, 255, 255, 255))
    draw = ImageDraw.Draw(canvas)
    for layer in layers:
        if isinstance(layer, ShapeLayer):
            box = (layer.x, layer.y, layer.x + layer.width - 1, layer.y + layer.height - 1)
            if layer.shape == "ellipse":
                draw.ellipse(box, fill=layer.fill)
            else:
                draw.rounded_rectangle(box, radius=layer.radius, fill=layer.fill)
        elif isinstance(layer, TextLayer) and layer.text:
            face = font(layer.font.family, layer.font.variant, layer.size)
            anchor = {"left": "la", "center": "ma", "right": "ra"}[layer.align]
            draw.multiline_text(
                (layer.x, layer.y),
                layer.text,
                fill=layer.color,
                font=face,
                anchor=anchor,
                align=layer.align,
            )
        elif isinstance(layer, ImageLayer) and layer.image.id in images:
            picture = images[layer.image.id].convert("RGBA")
            picture = picture.resize((layer.width, layer.height), Image.Resampling.LANCZOS)
            canvas.alpha_composite(picture, (max(layer.x, 0), max(layer.y, 0)))
    out = io.BytesIO()
    if fmt == "jpeg":
        canvas.convert("RGB").save(out, "JPEG", quality=90)
    else:
        canvas.save(out, "PNG")
    return out.getvalue()
