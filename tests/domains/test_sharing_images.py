"""Sharing images (000 §2): a page without an image of its own is shared with the image
template ``social`` drawn with its title and description, once, at an immutable address."""

from __future__ import annotations

import io

from PIL import Image

from tests.conftest import Api
from tests.kernel.web.headparse import parse
from tests.kernel.web.records import add_site

HTML = {"Accept": "text/html"}
LAYERS = [
    {
        "type": "shape",
        "shape": "rect",
        "x": 0,
        "y": 0,
        "width": 1200,
        "height": 630,
        "fill": "#3e2723",
    },
    {"type": "text", "x": 60, "y": 60, "text": "{title}", "size": 72, "color": "#ffffff"},
    {"type": "text", "x": 60, "y": 400, "text": "{description}", "size": 36, "color": "#ffcc80"},
]


async def og_image(api: Api, path: str) -> str | None:
    resp = await api.client.get(path, headers=HTML)
    assert resp.status == 200, path
    return parse(await resp.text()).meta.get("og:image")


async def test_pages_are_shared_with_the_drawn_template(admin: Api, api: Api, db_url: str) -> None:
    await add_site(db_url, "holzarten", "Holzarten", title="Unsere Holzarten", description="Eiche.")
    assert await og_image(api, "/holzarten") is None  # no template: no image

    status, template = await admin.post(
        "/api/image-templates",
        {"identifier": "social", "name": "Teilen", "width": 1200, "height": 630, "layers": LAYERS},
    )
    assert status == 201, template
    url = await og_image(api, "/holzarten")
    assert url and "/image/social/" in url and url.endswith(".png")
    path = url[url.index("/image/") :]
    resp = await api.client.get(path)
    assert resp.status == 200 and resp.content_type == "image/png"
    assert "immutable" in resp.headers["Cache-Control"]
    picture = Image.open(io.BytesIO(await resp.read())).convert("RGB")
    assert picture.size == (1200, 630)
    assert picture.getpixel((5, 5)) == (0x3E, 0x27, 0x23)  # the template's background
    assert picture.getpixel((70, 90)) != (0x3E, 0x27, 0x23)  # the title drawn over it

    # Another page, another text: another image; the same page again: the same one.
    await add_site(db_url, "impressum-neu", "Impressum", title="Impressum", description="Wir.")
    other = await og_image(api, "/impressum-neu")
    assert other and other != url
    assert await og_image(api, "/holzarten") == url
    assert (await api.client.get("/image/social/" + "0" * 32 + ".png")).status == 404
