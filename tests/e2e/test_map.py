"""The map plugin and the analytics log in a real browser (issue 13).

The map loads the plugin's local style (``mapStyle: "local"``): a background and a house
per branch as its building source, so it renders without any network.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.conftest import Server, axe_violations, open_page, reload
from tests.e2e.screens import SCREENS
from tests.e2e.shop import Shop, build_shop

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
WIEN = {"latitude": "48.208200", "longitude": "16.373800"}
LINZ = {"latitude": "48.306900", "longitude": "14.285800"}


def _shop_with_places(server: Server) -> Shop:
    shop = build_shop(server, **WIEN)
    shop.staff.put(f"/api/branches/{shop.ids['linz']}", LINZ)
    return shop


class Posts:
    """The paths of the POST requests a page makes."""

    def __init__(self, page: Any, base: str) -> None:
        self.paths: list[str] = []
        page.on(
            "request",
            lambda r: r.method == "POST" and self.paths.append(r.url.removeprefix(base)),
        )

    def analytics(self) -> list[str]:
        return [p for p in self.paths if p.startswith("/api/analytics-log")]


def test_map_after_consent_only_with_markers_buildings_and_flights(
    browser: Any, server: Server
) -> None:
    shop = _shop_with_places(server)
    # Off: nothing of the plugin is requested or shown, even with consent.
    page, requests = open_page(browser, server)
    page.get_by_test_id("tresen-branch-card").first.wait_for()
    page.wait_for_load_state("networkidle")
    assert requests.under("/plugins/map/") == []
    assert requests.under("/api/map/") == []
    assert page.get_by_test_id("map").count() == 0
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(SCREENS / "home-map-off-phone.png"))
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(SCREENS / "home-map-off-desktop.png"))

    shop.staff.post("/api/config", {"enablePluginMap": True, "mapStyle": "local"})
    # A first visit: no consent yet, so no map and no map library.
    browser.clear_cookies()
    posts = Posts(page, server.base)
    requests.clear()
    reload(page)
    page.get_by_test_id("tresen-cookie-banner").wait_for()
    page.wait_for_load_state("networkidle")
    assert "/plugins/map/remoteEntry.js" in requests.paths
    assert page.locator("canvas").count() == 0
    assert page.get_by_test_id("map").count() == 0
    assert requests.under("/api/map/") == []
    loaded = len(requests.under("/plugins/map/"))
    # Page views wait for consent: not sent, and the sender (the measuring plugin's module)
    # not even fetched.
    page.wait_for_timeout(1500)
    assert posts.analytics() == []
    assert requests.under("/plugins/measuring/") == []

    page.get_by_role("button", name="Akzeptieren").click()
    the_map = page.get_by_test_id("map")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=map]')?.dataset.state === 'ready'"
    )
    assert len(requests.under("/plugins/map/")) > loaded  # MapLibre's own chunk, now
    assert "/api/map/style" in requests.paths
    assert the_map.locator("canvas").count() == 1
    assert the_map.get_attribute("data-buildings") == "1"  # the style's building source
    # The analytics log is sent once consent is there.
    page.wait_for_function(
        "() => performance.getEntriesByType('resource')"
        ".some((e) => e.name.endsWith('/api/analytics-log'))"
    )
    assert posts.analytics() != []
    assert requests.under("/plugins/measuring/") != []
    # Staff read what the browser sent (002 §7): the page view of "/" with its data.
    (view, *_) = shop.staff.get("/api/analytics-log?type=pageview")
    assert (view["action"], view["category"]) == ("/", "page")
    data = view["data"]
    assert data["window"] == {"width": DESKTOP["width"], "height": DESKTOP["height"]}
    assert data["screen"]["width"] > 0 and data["pixelRatio"] > 0
    assert data["language"] and data["languages"] and "Chrome" in data["userAgent"]
    assert data["darkMode"] is False and data["orientation"].startswith("landscape")

    # The view of 001 §9 (zoom 19, pitch 55, bearing -85) from the plugin's settings.
    page.wait_for_function(
        "() => document.querySelector('[data-testid=map]').dataset.view === '19 55 -85'"
    )

    # Scrolling a branch's card into view flies the map there.
    page.set_viewport_size(PHONE)
    page.locator(
        '[data-testid="tresen-branch-card"][data-branch="linz"]'
    ).scroll_into_view_if_needed()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=map]').dataset.active === 'linz'"
    )
    page.locator(
        '[data-testid="tresen-branch-card"][data-branch="wien"]'
    ).scroll_into_view_if_needed()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=map]').dataset.active === 'wien'"
    )
    assert axe_violations(page) == []
    the_map.scroll_into_view_if_needed()
    page.wait_for_function(  # the flight has ended, in the same view
        "() => document.querySelector('[data-testid=map]').dataset.view === '19 55 -85'"
    )
    page.screenshot(path=str(SCREENS / "home-map-on-phone.png"))

    # A marker per branch, each opening external route directions.
    markers = the_map.locator("a.t-map__marker")
    assert markers.count() == 2
    wien = the_map.locator('a.t-map__marker[data-branch="wien"]')
    assert wien.get_attribute("href") == (
        "https://www.google.com/maps/dir/?api=1&destination=48.2082%2C16.3738"
    )
    assert wien.get_attribute("target") == "_blank"
    assert wien.get_attribute("aria-label") == "Route zu Gasthaus Wien öffnen"
    # No network here: the maps service answers from the test.
    browser.route("https://www.google.com/maps/**", lambda r: r.fulfill(body="Route"))
    with browser.expect_page() as popup:
        wien.click()
    popup.value.wait_for_load_state()
    assert popup.value.url == wien.get_attribute("href")
    popup.value.close()

    page.set_viewport_size(DESKTOP)
    the_map.scroll_into_view_if_needed()
    page.wait_for_timeout(2500)  # cards coming into view may start a flight
    page.screenshot(path=str(SCREENS / "home-map-on-desktop.png"))

    # A returning visitor with consent: the map straight away.
    requests.clear()
    reload(page)
    page.wait_for_function(
        "() => document.querySelector('[data-testid=map]')?.dataset.state === 'ready'"
    )


def test_staff_read_the_analytics_log_in_the_back_office(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    # A visitor who accepted cookies (the browser fixture's cookie) opens two pages.
    page, _ = open_page(browser, server, "/store/wien")
    page.wait_for_function(
        "() => performance.getEntriesByType('resource')"
        ".some((e) => e.name.endsWith('/api/analytics-log'))"
    )
    page.get_by_role("link", name="Gasthaus Test").first.click()
    page.wait_for_function(
        "() => performance.getEntriesByType('resource')"
        ".filter((e) => e.name.endsWith('/api/analytics-log')).length >= 2"
    )
    actions = [e["action"] for e in shop.staff.get("/api/analytics-log?type=pageview")]
    assert actions == ["/", "/store/wien"]  # newest first

    page.set_viewport_size(DESKTOP)
    page.goto(server.base + "/backend/login?next=%2Fbackend%23%2Fanalytics-log")
    page.get_by_label("Benutzername oder E-Mail").fill("chefin")
    page.locator("input[name=password]").fill(server.users["chefin"])
    page.get_by_role("button", name="Anmelden").click()
    page.wait_for_url("**/backend#/analytics-log")
    page.get_by_role("row").filter(has_text="/store/wien").wait_for()
    assert page.get_by_role("row").filter(has_text="/store/wien").count() == 1
    # Read-only: nothing to create, edit or delete.
    for name in ("Erstellen", "Bearbeiten", "Löschen"):
        assert page.get_by_role("button", name=name).count() == 0
        assert page.get_by_role("link", name=name).count() == 0
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "backend-analytics-log-desktop.png"))
