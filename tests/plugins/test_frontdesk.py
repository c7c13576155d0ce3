"""Frontdesk plugin: the counter and kitchen screens of a branch, by branch id + API key,
only while ``enablePluginFrontdesk`` is on; their live connection carries that branch's
orders only; the key table of databases made before the plugin owned it is adopted."""

from __future__ import annotations

import pytest
from sqlalchemy import create_engine, insert, inspect, select

from domains.branches.api import Branch
from kernel import migrate
from kernel.db import sync_url
from plugins.frontdesk.models import BranchApiKey
from tests.conftest import Api, ClientFactory, installed
from tests.domains.orders.shop import Shop, build_shop
from tests.kernel.test_live import Stream

pytestmark = pytest.mark.database  # live connections fed by database events

FLAG = "enablePluginFrontdesk"
KEY = "a" * 64


async def frontdesk_shop(make_api: ClientFactory, db_url: str) -> Shop:
    shop = await build_shop(make_api, db_url)
    assert (await shop.admin.post("/api/config", {FLAG: True}))[0] == 200
    return shop


async def new_key(shop: Shop, branch: str = "wien", kind: str = "frontdesk") -> str:
    status, body = await shop.admin.post(
        f"/api/branches/{shop.ids[branch]}/api-keys", {"kind": kind}
    )
    assert status == 201, body
    assert body["data"]["kind"] == kind
    return str(body["data"]["key"])


async def test_screens_need_the_branch_key(make_api: ClientFactory, db_url: str) -> None:
    shop = await frontdesk_shop(make_api, db_url)
    await shop.customer.post("/api/orders", shop.order())
    token = await new_key(shop)
    status, listed = await shop.customer.get(f"/api/orders/frontdesk/{shop.ids['wien']}/{token}")
    assert status == 200 and len(listed["data"]) == 1
    assert listed["data"][0]["lastName"] == "Huber"
    for path in (
        f"/api/orders/frontdesk/{shop.ids['graz']}/{token}",
        f"/api/orders/backoffice/{shop.ids['wien']}/{token}",
        f"/api/orders/frontdesk/{shop.ids['wien']}/wrong",
        f"/api/orders/frontdesk/{shop.ids['wien']}/wrong/live",
    ):
        assert (await shop.customer.get(path))[0] == 404, path
    kitchen = await new_key(shop, kind="backoffice")
    status, listed = await shop.customer.get(f"/api/orders/backoffice/{shop.ids['wien']}/{kitchen}")
    assert status == 200 and len(listed["data"]) == 1


