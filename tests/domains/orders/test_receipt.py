"""``POST /api/orders/{id}/print``: the kitchen receipt as ESC/POS (and as text)."""

from __future__ import annotations

from tests.conftest import ClientFactory, add_user
from tests.domains.orders.shop import build_shop


async def test_receipt_has_lines_taxes_per_rate_and_ticket_number(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await build_shop(make_api, db_url)
    side = {"id": "pommes", "name": "Pommes frites", "modifier": "add", "value": "0"}
    part = {"id": "beilage", "name": "Beilage", "type": "select", "options": [side]}
    status, _ = await shop.admin.call(
        "PUT", f"/api/products/{shop.ids['schnitzel']}", {"config": {"parts": [part]}}
    )
    assert status == 200
    _, created = await shop.customer.post(
        "/api/orders",
        shop.order(
            items=[
                {
                    "productId": shop.ids["schnitzel"],
                    "amount": 2,
                    "options": [{"partId": "beilage", "optionId": "pommes"}],
                },
                {"productId": shop.ids["spritzer"], "amount": 1},
            ],
            isDelivery=True,
            deliveryArea="zentrum",
            street="Ringstraße 1",
            zipCode="1010",
            city="Wien",
            comment="Bitte läuten",
        ),
    )
    order_id = created["data"]["order"]["id"]
    path = f"/api/orders/{order_id}/print"
    status, text = await shop.admin.post(path + "?format=text")
    assert status == 200, text
    lines = text.splitlines()
    assert lines[0] == "BON 1"
    assert "Lieferung" in lines
    assert "2 x Wiener Schnitzel" in text and "29,80" in text
    assert lines[lines.index(next(x for x in lines if "Schnitzel" in x)) + 1] == (
        "   + Pommes frites"
    )
    assert any(line.startswith("1 x Spritzer") and line.endswith("3,80") for line in lines)
    # 29.80 at 10 %, 3.80 + 3.50 delivery at 20 %, total 37.10
    assert any(line.startswith("SUMME EUR") and line.endswith("37,10") for line in lines)
    assert any(line.startswith("10 %") and line.endswith("29,80") for line in lines)
    assert any(line.startswith("20 %") and line.endswith("7,30") for line in lines)
    assert "Ringstraße 1" in text and "1010 Wien" in text and "Bitte läuten" in text
    assert "Zahlung: Barzahlung" in text
    assert all(len(line) <= 48 for line in lines)

    resp = await shop.admin.client.post(path, headers=shop.admin._headers(None))
    raw = await resp.read()
    assert resp.content_type == "application/octet-stream"
    assert raw.startswith(b"\x1b@\x1bt\x13") and raw.endswith(b"\x1dV\x00")
    assert "Ringstraße".encode("cp858") in raw and b"BON 1" in raw


async def test_print_refuses_bad_input_and_strangers(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    _, created = await shop.customer.post("/api/orders", shop.order())
    path = f"/api/orders/{created['data']['order']['id']}/print"
    status, body = await shop.admin.post(path + "?format=pdf")
    assert status == 422 and body["errors"][0]["field"] == "format"
    status, body = await shop.admin.post(path + "?copies=2")
    assert status == 422 and body["errors"][0]["field"] == "copies"
    _, spec = await shop.customer.get("/api/openapi.json")
    assert "post" in spec["paths"]["/api/orders/{id}/print"]
    assert (await shop.customer.post(path))[0] == 401
    assert (await shop.admin.post("/api/orders/999999/print"))[0] == 404
    await add_user(db_url, "grazer", ["ROLE_EMPLOYEE"], branch_ids=[shop.ids["graz"]])
    stranger = await make_api()
    await stranger.login("grazer")
    assert (await stranger.post(path))[0] == 404
