"""``/favicon.ico`` answers an icon (no 404 logged on every page), in the theme colour."""

from __future__ import annotations

from io import BytesIO

from PIL import Image

from tests.conftest import Api


async def test_favicon_is_an_icon_in_the_theme_colour(admin: Api) -> None:
    resp = await admin.client.get("/favicon.ico", headers={"Accept": "image/*"})
    assert resp.status == 200
    assert resp.headers["Content-Type"] == "image/x-icon"
    assert "max-age" in resp.headers["Cache-Control"]
    body = await resp.read()
    icon = Image.open(BytesIO(body))
    assert icon.format == "ICO" and (48, 48) in icon.info["sizes"]
    etag = resp.headers["ETag"]
    again = await admin.client.get("/favicon.ico", headers={"If-None-Match": etag})
    assert again.status == 304
    status, _ = await admin.post("/api/config", {"themeColor": "#8b5a2b"})
    assert status == 200
    resp = await admin.client.get("/favicon.ico")
    assert resp.status == 200 and resp.headers["ETag"] != etag
    picture = Image.open(BytesIO(await resp.read())).convert("RGB")
    assert picture.getpixel((picture.width // 2, picture.height - 4)) == (0x8B, 0x5A, 0x2B)
