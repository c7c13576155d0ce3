"""Preview JPEGs of uploads under their secret link (002 §7 ``/upload/{publicHash}/preview/``):
an image scaled, a PDF's first page rendered, anything else a placeholder; made once."""

from __future__ import annotations

import logging
from io import BytesIO
from typing import Any

import pytest
from PIL import Image

from domains.media import previews
from kernel.settings import SETTINGS
from tests.conftest import Api
from tests.domains.test_media import png_bomb, upload
from tests.kernel.entities.examples_media import PDF


def pdf(colour: str) -> bytes:
    """A one-page PDF (A4 portrait at 72 dpi) filled with ``colour``, written by Pillow."""
    out = BytesIO()
    Image.new("RGB", (595, 842), colour).save(out, "PDF")
    return out.getvalue()


async def add_upload(admin: Api, data: bytes, name: str, mime: str) -> dict[str, Any]:
    status, body = await upload(admin, "/api/uploads", data, name, mime)
    assert status == 201, body
    return dict(body["data"])


def preview_path(row: dict[str, Any]) -> str:
    return f"/upload/{row['publicHash']}/preview/{row['id']}-{row['version']}.jpg"


async def fetch_preview(api: Api, row: dict[str, Any]) -> Image.Image:
    resp = await api.client.get(preview_path(row))
    assert resp.status == 200, await resp.text()
    assert resp.headers["Content-Type"] == "image/jpeg"
    assert resp.headers["Cache-Control"] == "private, max-age=31536000, immutable"
    assert resp.headers["X-Robots-Tag"] == "noindex"
    image = Image.open(BytesIO(await resp.read()))
    assert image.format == "JPEG"
    return image


async def test_a_pdf_preview_is_its_first_page(admin: Api, api: Api) -> None:
    row = await add_upload(admin, pdf("#c08040"), "preisliste.pdf", "application/pdf")
    image = await fetch_preview(api, row)
    assert image.width == previews.WIDTH and abs(image.height - 905) <= 2  # A4 ratio
    red, green, blue = image.convert("RGB").getpixel((320, 450))
    assert abs(red - 0xC0) < 8 and abs(green - 0x80) < 8 and abs(blue - 0x40) < 8
    stored = api.app[SETTINGS].var_dir / "previews" / row["publicHash"] / "1.jpg"
    stamp = stored.stat().st_mtime_ns
    await fetch_preview(api, row)
    assert stored.stat().st_mtime_ns == stamp  # made once, then served from storage
    status, _ = await admin.call("DELETE", f"/api/uploads/{row['id']}")
    assert status == 200 and not stored.exists()  # goes with its upload


async def test_images_scale_and_other_files_get_a_placeholder(admin: Api, api: Api) -> None:
    out = BytesIO()
    Image.new("RGBA", (2000, 1000), (10, 200, 30, 255)).save(out, "PNG")
    photo = await add_upload(admin, out.getvalue(), "plan.png", "image/png")
    image = await fetch_preview(api, photo)
    assert image.size == (640, 320)
    text = await add_upload(admin, b"Holz;Preis\nEiche;12\n", "liste.csv", "text/csv")
    assert (await fetch_preview(api, text)).size == previews.PLACEHOLDER_SIZE
    broken = await add_upload(admin, PDF, "kaputt.pdf", "application/pdf")  # no page
    assert (await fetch_preview(api, broken)).size == previews.PLACEHOLDER_SIZE


async def test_a_wrong_hash_or_version_answers_404(admin: Api, api: Api) -> None:
    row = await add_upload(admin, pdf("white"), "a.pdf", "application/pdf")
    good = preview_path(row)
    for path in (
        good.replace(row["publicHash"], "0" * len(row["publicHash"])),
        good.replace(f"-{row['version']}.jpg", "-9.jpg"),
        good.replace(".jpg", ".png"),
        f"/upload/{row['publicHash']}/preview/99999999999999999999-1.jpg",
    ):
        assert (await api.client.get(path)).status == 404, path


def warnings_logged(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno >= logging.WARNING]


async def test_an_anonymous_decompression_bomb_gets_a_placeholder_made_once(
    api: Api, caplog: pytest.LogCaptureFixture
) -> None:
    """A 10,000 × 10,000 px PNG (12 kB) is a fine upload, but no preview is decoded from
    it: the placeholder answers, is kept, and the failure is logged in one line once."""
    status, body = await upload(api, "/api/uploads", png_bomb(), "plan.png", "image/png")
    assert status == 201, body
    row = body["data"]
    caplog.set_level(logging.WARNING)
    assert (await fetch_preview(api, row)).size == previews.PLACEHOLDER_SIZE
    [logged] = warnings_logged(caplog)
    assert logged.exc_info is None and "\n" not in logged.getMessage()
    assert f"not made from uploads {row['id']}: DecompressionBomb" in logged.getMessage()
    stored = api.app[SETTINGS].var_dir / "previews" / row["publicHash"] / "1.jpg"
    stamp = stored.stat().st_mtime_ns
    caplog.clear()
    for _ in range(3):  # served from storage: nothing decoded, nothing logged
        assert (await fetch_preview(api, row)).size == previews.PLACEHOLDER_SIZE
    assert stored.stat().st_mtime_ns == stamp and warnings_logged(caplog) == []


async def test_a_broken_image_upload_gets_a_placeholder(
    api: Api, caplog: pytest.LogCaptureFixture
) -> None:
    out = BytesIO()
    Image.new("RGB", (800, 600), "#336699").save(out, "JPEG")
    cut = out.getvalue()[:400]  # the header, then nothing: Pillow cannot decode it
    status, body = await upload(api, "/api/uploads", cut, "foto.jpg", "image/jpeg")
    assert status == 201, body
    caplog.set_level(logging.WARNING)
    assert (await fetch_preview(api, body["data"])).size == previews.PLACEHOLDER_SIZE
    assert len(warnings_logged(caplog)) == 1
