"""``POST /api/products/labels`` (000 §9): product labels from an image template on the
compact (12 × 4) and detail (5 × 2) grids."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from domains.media import label_sheets as labels
from domains.media.templates import fill
from tests.conftest import Api

LAYERS = [
    {"type": "shape", "shape": "rect", "x": 0, "y": 0, "width": 400, "height": 200, "fill": "#000"},
    {"type": "text", "x": 20, "y": 20, "text": "{name}", "size": 40, "color": "#fff"},
    {"type": "text", "x": 20, "y": 120, "text": "{price} / {unit}", "size": 40, "color": "#fff"},
]


async def _world(admin: Api) -> tuple[int, list[int]]:
    status, template = await admin.post(
        "/api/image-templates",
        {"identifier": "etikett", "name": "Etikett", "width": 400, "height": 200, "layers": LAYERS},
    )
    assert status == 201, template
    ids = []
    for name, price in (("Eiche", "48.90"), ("Lärche", "27.90"), ("Douglasie", "24.90")):
        status, product = await admin.post(
            "/api/products", {"name": name, "price": price, "tax": "20", "unit": "piece"}
        )
        assert status == 201, product
        ids.append(product["data"]["id"])
    return template["data"]["id"], ids


def test_placeholders_are_filled_and_others_kept() -> None:
    values = {"name": "Eiche", "price": "48,90 €"}
    assert fill("{name}: {price}", values) == "Eiche: 48,90 €"
    assert fill("{name} {nope}", values) == "Eiche {nope}"
    assert fill("Klammer { offen", values) == "Klammer { offen"


def test_the_grids_of_the_spec_fit_a4() -> None:
    assert labels.per_page("compact") == 48 and labels.per_page("detail") == 10
    for grid in ("compact", "detail"):
        boxes = labels.cells(grid)  # type: ignore[arg-type]
        assert all(left > 0 and left + w <= labels.PAGE[0] for left, _, w, _ in boxes)
        assert all(top > 0 and top + h <= labels.PAGE[1] for _, top, _, h in boxes)


async def test_a_sheet_of_labels(admin: Api) -> None:
    template, products = await _world(admin)
    body = {
        "template": {"id": template},
        "grid": "detail",
        "format": "png",
        "products": [{"id": p} for p in products],
    }
    resp = await admin.client.post("/api/products/labels", json=body, headers=admin._headers(None))
    assert resp.status == 200, await resp.text()
    assert resp.content_type == "image/png"
    sheet = Image.open(io.BytesIO(await resp.read())).convert("L")
    assert sheet.size == labels.PAGE
    # Three labels filled (dark), the other seven cells of the 5 × 2 grid white.
    filled = [
        sheet.crop((left, top, left + w, top + h)).resize((1, 1)).getpixel((0, 0))
        for left, top, w, h in labels.cells("detail")
    ]
    assert [value < 128 for value in filled] == [True] * 3 + [False] * 7

    # 60 labels on the compact grid: a PDF of two pages.
    body |= {"grid": "compact", "format": "pdf", "products": [{"id": products[0]}] * 60}
    resp = await admin.client.post("/api/products/labels", json=body, headers=admin._headers(None))
    assert resp.status == 200 and resp.content_type == "application/pdf"
    pdf = await resp.read()
    assert pdf.startswith(b"%PDF") and pdf.count(b"/Type /Page\n") + pdf.count(b"/Type /Page ") >= 2


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"grid": "gross"}, "grid"),
        ({"products": []}, "products"),
        ({"products": [{"id": 999999}]}, "products[0].id"),
        ({"format": "png", "grid": "detail", "products": [{"id": 1}] * 11}, "products"),
    ],
)
async def test_bad_input_is_named(admin: Api, change: dict, field: str) -> None:
    template, products = await _world(admin)
    body = {"template": {"id": template}, "products": [{"id": products[0]}], **change}
    status, answer = await admin.post("/api/products/labels", body)
    assert status == 422, answer
    assert answer["errors"][0]["field"] == field


async def test_staff_only(make_api) -> None:  # type: ignore[no-untyped-def]
    anonymous = await make_api()
    body = {"template": {"id": 1}, "products": [{"id": 1}]}
    status, _ = await anonymous.post("/api/products/labels", body)
    assert status in (401, 403)
