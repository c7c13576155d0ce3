"""The map plugin's server part: where the style is, the local style, the secret token."""

from __future__ import annotations

from decimal import Decimal

from tests.conftest import Api
from tests.kernel.web.records import add_branch


async def test_the_style_is_the_dark_one_by_default_and_needs_the_plugin(
    admin: Api, api: Api
) -> None:
    assert (await api.get("/api/map/style"))[0] == 404  # plugin off
    assert (await admin.post("/api/config", {"enablePluginMap": True}))[0] == 200
    status, body = await api.get("/api/map/style")
    assert status == 200
    assert body["data"] == {
        "url": "https://basemaps.cartocdn.com/gl/dark-matter-gl-style/style.json"
    }
    status, config = await api.get("/api/config")
    assert (config["data"]["mapZoom"], config["data"]["mapPitch"]) == (19.0, 55.0)
    assert config["data"]["mapBearing"] == -85.0


async def test_the_token_fills_a_custom_address_and_stays_out_of_the_public_config(
    admin: Api, api: Api
) -> None:
    custom = "https://tiles.example.com/styles/dark/style.json?key={token}"
    status, body = await admin.post(
        "/api/config",
        {
            "enablePluginMap": True,
            "mapStyle": "custom",
            "mapStyleUrl": custom,
            "mapToken": "geheim-123",
        },
    )
    assert status == 200, body
    status, body = await api.get("/api/map/style")
    assert body["data"]["url"] == "https://tiles.example.com/styles/dark/style.json?key=geheim-123"
    status, config = await api.get("/api/config")
    assert "mapToken" not in config["data"]
    status, body = await admin.post("/api/config", {"mapStyleUrl": "http://unsicher.example"})
    assert status == 422 and body["errors"][0]["field"] == "mapStyleUrl"


async def test_the_local_style_has_a_house_per_public_branch_with_coordinates(
    admin: Api, api: Api, db_url: str
) -> None:
    place = {"latitude": Decimal("48.2082"), "longitude": Decimal("16.3738")}
    await add_branch(db_url, "wien", "Wien", **place)
    await add_branch(db_url, "geheim", "Geheim", is_public=False, **place)
    await add_branch(db_url, "nirgends", "Nirgends")
    await admin.post("/api/config", {"enablePluginMap": True, "mapStyle": "local"})
    status, body = await api.get("/api/map/style")
    assert body["data"] == {"url": "/api/map/style/local"}
    status, style = await api.get("/api/map/style/local")
    assert status == 200 and style["version"] == 8
    assert [layer["type"] for layer in style["layers"]] == ["background", "fill"]
    (house,) = style["sources"]["buildings"]["data"]["features"]
    ring = house["geometry"]["coordinates"][0]
    assert ring[0] == ring[-1] and len(ring) == 5
    lon = sum(p[0] for p in ring[:4]) / 4
    lat = sum(p[1] for p in ring[:4]) / 4
    assert (round(lon, 4), round(lat, 4)) == (16.3738, 48.2082)
