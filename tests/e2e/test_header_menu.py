"""The header's sub-menus (002 §2.2) on the wood demo, whose ``main-menu`` has a 'Shop'
item with the children 'Terrassen' and 'Zäune': a disclosure menu on wider screens
(keyboard and pointer), the burger's sub-menu on phones, the parent marked when a child
is current, and the row scrolling sideways instead of overflowing the page."""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.conftest import READY, Server, axe_violations
from tests.e2e.screens import SCREENS

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
FOCUSED = "() => document.activeElement && document.activeElement.textContent"


def _open(browser: Any, server: Server, viewport: dict[str, int], path: str = "/") -> Any:
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size(viewport)
    page.goto(server.base + path)
    page.wait_for_function(READY)
    return page


def test_desktop_submenu_by_pointer_and_keyboard(browser: Any, holz_server: Server) -> None:
    page = _open(browser, holz_server, DESKTOP)
    nav = page.get_by_role("navigation", name="Hauptnavigation")
    nav.get_by_test_id("tresen-desktop-menu").wait_for()
    toggle = nav.get_by_role("button", name="Untermenü Shop öffnen")
    sub = nav.get_by_test_id("tresen-desktop-submenu")
    assert toggle.get_attribute("aria-expanded") == "false"
    assert sub.is_hidden()

    toggle.click()  # pointer: opens below its item
    assert toggle.get_attribute("aria-expanded") == "true"
    assert sub.get_by_role("link").all_inner_texts() == ["Terrassen", "Zäune"]
    page.mouse.click(900, 600)  # a click elsewhere closes it
    assert toggle.get_attribute("aria-expanded") == "false"

    toggle.focus()
    page.keyboard.press("Enter")
    assert toggle.get_attribute("aria-expanded") == "true"
    page.keyboard.press("Space")
    assert toggle.get_attribute("aria-expanded") == "false"
    page.keyboard.press("ArrowDown")  # opens and moves into the sub-menu
    page.wait_for_function(f"{FOCUSED} === 'Terrassen'")
    page.keyboard.press("ArrowDown")
    assert page.evaluate(FOCUSED) == "Zäune"
    page.keyboard.press("ArrowDown")  # wraps
    assert page.evaluate(FOCUSED) == "Terrassen"
    page.keyboard.press("End")
    assert page.evaluate(FOCUSED) == "Zäune"
    page.keyboard.press("ArrowUp")
    assert page.evaluate(FOCUSED) == "Terrassen"
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "header-submenu-desktop.png"))
    page.keyboard.press("Escape")  # closes and returns to its button
    assert toggle.get_attribute("aria-expanded") == "false"
    assert page.evaluate("() => document.activeElement.getAttribute('aria-label')") == (
        "Untermenü Shop öffnen"
    )

    toggle.click()
    sub.get_by_role("link", name="Terrassen").click()  # following a link closes it
    page.wait_for_url("**/shop/catalog/**/terrassen")
    assert toggle.get_attribute("aria-expanded") == "false"
    # a child is current: its parent is marked (once the route has rendered)
    page.wait_for_function(
        "() => document.querySelector('li[data-active] > .t-desktop-menu__toggle')"
    )
    assert nav.locator("li[data-active]").count() == 1


def test_row_scrolls_instead_of_overflowing(browser: Any, holz_server: Server) -> None:
    page = _open(browser, holz_server, {"width": 800, "height": 700})
    menu = page.get_by_test_id("tresen-desktop-menu")
    menu.wait_for()
    assert menu.evaluate("e => getComputedStyle(e).overflowX") == "auto"
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    page.evaluate("() => { document.querySelector('.t-header nav').style.maxWidth = '12rem'; }")
    assert menu.evaluate("e => e.scrollWidth > e.clientWidth")  # too many: it scrolls
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")


def test_phone_burger_submenu(browser: Any, holz_server: Server) -> None:
    page = _open(browser, holz_server, PHONE)
    assert page.get_by_test_id("tresen-desktop-submenu").is_hidden()
    page.get_by_role("button", name="Menü").click()
    menu = page.get_by_test_id("tresen-mobile-menu")
    menu.get_by_role("button", name="Untermenü Shop öffnen").click()
    assert menu.get_by_role("link").all_inner_texts() == ["Shop", "Terrassen", "Zäune"]
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "header-submenu-phone.png"))
    menu.get_by_role("button", name="Zurück").click()
    assert "Unser Holz" in menu.get_by_role("link").all_inner_texts()
