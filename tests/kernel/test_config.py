"""The configuration document: validation, storage, versions, audit log, visibility."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import Api, add_user

pytestmark = pytest.mark.database  # versions of JSON documents, audit log


async def config_versions(admin: Api) -> int:
    _, logs = await admin.get("/api/logs?entity=config")
    return len(logs["data"])


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"noSuchKey": 1}, "noSuchKey", "Dieses Feld wurde nicht erwartet."),
        ({"shopName": 5}, "shopName", "Dieser Wert sollte vom Typ string sein."),
        ({"enablePluginMap": "yes"}, "enablePluginMap", "Dieser Wert sollte vom Typ bool sein."),
        ({"enablePluginMap": 1}, "enablePluginMap", "Dieser Wert sollte vom Typ bool sein."),
        ({"currency": "euro"}, "currency", "Dieser Wert ist nicht gültig."),
        (
            {"defaultDeliveryMethod": "drone"},
            "defaultDeliveryMethod",
            "Sie haben einen ungültigen Wert ausgewählt.",
        ),
        (
            {"shopName": "x" * 256},
            "shopName",
            "Diese Zeichenkette ist zu lang. Sie sollte höchstens 255 Zeichen haben.",
        ),
        ({"mapZoom": 99}, "mapZoom", "Dieser Wert sollte kleiner oder gleich 22 sein."),
        ([1, 2], None, "Dieser Wert sollte vom Typ object sein."),
    ],
)
async def test_invalid_config_is_refused_and_nothing_stored(
    admin: Api, body: Any, field: str | None, message: str
) -> None:
    status, answer = await admin.post("/api/config", body)
    assert status == 422
    assert {"field": field, "message": message} in answer["errors"]
    assert await config_versions(admin) == 0


async def test_non_json_and_wrong_content_type_and_oversized(admin: Api) -> None:
    status, body = await admin.call(
        "POST", "/api/config", data=b"{not json", headers={"Content-Type": "application/json"}
    )
    assert (status, body["errors"][0]["message"]) == (400, "Dieser Wert sollte gültiges JSON sein.")
    status, body = await admin.call(
        "POST",
        "/api/config",
        data=b"shopName=x",
        headers={"Content-Type": "application/x-www-form-urlencoded"},
    )
    assert status == 415 and body["errors"][0]["field"] is None
    big = b'{"shopName": "' + b"x" * (2 * 1024 * 1024) + b'"}'
    status, body = await admin.call(
        "POST", "/api/config", data=big, headers={"Content-Type": "application/json"}
    )
    assert (status, body["errors"][0]["message"]) == (413, "Die Anfrage ist zu groß.")
    assert await config_versions(admin) == 0


async def test_change_is_versioned_and_logged_with_before_and_after(admin: Api) -> None:
    status, body = await admin.post("/api/config", {"shopName": "Zum Tresen", "mapZoom": 14})
    assert status == 200
    assert body["data"]["shopName"] == "Zum Tresen"
    await admin.post("/api/config", {"shopName": "Zum goldenen Tresen"})
    _, logs = await admin.get("/api/logs?entity=config")
    newest, first = logs["data"]
    assert newest["entityId"] == "2" and first["entityId"] == "1"
    assert newest["data"] == {
        "before": {"shopName": "Zum Tresen"},
        "after": {"shopName": "Zum goldenen Tresen"},
    }
    assert first["data"]["before"] == {"shopName": "Tresen", "mapZoom": 19.0}
    assert newest["userId"] == first["userId"] is not None
    assert newest["userName"] == "admin"  # who, by name
    status, one = await admin.get(f"/api/logs/{newest['id']}")
    assert status == 200 and one["data"] == newest
    assert (await admin.get("/api/logs/999999"))[0] == 404


async def test_saving_the_same_values_creates_no_version(admin: Api) -> None:
    await admin.post("/api/config", {"shopName": "A"})
    await admin.post("/api/config", {"shopName": "A"})
    assert await config_versions(admin) == 1


async def test_anonymous_and_employees_cannot_change_or_read_logs(
    api: Api, make_api: Any, db_url: str
) -> None:
    assert (await api.post("/api/config", {"shopName": "X"}))[0] == 401
    assert (await api.get("/api/logs"))[0] == 401
    await add_user(db_url, "kellner", ["ROLE_EMPLOYEE"])
    employee = await make_api()
    await employee.login("kellner")
    assert (await employee.post("/api/config", {"shopName": "X"}))[0] == 403
    assert (await employee.get("/api/logs"))[0] == 403


async def test_secret_fields_are_for_admins_only(api: Api, admin: Api) -> None:
    schema = api.app[__import__("kernel").CONFIG].schema
    public = (await api.get("/api/config"))[1]["data"]
    full = (await admin.get("/api/config"))[1]["data"]
    assert set(full) - set(public) == set(schema.secret)
    assert public["shopName"] == "Tresen" and public["currency"] == "EUR"
