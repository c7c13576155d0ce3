"""Every checkout rule of spec 001 §5: the exact German message on the right field."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from tests.conftest import ClientFactory
from tests.domains.orders.shop import Shop, build_shop

BLANK = "Dieser Wert sollte nicht leer sein."
CLOSED = (
    "Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen "
    "Termin während unserer Öffnungszeiten."
)


async def errors_of(shop: Shop, **changes: Any) -> list[dict[str, Any]]:
    status, body = await shop.customer.post("/api/orders", shop.order(**changes))
    assert status == 422, body
    return body["errors"]  # type: ignore[no-any-return]


@pytest.fixture
async def shop(make_api: ClientFactory, db_url: str) -> Shop:
    return await build_shop(make_api, db_url)


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"salutation": ""}, "salutation", BLANK),
        ({"firstName": " "}, "firstName", BLANK),
        ({"lastName": ""}, "lastName", BLANK),
        ({"email": ""}, "email", BLANK),  # takeaway e-mail required by default branch flags
        ({"email": "anna@"}, "email", "Dieser Wert ist keine gültige E-Mail-Adresse."),
        ({"phone": ""}, "phone", BLANK),
        (
            {"phone": "0660 1234567"},
            "phone",
            "Bitte geben Sie eine gültige Nummer im Format +43 660 1234567 an.",
        ),
        ({"legalInstructions": False}, "legalInstructions", "Bitte akzeptieren Sie die AGB."),
        (
            {"privacyPolicy": False},
            "privacyPolicy",
            "Bitte akzeptieren Sie die Datenschutzerklärung.",
        ),
        (
            {"paymentMethod": "mollie"},
            "paymentMethod",
            "Sie haben einen ungültigen Wert ausgewählt.",
        ),
        (
            {"paymentMethod": "bitcoin"},
            "paymentMethod",
            "Sie haben einen ungültigen Wert ausgewählt.",
        ),
        ({"items": []}, "items", "Keine Produkte im Warenkorb!"),
        ({"branch": {"id": 999999}}, "branch", "Sie haben einen ungültigen Wert ausgewählt."),
        (
            {"appointmentDate": "2020-01-01T12:00:00+00:00"},
            "appointmentDate",
            "Der ausgewählte Termin liegt in der Vergangenheit.",
        ),
    ],
)
async def test_checkout_rule(shop: Shop, changes: dict[str, Any], field: str, message: str) -> None:
    assert {"field": field, "message": message} in await errors_of(shop, **changes)


async def test_phone_is_normalised(shop: Shop) -> None:
    status, body = await shop.customer.post("/api/orders", shop.order(phone="0043 (660) 12-34 567"))
    assert status == 201, body
    _, staff = await shop.admin.get(f"/api/orders/{body['data']['order']['id']}")
    assert staff["data"]["phone"] == "+436601234567"


async def test_delivery_needs_address_area_and_minimum_value(shop: Shop) -> None:
    errors = await errors_of(
        shop, isDelivery=True, items=[{"productId": shop.ids["spritzer"], "amount": 1}]
    )
    assert {"field": "street", "message": BLANK} in errors
    assert {"field": "zipCode", "message": BLANK} in errors
    assert {"field": "city", "message": BLANK} in errors
    assert {"field": "deliveryArea", "message": BLANK} in errors
    errors = await errors_of(
        shop,
        isDelivery=True,
        deliveryArea="zentrum",
        street="Ring 1",
        zipCode="1010",
        city="Wien",
        items=[{"productId": shop.ids["spritzer"], "amount": 1}],
    )
    assert errors == [
        {
            "field": "deliveryArea",
            "message": "Sie haben den Mindestbestellwert in Höhe von 16,20\u00a0€ leider noch "
            "nicht erreicht.",
        }
    ]
    errors = await errors_of(
        shop, isDelivery=True, deliveryArea="mond", street="Ring 1", zipCode="1010", city="Wien"
    )
    assert {
        "field": "deliveryArea",
        "message": "Sie haben einen ungültigen Wert ausgewählt.",
    } in errors


async def test_order_type_must_be_enabled_on_the_branch(shop: Shop) -> None:
    await shop.admin.call(
        "PUT", f"/api/branches/{shop.ids['wien']}", json={"isDineInEnabled": False}
    )
    assert {
        "field": "isDineIn",
        "message": "Diese Bestellart wird an diesem Standort leider nicht angeboten.",
    } in (await errors_of(shop, isDineIn=True))


async def test_dine_in_with_table_selection_needs_a_table_of_that_branch(shop: Shop) -> None:
    await shop.admin.call(
        "PUT", f"/api/branches/{shop.ids['wien']}", json={"isTableSelectionEnabled": True}
    )
    errors = await errors_of(shop, isDineIn=True)
    assert {"field": "table", "message": "Bitte wählen Sie einen Tisch aus."} in errors
    errors = await errors_of(shop, isDineIn=True, table={"id": shop.ids["table_graz"]})
    assert {"field": "table", "message": "Sie haben einen ungültigen Wert ausgewählt."} in errors
    status, body = await shop.customer.post(
        "/api/orders",
        shop.order(
            isDineIn=True,
            table={"id": shop.ids["table_wien"]},
            salutation="",
            firstName="",
            lastName="",
            email="",
            phone="",
        ),
    )
    assert status == 201, body
    assert body["data"]["order"]["tableIdentifier"] == "wien-7"


async def test_appointment_required_and_inside_opening_hours(shop: Shop) -> None:
    await shop.admin.call(
        "PUT",
        f"/api/branches/{shop.ids['wien']}",
        json={
            "isAppointmentRequired": True,
            "openingHours": [{"type": "daily", "from": "11:00", "to": "14:00"}],
        },
    )
    assert {"field": "appointmentDate", "message": "Bitte wählen Sie einen Termin aus."} in (
        await errors_of(shop)
    )
    tomorrow = (dt.datetime.now(dt.UTC) + dt.timedelta(days=1)).date()
    night = dt.datetime.combine(tomorrow, dt.time(23, 30), dt.UTC).isoformat()
    assert {"field": "appointmentDate", "message": CLOSED} in await errors_of(
        shop, appointmentDate=night
    )
    noon = dt.datetime.combine(tomorrow, dt.time(11, 30), dt.UTC).isoformat()  # 12:30 Vienna
    status, body = await shop.customer.post("/api/orders", shop.order(appointmentDate=noon))
    assert status == 201, body


async def test_a_day_without_any_slot_has_its_own_message(shop: Shop) -> None:
    await shop.admin.call(
        "PUT",
        f"/api/branches/{shop.ids['wien']}",
        json={
            "openingHours": [
                {"type": "daily", "from": "11:00", "to": "14:00"},
                {"type": "sunday", "isClosed": True},
            ]
        },
    )
    today = dt.datetime.now(dt.UTC).date()
    sunday = today + dt.timedelta(days=(6 - today.weekday()) % 7 or 7)
    at = dt.datetime.combine(sunday, dt.time(11, 0), dt.UTC).isoformat()
    assert {
        "field": "appointmentDate",
        "message": "Zum ausgewählten Tag sind keine Termine verfügbar.",
    } in (await errors_of(shop, appointmentDate=at))


async def test_cash_needs_the_global_and_the_branch_switch(shop: Shop) -> None:
    choice = {"field": "paymentMethod", "message": "Sie haben einen ungültigen Wert ausgewählt."}
    await shop.admin.post("/api/config", {"enableCash": False})
    assert choice in await errors_of(shop)
    await shop.admin.post("/api/config", {"enableCash": True})
    await shop.admin.call("PUT", f"/api/branches/{shop.ids['wien']}", json={"isCashEnabled": False})
    assert choice in await errors_of(shop)


async def test_closed_branch_without_preorder_refuses_asap_orders(shop: Shop) -> None:
    await shop.admin.call(
        "PUT",
        f"/api/branches/{shop.ids['wien']}",
        json={"openingHours": [{"type": "daily", "isClosed": True}]},
    )
    assert {"field": "appointmentDate", "message": "Derzeit haben wir leider geschlossen."} in (
        await errors_of(shop)
    )
    await shop.admin.call(
        "PUT", f"/api/branches/{shop.ids['wien']}", json={"isPreorderEnabled": True}
    )
    assert {"field": "appointmentDate", "message": "Bitte wählen Sie einen Termin aus."} in (
        await errors_of(shop)
    )


async def test_all_problems_are_reported_together_and_nothing_is_stored(shop: Shop) -> None:
    errors = await errors_of(shop, salutation="", email="x", legalInstructions=False)
    assert {e["field"] for e in errors} >= {"salutation", "email", "legalInstructions"}
    _, orders = await shop.admin.get("/api/orders")
    assert orders["data"] == []
