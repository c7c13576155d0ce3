"""The shared field types: IBAN, BIC and card numbers with the German messages."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from kernel.api import ApiError, validate
from kernel.validators import Bic, CardNumber, Iban
from tests.conftest import Api


class Payment(BaseModel):
    iban: Iban | None = None
    bic: Bic | None = None
    card: CardNumber | None = None


def errors(**data: str) -> list[tuple[str | None, str]]:
    with pytest.raises(ApiError) as caught:
        validate(Payment, data)
    return [(e.field, e.message) for e in caught.value.errors]


def test_valid_values_are_normalised() -> None:
    payment = validate(
        Payment,
        {"iban": "AT61 1904 3002 3457 3201", "bic": "gibaatwwxxx", "card": "4111 1111 1111 1111"},
    )
    assert (payment.iban, payment.bic, payment.card) == (
        "AT611904300234573201",
        "GIBAATWWXXX",
        "4111111111111111",
    )


def test_invalid_values_get_the_german_messages() -> None:
    assert errors(iban="AT61 1904 3002 3457 3202") == [
        ("iban", "Dieser Wert ist keine gültige internationale Bankkontonummer (IBAN).")
    ]
    assert errors(bic="XYZ") == [
        ("bic", "Dieser Wert ist keine gültige internationale Bankleitzahl (BIC).")
    ]
    assert errors(card="4111 1111 1111 1112") == [("card", "Ungültige Kartennummer.")]
    assert errors(card="abc") == [("card", "Ungültige Kartennummer.")]


async def test_customer_bank_details_are_checked(admin: Api) -> None:
    status, body = await admin.post(
        "/api/customers",
        {"lastName": "Berger", "iban": "AT61 1904 3002 3457 3202", "bic": "GIBAATWW"},
    )
    assert status == 422
    assert {
        "field": "iban",
        "message": "Dieser Wert ist keine gültige internationale Bankkontonummer (IBAN).",
    } in body["errors"]
    status, body = await admin.post(
        "/api/customers",
        {"lastName": "Berger", "iban": "AT61 1904 3002 3457 3201", "bic": "gibaatww"},
    )
    assert status == 201 and body["data"]["iban"] == "AT611904300234573201"
