"""The web shop's typed steps, typed amounts, header cart button and tracking (002 §2.2, §3,
§5, §7) in Chromium on the wood demo (``holz_server``): 'Zaunelement nach Maß' with its
'Breite in cm' into the cart and the order, the events in the analytics log.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.conftest import CONSENTED, Server, api_get, axe_violations, login
from tests.e2e.test_storefront import accept_legal, fill_contact
from tests.e2e.test_webshop import DESKTOP, PHONE, SCREENS, go, product_id

pytestmark = pytest.mark.e2e

FENCE = "Zaunelement nach Maß"


def events(browser: Any, server: Server, category: str) -> list[dict[str, Any]]:
    answer = api_get(browser, server, f"/api/analytics-log?type=event&category={category}")
    return list(answer["data"])


def wait_events(page: Any, browser: Any, server: Server, category: str, count: int) -> list[Any]:
    for _ in range(60):
        found = events(browser, server, category)
        if len(found) >= count:
            return found
        page.wait_for_timeout(250)
    raise AssertionError(events(browser, server, category))


def always_open(browser: Any, server: Server) -> None:
    """The wood business opens at 7: open it all day, so the checkout can be sent any time."""
    login(browser, server, "shopadmin")
    branch = api_get(browser, server, "/api/branches")["data"][0]
    token = next((c["value"] for c in browser.cookies() if c["name"] == "XSRF-TOKEN"), "")
    resp = browser.request.put(
        f"{server.base}/api/branches/{branch['id']}",
        data={"openingHours": [{"type": "daily", "from": "00:00", "to": "24:00"}]},
        headers={"X-XSRF-TOKEN": token, "Origin": server.base},
    )
    assert resp.ok, resp.text()
    browser.clear_cookies()  # a visitor again, who accepted cookies
    browser.add_cookies([CONSENTED])


def test_a_text_step_and_a_typed_amount_into_the_cart_and_the_order(
    browser: Any, holz_server: Server
) -> None:
    srv = holz_server
    srv.add_user("shopadmin", ["ROLE_ADMIN"])
    always_open(browser, srv)
    page = go(browser, srv, "/")
    cart = page.get_by_test_id("header-cart")
    # the header's cart button: to the catalogue first, no badge while the cart is empty
    assert cart.get_attribute("href") == "/shop/catalog"
    assert cart.locator(".t-cart-button__badge").count() == 0

    pid = product_id(browser, srv, FENCE)
    page = go(browser, srv, f"/shop/catalog/product/{pid}/zaun")
    steps = page.get_by_test_id("shop-step")
    steps.first.wait_for()
    assert steps.count() == 3  # Holzart (select), Breite in cm (text), Skizze (file)
    assert page.get_by_label("Breite in cm").get_attribute("required") is not None
    skizze = steps.nth(2)
    assert "Skizze" in skizze.inner_text() and "Datei auswählen" in skizze.inner_text()
    assert page.get_by_role("button", name="Zum Warenkorb hinzufügen").count() == 0
    steps.first.get_by_role("button", name="Lärche").click()
    assert page.get_by_role("button", name="Zum Warenkorb hinzufügen").count() == 0
    page.get_by_label("Breite in cm").fill("180")
    page.get_by_test_id("shop-price").wait_for()

    # the typed amount (002 §5): comma decimals rounded up to the step, within min and max
    amount = page.locator(".t-qty__input")
    assert amount.input_value() == "1"
    amount.fill("2,4")
    amount.press("Enter")
    assert amount.input_value() == "3"
    amount.fill("0")
    amount.blur()
    assert amount.input_value() == "1"
    amount.fill("kein Wert")
    amount.blur()
    assert amount.input_value() == "1"
    amount.fill("500")
    amount.blur()
    assert amount.input_value() == "99"
    amount.fill("2")
    amount.blur()
    page.get_by_role("button", name="Menge erhöhen").click()
    assert amount.input_value() == "3"
    page.get_by_role("button", name="Menge verringern").click()
    assert amount.input_value() == "2"
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "shop-product-steps-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(SCREENS / "shop-product-steps-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)

    page.get_by_role("button", name="Zum Warenkorb hinzufügen").click()
    page.get_by_test_id("shop-added").get_by_role("link", name="Zum Warenkorb").click()
    page.wait_for_url("**/shop/cart")
    line = page.get_by_test_id("tresen-cart-line")
    line.first.wait_for()
    assert line.count() == 1
    assert "Holzart: Lärche · Breite in cm: 180" in line.first.inner_text()
    # in the catalogue (the cart page) with items: the button goes to the cart, badge 1
    cart = page.get_by_test_id("header-cart")
    assert cart.locator(".t-cart-button__badge").inner_text() == "1"
    assert cart.get_attribute("href") == "/shop/cart"
    assert cart.get_attribute("aria-label") == "Warenkorb, 1 Artikel"
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "shop-cart-steps-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(SCREENS / "shop-cart-steps-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)

    page.get_by_role("button", name="Jetzt bestellen").click()
    page.wait_for_url("**/shop/holzhof/checkout")
    page.get_by_test_id("tresen-cart-line").first.wait_for()
    assert page.get_by_test_id("header-cart").count() == 0  # hidden on checkout routes
    fill_contact(page)
    accept_legal(page)
    page.get_by_test_id("tresen-submit").click()
    page.wait_for_url("**/status/**")

    login(browser, srv, "shopadmin")
    orders = api_get(browser, srv, "/api/orders")["data"]
    values = orders[0]["items"][0]["values"]
    assert values == [
        {"partId": values[0]["partId"], "name": "Breite in cm", "type": "text", "value": "180"}
    ]
    assert orders[0]["items"][0]["amount"] in ("2", 2, "2.000")

    # the back office shows the typed value under the order's line
    page.set_viewport_size(DESKTOP)
    page.goto(srv.base + "/backend")
    page.get_by_test_id("menu-orders").click()
    value = page.get_by_test_id("order-item-value").first
    value.wait_for()
    assert value.inner_text() == "Breite in cm: 180"
    page.screenshot(path=str(SCREENS / "backend-order-steps-desktop.png"))

    found = wait_events(page, browser, srv, "commerce", 3)
    by_action = {e["action"]: e["data"] for e in found}
    assert set(by_action) == {"addToCart", "initiateCheckout", "purchase"}
    assert by_action["addToCart"]["items"][0]["name"] == FENCE
    assert by_action["addToCart"]["currency"] == "EUR"
    assert by_action["addToCart"]["price"] == "240.00", by_action  # 2 × 120 (Lärche)
    assert by_action["purchase"]["price"] == orders[0]["totalGross"]


def test_the_cart_button_on_desktop_and_the_form_events(browser: Any, holz_server: Server) -> None:
    srv = holz_server
    srv.add_user("shopadmin", ["ROLE_ADMIN"])
    page = go(browser, srv, "/shop/catalog", DESKTOP)
    page.get_by_test_id("shop-product").first.wait_for()
    cart = page.get_by_test_id("header-cart")
    assert cart.get_attribute("href") == "/shop/catalog"  # in the catalogue, cart empty
    page.screenshot(path=str(SCREENS / "shop-header-cart-desktop.png"))
    # the form block's events: submit, then validation failed (the server's 422)
    page = go(browser, srv, "/kontakt", PHONE)
    form = page.get_by_test_id("tresen-contact-form")
    form.get_by_label("Name").fill("Anna Huber")
    form.get_by_role("button", name="Nachricht senden").click()
    page.get_by_test_id("tresen-form-error").wait_for()
    login(browser, srv, "shopadmin")
    found = wait_events(page, browser, srv, "form", 2)
    assert sorted(e["action"] for e in found) == ["submit", "validationFailed"]
    assert all(e["data"]["form"] == "Anfrage" for e in found)
