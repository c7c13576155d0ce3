"""A small restaurant for the storefront's browser tests, built through the real API.

``StaffApi`` is an administrator's own HTTP session (urllib with its own cookie jar), so
the browser under test stays an anonymous customer.
"""

from __future__ import annotations

import base64
import datetime as dt
import http.cookiejar
import io
import json
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from typing import Any
from zoneinfo import ZoneInfo

from tests.e2e.conftest import Server

ALWAYS_OPEN = [{"type": "daily", "from": "00:00", "to": "24:00"}]
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
TZ = "Europe/Vienna"


def closed_today() -> list[dict[str, Any]]:
    """Opening hours that are open all day on every weekday but today's (Vienna)."""
    today = dt.datetime.now(ZoneInfo(TZ)).weekday()
    return [
        {"type": day, "from": "00:00", "to": "24:00"}
        for index, day in enumerate(WEEKDAYS)
        if index != today
    ]


class StaffApi:
    def __init__(self, server: Server, username: str) -> None:
        self.base = server.base
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        status, body = self.call(
            "POST", "/api/login", {"username": username, "password": server.users[username]}
        )
        assert status == 200, body

    def call(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        token = next((c.value for c in self.jar if c.name == "XSRF-TOKEN"), "")
        request = urllib.request.Request(
            self.base + path,
            method=method,
            data=None if body is None else json.dumps(body).encode(),
            # As the back office in a browser: its Origin (writes with a session need it).
            headers={
                "Content-Type": "application/json",
                "X-XSRF-TOKEN": token,
                "Origin": self.base,
            },
        )
        try:
            with self.opener.open(request, timeout=10) as resp:
                return resp.status, json.loads(resp.read() or b"null")
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"null")

    def post(self, path: str, body: Any) -> dict[str, Any]:
        status, answer = self.call("POST", path, body)
        assert status in (200, 201), (path, status, answer)
        return answer["data"]  # type: ignore[no-any-return]

    def put(self, path: str, body: Any) -> dict[str, Any]:
        status, answer = self.call("PUT", path, body)
        assert status == 200, (path, status, answer)
        return answer["data"]  # type: ignore[no-any-return]

    def get(self, path: str) -> Any:
        status, answer = self.call("GET", path)
        assert status == 200, (path, status, answer)
        return answer["data"]


@dataclass
class Shop:
    staff: StaffApi
    ids: dict[str, int] = field(default_factory=dict)


PIZZA_PARTS = [
    {
        "id": "groesse",
        "name": "Größe",
        "type": "select",
        "options": [
            {"id": "klein", "name": "Klein (26 cm)", "modifier": "overwrite", "value": "8.90"},
            {"id": "gross", "name": "Groß (32 cm)", "modifier": "add", "value": "0"},
        ],
    },
    {
        "id": "extras",
        "name": "Extras",
        "type": "multiselect",
        "optional": True,
        "options": [
            {"id": "kaese", "name": "Extra Käse", "modifier": "add", "value": "1.50"},
            {"id": "rucola", "name": "Rucola", "modifier": "add", "value": "1.20"},
        ],
    },
]


def build_shop(server: Server, **wien: Any) -> Shop:
    """Gasthaus Test: branch "wien" (always open, every order type, tables, delivery areas)
    and branch "linz" (closed today, preorder), a menu with a simple, a configurable and
    a drink product."""
    server.add_user("chefin", ["ROLE_ADMIN"])
    staff = StaffApi(server, "chefin")
    shop = Shop(staff)
    staff.post(
        "/api/config",
        {
            "shopName": "Gasthaus Test",
            "title": "Gasthaus Test",
            "description": "Wiener Küche zum Abholen und Liefern.",
            "enableCash": True,
            "termsAndConditionsText": "Es gelten unsere AGB.",
            "privacyPolicyText": "Wir schützen Ihre Daten.",
        },
    )
    shop.ids["wien"] = staff.post(
        "/api/branches",
        {
            "identifier": "wien",
            "name": "Gasthaus Wien",
            "street": "Ring 1",
            "zipCode": "1010",
            "city": "Wien",
            "phone": "+43 1 234567",
            "timezone": TZ,
            "openingHours": ALWAYS_OPEN,
            "isDeliveryEnabled": True,
            "isDineInEnabled": True,
            "isTableSelectionEnabled": True,
            "deliveryAreas": [
                {
                    "id": "zentrum",
                    "area": "1010 Innere Stadt",
                    "price": "3.50",
                    "tax": "20",
                    "minimumOrderValue": "20.00",
                    "freeFromOrderValue": "50.00",
                }
            ],
            **wien,
        },
    )["id"]
    shop.ids["linz"] = staff.post(
        "/api/branches",
        {
            "identifier": "linz",
            "name": "Gasthaus Linz",
            "street": "Hauptplatz 3",
            "zipCode": "4020",
            "city": "Linz",
            "timezone": TZ,
            "openingHours": closed_today(),
            "isPreorderEnabled": True,
        },
    )["id"]
    for number in ("4", "5"):
        shop.ids[f"table{number}"] = staff.post(
            "/api/tables", {"branch": {"id": shop.ids["wien"]}, "identifier": number}
        )["id"]
    category = staff.post("/api/categories", {"name": "Hauptspeisen"})["id"]
    drinks = staff.post("/api/categories", {"name": "Getränke"})["id"]
    for key, body in (
        ("schnitzel", {"name": "Wiener Schnitzel", "price": "14.90", "tax": "10"}),
        (
            "pizza",
            {
                "name": "Pizza nach Wahl",
                "price": "9.90",
                "tax": "10",
                "type": "configurable",
                "config": {"parts": PIZZA_PARTS},
            },
        ),
        ("spritzer", {"name": "Spritzer", "price": "3.80", "tax": "20"}),
    ):
        shop.ids[key] = staff.post(
            "/api/products",
            {
                **body,
                "description": "",
                "unit": "piece",
                "minimumQuantity": "1",
                "maximumQuantity": "20",
                "quantityStepSize": "1",
                "category": {"id": drinks if key == "spritzer" else category},
            },
        )["id"]
    staff.post(
        "/api/menus",
        {
            "name": "Speisekarte",
            "availableFrom": "2020-01-01T00:00:00Z",
            "branches": [{"id": shop.ids["wien"]}, {"id": shop.ids["linz"]}],
            "catalog": [
                {
                    "category": {"id": category},
                    "products": [{"id": shop.ids["schnitzel"]}, {"id": shop.ids["pizza"]}],
                },
                {"category": {"id": drinks}, "products": [{"id": shop.ids["spritzer"]}]},
            ],
        },
    )
    return shop


def upload_png(staff: StaffApi, name: str, colour: tuple[int, int, int]) -> int:
    """A small PNG made here, stored through POST /api/images (JSON with a data URL)."""
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (320, 180), colour).save(buffer, "PNG")
    data = "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()
    image = staff.post("/api/images", {"file": {"name": name, "data": data}, "alt": name})
    return int(image["id"])
