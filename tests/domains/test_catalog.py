"""Catalog: visibility, menus of a branch, validation with German messages, pricing input."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from domains.catalog.pricing.cart import parse_cart_items
from domains.catalog.pricing.engine import price_cart
from domains.catalog.pricing.inputs import PricingProduct
from domains.catalog.pricing.product import pricing_input
from tests.conftest import Api, ClientFactory
from tests.kernel.entities.examples_catalog import product
from tests.kernel.entities.world import World, build_world


async def make_world(make_api: ClientFactory, db_url: str) -> World:
    world = await build_world(make_api, db_url)
    for name in ("images", "categories"):
        world.ids[name] = (await world.make(name))["id"]
    return world


async def post(api: Api, path: str, payload: dict[str, Any]) -> dict[str, Any]:
    status, body = await api.post(path, payload)
    assert status == 201, body
    return body["data"]  # type: ignore[no-any-return]


def ids(body: dict[str, Any]) -> list[int]:
    return [o["id"] for o in body["data"]]


async def test_anonymous_sees_only_public_enabled_products(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await make_world(make_api, db_url)
    admin, anonymous = world.admin, world.apis["anonymous"]
    shown = await post(admin, "/api/products", {"name": "Gulasch", "price": "9", "tax": "10"})
    hidden = await post(
        admin, "/api/products", {"name": "Geheim", "price": "9", "tax": "10", "isPublic": False}
    )
    disabled = await post(
        admin, "/api/products", {"name": "Aus", "price": "9", "tax": "10", "isEnabled": False}
    )
    off = await post(admin, "/api/categories", {"name": "Saisonal", "isEnabled": False})

    assert ids((await anonymous.get("/api/products"))[1]) == [shown["id"]]
    for other in (hidden, disabled):
        assert (await anonymous.get(f"/api/products/{other['id']}"))[0] == 404
        assert (await world.apis["employee_b"].get(f"/api/products/{other['id']}"))[0] == 200
    staff = (await world.apis["employee_a"].get("/api/products"))[1]
    assert sorted(ids(staff)) == sorted([shown["id"], hidden["id"], disabled["id"]])
    assert off["id"] not in ids((await anonymous.get("/api/categories"))[1])

    # The catalogue is not part of the page bootstrap (a store page embeds its branch's).
    status, init = await anonymous.get("/api/init")
    assert status == 200
    entries = {e["url"] for e in init["data"]["entries"]}
    assert not entries & {"/api/products", "/api/categories", "/api/menus", "/api/tags"}


async def test_menus_of_a_branch(make_api: ClientFactory, db_url: str) -> None:
    world = await make_world(make_api, db_url)
    admin, anonymous = world.admin, world.apis["anonymous"]
    a, b = world.ids["branch_a"], world.ids["branch_b"]
    older = await post(
        admin,
        "/api/menus",
        {"name": "Winter", "branches": [{"id": a}], "availableFrom": "2025-11-01T00:00:00+01:00"},
    )
    newer = await post(
        admin,
        "/api/menus",
        {
            "name": "Sommer",
            "branches": [{"id": a}, {"id": b}],
            "availableFrom": "2026-05-01T00:00:00Z",
        },
    )
    undated = await post(admin, "/api/menus", {"name": "Immer", "branches": [{"id": a}]})
    only_b = await post(admin, "/api/menus", {"name": "B", "branches": [{"id": b}]})
    draft = await post(
        admin, "/api/menus", {"name": "Entwurf", "branches": [{"id": a}], "isEnabled": False}
    )
    assert older["availableFrom"] == "2025-10-31T23:00:00Z"

    status, body = await anonymous.get(f"/api/branches/{a}/menus")
    assert (status, ids(body)) == (200, [newer["id"], older["id"], undated["id"]])
    status, body = await admin.get(f"/api/branches/{a}/menus")
    assert draft["id"] in ids(body) and only_b["id"] not in ids(body)
    assert (await anonymous.get("/api/branches/999999/menus"))[0] == 404
    # Branch B is outside employee A's branches: answered like a missing branch.
    assert (await world.apis["employee_a"].get(f"/api/branches/{b}/menus"))[0] == 404
    assert (await world.apis["employee_b"].get(f"/api/branches/{b}/menus"))[0] == 200

    status, _ = await admin.call("PUT", f"/api/branches/{b}", json={"isPublic": False})
    assert status == 200
    assert (await anonymous.get(f"/api/branches/{b}/menus"))[0] == 404
    assert (await admin.get(f"/api/branches/{b}/menus"))[0] == 200


async def test_menu_references_must_exist(make_api: ClientFactory, db_url: str) -> None:
    world = await make_world(make_api, db_url)
    status, body = await world.admin.post(
        "/api/menus", {"name": "Karte", "branches": [{"id": 999999}]}
    )
    assert (status, body["errors"]) == (
        422,
        [{"field": "branches", "message": "Sie haben einen ungültigen Wert ausgewählt."}],
    )
    status, body = await world.admin.post(
        "/api/menus",
        {
            "name": "Karte",
            "catalog": [
                {"category": {"id": world.ids["categories"]}, "products": [{"id": 999999}]},
                {"category": {"id": 999998}},
            ],
        },
    )
    assert status == 422
    assert body["errors"] == [
        {
            "field": "catalog[0].products[0]",
            "message": "Sie haben einen ungültigen Wert ausgewählt.",
        },
        {"field": "catalog[1].category", "message": "Sie haben einen ungültigen Wert ausgewählt."},
    ]
    status, body = await world.admin.post(
        "/api/menus", {"name": "Karte", "availableFrom": "2026-01-01T10:00:00"}
    )
    assert (status, body["errors"][0]) == (
        422,
        {"field": "availableFrom", "message": "Dieser Wert ist nicht gültig."},
    )


async def test_category_schedule_uses_the_business_hours_rules(admin: Api) -> None:
    status, body = await admin.post(
        "/api/categories",
        {"name": "Frühstück", "schedule": [{"type": "daily", "from": "7 Uhr", "to": "11:00"}]},
    )
    assert (status, body["errors"]) == (
        422,
        [
            {
                "field": "schedule",
                "message": "Ungültiges Zeitformat. Erwartet wird HH:mm (z. B. 09:30).",
            }
        ],
    )
    status, body = await admin.post(
        "/api/categories", {"name": "Frühstück", "schedule": [{"type": "someday"}]}
    )
    assert body["errors"][0]["message"] == (
        "Ungültiger Typ. Erlaubt sind: once, daily, monday bis sunday."
    )
    status, body = await admin.post(
        "/api/categories",
        {
            "name": "Frühstück",
            "schedule": [
                {"type": "monday", "from": "07:00", "to": "11:00"},
                {"type": "once", "date": "2026-12-24", "isClosed": True},
            ],
        },
    )
    assert status == 201
    assert body["data"]["schedule"] == [
        {"type": "monday", "isClosed": False, "from": "07:00", "to": "11:00"},
        {"type": "once", "isClosed": True, "date": "2026-12-24"},
    ]


async def test_product_field_rules(make_api: ClientFactory, db_url: str) -> None:
    world = await make_world(make_api, db_url)
    admin = world.admin
    base = {"name": "Holz", "price": "24.9", "tax": "20"}
    cases: list[tuple[dict[str, Any], list[dict[str, str]]]] = [
        (
            {"minimumQuantity": "5", "maximumQuantity": "2,5"},
            [{"field": "maximumQuantity", "message": "Dieser Wert sollte vom Typ float sein."}],
        ),
        (
            {"minimumQuantity": "5", "maximumQuantity": "2.5"},
            [
                {
                    "field": "minimumQuantity",
                    "message": "Dieser Wert sollte kleiner oder gleich 2,5 sein.",
                }
            ],
        ),
        (
            {"alternativeUnits": [{"unit": "meter", "ratio": "1"}]},
            [{"field": "unit", "message": "Dieser Wert sollte nicht leer sein."}],
        ),
        (
            {"unit": "meter", "alternativeUnits": [{"unit": "meter", "ratio": "1"}]},
            [
                {
                    "field": "alternativeUnits[0].unit",
                    "message": "Dieser Wert wird bereits verwendet.",
                }
            ],
        ),
        (
            {"unit": "meter", "defaultUnit": "liter"},
            [{"field": "defaultUnit", "message": "Sie haben einen ungültigen Wert ausgewählt."}],
        ),
        (
            {"unit": "furlong"},
            [{"field": "unit", "message": "Sie haben einen ungültigen Wert ausgewählt."}],
        ),
        (
            {"quantityStepSize": "0"},
            [{"field": "quantityStepSize", "message": "Dieser Wert sollte positiv sein."}],
        ),
        (
            {"price": "-1"},
            [{"field": "price", "message": "Dieser Wert sollte entweder positiv oder 0 sein."}],
        ),
        (
            {"bundleItems": [{"product": {"id": 1}}]},
            [{"field": "bundleItems", "message": "Dieser Wert ist nicht gültig."}],
        ),
        (
            {"type": "bundle"},
            [{"field": "bundleItems", "message": "Dieser Wert sollte nicht leer sein."}],
        ),
        (
            {"type": "bundle", "bundleItems": [{"product": {"id": 999999}}]},
            [
                {
                    "field": "bundleItems[0].product",
                    "message": "Sie haben einen ungültigen Wert ausgewählt.",
                }
            ],
        ),
        (
            {"uid": "selbst-gewählt"},
            [{"field": "uid", "message": "Dieses Feld wurde nicht erwartet."}],
        ),
        (
            {"config": {"parts": [{"name": "Text", "type": "text", "options": [{"name": "x"}]}]}},
            [{"field": "config.parts[0]", "message": "Dieser Wert ist nicht gültig."}],
        ),
        (
            {
                "config": {
                    "parts": [
                        {
                            "name": "A",
                            "options": [{"id": "x", "name": "1"}, {"id": "x", "name": "2"}],
                        }
                    ]
                }
            },
            [{"field": "config.parts[0]", "message": "Dieser Wert wird bereits verwendet."}],
        ),
    ]
    for change, errors in cases:
        status, body = await admin.post("/api/products", {**base, **change})
        assert (status, body.get("errors")) == (422, errors), change

    created = await post(
        admin,
        "/api/products",
        {
            **base,
            "unit": "meter",
            "alternativeUnits": [
                {"unit": "square-meter", "ratio": "0.145", "quantityStepSize": "0.5"}
            ],
        },
    )
    assert created["price"] == "24.90" and created["tax"] == "20"
    assert len(created["uid"]) == 36
    assert created["alternativeUnits"] == [
        {
            "unit": "square-meter",
            "ratio": "0.145",
            "minimumQuantity": None,
            "maximumQuantity": None,
            "quantityStepSize": "0.5",
            "calculationModel": "fixed",
        }
    ]
    # A PUT is merged with the stored object: the rules see the whole product.
    status, body = await admin.call(
        "PUT", f"/api/products/{created['id']}", json={"defaultUnit": "liter"}
    )
    assert (status, body["errors"][0]["field"]) == (422, "defaultUnit")
    status, body = await admin.call(
        "PUT",
        f"/api/products/{created['id']}",
        json={"defaultUnit": "square-meter", "price": "0.0249"},
    )
    assert (status, body["data"]["price"], body["data"]["uid"]) == (200, "0.0249", created["uid"])

    bundle = await post(
        admin,
        "/api/products",
        {
            **base,
            "type": "bundle",
            "bundleItems": [{"product": {"id": created["id"]}, "amount": "2"}],
        },
    )
    assert bundle["bundleItems"] == [{"product": {"id": created["id"]}, "amount": "2"}]
    status, body = await admin.call(
        "PUT",
        f"/api/products/{bundle['id']}",
        json={"bundleItems": [{"product": {"id": bundle["id"]}}]},
    )
    assert (status, body["errors"][0]["field"]) == (422, "bundleItems[0].product")


async def test_references_are_cleared_when_their_target_goes(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await make_world(make_api, db_url)
    admin = world.admin
    item = await post(admin, "/api/products", product(world))
    category = (await admin.get(f"/api/categories/{world.ids['categories']}"))[1]["data"]
    assert category["image"] == {"id": world.ids["images"]}
    assert (await admin.call("DELETE", f"/api/categories/{category['id']}"))[0] == 200
    assert (await admin.get(f"/api/products/{item['id']}"))[1]["data"]["category"] is None
    assert (await admin.call("DELETE", f"/api/images/{world.ids['images']}"))[0] == 200
    tag = await post(admin, "/api/tags", {"name": "scharf"})
    assert tag["image"] is None


async def test_product_json_feeds_the_pricing_engine(make_api: ClientFactory, db_url: str) -> None:
    world = await make_world(make_api, db_url)
    created = await post(world.admin, "/api/products", product(world))
    part = created["config"]["parts"][0]
    salad = part["options"][1]
    assert len({part["id"], *(o["id"] for o in part["options"])}) == 3
    # Ids made by the server stay stable through a PUT of the object as read.
    status, again = await world.admin.call(
        "PUT",
        f"/api/products/{created['id']}",
        json={"name": "Schnitzel", "config": created["config"]},
    )
    assert status == 200 and again["data"]["config"] == created["config"]

    anonymous_view = (await world.apis["anonymous"].get(f"/api/products/{created['id']}"))[1]
    priced = PricingProduct.from_dict(pricing_input(anonymous_view["data"]))
    assert (priced.price, priced.takeaway_tax, priced.parts[0].max_selections) == (
        Decimal("14.90"),
        Decimal("10"),
        1,
    )
    items = parse_cart_items(
        [
            {
                "productId": created["id"],
                "amount": "2",
                "options": [{"partId": part["id"], "optionId": salad["id"]}],
            },
            {
                "productId": created["id"],
                "amount": "3",
                "unitId": "serving",
                "options": [{"partId": part["id"], "optionId": part["options"][0]["id"]}],
            },
        ]
    )
    result = price_cart({priced.id: priced}, items, "dineIn")
    # 2 × (14.90 + 1.50) = 32.80; 3 servings × 14.90 × 0.5 = 7.45 → 22.35; at 13 %.
    assert [line.gross for line in result.lines] == [Decimal("32.80"), Decimal("22.35")]
    assert result.gross == Decimal("55.15") and list(result.taxes) == ["13"]
