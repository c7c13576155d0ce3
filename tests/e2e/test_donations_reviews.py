"""Donations and reviews in Chromium: a donation recipient chosen in the checkout's overlay
becomes the order's server-priced donation line; a completed order's status page asks
for the questionnaire once; with the plugins off nothing of either is shown or answers.

Screenshots of the donation block, its overlay and the questionnaire (phone and desktop)
are written to build/screens/ (tests/e2e/screens.py).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.conftest import READY, Server, axe_violations, loaded_plugins, login
from tests.e2e.screens import SCREENS
from tests.e2e.shop import Shop, build_shop
from tests.e2e.test_storefront import (
    accept_legal,
    add_simple,
    assert_accessible,
    euro,
    fill_contact,
    go,
    open_phone,
    order_now,
    status_uid,
)

pytestmark = pytest.mark.e2e

DESKTOP = {"width": 1280, "height": 900}
DONATEES = (
    ("tafel", "Wiener Tafel", "Lebensmittel für armutsbetroffene Menschen in Wien."),
    ("caritas", "Caritas", "Hilfe für Menschen in Not."),
    ("tierheim", "Tierschutzhaus", "Ein Zuhause für Tiere auf Zeit."),
)


def shot(page: Any, name: str, locator: Any = None) -> None:
    SCREENS.mkdir(parents=True, exist_ok=True)
    (locator or page).screenshot(path=str(SCREENS / f"{name}.png"))


def placed_order(shop: Shop) -> dict[str, Any]:
    """An order placed through the API (as the storefront would)."""
    return shop.staff.post(
        "/api/orders",
        {
            "branch": {"id": shop.ids["wien"]},
            "items": [{"productId": shop.ids["schnitzel"], "amount": 1}],
            "salutation": "Frau",
            "firstName": "Anna",
            "lastName": "Huber",
            "email": "anna@example.com",
            "phone": "+43 664 1234567",
            "paymentMethod": "cash",
            "legalInstructions": True,
            "privacyPolicy": True,
        },
    )


def backoffice_screen(browser: Any, server: Server, path: str, testid: str) -> Any:
    """Staff open a plugin's own back-office screen: a menu entry and a page of its own."""
    login(browser, server, "chefin")
    page = browser.new_page()
    page.set_viewport_size(DESKTOP)
    page.goto(server.base + "/backend#/" + path)
    page.wait_for_function(READY)
    screen = page.get_by_test_id(testid)
    screen.wait_for()
    assert page.locator(f'[data-resource="{path}"]').count() == 1  # in the menu
    return page, screen


def complete(shop: Shop, order_id: int) -> None:
    for action in ("confirm", "completed"):
        shop.staff.post(f"/api/orders/{order_id}/status/{action}", {})


