"""The home page's consent banner and the homepage plugin in a real browser (issue 13).

One server per test; the shop comes from tests/e2e/shop.py (privacy text configured).
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.e2e.conftest import ROOT, Server, axe_violations, open_page, reload
from tests.e2e.screens import SCREENS
from tests.e2e.shop import build_shop

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def _consent_cookie(browser: Any) -> dict[str, Any] | None:
    return next((c for c in browser.cookies() if c["name"] == "tresen_consent"), None)


def _banner_chunk() -> str:
    """The URL of the lazy chunk holding the banner (the file with its texts)."""
    dist = ROOT / "ui-shell/shell/dist"
    (chunk,) = [f for f in dist.glob("*.js") if "Mehr erfahren" in f.read_text(errors="replace")]
    return "/build/" + chunk.name


def test_cookie_banner_until_accepted_and_never_in_self_service(
    browser: Any, server: Server
) -> None:
    shop = build_shop(server)
    browser.clear_cookies()  # a first visit: no consent yet
    page, requests = open_page(browser, server)
    page.set_viewport_size(PHONE)
    banner = page.get_by_test_id("tresen-cookie-banner")
    banner.wait_for(state="visible")
    assert _banner_chunk() in requests.paths  # its own chunk, only for visitors without consent
    more = banner.get_by_role("link", name="Mehr erfahren")
    # The privacy text is configured: its own page.
    assert more.get_attribute("href") == "/site/privacy"
    accept = banner.get_by_role("button", name="Akzeptieren")
    assert accept.is_visible()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "cookie-banner-phone.png"))
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(SCREENS / "cookie-banner-desktop.png"))

    # Third-party features wait for it: the SDK's consent store says no until accepted.
    assert page.evaluate("document.cookie.includes('tresen_consent')") is False
    accept.click()
    banner.wait_for(state="detached")
    cookie = _consent_cookie(browser)
    assert cookie is not None and cookie["value"] == "1"
    days = (cookie["expires"] - time.time()) / 86400
    assert 364.9 < days <= 365.01, days

    # It stays accepted: after a reload no banner, and its chunk is not even fetched.
    requests.clear()
    reload(page)
    page.get_by_test_id("tresen-footer").wait_for()
    page.wait_for_load_state("networkidle")
    assert page.get_by_test_id("tresen-cookie-banner").count() == 0
    assert _banner_chunk() not in requests.paths

    # Without a privacy text 'Mehr erfahren' leads to the external address.
    shop.staff.post(
        "/api/config",
        {"privacyPolicyText": "", "privacyPolicy": "https://example.org/datenschutz"},
    )
    browser.clear_cookies()
    reload(page)
    banner.wait_for(state="visible")
    assert more.get_attribute("href") == "https://example.org/datenschutz"

    # The self-service context (a kiosk) never shows it.
    kiosk, _ = open_page(browser, server, "/?context=self-service")
    kiosk.get_by_test_id("tresen-footer").wait_for()
    kiosk.wait_for_load_state("networkidle")
    assert kiosk.get_by_test_id("tresen-cookie-banner").count() == 0
    assert _consent_cookie(browser) is None


def test_homepage_plugin_replaces_the_branch_list_only_when_on(
    browser: Any, server: Server
) -> None:
    shop = build_shop(
        server,
        name="Gasthaus Am Ring",
        email="ring@gasthaus.example",
        isDeliveryHoursEnabled=True,
        deliveryHours=[{"type": "daily", "from": "11:00", "to": "21:00"}],
    )
    # Off: the branch list, and nothing of the plugin is downloaded.
    page, requests = open_page(browser, server)
    page.get_by_test_id("tresen-branch-card").first.wait_for()
    assert page.get_by_test_id("tresen-branch-card").count() == 2
    page.wait_for_load_state("networkidle")
    assert requests.under("/plugins/homepage/") == []
    assert page.get_by_test_id("homepage").count() == 0

    shop.staff.post(
        "/api/config", {"enablePluginHomepage": True, "website": "https://gasthaus.example"}
    )
    requests.clear()
    reload(page)
    home = page.get_by_test_id("homepage")
    home.wait_for(state="visible")
    assert "/plugins/homepage/remoteEntry.js" in requests.under("/plugins/homepage/")
    assert page.get_by_test_id("tresen-branch-card").count() == 0
    # Title and description from the configuration stay above it.
    assert page.get_by_role("heading", level=1).inner_text() == "Gasthaus Test"

    # Three teasers for the main branch (the first one).
    teasers = page.get_by_test_id("homepage-teasers")
    order = teasers.get_by_role("link", name="Online bestellen")
    assert order.get_attribute("href") == "/store/wien"
    assert teasers.get_by_role("link", name="Anrufen").get_attribute("href") == "tel:+431234567"
    directions = teasers.get_by_role("link", name="Anfahrt").get_attribute("href") or ""
    assert directions.startswith("https://www.google.com/maps/dir/?api=1&destination=")
    assert "Ring%201%2C%201010%20Wien" in directions

    # Opening and delivery hours per branch, with a toggle where there are delivery hours.
    hours = page.get_by_test_id("homepage-hours")
    assert hours.count() == 2
    ring = page.locator('[data-testid="homepage-hours"][data-branch="wien"]')
    ring.get_by_role("listitem").first.wait_for()
    opening_text = ring.locator("ul").inner_text()
    toggle = ring.get_by_role("button", name="Lieferzeiten")
    assert toggle.get_attribute("aria-pressed") == "false"
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "true"
    delivery_text = ring.locator("ul").inner_text()
    assert "11:00" in delivery_text and delivery_text != opening_text
    ring.get_by_role("button", name="Öffnungszeiten").click()
    assert ring.locator("ul").inner_text() == opening_text
    linz = page.locator('[data-testid="homepage-hours"][data-branch="linz"]')
    assert linz.get_by_role("button").count() == 0  # no delivery hours, no toggle

    # The contact block: name, street, zip code, city, phone, e-mail, website.
    contact = page.locator('[data-testid="homepage-contact"][data-branch="wien"]').inner_text()
    for part in (
        "Gasthaus Am Ring",
        "Ring 1",
        "1010 Wien",
        "+43 1 234567",
        "ring@gasthaus.example",
        "gasthaus.example",
    ):
        assert part in contact, (part, contact)

    assert axe_violations(page) == []
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(SCREENS / "home-single-branch-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(SCREENS / "home-single-branch-desktop.png"), full_page=True)

    # The link leads into the branch's store.
    order.click()
    page.wait_for_url(server.base + "/store/wien")


def test_search_and_tag_filters_each_behind_its_flag(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    garden = shop.staff.post("/api/tags", {"name": "Gastgarten"})["id"]
    vegan = shop.staff.post("/api/tags", {"name": "Vegan"})["id"]
    shop.staff.post(
        "/api/branches",
        {
            "identifier": "graz",
            "name": "Gasthaus Graz",
            "street": "Sporgasse 7",
            "zipCode": "8010",
            "city": "Graz",
            "keywords": "Altstadt Schlossberg",
            "tags": [garden, vegan],
            "openingHours": [{"type": "daily", "from": "00:00", "to": "24:00"}],
        },
    )
    # Both flags off: the list without filters, nothing of the plugin downloaded.
    page, requests = open_page(browser, server)
    cards = page.get_by_test_id("tresen-branch-card")
    cards.first.wait_for()
    assert cards.count() == 3
    page.wait_for_load_state("networkidle")
    assert requests.under("/plugins/search/") == []
    assert page.get_by_test_id("branch-filters").count() == 0

    # Search on: the box 'PLZ / Ort', no chips yet.
    shop.staff.post("/api/config", {"enablePluginSearch": True})
    reload(page)
    search = page.get_by_placeholder("PLZ / Ort")
    search.wait_for()
    assert page.get_by_label("Filialen suchen").count() == 1
    assert page.get_by_test_id("tag-chips").count() == 0
    counter = page.get_by_test_id("tresen-branch-count")
    assert counter.inner_text() == ""

    def shown() -> list[str]:
        return sorted(c.get_attribute("data-branch") or "" for c in cards.all())

    for query, expected in (
        ("4020", ["linz"]),  # zip code
        ("wien, ring", ["wien"]),  # split on comma and space: city and street
        ("gastgarten", ["graz"]),  # tag name
        ("ALTSTADT", ["graz"]),  # keyword, case-insensitive
        ("gasthaus", ["graz", "linz", "wien"]),  # name
    ):
        search.fill(query)
        n = len(expected)
        page.wait_for_function(
            "n => document.querySelectorAll('[data-testid=tresen-branch-card]').length === n", arg=n
        )
        assert shown() == expected, query
        assert counter.inner_text() == f"{n} von 3 Filialen werden angezeigt."

    search.fill("4020")
    page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=tresen-branch-card]').length === 1"
    )
    assert axe_violations(page) == []
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(SCREENS / "home-search-phone.png"))
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(SCREENS / "home-search-desktop.png"))

    search.fill("Salzburg")
    page.get_by_text("Leider wurden keine Ergebnisse gefunden.").wait_for()
    assert cards.count() == 0
    assert counter.inner_text() == "0 von 3 Filialen werden angezeigt."
    search.fill("")
    cards.nth(2).wait_for()
    assert counter.inner_text() == ""

    # Tags on as well: chips of the tags some branch carries; they filter, and toggle back.
    shop.staff.post("/api/config", {"enablePluginTags": True})
    reload(page)
    chips = page.get_by_test_id("tag-chips")
    chips.wait_for()
    chip = chips.get_by_role("button", name="Gastgarten")
    assert chip.get_attribute("aria-pressed") == "false"
    chip.click()
    assert chip.get_attribute("aria-pressed") == "true"
    page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=tresen-branch-card]').length === 1"
    )
    assert shown() == ["graz"]
    assert counter.inner_text() == "1 von 3 Filialen werden angezeigt."
    assert axe_violations(page) == []
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(SCREENS / "home-tags-phone.png"))
    page.set_viewport_size(DESKTOP)
    chip.click()
    cards.nth(2).wait_for()
    assert counter.inner_text() == ""

    # Tags alone: chips without the search box.
    shop.staff.post("/api/config", {"enablePluginSearch": False})
    reload(page)
    chips.wait_for()
    assert page.get_by_placeholder("PLZ / Ort").count() == 0
