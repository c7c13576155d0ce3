"""Cart items in the spec's shape ``{amount, unit, product: {id}, parts}`` and the alias form."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from domains.catalog.api import (
    PricingArea,
    PricingError,
    PricingProduct,
    parse_cart_items,
    price_cart,
)
from domains.orders.cart_items import CartItemIn, client_field, engine_items
from kernel.api import ApiError, validate
from tests.conftest import ClientFactory
from tests.domains.orders.shop import build_shop, post

VECTORS = json.loads(
    (Path(__file__).parents[1] / "pricing_vectors.json").read_text(encoding="utf-8")
)["vectors"]


def spec_item(flat: Mapping[str, Any]) -> dict[str, Any]:
    """A vector's flat item written the way the storefront sends it (001 §3)."""
    parts: dict[Any, list[dict[str, Any]]] = {}
    for option in flat.get("options", []):
        parts.setdefault(option["partId"], []).append({"id": option["optionId"]})
    item: dict[str, Any] = {"amount": flat["amount"], "product": {"id": flat["productId"]}}
    if "unitId" in flat:
        item["unit"] = flat["unitId"]
    if parts:
        item["parts"] = [{"id": part, "options": options} for part, options in parts.items()]
    return item


def spec_path(flat: list[Mapping[str, Any]], field: str) -> str:
    """Where the spec form carries what the flat form's error path names."""
    for index, item in enumerate(flat):
        prefix = f"items[{index}]"
        if field == f"{prefix}.productId":
            return f"{prefix}.product.id"
        if field == f"{prefix}.unitId":
            return f"{prefix}.unit"
        if field.startswith(f"{prefix}.options["):
            flat_index = int(field.rsplit("[", 1)[1].rstrip("]"))
            part = item["options"][flat_index]["partId"]
            parts = list(dict.fromkeys(o["partId"] for o in item["options"]))
            # the n-th choice within its part (the spec form groups options by part)
            position = sum(1 for o in item["options"][:flat_index] if o["partId"] == part)
            return f"{prefix}.parts[{parts.index(part)}].options[{position}]"
        if field.startswith(f"{prefix}.parts["):
            return f"{prefix}.parts"
    return field


@pytest.mark.parametrize("vector", VECTORS, ids=[v["name"] for v in VECTORS])
def test_the_spec_shape_prices_every_vector_like_the_flat_one(vector: dict[str, Any]) -> None:
    data = vector["input"]
    products = {p.id: p for p in map(PricingProduct.from_dict, data["products"])}
    area = None if data["area"] is None else PricingArea.from_dict(data["area"])
    raw = [spec_item(item) for item in data["items"]]
    try:
        items = [validate(CartItemIn, item) for item in raw]
    except ApiError as exc:  # what the schema refuses before pricing
        assert "error" in vector, exc.errors
        assert exc.errors[0].field == "amount"
        return
    try:
        result = price_cart(products, parse_cart_items(engine_items(items)), data["mode"], area)
    except PricingError as exc:
        assert "error" in vector, exc
        assert exc.message == vector["error"]["message"]
        expected_field = spec_path(data["items"], vector["error"]["field"])
        assert client_field(items, exc.field) == expected_field
        return
    assert "expected" in vector, vector["error"]
    assert result.to_json() == vector["expected"]


def test_both_forms_in_one_item_are_refused() -> None:
    with pytest.raises(ApiError) as caught:
        validate(CartItemIn, {"amount": 1, "product": {"id": 1}, "productId": 1})
    assert caught.value.status == 422
    with pytest.raises(ApiError):
        validate(CartItemIn, {"amount": 1})
    with pytest.raises(ApiError) as caught:
        validate(CartItemIn, {"amount": 1, "product": {"id": 1}, "price": "0.01"})
    assert [e.field for e in caught.value.errors] == ["price"]


async def _pizza(shop: Any) -> dict[str, Any]:
    return await post(
        shop.admin,
        "/api/products",
        {
            "name": "Pizza",
            "price": "9.90",
            "tax": "10",
            "category": {"id": shop.ids["category"]},
            "unit": "piece",
            "alternativeUnits": [{"unit": "serving", "ratio": "2"}],
            "config": {
                "parts": [
                    {
                        "id": "size",
                        "name": "Größe",
                        "type": "select",
                        "options": [
                            {
                                "id": "small",
                                "name": "Klein",
                                "modifier": "overwrite",
                                "value": "8.90",
                            },
                            {"id": "large", "name": "Groß", "modifier": "add", "value": "0"},
                        ],
                    },
                    {
                        "id": "extras",
                        "name": "Extras",
                        "type": "multiselect",
                        "optional": True,
                        "options": [
                            {"id": "cheese", "name": "Käse", "modifier": "add", "value": "1.50"},
                            {"id": "rucola", "name": "Rucola", "modifier": "add", "value": "1.20"},
                        ],
                    },
                ]
            },
        },
    )


