"""Plugin slots in Chromium: the order screen's action row filled by the payments and sms
plugins (``orders.actions``), a plugin's section in the order card (``orders.card``), the
branch page's slots (``branch.before``, ``branch.category``, ``branch.aside``) and plugin UI
that follows a flag flip in an open back office without a reload."""

from __future__ import annotations

from typing import Any

from tests.e2e.conftest import READY, Server, axe_violations, loaded_plugins, login
from tests.e2e.screens import SCREENS
from tests.e2e.shop import build_shop
from tests.e2e.test_backoffice import place_order
from tests.e2e.test_storefront import PHONE, add_simple, assert_accessible, open_phone

DESKTOP = {"width": 1280, "height": 860}


def action_labels(page: Any, order_id: int) -> list[str]:
    card = page.locator(f'[data-testid=order][data-order-id="{order_id}"]')
    labels: list[str] = card.locator(".MuiCardActions-root button").all_text_contents()
    return labels


def open_orders(browser: Any, server: Server) -> Any:
    login(browser, server, "chefin")
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size(DESKTOP)
    page.goto(server.base + "/backend#/")
    page.wait_for_function(READY)
    page.get_by_test_id("orders-screen").wait_for()
    return page


def test_payments_and_sms_fill_the_order_actions(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    shop.staff.post("/api/config", {"enablePluginATMCard": True, "enablePluginSMS": True})
    order_id = place_order(server, shop, "wien")["order"]["id"]
    page = open_orders(browser, server)
    card = page.locator(f'[data-testid=order][data-order-id="{order_id}"]')
    card.get_by_role("button", name="Zahlung prüfen").wait_for()
    card.get_by_role("button", name="SMS erneut senden").wait_for()
    # where the shell drew them before: after the e-mail, SMS first, then the payment
    labels = action_labels(page, order_id)
    at = labels.index("E-Mail erneut senden")
    assert labels[at + 1 : at + 3] == ["SMS erneut senden", "Zahlung prüfen"], labels
    assert sorted(loaded_plugins(page)) == ["payments", "sms"]
    assert page.evaluate("window.__TRESEN__.errors") == []
    # the plugin's call, the server's answer in the back office's toast (a cash order)
    card.get_by_role("button", name="Zahlung prüfen").click()
    page.get_by_text("Diese Bestellung wird nicht online bezahlt.").wait_for()
    page.get_by_text("Diese Bestellung wird nicht online bezahlt.").wait_for(state="hidden")
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "backend-order-actions-desktop.png"))
    page.set_viewport_size(PHONE)
    card.locator("button", has_text="Zahlung prüfen").wait_for()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "backend-order-actions-phone.png"))


def test_a_plugin_fills_the_branch_page(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    page = open_phone(browser, server, "/store/wien")
    page.get_by_test_id("tresen-product").first.wait_for()
    # unfilled: nothing drawn, a category holds its heading and its products only
    section = page.locator("section.t-group").first
    assert section.evaluate("s => [...s.children].map(c => c.tagName)") == ["H2", "UL"]
    assert page.locator("[data-testid^=test-branch]").count() == 0

    shop.staff.post("/api/config", {"enablePluginUiSlots": True})
    page = open_phone(browser, server, "/store/wien")
    before = page.get_by_test_id("test-branch-before")
    before.wait_for()
    assert before.inner_text() == "Heute in Gasthaus Wien: Besteck gratis"
    # above the menu, below the category bar
    assert page.evaluate(
        "() => { const b = document.querySelector('[data-testid=test-branch-before]');"
        " return b.nextElementSibling.classList.contains('t-store__layout')"
        " && !!b.previousElementSibling; }"
    )
    # once, in its category
    hint = page.get_by_test_id("test-branch-category")
    assert hint.count() == 1
    heading = hint.locator("xpath=ancestor::section[1]/h2").inner_text()
    assert heading == "Hauptspeisen"
    assert page.evaluate("window.__TRESEN__.errors") == []
    assert_accessible(page)
    page.screenshot(path=str(SCREENS / "plugin-branch-slots-phone.png"), full_page=True)
    # beside the cart: in the phone's cart sheet ...
    add_simple(page, "Wiener Schnitzel")
    page.get_by_test_id("tresen-cart-button").click()
    sheet = page.get_by_test_id("tresen-cart-sheet")
    assert sheet.get_by_test_id("test-branch-aside").inner_text() == "Artikel im Warenkorb: 1"
    page.keyboard.press("Escape")
    # ... and in the desktop's cart column
    page.set_viewport_size(DESKTOP)
    aside = page.locator("aside.t-store__aside [data-testid=test-branch-aside]")
    aside.wait_for()
    assert aside.inner_text() == "Artikel im Warenkorb: 1"
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "plugin-branch-slots-desktop.png"))


def test_a_flag_flip_shows_and_hides_plugin_ui_without_reload(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    order_id = place_order(server, shop, "wien")["order"]["id"]
    page = open_orders(browser, server)
    card = page.locator(f'[data-testid=order][data-order-id="{order_id}"]')
    card.wait_for()
    assert "SMS erneut senden" not in action_labels(page, order_id)
    assert card.get_by_test_id("test-order-card").count() == 0
    page.evaluate("() => { window.__sameDocument = true; }")

    # another staff member switches the plugins on (their own session, not this browser)
    shop.staff.post("/api/config", {"enablePluginSMS": True, "enablePluginUiSlots": True})
    card.get_by_role("button", name="SMS erneut senden").wait_for()
    assert card.get_by_test_id("test-order-card").inner_text() == (
        f"Slot-Beispiel: Bestellung {order_id}"
    )
    assert sorted(loaded_plugins(page)) == ["sms", "ui_slots"]
    labels = action_labels(page, order_id)
    assert labels[labels.index("E-Mail erneut senden") + 1] == "SMS erneut senden"

    # ... and off again: their UI leaves, the page is still the same document
    shop.staff.post("/api/config", {"enablePluginSMS": False, "enablePluginUiSlots": False})
    card.get_by_role("button", name="SMS erneut senden").wait_for(state="detached")
    card.get_by_test_id("test-order-card").wait_for(state="detached")
    assert loaded_plugins(page) == []
    assert page.locator("script[data-tresen-plugin=sms]").count() == 0
    # and on once more: the module loads afresh
    shop.staff.post("/api/config", {"enablePluginSMS": True})
    card.get_by_role("button", name="SMS erneut senden").wait_for()
    assert page.evaluate("() => window.__sameDocument === true")
    assert page.evaluate("window.__TRESEN__.errors") == []