def test_a_donation_recipient_chosen_in_the_checkout_adds_the_donation_line(
    browser: Any, server: Server
) -> None:
    shop = build_shop(server)
    shop.staff.post("/api/config", {"enablePluginDonations": True})
    for identifier, name, description in DONATEES:
        shop.staff.post(
            "/api/donatees", {"identifier": identifier, "name": name, "description": description}
        )
    page = open_phone(browser, server, "/store/wien")
    assert loaded_plugins(page) == ["donations"]
    add_simple(page, "Wiener Schnitzel")
    order_now(page)
    section = page.get_by_test_id("donations-section")
    assert "0,07 €" in euro(section.inner_text())
    assert page.locator('[data-row^="charge-"]').count() == 0
    shot(page, "donations-checkout-phone", section)

    section.get_by_role("button", name="Organisation wählen").click()
    overlay = page.get_by_test_id("donations-overlay")
    search = overlay.get_by_label("Organisation suchen")
    search.fill("Feuerwehr")
    assert overlay.get_by_text("Keine passende Organisation gefunden.").is_visible()
    search.fill("in not")  # the description
    options = overlay.get_by_role("listitem")
    assert options.count() == 1 and "Caritas" in options.inner_text()
    search.fill("")
    assert options.count() == 3
    assert_accessible(page)
    shot(page, "donations-overlay-phone")
    overlay.get_by_role("button", name="Wiener Tafel").click()
    assert overlay.count() == 0

    chosen = section.get_by_test_id("donations-chosen")
    chosen.get_by_text("0,07").wait_for()
    assert "Wiener Tafel" in chosen.inner_text()
    line = page.locator('[data-row="charge-donation"]')
    assert euro(line.inner_text()) == "Spende an Wiener Tafel 0,07 €"
    total = page.locator('[data-testid="tresen-section-summary"] [data-row="total"]')
    assert euro(total.inner_text()).endswith("14,97 €")
    assert_accessible(page)
    shot(page, "donations-chosen-phone", section)
    shot(page, "donations-summary-phone", page.get_by_test_id("tresen-section-summary"))

    page.set_viewport_size(DESKTOP)
    section.get_by_role("button", name="Ändern").click()
    overlay.wait_for()
    shot(page, "donations-overlay-desktop")
    page.keyboard.press("Escape")
    assert overlay.count() == 0
    page.set_viewport_size({"width": 390, "height": 844})

    fill_contact(page)
    accept_legal(page)
    page.get_by_test_id("tresen-submit").click()
    uid, hash_ = status_uid(page)
    public = shop.staff.get(f"/api/orders/public/{uid}/{hash_}")
    assert public["donatee"]["name"] == "Wiener Tafel"
    order = shop.staff.get(f"/api/orders/{public['id']}")
    assert [(c["label"], c["gross"]) for c in order["charges"]] == [
        ("Spende an Wiener Tafel", "0.07")
    ]
    assert (order["gross"], order["totalGross"]) == ("14.90", "14.97")
    totals = shop.staff.get("/api/donatees/totals")
    assert [(t["donatee"]["name"], t["count"], t["amount"]) for t in totals] == [
        ("Wiener Tafel", 1, "0.07")
    ]

    # The back office: 'Spendensummen' for this month so far.
    staff, screen = backoffice_screen(browser, server, "donation-totals", "donation-totals")
    row = screen.get_by_test_id("donation-total")
    row.wait_for()
    assert euro(row.inner_text()).split() == ["Wiener", "Tafel", "1", "0,07", "€"]
    assert euro(screen.get_by_test_id("donation-sum").inner_text()) == "0,07 €"
    assert axe_violations(staff) == []
    shot(staff, "backend-donation-totals-desktop")
    staff.set_viewport_size({"width": 390, "height": 844})
    shot(staff, "backend-donation-totals-phone")
    screen.get_by_label("Von").fill("2020-01-01")
    screen.get_by_label("Bis").fill("2020-01-31")
    screen.get_by_text("In diesem Zeitraum wurde nichts gespendet.").wait_for()


