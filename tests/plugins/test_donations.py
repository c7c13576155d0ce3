"""Donations plugin: donatees follow the flag; visitors see the enabled ones in order."""

from __future__ import annotations

from tests.conftest import ClientFactory
from tests.kernel.entities.world import build_world


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
