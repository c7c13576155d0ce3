"""Image size variants: /image/{size}/…, /image/product/…, /image/category/… (002 §7)."""

from __future__ import annotations

import asyncio
import logging
from io import BytesIO
from typing import Any

import pytest
from PIL import Image

from domains.media import variants
from kernel.settings import SETTINGS
from tests.conftest import Api
from tests.domains.test_media import png_bomb, upload

WEBP = {"Accept": "image/webp,image/apng,image/*,*/*;q=0.8"}
CHROMIUM = {"Accept": "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"}
OLD = {"Accept": "image/png,image/*;q=0.8"}


def photo(width: int, height: int, fmt: str = "JPEG") -> bytes:
    out = BytesIO()
    Image.new("RGB", (width, height), (180, 120, 60)).save(out, fmt)
    return out.getvalue()


async def add_image(admin: Api, data: bytes, name: str, mime: str) -> dict[str, Any]:
    status, body = await upload(admin, "/api/images", data, name, mime)
    assert status == 201, body
    return dict(body["data"])


def variant_files(api: Api) -> list[str]:
    folder = api.app[SETTINGS].var_dir / "variants"
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


@pytest.mark.parametrize(("size", "width"), [(v.name, v.width) for v in variants.SIZES.values()])
async def test_each_size_is_that_wide_and_never_enlarged(
    admin: Api, api: Api, size: str, width: int
) -> None:
    image = await add_image(admin, photo(2400, 1200), "brett.jpg", "image/jpeg")
    resp = await api.client.get(f"/image/{size}/{image['id']}-1.jpg", headers=WEBP)
    assert resp.status == 200 and resp.headers["Content-Type"] == "image/webp"
    assert resp.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert resp.headers["Vary"] == "Accept"
    with Image.open(BytesIO(await resp.read())) as made:
        assert made.format == "WEBP" and made.size == (width, width // 2)
    small = await add_image(admin, photo(100, 50), "klein.jpg", "image/jpeg")
    resp = await api.client.get(f"/image/{size}/{small['id']}-1.jpg", headers=WEBP)
    with Image.open(BytesIO(await resp.read())) as made:
        assert made.size == (min(100, width), min(100, width) // 2)


async def test_without_webp_the_original_format_and_presets_crop(admin: Api, api: Api) -> None:
    image = await add_image(admin, photo(2000, 1000), "brett.jpg", "image/jpeg")
    resp = await api.client.get(f"/image/small/{image['id']}-1.jpg", headers=OLD)
    assert resp.headers["Content-Type"] == "image/jpeg"
    with Image.open(BytesIO(await resp.read())) as made:
        assert (made.format, made.size) == ("JPEG", (640, 320))
    png = await add_image(admin, photo(1000, 1000, "PNG"), "logo.png", "image/png")
    resp = await api.client.get(f"/image/product/{png['id']}-1.png", headers=OLD)
    with Image.open(BytesIO(await resp.read())) as made:
        assert (made.format, made.size) == ("PNG", (800, 800))
    resp = await api.client.get(f"/image/category/{image['id']}-1.jpg", headers=WEBP)
    with Image.open(BytesIO(await resp.read())) as made:
        assert made.size == (1280, 720)  # the centre of the 2000×1000 original


async def test_a_variant_is_made_once_and_goes_with_its_image(admin: Api, api: Api) -> None:
    image = await add_image(admin, photo(1500, 900), "brett.jpg", "image/jpeg")
    path = f"/image/medium/{image['id']}-1.jpg"
    answers = await asyncio.gather(*(api.client.get(path, headers=WEBP) for _ in range(4)))
    bodies = {await r.read() for r in answers}
    assert len(bodies) == 1 and {r.status for r in answers} == {200}
    assert variant_files(api) == [f"{image['publicHash']}/medium.webp"]
    made = api.app[SETTINGS].var_dir / "variants" / image["publicHash"] / "medium.webp"
    stamp = made.stat().st_mtime_ns
    await api.client.get(path, headers=WEBP)
    assert made.stat().st_mtime_ns == stamp  # served from storage, not made again
    status, _ = await admin.call("DELETE", f"/api/images/{image['id']}")
    assert status == 200 and variant_files(api) == []
    assert (await api.client.get(path, headers=WEBP)).status == 404


async def test_bad_variant_addresses_answer_404(admin: Api, api: Api) -> None:
    image = await add_image(admin, photo(300, 200), "brett.jpg", "image/jpeg")
    for path in (
        f"/image/huge/{image['id']}-1.jpg",
        f"/image/small/{image['id']}-2.jpg",
        f"/image/small/{image['id']}-1.png",
        "/image/small/999999-1.jpg",
        "/image/small/99999999999999999999-1.jpg",
        f"/image/small/{image['id']}-1.jpg/x",
    ):
        resp = await api.client.get(path, headers=WEBP)
        assert resp.status == 404, path


@pytest.mark.skipif(not variants.AVIF, reason="this Pillow cannot write AVIF")
async def test_browsers_that_take_avif_get_avif_kept_apart(admin: Api, api: Api) -> None:
    image = await add_image(admin, photo(1500, 900), "brett.jpg", "image/jpeg")
    path = f"/image/small/{image['id']}-1.jpg"
    resp = await api.client.get(path, headers=CHROMIUM)
    assert resp.status == 200 and resp.headers["Content-Type"] == "image/avif"
    assert resp.headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert resp.headers["Vary"] == "Accept"
    with Image.open(BytesIO(await resp.read())) as made:
        assert made.format == "AVIF" and made.size == (640, 384)
    assert (await api.client.get(path, headers=WEBP)).headers["Content-Type"] == "image/webp"
    assert variant_files(api) == [f"{image['publicHash']}/small.{f}" for f in ("avif", "webp")]
    status, _ = await admin.call("DELETE", f"/api/images/{image['id']}")
    assert status == 200 and variant_files(api) == []


def test_output_format_prefers_avif_only_when_it_can_write_it() -> None:
    accept = CHROMIUM["Accept"]
    assert variants.output_format("jpg", accept, avif=True) == "avif"
    assert variants.output_format("jpg", accept, avif=False) == "webp"
    assert variants.output_format("png", OLD["Accept"], avif=True) == "png"


async def test_an_undecodable_original_gets_a_placeholder_variant_made_once(
    admin: Api, api: Api, caplog: pytest.LogCaptureFixture
) -> None:
    """An original that no longer decodes (here: replaced in the file store by a PNG
    claiming 10,000 × 10,000 px) answers a plain card of the variant's size, kept like
    any variant, with one warning — not a 500 with a traceback on every request."""
    image = await add_image(admin, photo(1000, 1000, "PNG"), "logo.png", "image/png")
    original = api.app[SETTINGS].var_dir / image["url"].removeprefix("/")
    original.write_bytes(png_bomb())
    caplog.set_level(logging.WARNING)
    for size, box in (("small", (640, 480)), ("product", (800, 800))):
        path = f"/image/{size}/{image['id']}-1.png"
        resp = await api.client.get(path, headers=OLD)
        assert resp.status == 200 and resp.headers["Content-Type"] == "image/png"
        with Image.open(BytesIO(await resp.read())) as made:
            assert (made.format, made.size) == ("PNG", box)
    assert [r.exc_info for r in caplog.records if r.levelno >= logging.WARNING] == [None, None]
    made = api.app[SETTINGS].var_dir / "variants" / image["publicHash"] / "small.png"
    stamp = made.stat().st_mtime_ns
    caplog.clear()
    assert (await api.client.get(f"/image/small/{image['id']}-1.png", headers=OLD)).status == 200
    assert made.stat().st_mtime_ns == stamp
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []
