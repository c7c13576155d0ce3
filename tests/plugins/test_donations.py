"""Donations plugin: donatees follow the flag; visitors see the enabled ones in order; a
named recipient adds the server-priced donation line and is stored by the plugin."""

from __future__ import annotations

import pytest

from tests.conftest import ClientFactory
from tests.domains.orders.shop import Shop, build_shop
from tests.kernel.entities.world import build_world

pytestmark = pytest.mark.database  # sums of Numeric amounts in SQL


async def test_donatees_answer_404_while_the_plugin_is_off(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    payload = {"identifier": "caritas", "name": "Caritas"}
    for api in (world.admin, world.apis["anonymous"]):
        status, body = await api.get("/api/donatees")
        assert (status, body["errors"][0]["message"]) == (404, "Nicht gefunden.")
    assert (await world.admin.post("/api/donatees", payload))[0] == 404
    status, init = await world.apis["anonymous"].get("/api/init")
    assert "/api/donatees" not in {e["url"] for e in init["data"]["entries"]}

    assert (await world.admin.post("/api/config", {"enablePluginDonations": True}))[0] == 200
    assert (await world.admin.post("/api/donatees", payload))[0] == 201


async def test_visitors_see_enabled_donatees_by_position(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url, ("enablePluginDonations",))
    for identifier, position, enabled in (("b", 2, True), ("a", 1, True), ("off", 0, False)):
        status, body = await world.admin.post(
            "/api/donatees",
            {
                "identifier": identifier,
                "name": identifier.upper(),
                "position": position,
                "isEnabled": enabled,
            },
        )
        assert status == 201, body
    anonymous = world.apis["anonymous"]
    status, body = await anonymous.get("/api/donatees")
    assert [d["identifier"] for d in body["data"]] == ["a", "b"]
    status, init = await anonymous.get("/api/init")
    entries = {e["url"]: e["data"]["data"] for e in init["data"]["entries"]}
    assert [d["identifier"] for d in entries["/api/donatees"]] == ["a", "b"]
    status, body = await world.apis["employee_a"].get("/api/donatees")
    assert [d["identifier"] for d in body["data"]] == ["off", "a", "b"]


async def donation_shop(make_api: ClientFactory, db_url: str) -> tuple[Shop, dict[str, int]]:
    shop = await build_shop(make_api, db_url)
    assert (await shop.admin.post("/api/config", {"enablePluginDonations": True}))[0] == 200
    ids = {}
    for identifier, enabled in (("tafel", True), ("caritas", True), ("off", False)):
        status, body = await shop.admin.post(
            "/api/donatees",
            {"identifier": identifier, "name": identifier.title(), "isEnabled": enabled},
        )
        assert status == 201, body
        ids[identifier] = body["data"]["id"]
    return shop, ids


async def test_a_named_recipient_adds_the_donation_line_the_server_prices(
    make_api: ClientFactory, db_url: str
) -> None:
    shop, ids = await donation_shop(make_api, db_url)
    tafel = {"donatee": {"id": ids["tafel"]}}
    price_body = {k: v for k, v in shop.order().items() if k in ("branch", "items")}
    status, priced = await shop.customer.post("/api/orders/price", {**price_body, **tafel})
    assert status == 200, priced
    assert priced["data"]["charges"] == [
        {
            "key": "donation",
            "label": "Spende an Tafel",
            "gross": "0.07",
            "net": "0.0700",
            "tax": "0.0000",
            "rate": "0",
        }
    ]
    assert (priced["data"]["gross"], priced["data"]["totalGross"]) == ("33.60", "33.67")

    status, body = await shop.customer.post("/api/orders", shop.order(**tafel))
    assert status == 201, body
    assert body["data"]["order"]["donatee"] == {"id": ids["tafel"], "name": "Tafel"}
    order = (await shop.admin.get(f"/api/orders/{body['data']['order']['id']}"))[1]["data"]
    assert order["charges"] == priced["data"]["charges"]
    assert (order["gross"], order["totalGross"], order["totalTax"]) == ("33.60", "33.67", "3.3424")
    assert order["taxes"]["0"] == {"net": "0.0700", "tax": "0.0000", "gross": "0.07"}
    assert "donatee" not in order  # the core order knows charges, not recipients
    # Re-pricing an item keeps the donation on top.
    status, edited = await shop.admin.call(
        "PUT", f"/api/orders/{order['id']}/items/1", json={"amount": 2}
    )
    assert status == 200, edited
    assert (edited["data"]["gross"], edited["data"]["totalGross"]) == ("37.40", "37.47")

    status, body = await shop.customer.post("/api/orders", shop.order(donatee=None))
    assert status == 201 and body["data"]["order"]["donatee"] is None


async def test_bad_recipients_are_refused_with_their_field(
    make_api: ClientFactory, db_url: str
) -> None:
    shop, ids = await donation_shop(make_api, db_url)
    for donatee, field, message in (
        ({"id": "x"}, "donatee.id", "Dieser Wert sollte vom Typ int sein."),
        ({"id": 9999}, "donatee", "Diese Organisation steht nicht zur Auswahl."),
        ({"id": ids["off"]}, "donatee", "Diese Organisation steht nicht zur Auswahl."),
        ({"name": "Tafel"}, "donatee.id", "Dieser Wert sollte nicht leer sein."),
    ):
        status, body = await shop.customer.post(
            "/api/orders", shop.order(donatee=donatee, legalInstructions=False)
        )
        assert status == 422
        assert {"field": field, "message": message} in body["errors"], body
        assert {"field": "legalInstructions", "message": "Bitte akzeptieren Sie die AGB."} in (
            body["errors"]
        )
    orders = (await shop.admin.get("/api/orders"))[1]["data"]
    assert orders == []


async def test_with_the_plugin_off_the_donation_is_gone(
    make_api: ClientFactory, db_url: str
) -> None:
    shop, ids = await donation_shop(make_api, db_url)
    _, body = await shop.customer.post("/api/orders", shop.order(donatee={"id": ids["tafel"]}))
    link = f"/api/orders/public/{body['data']['uid']}/{body['data']['hash']}"
    assert (await shop.admin.post("/api/config", {"enablePluginDonations": False}))[0] == 200
    assert "donatee" not in (await shop.customer.get(link))[1]["data"]
    status, body = await shop.customer.post("/api/orders", shop.order(donatee={"id": ids["tafel"]}))
    assert (status, body["errors"]) == (
        422,
        [{"field": "donatee", "message": "Dieses Feld wurde nicht erwartet."}],
    )
    assert (await shop.admin.get("/api/donatees/totals"))[0] == 404


async def test_totals_per_recipient_for_a_period(make_api: ClientFactory, db_url: str) -> None:
    shop, ids = await donation_shop(make_api, db_url)
    made = []
    for name in ("tafel", "tafel", "caritas", "tafel"):
        _, body = await shop.customer.post("/api/orders", shop.order(donatee={"id": ids[name]}))
        made.append(body["data"]["order"]["id"])
    await shop.customer.post("/api/orders", shop.order())
    assert (await shop.admin.post(f"/api/orders/{made[3]}/status/reject", {}))[0] == 200
    status, body = await shop.admin.get("/api/donatees/totals")
    assert status == 200, body
    assert body["data"] == [
        {"donatee": {"id": ids["tafel"], "name": "Tafel"}, "count": 2, "amount": "0.14"},
        {"donatee": {"id": ids["caritas"], "name": "Caritas"}, "count": 1, "amount": "0.07"},
    ]
    later = "2999-01-01T00:00:00%2B01:00"
    assert (await shop.admin.get(f"/api/donatees/totals?from={later}"))[1]["data"] == []
    earlier = "2000-01-01T00:00:00Z"
    assert (await shop.admin.get(f"/api/donatees/totals?to={earlier}"))[1]["data"] == []
    status, body = await shop.admin.get("/api/donatees/totals?from=gestern")
    assert status == 422 and body["errors"][0]["field"] == "from"
    assert (await shop.customer.get("/api/donatees/totals"))[0] == 401
