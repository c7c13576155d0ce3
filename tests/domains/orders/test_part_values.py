"""Typed configuration steps (002 §3, §5): text values and uploads on cart items, checked on
the server, kept on the order line."""

from __future__ import annotations

import base64
from typing import Any

from tests.conftest import ClientFactory
from tests.domains.orders.shop import Shop, build_shop, post
from tests.domains.orders.test_cart_items import _add_to_menu

PDF = b"%PDF-1.4\n%\xe2\xe3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
)


def _data_url(data: bytes, mime: str) -> str:
    return f"data:{mime};base64,{base64.b64encode(data).decode()}"


async def _fence(shop: Shop) -> dict[str, Any]:
    product = await post(
        shop.admin,
        "/api/products",
        {
            "name": "Zaunelement nach Maß",
            "type": "configurable",
            "price": "120.00",
            "tax": "20",
            "category": {"id": shop.ids["category"]},
            "config": {
                "parts": [
                    {"id": "width", "name": "Breite in cm", "type": "text"},
                    {"id": "sketch", "name": "Skizze", "type": "file", "optional": True},
                    {"id": "photos", "name": "Fotos", "type": "images", "optional": True},
                ]
            },
        },
    )
    await _add_to_menu(shop, product["id"])
    return product


async def _upload(shop: Shop, name: str, data: bytes, mime: str) -> dict[str, Any]:
    return await post(
        shop.admin, "/api/uploads", {"file": {"name": name, "data": _data_url(data, mime)}}
    )


def _item(product: dict[str, Any], *parts: dict[str, Any]) -> dict[str, Any]:
    return {"amount": 1, "product": {"id": product["id"]}, "parts": list(parts)}


def _ref(upload: dict[str, Any]) -> dict[str, Any]:
    return {"id": upload["id"], "publicHash": upload["publicHash"]}


async def test_text_and_upload_steps_are_checked_and_kept_on_the_order(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await build_shop(make_api, db_url)
    fence = await _fence(shop)
    pdf = await _upload(shop, "Skizze.pdf", PDF, "application/pdf")
    png = await _upload(shop, "Foto.png", PNG, "image/png")
    price = {"branch": {"id": shop.ids["wien"]}}

    # a required text step without a value: German message at the value's path
    for parts in ([], [{"id": "width", "value": "  "}]):
        status, body = await shop.customer.post(
            "/api/orders/price", {**price, "items": [_item(fence, *parts)]}
        )
        assert status == 422, body
        assert body["errors"] == [
            {"field": "items[0].parts[0].value", "message": "Dieser Wert sollte nicht leer sein."}
        ]

    # a document in an image step, two files in a single-file step, a wrong hash
    wrong = [
        {"id": "width", "value": "180"},
        {"id": "sketch", "uploads": [_ref(pdf), _ref(pdf)]},
        {"id": "photos", "uploads": [_ref(pdf), {"id": png["id"], "publicHash": "x" * 32}]},
    ]
    status, body = await shop.customer.post(
        "/api/orders/price", {**price, "items": [_item(fence, *wrong)]}
    )
    assert status == 422, body
    assert body["errors"] == [
        {
            "field": "items[0].parts[1].uploads",
            "message": "Diese Sammlung sollte 1 oder weniger Elemente enthalten.",
        },
        {
            "field": "items[0].parts[2].uploads[0]",
            "message": "Der Dateityp ist ungültig (pdf). Erlaubte Dateitypen sind jpg, png, gif.",
        },
        {
            "field": "items[0].parts[2].uploads[1]",
            "message": "Sie haben einen ungültigen Wert ausgewählt.",
        },
    ]

    # a value on a step that takes files, an unknown step
    status, body = await shop.customer.post(
        "/api/orders/price",
        {
            **price,
            "items": [
                _item(fence, {"id": "width", "value": "1"}, {"id": "sketch", "value": "x"}),
                _item(fence, {"id": "width", "value": "1"}, {"id": "nope", "value": "x"}),
            ],
        },
    )
    assert status == 422, body
    assert [e["field"] for e in body["errors"]] == [
        "items[0].parts[1].value",
        "items[1].parts[1].id",
    ]

    good = [
        {"id": "width", "value": " 180 "},
        {"id": "sketch", "uploads": [_ref(pdf)]},
        {"id": "photos", "uploads": [_ref(png)]},
    ]
    status, body = await shop.customer.post(
        "/api/orders/price", {**price, "items": [_item(fence, *good)]}
    )
    assert status == 200, body
    assert body["data"]["totalGross"] == "120.00"

    status, body = await shop.customer.post("/api/orders", shop.order(items=[_item(fence, *good)]))
    assert status == 201, body
    _, staff = await shop.admin.get(f"/api/orders/{body['data']['order']['id']}")
    values = staff["data"]["items"][0]["values"]
    assert values[0] == {"partId": "width", "name": "Breite in cm", "type": "text", "value": "180"}
    assert values[1]["uploads"][0]["name"] == "Skizze.pdf"
    assert values[1]["uploads"][0]["url"] == f"/upload/{pdf['publicHash']}/{pdf['id']}-1.pdf"
    assert values[2]["type"] == "images" and values[2]["uploads"][0]["extension"] == "png"
    # the kitchen receipt shows them under the line
    status, text = await shop.admin.post(f"/api/orders/{staff['data']['id']}/print?format=text")
    assert status == 200
    assert "   Breite in cm: 180\n" in text and "   Skizze: Skizze.pdf\n" in text

    # an order without the required text is refused like the price
    status, body = await shop.customer.post("/api/orders", shop.order(items=[_item(fence)]))
    assert status == 422, body
    assert {
        "field": "items[0].parts[0].value",
        "message": "Dieser Wert sollte nicht leer sein.",
    } in body["errors"]
