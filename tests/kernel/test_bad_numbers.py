"""Numbers and dates as the client writes them (``kernel/validators.py``: ``Integer``,
``DecimalNumber``, ``IsoDate``, …): ASCII digits only, booleans are no numbers, dates are
ISO dates. Every class of bad number thrown at every number-taking query, path and body
input answers 400/422 (a path 404) with the German error envelope at the input's name —
never a 500, never a value read as something else ("٣" as 3, ``true`` as 1, ``to=0.5`` as
1 January 1970)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal
from urllib.parse import quote

import pytest
from pydantic import TypeAdapter, ValidationError

from domains.branches.hours_rules import HoursValidationError, parse_rules
from domains.orders.cart_items import CartItemIn
from domains.staff.schemas import WorkingScheduleIn
from kernel.api import ApiError, validate
from kernel.money import to_decimal
from kernel.validators import (
    CardNumber,
    as_id,
    as_index,
    as_qvalue,
    as_whole,
    decimal_text,
)
from plugins.measuring.statistics.routes import StatisticsQuery
from tests.conftest import Api, ClientFactory, add_user
from tests.domains.orders.shop import Shop, build_shop
from tests.domains.test_analytics import PAGE_VIEW, consent

#: PostgreSQL too: date and number filters become SQL comparisons.
pytestmark = pytest.mark.database

#: The classes of bad numbers, as JSON values (a query carries ``true`` as "true").
BAD_NUMBERS: dict[str, Any] = {
    "arabic-indic digit": "٣",
    "superscript two": "²",
    "boolean": True,
    "exponent beyond a float": "1e400",
    "NaN": "NaN",
    "Infinity": "Infinity",
    "400 digits": "9" * 400,
    "a number as a date": "0.5",
    "negative zero": "-0",
    "empty": "",
}
Kind = Literal["int", "decimal", "date"]


@dataclass(frozen=True)
class Input:
    """A number-taking input: ``where`` is ``query``, ``path`` or ``body``; ``field`` the
    name the error must carry."""

    kind: Kind
    where: Literal["query", "path", "body"]
    method: str
    path: str
    field: str
    body: dict[str, Any] | None = None
    anonymous: bool = False
    #: Classes this input rightly takes (an empty list of ids is "all of them").
    fine: tuple[str, ...] = ()

    def takes(self, name: str) -> bool:
        """A decimal takes "0.5"; for an integer or a date it is as bad as the rest."""
        if name == "a number as a date" and self.kind == "decimal":
            return False
        return name not in self.fine


def as_query(value: Any) -> str:
    return "true" if value is True else str(value)


def _query(kind: Kind, path: str, field: str, **more: Any) -> Input:
    return Input(kind, "query", "GET", path, field, **more)


def _body(kind: Kind, method: str, path: str, field: str, **more: Any) -> Input:
    return Input(kind, "body", method, path, field, **more)


def _inputs(shop: Shop, order: int, user: int) -> list[Input]:
    wien, schnitzel = shop.ids["wien"], shop.ids["schnitzel"]
    terrace = {"outline": [[0, 0], [2000, 0], [2000, 2000], [0, 2000]]}
    schedule = {"user": {"id": user}, "branch": {"id": wien}, "from": "08:00", "to": "16:00"}
    product = {"name": "Gulasch", "tax": "10", "category": {"id": shop.ids["category"]}}
    balance = {"user": {"id": user}, "year": 2025, "entitlement": "25"}
    period = "/api/statistics/page-views?from=2025-01-01&to="
    return [
        # query values: entity filters, list pages, the query models of handwritten lists
        _query("int", "/api/products?category={}", "category"),
        _query("int", "/api/products?page={}", "page"),
        _query("int", "/api/holiday-balances?year={}", "year"),
        _query("int", period + "2025-01-31&branch={}", "branch"),
        _query(
            "int",
            "/api/departments/contact-persons?departments={}",
            "departments",
            anonymous=True,
            fine=("empty",),
        ),
        _query("date", "/api/orders?to={}", "to"),
        _query("date", "/api/analytics-leads?to={}", "to"),
        _query("date", "/api/analytics-log?from={}", "from"),
        _query("date", "/api/working-activities?from={}", "from"),
        _query("date", "/api/working-schedules?to={}", "to"),
        _query("date", "/api/tasks?from={}", "from"),
        _query("date", period + "{}", "to"),
        _query("date", "/api/time-sheets/balances?from={}&to=2025-01-31", "from"),
        _query("date", f"/api/branches/{wien}/slots?date={{}}", "date", anonymous=True),
        # path segments
        Input("int", "path", "PUT", f"/api/orders/{order}/items/{{}}", "", body={"amount": 1}),
        Input("int", "path", "GET", "/api/products/{}", ""),
        # JSON bodies
        _body(
            "decimal",
            "POST",
            "/api/orders/price",
            "items[0].amount",
            body={"branch": {"id": wien}, "items": [{"productId": schnitzel, "amount": "{}"}]},
            anonymous=True,
        ),
        _body("decimal", "PUT", f"/api/orders/{order}/items/0", "amount", body={"amount": "{}"}),
        _body(
            "decimal",
            "POST",
            "/api/terrace-planner",
            "gap",
            body={**terrace, "gap": "{}"},
            anonymous=True,
        ),
        _body("decimal", "POST", "/api/products", "price", body={**product, "price": "{}"}),
        _body(
            "decimal",
            "POST",
            "/api/holiday-balances",
            "entitlement",
            body={**balance, "entitlement": "{}"},
        ),
        _body("int", "POST", "/api/holiday-balances", "year", body={**balance, "year": "{}"}),
        _body(
            "decimal",
            "POST",
            "/api/analytics-log",
            "data.pixelRatio",
            body={**PAGE_VIEW, "data": {"pixelRatio": "{}"}},
            anonymous=True,
        ),
        _body(
            "int",
            "POST",
            "/api/analytics-log",
            "data.screen.width",
            body={**PAGE_VIEW, "data": {"screen": {"width": "{}", "height": 1}}},
            anonymous=True,
        ),
        _body("date", "POST", "/api/working-schedules", "date", body={**schedule, "date": "{}"}),
        _body(
            "date", "PUT", f"/api/orders/{order}", "appointmentDate", body={"appointmentDate": "{}"}
        ),
    ]


def _filled(document: Any, value: Any) -> Any:
    """``document`` with each ``"{}"`` replaced by ``value`` (a JSON value)."""
    if document == "{}":
        return value
    if isinstance(document, dict):
        return {key: _filled(item, value) for key, item in document.items()}
    if isinstance(document, list):
        return [_filled(item, value) for item in document]
    return document


async def _world(make_api: ClientFactory, db_url: str) -> tuple[Shop, int, int, Api]:
    shop = await build_shop(make_api, db_url)
    status, created = await shop.customer.post("/api/orders", shop.order())
    assert status == 201, created
    user = await add_user(db_url, "kellner", ["ROLE_EMPLOYEE"], branch_ids=[shop.ids["wien"]])
    visitor = consent(await make_api())
    return shop, created["data"]["order"]["id"], user, visitor


@pytest.mark.parametrize("name", list(BAD_NUMBERS))
async def test_every_number_taking_input_refuses_each_class_of_bad_number(
    make_api: ClientFactory, db_url: str, name: str, caplog: pytest.LogCaptureFixture
) -> None:
    shop, order, user, visitor = await _world(make_api, db_url)
    value = BAD_NUMBERS[name]
    wrong = []
    for put in _inputs(shop, order, user):
        if not put.takes(name):
            continue
        api = visitor if put.anonymous else shop.admin
        if put.where == "body":
            status, body = await api.call(put.method, put.path, json=_filled(put.body, value))
        else:
            path = put.path.format(quote(as_query(value), safe=""))
            status, body = await api.call(put.method, path, json=put.body)
        expected = (404,) if put.where == "path" else (400, 422)
        errors: list[Any] = (body.get("errors") or []) if isinstance(body, dict) else []
        shape = bool(errors) and all(
            isinstance(e, dict) and set(e) == {"field", "message"} and e["message"] for e in errors
        )
        fields = [e["field"] for e in errors] if shape else []
        if status not in expected or not shape or (status == 422 and put.field not in fields):
            wrong.append((put.method, put.path, put.field, status, body))
    assert wrong == [], "\n".join(map(str, wrong))
    assert "unhandled error" not in caplog.text


def test_the_validators_read_only_ascii_digits() -> None:
    """The pure parts: what a path, a header part, a quality value, a decimal text is."""
    for bad in ("٣", "²", "", "-1", "1.0", " 1", "1_0", "9" * 11):
        assert as_id(bad) is None and as_whole(bad, 10) is None, bad
    assert as_id("42") == 42 and as_id(True) is None and as_index("0") == 0
    assert as_whole("1" * 15, 15) == int("1" * 15) and as_whole("1" * 16, 15) is None
    assert [as_qvalue(q) for q in ("0", "0.5", "1", "1.000", "1.5", "٠", "nan", "1e0")] == [
        0.0, 0.5, 1.0, 1.0, None, None, None, None,
    ]  # fmt: skip
    for good in ("0", "12", "-3", "4.50", "0.0249"):
        assert decimal_text(good), good
    for bad in ("٣", "²", "1e3", "NaN", "Infinity", "-0", "-0.00", "", "1_000", "1.", "1 000"):
        assert not decimal_text(bad), bad
        with pytest.raises(ValueError):
            to_decimal(bad)
    assert to_decimal(" 2,5 ") == to_decimal("2.5")  # the storefront's amount input


def test_a_boolean_is_no_number_and_a_number_no_date() -> None:
    """Before: ``true`` passed as 1 (pydantic's lax int), ``"0"`` as 1 January 1970."""
    for model, data, field in (
        (CartItemIn, {"productId": 1, "amount": True}, "amount"),
        (CartItemIn, {"productId": False, "amount": 1}, "productId"),
        (StatisticsQuery, {"from": "0", "to": "2025-01-01"}, "from"),
        (StatisticsQuery, {"from": "2025-01-01", "to": "2025-01-01", "branch": "-0"}, "branch"),
    ):
        with pytest.raises(ApiError) as refused:
            validate(model, data)
        assert refused.value.status == 422
        assert [(e.field, e.message[:26]) for e in refused.value.errors] == [
            (field, "Dieser Wert sollte vom Typ")
        ]
    assert validate(CartItemIn, {"productId": 1, "amount": "2.5"}).amount == 2.5


def arabic(number: int | str) -> str:
    """``42`` in Arabic-Indic digits (``"٤٢"``): ``str.isdigit`` and ``\\d`` take them."""
    return str(number).translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))


def test_clock_times_and_card_numbers_take_only_ascii_digits() -> None:
    """Opening hours, shift times and card numbers were matched with ``\\d`` or
    ``isdigit`` (so "0٩:00" was 09:00 and a card number in Arabic-Indic digits passed)."""
    with pytest.raises(HoursValidationError):
        parse_rules([{"type": "daily", "from": "0" + arabic(9) + ":00", "to": "17:00"}])
    assert parse_rules([{"type": "daily", "from": "09:00", "to": "17:00"}]).rules
    shift = {"user": {"id": 1}, "branch": {"id": 1}, "date": "2025-03-03", "to": "16:00"}
    with pytest.raises(ApiError) as refused:
        validate(WorkingScheduleIn, {**shift, "from": "0" + arabic(8) + ":00"})
    assert [e.field for e in refused.value.errors] == ["from"]
    assert validate(WorkingScheduleIn, {**shift, "from": "08:00"}).time_from == "08:00"
    cards = TypeAdapter(CardNumber)
    assert cards.validate_python("4242 4242 4242 4242") == "4242424242424242"
    with pytest.raises(ValidationError):
        cards.validate_python(arabic("4242424242424242"))
