"""Media: file uploads (multipart and data URL), their limits and refusals, delivery, fonts."""

from __future__ import annotations

import re
import struct
import zlib
from io import BytesIO
from pathlib import Path
from typing import Any

from aiohttp import FormData
from PIL import Image

from domains.media import files
from kernel.settings import SETTINGS
from kernel.storage import STORAGE
from tests.conftest import Api, ClientFactory
from tests.kernel.entities.examples_media import PDF, data_url, png
from tests.kernel.entities.world import build_world

ALLOWED_IMAGES = '"image/jpeg", "image/png", "image/webp", "image/gif"'


def form(data: bytes, filename: str, content_type: str, **fields: str) -> FormData:
    body = FormData()
    body.add_field("file", data, filename=filename, content_type=content_type)
    for key, value in fields.items():
        body.add_field(key, value)
    return body


async def upload(
    api: Api,
    path: str,
    data: bytes,
    filename: str,
    content_type: str,
    method: str = "POST",
    **fields: str,
) -> tuple[int, Any]:
    return await api.call(method, path, data=form(data, filename, content_type, **fields))


def png_header(width: int, height: int) -> bytes:
    """A PNG that claims a size: signature, IHDR, a tiny IDAT, IEND (never decoded)."""

    def chunk(kind: bytes, payload: bytes) -> bytes:
        crc = zlib.crc32(kind + payload) & 0xFFFFFFFF
        return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", crc)

    ihdr = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(b"\x00" * 64))
        + chunk(b"IEND", b"")
    )


