"""CRM domain: who a customer is, server-set lead times, admins only."""

from __future__ import annotations

import pytest

from tests.conftest import ClientFactory
from tests.kernel.entities.world import build_world

pytestmark = pytest.mark.database  # unique violations turned into answers


async def test_a_customer_needs_a_last_name_or_a_company(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    status, body = await world.admin.post("/api/customers", {"firstName": "Anna"})
    assert (status, body["errors"]) == (
        422,
        [{"field": "company", "message": "Bitte geben Sie einen Nachnamen oder eine Firma an."}],
    )
    assert (await world.admin.post("/api/customers", {"company": "Holz AG"}))[0] == 201
    status, body = await world.admin.post("/api/customers", {"lastName": "Berger"})
    assert status == 201
    status, body = await world.admin.call(
        "PUT", f"/api/customers/{body['data']['id']}", json={"lastName": " "}
    )
    assert status == 422


async def test_lead_time_is_set_by_the_server(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    status, body = await world.admin.post("/api/analytics-leads", {"name": "Eva"})
    assert status == 201 and body["data"]["createdAt"].startswith("20")
    lead = body["data"]
    status, body = await world.admin.call(
        "PUT", f"/api/analytics-leads/{lead['id']}", json={"createdAt": "2000-01-01T00:00:00Z"}
    )
    assert status == 422
    assert {"field": "createdAt", "message": "Dieses Feld wurde nicht erwartet."} in body["errors"]
    status, body = await world.admin.get("/api/analytics-leads", params={"from": "2000-01-01"})
    assert status == 422 and body["errors"][0]["field"] == "from"
    status, body = await world.admin.get(
        "/api/analytics-leads", params={"to": "2000-01-01T00:00:00Z"}
    )
    assert (status, body["data"]) == (200, [])


async def test_external_ids_are_unique(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    payload = {"provider": "google", "externalId": "123"}
    assert (await world.admin.post("/api/external-users", payload))[0] == 201
    status, body = await world.admin.post("/api/external-users", payload)
    assert (status, body["errors"]) == (
        422,
        [{"field": "externalId", "message": "Dieser Wert wird bereits verwendet."}],
    )
