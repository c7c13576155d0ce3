"""API conventions: JSON error bodies for every status, the OpenAPI document."""

from __future__ import annotations

from openapi_spec_validator import validate

from kernel.openapi import GATED_BY
from kernel.plugins import REGISTRY
from tests.conftest import Api


async def test_unknown_path_answers_json_404(api: Api) -> None:
    status, body = await api.get("/api/does-not-exist")
    assert (status, body) == (404, {"errors": [{"field": None, "message": "Nicht gefunden."}]})


async def test_wrong_method_answers_json_405(api: Api) -> None:
    status, body = await api.call("DELETE", "/api/init")
    assert status == 405
    assert body["errors"][0]["message"] == "Diese Methode ist nicht erlaubt."


async def test_unexpected_error_answers_json_500_without_details(admin: Api) -> None:
    await admin.post("/api/config", {"enablePluginSample": True})
    resp = await admin.client.get("/api/sample/crash")
    assert resp.status == 500
    assert resp.content_type == "application/json"
    text = await resp.text()
    assert "secret internal detail" not in text and "Traceback" not in text
    assert (await resp.json())["errors"][0]["message"].startswith("Ein interner Fehler")


async def test_success_is_wrapped_in_data(api: Api) -> None:
    status, body = await api.get("/api/config")
    assert status == 200 and set(body) == {"data"}


async def test_users_me_is_401_json_when_anonymous(api: Api) -> None:
    status, body = await api.get("/api/users/me")
    assert status == 401 and body["errors"][0]["message"] == "Bitte melden Sie sich an."


def mounted(api: Api, owners: set[str] | None = None) -> set[tuple[str, str]]:
    """(method, path) of the mounted routes; with ``owners``, only of those optional plugins."""
    return {
        (r.method.lower(), r.resource.canonical.replace("{id:\\d+}", "{id}"))
        for r in api.app.router.routes()
        if r.resource is not None
        and r.method != "HEAD"
        and (owners is None or getattr(r.handler, GATED_BY, None) in owners)
    }


async def test_openapi_document_describes_the_api_as_it_is_now(admin: Api) -> None:
    status, doc = await admin.get("/api/openapi.json")
    assert status == 200
    validate(doc)
    documented = {(m, p) for p, ops in doc["paths"].items() for m in ops}
    registry = admin.app[REGISTRY]
    always_on = mounted(admin) - mounted(admin, set(registry.plugins))
    assert always_on <= documented
    assert not mounted(admin, {"signage", "sample", "toolbar"}) & documented  # disabled: 404
    config_post = doc["paths"]["/api/config"]["post"]
    assert "requestBody" in config_post and "422" in config_post["responses"]
    login = doc["paths"]["/api/login"]["post"]["requestBody"]["content"]["application/json"]
    assert login["schema"] == {"$ref": "#/components/schemas/Credentials"}
    assert set(doc["components"]["schemas"]["Credentials"]["required"]) == {"username", "password"}

    await admin.post("/api/config", {"enablePluginSignage": True})
    _, after = await admin.get("/api/openapi.json")
    documented = {(m, p) for p, ops in after["paths"].items() for m in ops}
    assert mounted(admin, {"signage"}) and mounted(admin, {"signage"}) <= documented
    assert always_on | mounted(admin, set(registry.enabled)) <= documented


async def test_nul_characters_are_refused_not_stored(admin: Api) -> None:
    status, body = await admin.get("/api/products", params={"name": "a\x00b"})
    assert (status, body["errors"][0]["field"]) == (422, "name")
    status, body = await admin.post("/api/divisions", {"identifier": "x", "name": "a\x00b"})
    assert (status, body["errors"][0]["field"]) == (422, "name")
