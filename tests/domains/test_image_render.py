"""Image templates rendered with Pillow (``GET /api/image-templates/{id}/render``): the
picture is compared with a stored reference by pixel difference; bad layers are 422."""

from __future__ import annotations

import io
import logging
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from kernel.settings import SETTINGS
from tests.conftest import Api
from tests.domains.test_media import png_bomb
from tests.kernel.entities.examples_media import data_url

REFERENCE = Path(__file__).parent / "references" / "image-template.png"


def _picture() -> bytes:
    """A 40×40 four-colour square for the image layer."""
    picture = Image.new("RGB", (40, 40), "#1565c0")
    picture.paste((255, 193, 7), (20, 0, 40, 20))
    picture.paste((46, 125, 50), (0, 20, 20, 40))
    out = io.BytesIO()
    picture.save(out, "PNG")
    return out.getvalue()


def _difference(a: Image.Image, b: Image.Image) -> tuple[float, float]:
    """(mean difference per channel 0–255, share of pixels that differ by more than 32)."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    mean = sum(ImageStat.Stat(diff).mean) / 3
    grey = diff.convert("L").point(lambda v: 255 if v > 32 else 0)
    share = ImageStat.Stat(grey).mean[0] / 255
    return mean, share


async def test_a_template_renders_like_its_reference(admin: Api) -> None:
    status, image = await admin.post(
        "/api/images", {"file": {"name": "muster.png", "data": data_url(_picture(), "image/png")}}
    )
    assert status == 201, image
    layers = [
        {
            "type": "shape",
            "shape": "rect",
            "x": 0,
            "y": 0,
            "width": 320,
            "height": 180,
            "fill": "#fafafa",
        },
        {
            "type": "shape",
            "shape": "rect",
            "x": 0,
            "y": 0,
            "width": 320,
            "height": 48,
            "fill": "#c62828",
            "radius": 0,
        },
        {
            "type": "shape",
            "shape": "ellipse",
            "x": 230,
            "y": 80,
            "width": 70,
            "height": 70,
            "fill": "#2e7d32",
        },
        {
            "type": "text",
            "x": 160,
            "y": 10,
            "text": "Mittagsmenü 9,90 €",
            "size": 24,
            "color": "#ffffff",
            "align": "center",
            "font": {"family": "Open Sans", "variant": "700"},
        },
        {"type": "text", "x": 20, "y": 150, "text": "Gasthaus", "size": 18, "color": "#212121"},
        {
            "type": "image",
            "x": 20,
            "y": 64,
            "width": 80,
            "height": 80,
            "image": {"id": image["data"]["id"]},
        },
        {"type": "sticker", "note": "the editor's own kind: left out"},
    ]
    status, template = await admin.post(
        "/api/image-templates",
        {"identifier": "mittag", "name": "Mittag", "width": 320, "height": 180, "layers": layers},
    )
    assert status == 201, template
    url = f"/api/image-templates/{template['data']['id']}/render"
    resp = await admin.client.get(url)
    assert resp.status == 200 and resp.content_type == "image/png"
    rendered = Image.open(io.BytesIO(await resp.read()))
    assert rendered.size == (320, 180)
    if not REFERENCE.exists():  # the first run writes it: look at it and commit it
        rendered.save(REFERENCE)
        pytest.fail(f"no reference: wrote {REFERENCE}; look at it and commit it")
    reference = Image.open(REFERENCE)
    mean, share = _difference(rendered, reference)
    assert mean < 1.0 and share < 0.005, (mean, share)
    # the layers are where they say: red bar, green circle, the picture's blue corner
    rgb = rendered.convert("RGB")
    assert rgb.getpixel((5, 40)) == (198, 40, 40)
    assert rgb.getpixel((265, 115)) == (46, 125, 50)
    assert rgb.getpixel((25, 70)) == (21, 101, 192)

    resp = await admin.client.get(url, params={"format": "jpeg"})
    assert resp.status == 200 and resp.content_type == "image/jpeg"
    jpeg = Image.open(io.BytesIO(await resp.read()))
    assert _difference(jpeg, reference)[0] < 4.0  # JPEG's loss, nothing more


async def test_render_refusals(admin: Api, api: Api) -> None:
    bad = [{"type": "shape", "width": 0, "height": 10}]
    status, template = await admin.post(
        "/api/image-templates", {"identifier": "kaputt", "name": "Kaputt", "layers": bad}
    )
    assert status == 201, template
    url = f"/api/image-templates/{template['data']['id']}/render"
    status, body = await admin.get(url)
    assert status == 422
    assert body["errors"][0]["field"] == "layers[0].width"
    assert body["errors"][0]["message"] == "Dieser Wert sollte größer oder gleich 1 sein."
    status, body = await admin.get(url, params={"format": "gif"})
    assert (status, body["errors"][0]["field"]) == (422, "format")
    assert (await api.get(url))[0] == 401
    assert (await admin.get("/api/image-templates/99999/render"))[0] == 404


async def test_a_picture_that_does_not_decode_is_left_out_of_the_rendering(
    admin: Api, caplog: pytest.LogCaptureFixture
) -> None:
    status, image = await admin.post(
        "/api/images", {"file": {"name": "muster.png", "data": data_url(_picture(), "image/png")}}
    )
    assert status == 201, image
    original = admin.app[SETTINGS].var_dir / image["data"]["url"].removeprefix("/")
    original.write_bytes(png_bomb())  # the stored file now claims 10,000 × 10,000 px
    picture = {"id": image["data"]["id"]}
    layers = [{"type": "image", "x": 0, "y": 0, "width": 40, "height": 40, "image": picture}]
    status, template = await admin.post(
        "/api/image-templates",
        {"identifier": "bild", "name": "Bild", "width": 80, "height": 40, "layers": layers},
    )
    assert status == 201, template
    caplog.set_level(logging.WARNING)
    resp = await admin.client.get(f"/api/image-templates/{template['data']['id']}/render")
    assert resp.status == 200 and resp.content_type == "image/png"
    rendered = Image.open(io.BytesIO(await resp.read())).convert("RGB")
    assert rendered.getpixel((10, 10)) == (255, 255, 255)  # the canvas, no picture
    [logged] = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert logged.exc_info is None and "left out" in logged.getMessage()
