"""Reviews plugin: the questionnaire of a completed order, once, only while the plugin is
on; ratings per order and averaged per branch for staff of that branch."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import ClientFactory, add_user
from tests.domains.orders.shop import Shop, build_shop

pytestmark = pytest.mark.database  # averages per branch in SQL, unique ratings

ANSWERS = {"rating": 4, "foodRating": 5, "serviceRating": 3, "processRating": 4}


async def completed(shop: Shop, branch: str = "wien") -> tuple[int, str]:
    """A completed order at ``branch``: its id and public link."""
    status, body = await shop.customer.post(
        "/api/orders", shop.order(branch={"id": shop.ids[branch]})
    )
    assert status == 201, body
    order_id = body["data"]["order"]["id"]
    for action in ("confirm", "completed"):
        assert (await shop.admin.post(f"/api/orders/{order_id}/status/{action}", {}))[0] == 200
    return order_id, f"/api/orders/public/{body['data']['uid']}/{body['data']['hash']}"


async def reviews_shop(make_api: ClientFactory, db_url: str) -> Shop:
    shop = await build_shop(make_api, db_url)
    assert (await shop.admin.post("/api/config", {"enablePluginReviews": True}))[0] == 200
    return shop


async def test_a_completed_order_is_rated_once(make_api: ClientFactory, db_url: str) -> None:
    shop = await reviews_shop(make_api, db_url)
    status, body = await shop.customer.post("/api/orders", shop.order())
    link = f"/api/orders/public/{body['data']['uid']}/{body['data']['hash']}"
    assert body["data"]["order"]["questionnaireRating"] is None
    status, body = await shop.customer.post(link + "/questionnaire", ANSWERS)
    assert (status, body["errors"][0]["message"]) == (
        409,
        "Nur abgeschlossene Bestellungen können bewertet werden.",
    )

    _, link = await completed(shop)
    status, body = await shop.customer.post(
        link + "/questionnaire", {**ANSWERS, "comment": "Sehr gut!"}
    )
    assert status == 201, body
    assert body["data"]["questionnaireRating"] == 4 and body["data"]["isCompleted"] is True
    assert (await shop.customer.get(link))[1]["data"]["questionnaireRating"] == 4
    status, body = await shop.customer.post(link + "/questionnaire", ANSWERS)
    assert (status, body["errors"][0]["message"]) == (
        409,
        "Diese Bestellung wurde bereits bewertet.",
    )
    assert (await shop.customer.post(link + "x/questionnaire", ANSWERS))[0] == 404


async def test_bad_answers_get_german_messages_at_their_fields(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await reviews_shop(make_api, db_url)
    _, link = await completed(shop)
    bad: dict[str, Any] = {"rating": 0, "foodRating": 6, "serviceRating": "gut", "x": 1}
    status, body = await shop.customer.post(link + "/questionnaire", bad)
    assert status == 422
    assert sorted(body["errors"], key=lambda e: e["field"]) == [
        {"field": "foodRating", "message": "Dieser Wert sollte kleiner oder gleich 5 sein."},
        {"field": "processRating", "message": "Dieser Wert sollte nicht leer sein."},
        {"field": "rating", "message": "Dieser Wert sollte größer oder gleich 1 sein."},
        {"field": "serviceRating", "message": "Dieser Wert sollte vom Typ int sein."},
        {"field": "x", "message": "Dieses Feld wurde nicht erwartet."},
    ]
    long = {**ANSWERS, "comment": "x" * 2001}
    status, body = await shop.customer.post(link + "/questionnaire", long)
    assert status == 422 and body["errors"][0]["field"] == "comment"
    assert (await shop.customer.get(link))[1]["data"]["questionnaireRating"] is None


async def test_with_the_plugin_off_nothing_of_it_answers(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await reviews_shop(make_api, db_url)
    _, link = await completed(shop)
    assert (await shop.admin.post("/api/config", {"enablePluginReviews": False}))[0] == 200
    assert (await shop.customer.post(link + "/questionnaire", ANSWERS))[0] == 404
    assert "questionnaireRating" not in (await shop.customer.get(link))[1]["data"]
    assert (await shop.admin.get("/api/ratings"))[0] == 404
    assert (await shop.admin.get("/api/ratings/averages"))[0] == 404


async def test_staff_read_ratings_and_averages_of_their_branches(
    make_api: ClientFactory, db_url: str
) -> None:
    shop = await reviews_shop(make_api, db_url)
    for branch, answers in (
        ("wien", ANSWERS),
        ("wien", {"rating": 5, "foodRating": 4, "serviceRating": 4, "processRating": 5}),
        ("graz", {"rating": 1, "foodRating": 1, "serviceRating": 2, "processRating": 1}),
    ):
        _, link = await completed(shop, branch)
        assert (await shop.customer.post(link + "/questionnaire", answers))[0] == 201
    status, body = await shop.admin.get("/api/ratings/averages")
    assert status == 200, body
    assert body["data"] == [
        {
            "branch": {"id": shop.ids["graz"], "name": "Filiale Graz"},
            "count": 1,
            "rating": "1.00",
            "foodRating": "1.00",
            "serviceRating": "2.00",
            "processRating": "1.00",
        },
        {
            "branch": {"id": shop.ids["wien"], "name": "Filiale Wien"},
            "count": 2,
            "rating": "4.50",
            "foodRating": "4.50",
            "serviceRating": "3.50",
            "processRating": "4.50",
        },
    ]
    await add_user(db_url, "kellner", ["ROLE_EMPLOYEE"], branch_ids=[shop.ids["graz"]])
    employee = await make_api()
    assert (await employee.login("kellner"))[0] == 200
    status, body = await employee.get("/api/ratings")
    assert status == 200 and [r["branch"]["id"] for r in body["data"]] == [shop.ids["graz"]]
    assert body["data"][0]["rating"] == 1 and body["data"][0]["order"]["ticketNumber"] == 1
    status, body = await shop.admin.get(f"/api/ratings?branch={shop.ids['wien']}&limit=1")
    assert (status, len(body["data"]), body["data"][0]["rating"]) == (200, 1, 5)
    assert (await employee.get("/api/ratings/averages"))[1]["data"][0]["count"] == 1
    assert (await shop.customer.get("/api/ratings"))[0] == 401
    assert (await shop.admin.get("/api/ratings?from=gestern"))[0] == 422
