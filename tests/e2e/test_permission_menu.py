"""The back office's menu follows the permission table (issue 23): kellner, an employee
of Wien, sees only the areas he may open — no users, logs, customers, configuration —
and an area he may not open says so; the administrator sees them all. The office's
correction of his working time shows in the time sheet ('Korrekturen'). Phone and
desktop screenshots go to build/screens (tests.e2e.screens)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.conftest import Server, api_get, axe_violations, login
from tests.e2e.screens import SCREENS
from tests.e2e.shop import build_shop

pytestmark = pytest.mark.e2e
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 860}
NEVER_FOR_STAFF = ("users", "logs", "customers", "holiday-balances", "external-users")


def menu(page: Any) -> tuple[set[str], set[str]]:
    """The generated areas (data-resource) and the hand-written ones (data-testid)."""
    page.locator("[data-resource]").first.wait_for()
    resources = set(
        page.eval_on_selector_all("[data-resource]", "els => els.map(e => e.dataset.resource)")
    )
    fixed = set(
        page.eval_on_selector_all("[data-testid^=menu-]", "els => els.map(e => e.dataset.testid)")
    )
    return resources, fixed


def test_kellner_sees_only_his_areas_and_the_admin_all(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    server.add_user("kellner", ["ROLE_EMPLOYEE"])
    users = shop.staff.get("/api/users?limit=100")
    kellner = next(u["id"] for u in users if u["username"] == "kellner")
    shop.staff.put(f"/api/users/{kellner}", {"branches": [{"id": shop.ids["wien"]}]})
    # the office corrects his shift: entered 07:00–15:00, corrected to 06:30–15:00
    activity = shop.staff.post(
        "/api/working-activities",
        {
            "user": {"id": kellner},
            "branch": {"id": shop.ids["wien"]},
            "status": "ended",
            "startedAt": "2026-11-20T06:00:00Z",
            "endedAt": "2026-11-20T14:00:00Z",
        },
    )
    shop.staff.put(
        f"/api/working-activities/{activity['id']}", {"startedAt": "2026-11-20T05:30:00Z"}
    )

    page = browser.pages[0] if browser.pages else browser.new_page()
    login(browser, server, "kellner")
    allowed = api_get(browser, server, "/api/permissions")["data"]["resources"]
    page.set_viewport_size(DESKTOP)
    page.goto(server.base + "/backend#/working-activities")
    resources, fixed = menu(page)
    for name in resources:
        assert allowed.get(name, {}).get("list", "all") != "none", name
    for name in NEVER_FOR_STAFF:
        assert name not in resources, name
    assert {"working-activities", "working-schedules", "products"} <= resources
    assert fixed == {"menu-orders", "menu-statistics", "menu-time-sheets"}
    # his own activity only, and no way to write one
    page.get_by_text("Bearbeiten").first.wait_for(state="detached")
    assert page.get_by_role("link", name="Erstellen").count() == 0
    page.screenshot(path=str(SCREENS / "backend-perm-kellner-menu-desktop.png"))
    assert axe_violations(page) == []
    # an area he may not open: a German notice, no empty list, no error
    for hash_ in ("#/users", "#/logs", "#/plugins"):
        page.goto(server.base + "/backend" + hash_)
        page.get_by_test_id("not-allowed").wait_for()
        assert page.get_by_text("Dieser Bereich ist für Sie nicht freigegeben.").is_visible()
    page.set_viewport_size(PHONE)
    page.goto(server.base + "/backend#/working-activities")
    page.reload()  # a phone starts with the menu closed
    page.get_by_text("Beendet").first.wait_for()
    item = page.locator("[data-resource=working-activities]")
    if not item.is_visible():
        page.locator("header button[aria-label='Menü öffnen']").first.click()
    item.wait_for()
    page.wait_for_timeout(400)  # the drawer's slide
    page.screenshot(path=str(SCREENS / "backend-perm-kellner-menu-phone.png"))

    # the administrator: every area
    browser.clear_cookies()
    login(browser, server, "chefin")
    page.set_viewport_size(DESKTOP)
    page.goto(server.base + "/backend#/products")
    page.reload()  # a new sign-in loads the back office anew
    resources, fixed = menu(page)
    assert set(NEVER_FOR_STAFF) <= resources
    assert {"menu-plugins", "menu-statistics", "menu-time-sheets"} <= fixed

    # the corrected entry in kellner's time sheet
    page.goto(server.base + "/backend#/time-sheets")
    page.get_by_test_id("time-sheet-user").click()
    page.get_by_role("option", name="kellner").click()
    page.get_by_label("Von").fill("2026-11-01")
    page.get_by_label("Bis").fill("2026-11-30")
    corrections = page.get_by_test_id("time-corrections")
    corrections.get_by_text("korrigiert von chefin am").wait_for()
    assert (
        corrections.get_by_text("vorher 07:00–15:00, Pause 0,00 h → nachher 06:30–15:00").count()
        == 1
    )
    corrections.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENS / "backend-perm-correction-desktop.png"))
    assert axe_violations(page) == []
    page.set_viewport_size(PHONE)
    if page.locator(".RaSidebar-modal").count():  # the menu opens as a drawer: close it
        page.keyboard.press("Escape")
        page.wait_for_timeout(400)
    corrections.scroll_into_view_if_needed()
    assert corrections.get_by_text("korrigiert von chefin am").is_visible()
    page.screenshot(path=str(SCREENS / "backend-perm-correction-phone.png"))
