"""One validation layer for path, query and body values: bad input is a 422 (or a 404 for
an id nobody can have) with the German envelope, never a 500; every error names the JSON
path the client sent."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from tests.conftest import Api, ClientFactory
from tests.domains.orders.shop import build_shop

pytestmark = pytest.mark.database  # ids past the integer range, nothing half-written

BIG = "9223372036854775808"  # one past SQLite's int8; 2147483648 is one past int4

QUERIES = [
    f"/api/products?category={BIG}",
    "/api/products?category=2147483648",
    f"/api/branches?division={BIG}",
    f"/api/tables?branch={BIG}",
    f"/api/working-schedules?user={BIG}",
    f"/api/tasks?project={BIG}",
    f"/api/departments?branch={BIG}",
    f"/api/devices?branch={BIG}",
    f"/api/working-activities?branch={BIG}",
    "/api/orders?from=0001-01-01T00:00:00%2B01:00",
    "/api/products?category=" + "9" * 5000,
]


@pytest.mark.parametrize("path", QUERIES)
async def test_integer_and_date_filters_out_of_range_answer_422(
    admin: Api, path: str, caplog: pytest.LogCaptureFixture
) -> None:
    status, body = await admin.get(path)
    assert status == 422, body
    field = path.split("?")[1].split("=")[0]
    assert body["errors"][0]["field"] == field
    assert "unhandled" not in caplog.text


async def test_a_naive_datetime_filter_is_read_in_vienna(admin: Api) -> None:
    status, _body = await admin.get("/api/orders?from=2020-01-01T00:00:00")
    assert status == 200


async def test_path_ids_beyond_the_integer_columns_answer_404(admin: Api) -> None:
    for path in ("/api/products/2147483648", "/api/products/" + "9" * 5000):
        assert (await admin.get(path))[0] == 404


async def test_json_nested_a_thousand_levels_deep_answers_422(
    api: Api, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR)
    deep = "[" * 1000 + "]" * 1000
    resp = await api.client.post(
        "/api/orders/price", data=deep, headers={"Content-Type": "application/json"}
    )
    assert resp.status == 422
    assert (await resp.json())["errors"][0]["message"] == "Diese Daten sind zu tief verschachtelt."
    assert "RecursionError" not in caplog.text


@pytest.mark.parametrize(
    ("item", "field"),
    [
        ({"productId": "²", "amount": 1}, "items[0].productId"),
        ({"productId": BIG, "amount": 1}, "items[0].productId"),
        ({"amount": "1e51"}, "items[0].amount"),
        ({"amount": "1e-20"}, "items[0].amount"),
        ({"amount": 1e300}, "items[0].amount"),
    ],
)
async def test_cart_values_out_of_bounds_answer_422_on_price_and_order(
    make_api: ClientFactory, db_url: str, item: dict[str, Any], field: str
) -> None:
    shop = await build_shop(make_api, db_url)
    line = {"productId": shop.ids["schnitzel"], "amount": 1, **item}
    status, body = await shop.customer.post(
        "/api/orders/price", {"branch": {"id": shop.ids["wien"]}, "items": [line]}
    )
    assert status == 422, body
    assert field in [e["field"] for e in body["errors"]]
    status, body = await shop.customer.post("/api/orders", shop.order(items=[line]))
    assert status == 422, body
    assert field in [e["field"] for e in body["errors"]]


# ------------------------------------------------------------------ field paths (issue 9.6)


@pytest.mark.parametrize(
    ("path", "payload", "field"),
    [
        # EmailStr
        ("/api/users", {"username": "x", "email": "kein", "password": "12345678"}, "email"),
        # EmailStr | Literal[""] (a union: pydantic names its members in the location)
        ("/api/branches", {"name": "B", "email": "kein"}, "email"),
        # Iban / Bic (AfterValidator with a custom German error)
        ("/api/customers", {"lastName": "B", "iban": "AT00"}, "iban"),
        ("/api/customers", {"lastName": "B", "bic": "nix"}, "bic"),
        # a pattern inside a list
        ("/api/users", {"username": "x", "email": "a@b.at", "roles": ["nope"]}, "roles[0]"),
        # Ref inside a list: id bounds
        (
            "/api/users",
            {"username": "x", "email": "a@b.at", "password": "12345678", "branches": [{"id": 0}]},
            "branches[0].id",
        ),
        # a missing field
        ("/api/users", {"email": "a@b.at", "password": "12345678"}, "username"),
        # a field nobody asked for
        ("/api/users", {"username": "x", "email": "a@b.at", "bogus": 1}, "bogus"),
        # AwareDatetime
        (
            "/api/users",
            {"username": "x", "email": "a@b.at", "password": "12345678", "expiresAt": "2020-01-01"},
            "expiresAt",
        ),
    ],
)
async def test_errors_name_the_json_path_the_client_sent(
    admin: Api, path: str, payload: dict[str, Any], field: str
) -> None:
    status, body = await admin.post(path, payload)
    assert status == 422, body
    fields = [e["field"] for e in body["errors"]]
    assert field in fields, fields
    assert all("[" not in f or f.split("[")[0] in payload for f in fields if f), fields
    assert not any("function" in (f or "") or "," in (f or "") for f in fields), fields


@pytest.mark.parametrize(
    ("amount", "option", "field"),
    [
        ({"amount": [1]}, None, "items[0].amount"),  # int | float | str union
        ({"productId": {"x": 1}}, None, "items[0].productId"),  # int | str union
        ({}, {"partId": [1], "optionId": 1}, "items[0].options[0].partId"),
    ],
)
async def test_errors_inside_unions_of_cart_lines_name_the_json_path(
    api: Api, amount: dict[str, Any], option: dict[str, Any] | None, field: str
) -> None:
    line: dict[str, Any] = {"productId": 1, "amount": 1, **amount}
    if option is not None:
        line["options"] = [option]
    status, body = await api.post("/api/orders/price", {"branch": {"id": 1}, "items": [line]})
    assert status == 422, body
    assert [e["field"] for e in body["errors"]] == [field]


@pytest.mark.parametrize("when", ["9999-12-31T23:59:59-01:00", "0001-01-01T00:00:00+01:00"])
async def test_date_times_beyond_any_plausible_year_answer_422(admin: Api, when: str) -> None:
    payload = {"username": "x", "email": "x@example.com", "password": "12345678"}
    status, body = await admin.post("/api/users", {**payload, "expiresAt": when})
    assert status == 422 and body["errors"][0]["field"] == "expiresAt", body
