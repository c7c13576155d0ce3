"""A small restaurant to order from: branches, tables, a menu, products (built via the API)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tests.conftest import Api, ClientFactory, add_user

ALWAYS_OPEN = [{"type": "daily", "from": "00:00", "to": "24:00"}]


@dataclass
class Shop:
    admin: Api
    customer: Api
    ids: dict[str, int] = field(default_factory=dict)

    def order(self, **changes: Any) -> dict[str, Any]:
        """A valid takeaway order; ``changes`` override fields."""
        body: dict[str, Any] = {
            "branch": {"id": self.ids["wien"]},
            "isDelivery": False,
            "isDineIn": False,
            "items": [
                {"productId": self.ids["schnitzel"], "amount": 2},
                {"productId": self.ids["spritzer"], "amount": 1},
            ],
            "salutation": "Frau",
            "firstName": "Anna",
            "lastName": "Huber",
            "email": "anna@example.com",
            "phone": "+43 660 1234567",
            "paymentMethod": "cash",
            "legalInstructions": True,
            "privacyPolicy": True,
        }
        body.update(changes)
        return body


async def post(api: Api, path: str, body: dict[str, Any]) -> dict[str, Any]:
    status, answer = await api.post(path, body)
    assert status == 201, (path, answer)
    return answer["data"]  # type: ignore[no-any-return]


async def build_shop(make_api: ClientFactory, db_url: str, **branch: Any) -> Shop:
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    admin = await make_api()
    assert (await admin.login("admin"))[0] == 200
    assert (await admin.post("/api/config", {"shopName": "Gasthaus Tresen"}))[0] == 200
    shop = Shop(admin, await make_api())
    for key, name in (("wien", "Wien"), ("graz", "Graz")):
        data = await post(
            admin,
            "/api/branches",
            {
                "identifier": key,
                "name": f"Filiale {name}",
                "email": f"{key}@tresen.example",
                "openingHours": ALWAYS_OPEN,
                "isDeliveryEnabled": True,
                "isDineInEnabled": True,
                "deliveryAreas": [
                    {
                        "id": "zentrum",
                        "area": "Zentrum",
                        "price": "3.50",
                        "tax": "20",
                        "minimumOrderValue": "20.00",
                        "freeFromOrderValue": "50.00",
                    }
                ],
                **branch,
            },
        )
        shop.ids[key] = data["id"]
        table = await post(
            admin, "/api/tables", {"branch": {"id": data["id"]}, "identifier": f"{key}-7"}
        )
        shop.ids[f"table_{key}"] = table["id"]
    category = await post(admin, "/api/categories", {"name": "Hauptspeisen"})
    shop.ids["category"] = category["id"]
    for key, name, price, tax in (
        ("schnitzel", "Wiener Schnitzel", "14.90", "10"),
        ("spritzer", "Spritzer", "3.80", "20"),
    ):
        product = await post(
            admin,
            "/api/products",
            {
                "name": name,
                "price": price,
                "tax": tax,
                "takeawayTax": tax,
                "dineInTax": tax,
                "category": {"id": category["id"]},
                "minimumQuantity": "1",
                "maximumQuantity": "50",
                "quantityStepSize": "1",
            },
        )
        shop.ids[key] = product["id"]
    hidden = await post(
        admin,
        "/api/products",
        {
            "name": "Geheimrezept",
            "price": "99.00",
            "tax": "10",
            "isEnabled": False,
            "category": {"id": category["id"]},
        },
    )
    shop.ids["disabled"] = hidden["id"]
    await post(
        admin,
        "/api/menus",
        {
            "name": "Speisekarte",
            "availableFrom": "2020-01-01T00:00:00Z",
            "branches": [{"id": shop.ids["wien"]}, {"id": shop.ids["graz"]}],
            "catalog": [
                {
                    "category": {"id": category["id"]},
                    "products": [
                        {"id": shop.ids["schnitzel"]},
                        {"id": shop.ids["spritzer"]},
                        {"id": shop.ids["disabled"]},
                    ],
                }
            ],
        },
    )
    return shop