def png_bomb(width: int = 10_000, height: int = 10_000) -> bytes:
    """A complete, valid 1-bit PNG of ``width`` × ``height`` black pixels: some 20 kB
    that decode to 100 million pixels (built row by row, never held decoded)."""

    def chunk(kind: bytes, payload: bytes) -> bytes:
        crc = zlib.crc32(kind + payload) & 0xFFFFFFFF
        return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", crc)

    row = bytes(1 + (width + 7) // 8)  # filter byte 0, then the packed bits
    packer = zlib.compressobj(9)
    idat = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
    ihdr = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def media_files(api: Api) -> list[Path]:
    folder = api.app[SETTINGS].var_dir / "media"
    return (
        sorted(p for p in folder.iterdir() if not p.name.startswith(".")) if folder.exists() else []
    )


async def test_image_upload_multipart_and_delivery(admin: Api, api: Api) -> None:
    status, body = await upload(
        admin, "/api/images", png(30, 20), "foto.png", "image/png", alt="Gastgarten"
    )
    assert status == 201, body
    image = body["data"]
    assert (image["width"], image["height"], image["extension"], image["mimeType"]) == (
        30,
        20,
        "png",
        "image/png",
    )
    assert (image["version"], image["alt"], image["name"]) == (1, "Gastgarten", "foto.png")
    assert len(image["publicHash"]) == 32 and image["url"] == (f"/media/{image['publicHash']}.png")

    resp = await api.client.get(image["url"])  # anonymous: images are public
    assert resp.status == 200 and await resp.read() == png(30, 20)
    assert resp.headers["Content-Type"] == "image/png"
    assert resp.headers["X-Content-Type-Options"] == "nosniff"
    assert "immutable" in resp.headers["Cache-Control"]
    resp = await api.client.get(f"/image/{image['id']}-1.png")  # the spec's path
    assert resp.status == 200
    for wrong in (
        f"/image/{image['id']}-2.png",
        f"/image/{image['id']}-1.jpg",
        f"/media/{'0' * 32}.png",
    ):
        assert (await api.client.get(wrong)).status == 404, wrong


async def test_replacing_the_file_bumps_version_and_hash(admin: Api, api: Api) -> None:
    status, body = await upload(admin, "/api/images", png(), "a.png", "image/png")
    old = body["data"]
    status, body = await upload(
        admin, f"/api/images/{old['id']}", png(8, 8), "b.png", "image/png", method="PUT"
    )
    assert status == 200, body
    new = body["data"]
    assert (new["version"], new["width"], new["name"]) == (2, 8, "b.png")
    assert new["publicHash"] != old["publicHash"]
    assert (await api.client.get(old["url"])).status == 404
    assert (await api.client.get(new["url"])).status == 200
    assert len(media_files(admin)) == 1

    status, body = await admin.call("PUT", f"/api/images/{old['id']}", json={"alt": "Neu"})
    assert (status, body["data"]["alt"], body["data"]["version"]) == (200, "Neu", 2)
    status, _ = await admin.call("DELETE", f"/api/images/{old['id']}")
    assert status == 200 and media_files(admin) == []
    assert (await api.client.get(new["url"])).status == 404


async def test_upload_secret_link(admin: Api, api: Api) -> None:
    status, body = await admin.post(
        "/api/uploads",
        {"file": {"name": "Speisekarte.pdf", "data": data_url(PDF, "application/pdf")}},
    )
    assert status == 201, body
    item = body["data"]
    assert (item["name"], item["extension"], item["size"]) == ("Speisekarte.pdf", "pdf", len(PDF))
    assert (await api.get("/api/uploads"))[0] == 401
    resp = await api.client.get(item["url"])
    assert resp.status == 200 and await resp.read() == PDF
    assert resp.headers["Referrer-Policy"] == "no-referrer"
    assert resp.headers["Content-Disposition"] == "inline; filename*=UTF-8''Speisekarte.pdf"
    assert "sandbox" in resp.headers["Content-Security-Policy"]
    spec_path = f"/upload/{item['publicHash']}/{item['id']}-1.pdf"
    assert (await api.client.get(spec_path)).status == 200
    wrong = await api.client.get(f"/upload/{'a' * 32}/{item['id']}-1.pdf")
    unknown = await api.client.get(f"/upload/{'a' * 32}/999999-1.pdf")
    assert wrong.status == unknown.status == 404
    assert await wrong.read() == await unknown.read()


async def test_an_mp4_video_upload(admin: Api, api: Api) -> None:
    """The text_video block's video (002 §5: MP4): the demo's real AV1 file is taken as
    video/mp4, served inline with its type and byte ranges (a player seeks with them); a
    file that only claims to be an MP4 is refused."""
    video = (Path(__file__).parents[2] / "demo" / "media" / "saegewerk.mp4").read_bytes()
    status, body = await upload(admin, "/api/uploads", video, "saegewerk.mp4", "video/mp4")
    assert status == 201, body
    item = body["data"]
    assert (item["extension"], item["mimeType"], item["size"]) == ("mp4", "video/mp4", len(video))
    resp = await api.client.get(item["url"])
    assert resp.status == 200 and await resp.read() == video
    assert resp.headers["Content-Type"] == "video/mp4"
    assert resp.headers["Content-Disposition"].startswith("inline;")
    part = await api.client.get(item["url"], headers={"Range": "bytes=0-99"})
    assert part.status == 206 and await part.read() == video[:100]
    status, body = await upload(admin, "/api/uploads", b"\x00" * 64, "film.mp4", "video/mp4")
    assert status == 422 and body["errors"][0]["field"] == "file"


async def test_uploads_refuse_types_and_mismatched_content(admin: Api) -> None:
    allowed = ", ".join(f'"{t}"' for t in files.UPLOAD_MIME_TYPES)
    status, body = await upload(
        admin, "/api/uploads", b"MZ\x90\x00", "setup.exe", "application/x-msdownload"
    )
    assert status == 422
    assert body["errors"] == [
        {
            "field": "file",
            "message": (
                f"Der Dateityp ist ungültig (application/x-msdownload). "
                f"Erlaubte Dateitypen sind {allowed}."
            ),
        }
    ]
    assert allowed.startswith('"application/pdf", "application/msword", ')
    status, body = await upload(
        admin, "/api/uploads", b"<html><script>", "preise.pdf", "application/pdf"
    )
    assert status == 422
    assert body["errors"][0]["message"].startswith(
        "Der Dateityp ist ungültig (application/octet-stream)."
    )
    status, body = await upload(admin, "/api/uploads", b"a;b\n1;2\n", "liste.csv", "text/csv")
    assert status == 201 and body["data"]["mimeType"] == "text/csv"


async def test_file_too_large_with_own_byte_cap(admin: Api) -> None:
    too_big = b"%PDF-" + b"0" * files.UPLOAD_MAX_BYTES  # 10 MB + 5 bytes > client_max_size
    status, body = await upload(admin, "/api/uploads", too_big, "gross.pdf", "application/pdf")
    assert status == 413
    assert body["errors"] == [
        {
            "field": "file",
            "message": (
                "Die Datei ist zu groß (10000,01 kB). Die maximal zulässige Größe beträgt 10000 kB."
            ),
        }
    ]
    huge = b"%PDF-" + b"0" * (12_500_000 - 5)
    status, body = await upload(admin, "/api/uploads", huge, "gross.pdf", "application/pdf")
    assert body["errors"][0]["message"] == (
        "Die Datei ist zu groß (12,5 MB). Die maximal zulässige Größe beträgt 10 MB."
    )
    ok_size = b"%PDF-" + b"0" * 2_000_000  # above aiohttp's 1 MB body limit, below ours
    status, body = await upload(admin, "/api/uploads", ok_size, "ok.pdf", "application/pdf")
    assert status == 201, body
    assert files.too_large(25_000_000, files.IMAGE_MAX_BYTES) == (
        "Die Datei ist zu groß (25 MB). Die maximal zulässige Größe beträgt 20 MB."
    )


async def test_images_refuse_type_dimensions_bombs_and_broken_data(admin: Api) -> None:
    bmp = BytesIO()
    Image.new("RGB", (2, 2)).save(bmp, "BMP")
    cases = [
        (
            bmp.getvalue(),
            "image/bmp",
            f"Der Dateityp ist ungültig (image/bmp). Erlaubte Dateitypen sind {ALLOWED_IMAGES}.",
        ),
        (
            png(10_001, 1, "1"),
            "image/png",
            "Die Bildbreite ist zu groß (10001px). Die maximal zulässige Breite beträgt 10000px.",
        ),
        (
            png(1, 10_001, "1"),
            "image/png",
            "Die Bildhöhe ist zu groß (10001px). Die maximal zulässige Höhe beträgt 10000px.",
        ),
        # Decompression bombs: 400 Mpx (Pillow's hard error) and 81 Mpx (its mere warning).
        (
            png_header(20_000, 20_000),
            "image/png",
            "Das Bild hat zu viele Bildpunkte. Die maximal zulässige Anzahl beträgt 50 Megapixel.",
        ),
        (
            png_header(9_000, 9_000),
            "image/png",
            "Das Bild hat zu viele Bildpunkte. Die maximal zulässige Anzahl beträgt 50 Megapixel.",
        ),
        (
            png(50, 50)[:60],
            "image/png",
            "Das Bild konnte nicht gelesen werden. Bitte laden Sie eine gültige Bilddatei hoch.",
        ),
        (
            PDF,
            "application/pdf",
            "Der Dateityp ist ungültig (application/pdf). "
            f"Erlaubte Dateitypen sind {ALLOWED_IMAGES}.",
        ),
    ]
    for data, content_type, message in cases:
        status, body = await upload(admin, "/api/images", data, "bild", content_type)
        assert (status, body["errors"]) == (422, [{"field": "file", "message": message}])
        status, body = await admin.post(
            "/api/images", {"file": {"name": "bild", "data": data_url(data, content_type)}}
        )
        assert (status, body["errors"]) == (422, [{"field": "file", "message": message}])
    assert (await admin.get("/api/images"))[1]["data"] == []
    assert media_files(admin) == []


async def test_bad_uploads_are_refused_cleanly(admin: Api) -> None:
    status, body = await admin.post("/api/images", {"file": {"data": "kein data url"}})
    assert (status, body["errors"][0]["field"]) == (422, "file.data")
    status, body = await admin.post("/api/images", {"alt": "ohne Datei"})
    assert (status, body["errors"]) == (
        422,
        [{"field": "file", "message": "Dieser Wert sollte nicht leer sein."}],
    )
    body_form = FormData(default_to_multipart=True)
    body_form.add_field("alt", "nur Text")
    status, body = await admin.call("POST", "/api/images", data=body_form)
    assert (status, body["errors"][0]["field"]) == (422, "file")
    status, body = await upload(admin, "/api/images", png(), "a.png", "image/png", extra="x")
    assert (status, body["errors"]) == (
        422,
        [{"field": "extra", "message": "Dieses Feld wurde nicht erwartet."}],
    )
    # NUL cannot be stored in PostgreSQL text: refused as invalid, never a server error.
    status, body = await upload(admin, "/api/images", png(), "a.png", "image/png", alt="a\x00")
    assert (status, body["errors"]) == (
        422,
        [{"field": "alt", "message": "Dieser Wert ist nicht gültig."}],
    )
    status, body = await admin.post(
        "/api/uploads", {"name": "x\x00", "file": {"data": data_url(PDF, "application/pdf")}}
    )
    assert (status, body["errors"][0]["field"]) == (422, "name")
    # a multipart body whose part headers are broken: a bad request, not a server error
    status, body = await admin.call(
        "POST",
        "/api/images",
        data=b"--x\r\nnonsense\r\n\r\ndata\r\n--x--\r\n",
        headers={"Content-Type": "multipart/form-data; boundary=x"},
    )
    assert (status, body["errors"][0]["message"]) == (400, "Die Anfrage ist ungültig.")
    assert media_files(admin) == []


async def test_only_admins_upload(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    for principal, expected in (("anonymous", 401), ("employee_a", 403)):
        status, _ = await upload(world.apis[principal], "/api/images", png(), "a.png", "image/png")
        assert status == expected
    assert media_files(world.admin) == []


async def test_template_layers_and_unique_identifier(admin: Api, api: Api) -> None:
    template = {"identifier": "flyer", "name": "Flyer", "layers": [{"type": "text", "x": 1}]}
    status, body = await admin.post("/api/image-templates", template)
    assert status == 201, body
    status, again = await admin.post("/api/image-templates", template)
    assert (status, again["errors"]) == (
        422,
        [{"field": "identifier", "message": "Dieser Wert wird bereits verwendet."}],
    )
    path = f"/api/image-templates/{body['data']['id']}/layers"
    assert await admin.get(path) == (200, {"data": [{"type": "text", "x": 1}]})
    assert (await api.get(path))[0] == 401
    assert (await admin.get("/api/image-templates/999999/layers"))[0] == 404
    status, body = await admin.post(
        "/api/image-templates", {**template, "identifier": "x", "layers": [{"x": 1}]}
    )
    assert (status, body["errors"][0]["field"]) == (422, "layers")


async def test_fonts(admin: Api, api: Api) -> None:
    assert (await api.get("/api/fonts"))[0] == 401
    status, body = await admin.get("/api/fonts")
    families = [f["family"] for f in body["data"]]
    assert status == 200 and families == sorted(families, key=str.casefold)
    open_sans = next(f for f in body["data"] if f["family"] == "Open Sans")
    assert {"id": "700italic", "weight": 700, "style": "italic", "label": "Fett Kursiv"} in (
        open_sans["variants"]
    )
    assert open_sans["variants"][0]["label"] == "Leicht"

    resp = await api.client.get("/api/fonts/google/Open+Sans/style-700italic.embed.css")
    css = await resp.text()
    assert resp.status == 200 and resp.content_type == "text/css"
    assert "font-family: 'Open Sans';" in css and "font-weight: 700;" in css
    # no file in the store yet: the CSS names none (a browser would get a 404 for it)
    assert "url(" not in css and "src: local('Open Sans');" in css
    await api.app[STORAGE].put("fonts/open-sans/700italic.woff2", b"wOF2 font", "font/woff2")
    resp = await api.client.get("/api/fonts/google/Open+Sans/style-700italic.embed.css")
    css = await resp.text()
    assert "url('/media/fonts/open-sans/700italic.woff2')" in css
    # every address the CSS names is served
    for url in re.findall(r"url\('([^']+)'\)", css):
        assert (await api.client.get(url)).status == 200, url
    again = await api.client.get("/api/fonts/google/open-sans/style-700italic.embed.css")
    assert await again.text() == css
    for bad in ("Comic+Sans/style-regular", "Oswald/style-italic"):
        assert (await api.client.get(f"/api/fonts/google/{bad}.embed.css")).status == 404


async def test_visitors_upload_files_for_a_product_step(api: Api, admin: Api) -> None:
    """002 §5, §7: a visitor adds a file (a configuration step); checked like any upload,
    at most 10 per minute per address, never listed — reached by its secret link only."""
    body = {"file": {"name": "Skizze.pdf", "data": data_url(PDF, "application/pdf")}}
    status, answer = await api.post("/api/uploads", body)
    assert status == 201, answer
    item = answer["data"]
    assert (await api.client.get(item["url"])).status == 200
    assert (await api.get("/api/uploads"))[0] == 401
    assert (await api.get(f"/api/uploads/{item['id']}"))[0] == 401
    bad = {"file": {"name": "setup.exe", "data": data_url(b"MZ\x90\x00", "application/pdf")}}
    assert (await api.post("/api/uploads", bad))[0] == 422
    for _ in range(8):
        assert (await api.post("/api/uploads", body))[0] == 201
    status, answer = await api.post("/api/uploads", body)
    assert status == 429, answer
    assert (await admin.post("/api/uploads", body))[0] == 201  # administrators: no rate
