"""The contact persons block (002 §2.9) on the wood demo: tabs per department, the first
selected, each listing its people with picture, name and e-mail link; and /favicon.ico
answers (no console error on any page)."""

from __future__ import annotations

from typing import Any

from tests.e2e.conftest import Server, axe_violations
from tests.e2e.test_site_pages import DESKTOP, PHONE, SCREENS, open_at


def test_contact_persons_tabs_per_department(browser: Any, holz_server: Server) -> None:
    page, errors = open_at(browser, holz_server, "/bausteine", PHONE)
    block = page.locator('[data-block="contact_persons"]')
    block.scroll_into_view_if_needed()
    tabs = block.get_by_role("tab")
    tabs.first.wait_for()
    assert tabs.all_inner_texts() == ["Verkauf", "Zuschnitt"]
    assert tabs.first.get_attribute("aria-selected") == "true"
    panel = block.get_by_role("tabpanel")
    assert panel.locator(".t-person strong").all_inner_texts() == ["Anna Berger", "Lukas Mayr"]
    mail = panel.get_by_role("link", name="anna.berger@holz-tresen.example")
    assert mail.get_attribute("href") == "mailto:anna.berger@holz-tresen.example"
    image = panel.locator("img").first
    assert image.get_attribute("src").startswith("/image/medium/")
    assert image.get_attribute("alt") == "Anna Berger"
    loaded = "i => i.complete && i.naturalWidth > 0"
    page.wait_for_function(f"() => [...document.querySelectorAll('.t-person img')].every({loaded})")
    assert axe_violations(page) == []
    block.screenshot(path=str(SCREENS / "site-contact-persons-phone.png"))
    # keyboard: the arrow key moves to the next department
    tabs.first.focus()
    page.keyboard.press("ArrowRight")
    assert tabs.nth(1).get_attribute("aria-selected") == "true"
    assert panel.locator(".t-person strong").all_inner_texts() == ["Stefan Huber"]
    tabs.first.click()
    page.set_viewport_size(DESKTOP)
    block.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    block.screenshot(path=str(SCREENS / "site-contact-persons-desktop.png"))
    # the browser's own favicon request answers an icon
    resp = page.request.get(holz_server.base + "/favicon.ico")
    assert resp.status == 200 and resp.headers["content-type"] == "image/x-icon"
    assert errors == []