async def _add_to_menu(shop: Any, product_id: int) -> None:
    _, menus = await shop.admin.get("/api/menus")
    menu = menus["data"][0]
    catalog = menu["catalog"]
    catalog[0]["products"].append({"id": product_id})
    status, body = await shop.admin.call(
        "PUT", f"/api/menus/{menu['id']}", json={"catalog": catalog}
    )
    assert status == 200, body


async def test_orders_and_prices_accept_the_spec_shape(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await build_shop(make_api, db_url)
    pizza = await _pizza(shop)
    await _add_to_menu(shop, pizza["id"])
    spec = [
        {
            "amount": 2,
            "unit": "serving",
            "product": {"id": pizza["id"]},
            "parts": [
                {"id": "size", "options": [{"id": "small"}]},
                {"id": "extras", "options": [{"id": "cheese"}, {"id": "rucola"}]},
            ],
        },
        {"amount": 1, "unit": None, "product": {"id": shop.ids["spritzer"]}, "parts": []},
    ]
    flat = [
        {
            "amount": 2,
            "unitId": "serving",
            "productId": pizza["id"],
            "options": [
                {"partId": "size", "optionId": "small"},
                {"partId": "extras", "optionId": "cheese"},
                {"partId": "extras", "optionId": "rucola"},
            ],
        },
        {"amount": 1, "productId": shop.ids["spritzer"]},
    ]
    prices = []
    for items in (spec, flat):
        status, body = await shop.customer.post(
            "/api/orders/price", {"branch": {"id": shop.ids["wien"]}, "items": items}
        )
        assert status == 200, body
        prices.append(body["data"])
    assert prices[0] == prices[1]
    # (8.90 + 1.50 + 1.20) × ratio 2 = 23.20 per serving, two servings, plus the Spritzer
    assert prices[0]["items"][0]["unitPrice"] == "23.20"
    assert prices[0]["totalGross"] == "50.20"

    status, body = await shop.customer.post("/api/orders", shop.order(items=spec))
    assert status == 201, body
    _, staff = await shop.admin.get(f"/api/orders/{body['data']['order']['id']}")
    line = staff["data"]["items"][0]
    assert line["name"] == "Pizza" and line["unitId"] == "serving" and line["gross"] == "46.40"
    assert staff["data"]["totalGross"] == "50.20"


async def test_spec_shape_errors_name_the_field_the_client_sent(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await build_shop(make_api, db_url)
    pizza = await _pizza(shop)
    await _add_to_menu(shop, pizza["id"])
    cases = [
        (
            {"amount": 1, "product": {"id": pizza["id"]}, "parts": []},
            "items[0].parts",
            "Bitte wählen Sie mindestens 1 Option für „Größe“ aus.",
        ),
        (
            {
                "amount": 1,
                "product": {"id": pizza["id"]},
                "parts": [{"id": "size", "options": [{"id": "large"}, {"id": "gold"}]}],
            },
            "items[0].parts[0].options[1]",
            "Diese Option ist für dieses Produkt nicht verfügbar.",
        ),
        (
            {"amount": 1, "product": {"id": 999_999}},
            "items[0].product.id",
            "Dieses Produkt ist leider nicht verfügbar.",
        ),
        (
            {"amount": 1, "unit": "liter", "product": {"id": shop.ids["spritzer"]}},
            "items[0].unit",
            "Diese Einheit ist für dieses Produkt nicht verfügbar.",
        ),
        (
            {"amount": 0, "product": {"id": shop.ids["spritzer"]}},
            "items[0].amount",
            "Die Menge muss größer als 0 sein.",
        ),
    ]
    for item, field, message in cases:
        for path in ("/api/orders/price", "/api/orders"):
            body = (
                {"branch": {"id": shop.ids["wien"]}, "items": [item]}
                if path.endswith("price")
                else shop.order(items=[item])
            )
            status, answer = await shop.customer.post(path, body)
            assert status == 422, (path, answer)
            assert {"field": field, "message": message} in answer["errors"], (path, answer)


async def test_payment_methods_of_a_branch(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    path = f"/api/branches/{shop.ids['wien']}/payment-methods"
    status, body = await shop.customer.get(path)
    assert status == 200 and body["data"] == [{"id": "cash", "label": "Barzahlung"}]
    await shop.admin.call("PUT", f"/api/branches/{shop.ids['wien']}", json={"isCashEnabled": False})
    assert (await shop.customer.get(path))[1]["data"] == []
    await shop.admin.call("PUT", f"/api/branches/{shop.ids['wien']}", json={"isPublic": False})
    assert (await shop.customer.get(path))[0] == 404


async def test_openapi_documents_both_item_forms(make_api: ClientFactory) -> None:
    api = await make_api()
    _, doc = await api.get("/api/openapi.json")
    text = json.dumps(doc)
    for name in ('"product"', '"parts"', '"productId"', '"unitId"', "payment-methods"):
        assert name in text, name
