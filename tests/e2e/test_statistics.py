"""The statistics dashboard (/backend#/dashboard, 000 §7) in Chromium: key figures, charts,
a branch filter and a CSV export, from orders and page views made through the real API."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.conftest import Server, axe_violations, login
from tests.e2e.screens import SCREENS
from tests.e2e.shop import build_shop
from tests.e2e.test_backoffice import place_order

pytestmark = pytest.mark.e2e
CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"  # noqa: E501


def page_view(srv: Server, path: str) -> None:
    """What the storefront's analytics sender posts after consent."""
    body = {"type": "pageview", "action": path, "category": "page", "data": {"userAgent": CHROME}}
    request = urllib.request.Request(
        srv.base + "/api/analytics-log",
        data=json.dumps(body).encode(),
        method="POST",
        headers={
            "Content-Type": "application/json",
            "Origin": srv.base,
            "Cookie": "tresen_consent=1",
            "User-Agent": CHROME,
        },
    )
    with urllib.request.urlopen(request, timeout=10) as resp:
        assert resp.status == 201


def figure(page: Any, label: str) -> str:
    return str(page.get_by_test_id(f"figure-{label}").inner_text())


def test_the_dashboard_shows_todays_orders_and_visitors(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    for _ in range(2):
        place_order(server, shop, "wien")  # 2 × Wiener Schnitzel each
    for path in ("/", "/store/wien", "/"):
        page_view(server, path)
    server.add_user("statistik", ["ROLE_ADMIN"])
    login(browser, server, "statistik")
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size({"width": 1280, "height": 860})
    page.goto(server.base + "/backend#/dashboard")
    page.get_by_role("heading", name="Statistiken", level=1).wait_for()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=\"figure-Bestellungen\"]')?.textContent === '2'"
    )
    # Each figure is a request of its own: the others may come after the orders.
    for label in ("Umsatz", "Seitenaufrufe", "Besucher"):
        page.wait_for_function(
            f"() => document.querySelector('[data-testid=\"figure-{label}\"]')?.textContent !== '–'"
        )
    assert figure(page, "Umsatz").replace("\xa0", " ") == "59,60 €"  # the shop's currency
    assert figure(page, "Seitenaufrufe") == "3"
    assert figure(page, "Besucher") == "1"
    popular = page.get_by_role("region", name="Beliebte Produkte")
    popular.get_by_role("cell", name="Wiener Schnitzel").wait_for()
    assert popular.get_by_role("row").nth(1).inner_text().split("\t") == ["Wiener Schnitzel", "4"]
    # A chart per day is drawn (an SVG with the period's points).
    page.get_by_role("region", name="Umsatz pro Tag").locator("svg").first.wait_for()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "backend-statistics-desktop.png"), full_page=True)

    # The table as a file a spreadsheet opens.
    with page.expect_download() as download:
        popular.get_by_role("button", name="Beliebte Produkte als CSV herunterladen").click()
    text = Path(download.value.path()).read_text(encoding="utf-8-sig")
    assert text.splitlines() == ['"Bezeichnung";"Menge"', '"Wiener Schnitzel";"4"']

    # Another branch: nothing sold there; the period cannot end before it starts.
    page.get_by_role("combobox", name="Filiale").click()
    page.get_by_role("option", name="Gasthaus Linz").click()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=\"figure-Bestellungen\"]')?.textContent === '0'"
    )
    page.get_by_label("Bis", exact=True).fill("2020-01-01")
    page.get_by_text("Das Ende darf nicht vor dem Beginn liegen.").wait_for()

    # On a phone, from a fresh load (the menu is a drawer there, closed at first).
    page.set_viewport_size({"width": 390, "height": 844})
    page.reload()
    page.get_by_role("button", name="Letzte 7 Tage").click()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=\"figure-Bestellungen\"]')?.textContent === '2'"
    )
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "backend-statistics-phone.png"))
