"""Start-up check: two different schema classes with one name would replace each other in
/api/openapi.json's ``components/schemas``, so the app refuses to start and names both."""

from __future__ import annotations

import pytest
from aiohttp import web
from pydantic import BaseModel

from domains.orders import quote
from kernel import Manifest, Routes, Schema, hookimpl, ok
from kernel import Ref as KernelRef
from kernel.app import create_app
from kernel.openapi import SchemaNameClash, document
from kernel.plugins import discover
from kernel.settings import Settings
from tests.sample_plugins import EXTRA_PLUGINS


class PriceIn(Schema):
    """Named like the orders domain's body of ``POST /api/orders/price``: a clash."""

    note: str


class Inner(BaseModel):
    value: int


class Outer(BaseModel):
    """Not named like anything of the kernel; its nested ``Ref`` is."""

    inner: Inner
    ref: list[Ref]


class Ref(BaseModel):  # the kernel's Ref has the same name
    name: str


Outer.model_rebuild()


class _Plugin:
    def __init__(self, routes: Routes) -> None:
        self.routes = routes

    @hookimpl
    def tresen_manifest(self) -> Manifest:
        return Manifest(id="names", title="Namen", version="1.0", flags=("enablePluginNames",))

    @hookimpl
    def tresen_routes(self) -> Routes:
        return self.routes


def _plugin(body: type[BaseModel]) -> _Plugin:
    routes = Routes(tag="names")

    @routes.post("/api/names", body=body, response={"type": "null"}, summary="Names")
    async def names(request: web.Request) -> web.Response:
        return ok(None)

    return _Plugin(routes)


def test_a_second_class_of_a_taken_name_stops_the_app(settings: Settings) -> None:
    with pytest.raises(SchemaNameClash) as caught:
        create_app(settings, plugins=[*discover(EXTRA_PLUGINS), _plugin(PriceIn)])
    message = str(caught.value)
    assert "replace each other in /api/openapi.json" in message
    assert "schema 'PriceIn'" in message
    assert f"{quote.PriceIn.__module__}.PriceIn (POST /api/orders/price)" in message
    assert "tests.kernel.test_openapi_names.PriceIn (POST /api/names)" in message


def test_a_nested_class_of_a_taken_name_is_found_too(settings: Settings) -> None:
    with pytest.raises(SchemaNameClash, match="schema 'Ref'") as caught:
        create_app(settings, plugins=[*discover(EXTRA_PLUGINS), _plugin(Outer)])
    assert f"{KernelRef.__module__}.Ref (" in str(caught.value)
    assert "tests.kernel.test_openapi_names.Ref (POST /api/names)" in str(caught.value)


def test_own_names_start_and_are_documented(settings: Settings) -> None:
    """Inner is nobody else's name: the app starts, and every API route, the new one too,
    is in the OpenAPI document with a summary and a JSON answer's schema."""
    app = create_app(settings, plugins=[*discover(EXTRA_PLUGINS), _plugin(Inner)])
    doc = document(app)
    operations = [
        (f"{method.upper()} {path}", op)
        for path, ops in doc["paths"].items()
        if path.startswith("/api/")
        for method, op in ops.items()
    ]
    undocumented = [
        name
        for name, op in operations
        if "operationId" not in op  # no declared endpoint: only "GET /path" and a bare 200
        or op["summary"].startswith(name.split(" ")[0] + " /")  # no summary, no docstring
        or not any("content" in answer for answer in op["responses"].values())
    ]
    assert len(operations) > 100
    assert undocumented == []
    names = doc["paths"]["/api/names"]["post"]
    assert names["summary"] == "Names"
    assert names["requestBody"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/Inner"
    }
    assert doc["components"]["schemas"]["Inner"]["properties"]["value"]["type"] == "integer"