async def test_off_the_screens_and_their_keys_answer_404(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await frontdesk_shop(make_api, db_url)
    token = await new_key(shop)
    screen = f"/api/orders/frontdesk/{shop.ids['wien']}/{token}"
    assert (await shop.customer.get(screen))[0] == 200
    assert (await shop.admin.post("/api/config", {FLAG: False}))[0] == 200
    for path in (screen, screen + "/live"):
        assert (await shop.customer.get(path))[0] == 404, path
    status, _ = await shop.admin.post(
        f"/api/branches/{shop.ids['wien']}/api-keys", {"kind": "frontdesk"}
    )
    assert status == 404
    _, doc = await shop.admin.get("/api/openapi.json")
    assert not [p for p in doc["paths"] if "frontdesk" in p or "api-keys" in p]
    assert (await shop.admin.post("/api/config", {FLAG: True}))[0] == 200
    assert (await shop.customer.get(screen))[0] == 200  # the key outlives the switch


async def test_bad_input_gets_german_messages(make_api: ClientFactory, db_url: str) -> None:
    shop = await frontdesk_shop(make_api, db_url)
    status, body = await shop.admin.post(
        f"/api/branches/{shop.ids['wien']}/api-keys", {"kind": "kasse"}
    )
    assert (status, body["errors"][0]) == (
        422,
        {"field": "kind", "message": "Sie haben einen ungültigen Wert ausgewählt."},
    )
    status, body = await shop.admin.post(f"/api/branches/{shop.ids['wien']}/api-keys", [1])
    assert status == 422
    assert (await shop.admin.post("/api/branches/999999/api-keys", {"kind": "frontdesk"}))[0] == 404
    path = f"/api/branches/{shop.ids['wien']}/api-keys"
    assert (await shop.customer.post(path, {"kind": "frontdesk"}))[0] == 401


@pytest.mark.parametrize(
    "path", ["/api/orders/frontdesk/%C2%B2/x", "/api/orders/backoffice/99999999999/x"]
)
async def test_screen_paths_with_strange_digits_answer_404(
    make_api: ClientFactory, db_url: str, path: str
) -> None:
    shop = await frontdesk_shop(make_api, db_url)
    status, body = await shop.customer.get(path)
    assert (status, body["errors"][0]["message"]) == (404, "Nicht gefunden.")


async def open_stream(api: Api, path: str) -> Stream:
    resp = await api.client.get(path)
    assert resp.status == 200
    assert resp.headers["Content-Type"].startswith("text/event-stream")
    return Stream(resp)


async def test_the_keyed_live_connection_carries_its_branchs_orders_only(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await frontdesk_shop(make_api, db_url)
    token = await new_key(shop)
    screen = await make_api()  # a screen: no session
    stream = await open_stream(screen, f"/api/orders/frontdesk/{shop.ids['wien']}/{token}/live")
    assert await stream.next() == ("ready", {"branchId": shop.ids["wien"]})

    _, graz = await shop.customer.post("/api/orders", shop.order(branch={"id": shop.ids["graz"]}))
    _, wien = await shop.customer.post("/api/orders", shop.order())
    wien_id = wien["data"]["order"]["id"]
    assert await stream.next() == (
        "order",
        {"id": wien_id, "branchId": shop.ids["wien"], "status": "new", "change": "created"},
    )
    assert (await shop.admin.post(f"/api/orders/{wien_id}/status/confirm", {}))[0] == 200
    event = await stream.next()
    assert event[1]["id"] == wien_id and event[1]["change"] == "status"
    assert graz["data"]["order"]["id"] not in [e[1].get("id") for e in stream.seen]
    stream.resp.close()


def tables(url: str) -> set[str]:
    engine = create_engine(sync_url(url))
    try:
        with engine.connect() as conn:
            return set(inspect(conn).get_table_names())
    finally:
        engine.dispose()


def test_a_database_made_before_the_plugin_keeps_its_keys(fresh_url: str) -> None:
    """Before the plugin, the orders domain's o0001 made ``branch_api_keys``: upgrading such
    a database adopts the table with its rows; the plugin's branch then comes and goes."""
    everything = installed()
    without = [p for p in everything if getattr(p, "__name__", "") != "plugins.frontdesk"]
    migrate.upgrade(fresh_url, without)
    assert "branch_api_keys" not in tables(fresh_url)
    engine = create_engine(sync_url(fresh_url))
    try:
        with engine.begin() as conn:  # the table and a key as the old o0001 left them
            BranchApiKey.__table__.create(conn)
            conn.execute(insert(Branch.__table__).values(id=1, identifier="wien", name="Wien"))
            conn.execute(
                insert(BranchApiKey.__table__).values(branch_id=1, kind="frontdesk", key_hash=KEY)
            )
        migrate.upgrade(fresh_url, everything)
        assert migrate.missing_heads(fresh_url, everything) == []
        with engine.connect() as conn:
            assert conn.scalar(select(BranchApiKey.__table__.c.key_hash)) == KEY
    finally:
        engine.dispose()
    migrate.downgrade(fresh_url, everything, "frontdesk@base")
    assert "branch_api_keys" not in tables(fresh_url)
    migrate.upgrade(fresh_url, everything)
    assert "branch_api_keys" in tables(fresh_url)
