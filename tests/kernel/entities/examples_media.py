"""Examples for the media domain's resources (files travel as data URLs in JSON)."""

from __future__ import annotations

import base64
from io import BytesIO

from PIL import Image

from tests.kernel.entities.world import Example


def png(width: int = 4, height: int = 3, mode: str = "RGB") -> bytes:
    buffer = BytesIO()
    Image.new(mode, (width, height), "white").save(buffer, "PNG")
    return buffer.getvalue()


def data_url(data: bytes, mime: str) -> str:
    return f"data:{mime};base64,{base64.b64encode(data).decode()}"


PDF = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"

EXAMPLES = {
    "images": Example(
        create=lambda w: {
            "alt": "Kaffeetasse",
            "file": {"name": "tasse.png", "data": data_url(png(), "image/png")},
        },
        update={"alt": "Eine Tasse Kaffee"},
        filters={"alt": lambda w, o: "kaffee", "mimeType": lambda w, o: "image/png"},
    ),
    "uploads": Example(
        create=lambda w: {
            "name": "Preisliste 2026.pdf",
            "file": {"name": "preisliste.pdf", "data": data_url(PDF, "application/pdf")},
        },
        update={"name": "Preisliste 2027.pdf"},
        filters={"name": lambda w, o: "preisliste", "mimeType": lambda w, o: "application/pdf"},
    ),
    "image-templates": Example(
        create=lambda w: {
            "identifier": w.unique("beitrag"),
            "name": "Instagram Beitrag",
            "width": 1080,
            "height": 1350,
            "layers": [
                {"type": "image", "x": 0, "y": 0, "width": 1080, "height": 1350},
                {"type": "text", "text": "Angebot der Woche", "font": "Open Sans"},
            ],
        },
        update={"name": "Instagram Story", "height": 1920},
        filters={"name": lambda w, o: "instagram"},
    ),
}