def test_the_questionnaire_after_a_completed_order(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    shop.staff.post("/api/config", {"enablePluginReviews": True})
    created = placed_order(shop)
    path = f"/status/{created['uid']}/{created['hash']}"
    page = open_phone(browser, server, path)
    page.get_by_test_id("tresen-timeline").wait_for()
    questionnaire = page.get_by_test_id("reviews-questionnaire")
    assert questionnaire.count() == 0  # not completed yet

    complete(shop, created["order"]["id"])
    go(page, server, path)
    questionnaire.wait_for()
    send = questionnaire.get_by_role("button", name="Bewertung senden")
    assert send.is_disabled()
    assert questionnaire.get_by_label("Ihr Kommentar (optional)").count() == 0
    for legend, stars in (("Gesamteindruck", 4), ("Essen", 5), ("Service", 3)):
        group = questionnaire.get_by_role("group", name=legend)
        group.get_by_label("1 Stern" if stars == 1 else f"{stars} Sterne").check()
    assert questionnaire.get_by_label("Ihr Kommentar (optional)").count() == 0
    questionnaire.get_by_role("group", name="Bestellablauf").get_by_label("4 Sterne").check()
    questionnaire.get_by_label("Ihr Kommentar (optional)").fill("Sehr knusprig!")
    assert send.is_enabled()
    assert_accessible(page)
    shot(page, "reviews-questionnaire-phone", questionnaire)
    page.set_viewport_size(DESKTOP)
    shot(page, "reviews-questionnaire-desktop")
    page.set_viewport_size({"width": 390, "height": 844})

    send.click()
    page.get_by_test_id("reviews-thanks").wait_for()
    assert questionnaire.count() == 0
    public = shop.staff.get(f"/api/orders/public/{created['uid']}/{created['hash']}")
    assert public["questionnaireRating"] == 4
    (rating,) = shop.staff.get("/api/ratings")
    assert (rating["foodRating"], rating["comment"]) == (5, "Sehr knusprig!")

    # The back office: 'Bewertungen' with the branch's averages and the answer.
    staff, screen = backoffice_screen(browser, server, "ratings", "ratings-screen")
    average = screen.get_by_test_id("rating-average")
    average.wait_for()
    assert average.get_by_role("heading").inner_text() == "Gasthaus Wien"
    assert "1 Bewertung" in average.inner_text()
    shown = average.locator("[data-rating]").evaluate_all(
        "cells => cells.map(c => [c.dataset.rating, c.textContent])"
    )
    assert shown == [
        ["rating", "4,00"],
        ["foodRating", "5,00"],
        ["serviceRating", "3,00"],
        ["processRating", "4,00"],
    ]
    answer = screen.get_by_test_id("rating-answer")
    answer.wait_for()
    assert "Sehr knusprig!" in answer.inner_text()
    assert answer.get_by_label("Essen: 5 Sterne").count() == 1
    assert axe_violations(staff) == []
    shot(staff, "backend-ratings-desktop")
    staff.set_viewport_size({"width": 390, "height": 844})
    shot(staff, "backend-ratings-phone")
    staff.close()
    go(page, server, path)
    page.get_by_test_id("tresen-timeline").wait_for()
    assert questionnaire.count() == 0  # rated: not asked again

    # "Nicht jetzt" hides it for this order, also after a reload.
    other = placed_order(shop)
    complete(shop, other["order"]["id"])
    other_path = f"/status/{other['uid']}/{other['hash']}"
    go(page, server, other_path)
    questionnaire.wait_for()
    questionnaire.get_by_role("button", name="Nicht jetzt").click()
    assert questionnaire.count() == 0
    go(page, server, other_path)
    page.get_by_test_id("tresen-timeline").wait_for()
    assert questionnaire.count() == 0


def test_with_both_plugins_off_nothing_is_shown_or_answers(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    shop.staff.post("/api/config", {"enablePluginDonations": True, "enablePluginReviews": True})
    shop.staff.post("/api/donatees", {"identifier": "tafel", "name": "Wiener Tafel"})
    created = placed_order(shop)
    complete(shop, created["order"]["id"])
    shop.staff.post("/api/config", {"enablePluginDonations": False, "enablePluginReviews": False})

    page = open_phone(browser, server, "/store/wien")
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    assert loaded_plugins(page) == []
    add_simple(page, "Wiener Schnitzel")
    order_now(page)
    page.get_by_test_id("tresen-section-payment").wait_for()
    assert page.get_by_test_id("donations-section").count() == 0
    go(page, server, f"/status/{created['uid']}/{created['hash']}")
    page.get_by_test_id("tresen-timeline").wait_for()
    assert page.get_by_test_id("reviews-questionnaire").count() == 0
    # (measuring's module, the analytics log's sender, loads for this consenting browser)
    assert not [url for url in requested if "/plugins/" in url and "/measuring/" not in url]

    link = f"/api/orders/public/{created['uid']}/{created['hash']}"
    answers = {"rating": 5, "foodRating": 5, "serviceRating": 5, "processRating": 5}
    for method, path, body in (
        ("GET", "/api/donatees", None),
        ("GET", "/api/donatees/totals", None),
        ("POST", link + "/questionnaire", answers),
        ("GET", "/api/ratings", None),
        ("GET", "/api/ratings/averages", None),
    ):
        assert shop.staff.call(method, path, body)[0] == 404, path
    public = shop.staff.get(link)
    assert "questionnaireRating" not in public and "donatee" not in public
