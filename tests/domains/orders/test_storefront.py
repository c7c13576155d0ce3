"""Storefront reads: a branch's open state, appointment slots and its cached catalogue."""

from __future__ import annotations

import gzip

import orjson
import pytest

from tests.conftest import ClientFactory, events_settled
from tests.domains.orders.shop import build_shop

pytestmark = pytest.mark.database  # the cached catalogue dropped through events


async def test_branch_state_and_slots(make_api: ClientFactory, db_url: str) -> None:
    shop = await build_shop(make_api, db_url)
    status, body = await shop.customer.get(f"/api/branches/{shop.ids['wien']}/state")
    assert status == 200, body
    assert body["data"]["opening"]["state"] in ("open", "closingSoon")
    assert body["data"]["asap"] is True
    assert body["data"]["openingHours"]
    status, dates = await shop.customer.get(f"/api/branches/{shop.ids['wien']}/slots")
    # 90 dates from today; just before midnight today has no slot left.
    assert status == 200 and len(dates["data"]["dates"]) in (89, 90)
    day = dates["data"]["dates"][1]
    status, slots = await shop.customer.get(
        f"/api/branches/{shop.ids['wien']}/slots", params={"date": day, "type": "delivery"}
    )
    assert status == 200 and len(slots["data"]["slots"]) == 96  # every 15 min, all day
    assert (
        await shop.customer.get(
            f"/api/branches/{shop.ids['wien']}/slots", params={"date": "gestern"}
        )
    )[0] == 422
    await shop.admin.call("PUT", f"/api/branches/{shop.ids['graz']}", json={"isPublic": False})
    assert (await shop.customer.get(f"/api/branches/{shop.ids['graz']}/state"))[0] == 404


async def test_catalog_is_served_from_cache_and_dropped_on_writes(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await build_shop(make_api, db_url)
    await events_settled(shop.customer.app)  # the setup's own catalogue events have passed
    path = f"/api/branches/{shop.ids['wien']}/catalog"
    resp = await shop.customer.client.get(path, headers={"Accept-Encoding": "gzip"})
    assert resp.status == 200
    first = await resp.json()
    names = [p["name"] for c in first["data"]["categories"] for p in c["products"]]
    assert names == ["Wiener Schnitzel", "Spritzer", "Geheimrezept"]
    disabled = first["data"]["categories"][0]["products"][2]
    assert disabled["isAvailable"] is False  # disabled products are shown greyed
    etag = resp.headers["ETag"]
    resp = await shop.customer.client.get(path, headers={"If-None-Match": etag})
    assert resp.status == 304
    status, _ = await shop.admin.call(
        "PUT", f"/api/products/{shop.ids['spritzer']}", json={"name": "Weißer Spritzer"}
    )
    assert status == 200
    resp = await shop.customer.client.get(path, headers={"If-None-Match": etag})
    assert resp.status == 200
    raw = await resp.read()
    body = orjson.loads(gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw)
    assert body["data"]["categories"][0]["products"][1]["name"] == "Weißer Spritzer"
