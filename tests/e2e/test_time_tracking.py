"""The terminal at the door (/backend/terminal/{branch}) and the back office's time sheet
(/backend#/time-sheets, 'Zeitsalden') in Chromium: clocking in, pausing, resuming and
out with the big buttons, a wrong access code, balances, holiday accounts and the CSV
export for the payroll office; axe-core clean, phone and desktop screenshots."""

from __future__ import annotations

import csv
import datetime as dt
import io
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from tests.e2e.conftest import Server, axe_violations, login
from tests.e2e.screens import SCREENS
from tests.e2e.shop import build_shop

pytestmark = pytest.mark.e2e
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 860}


def state(page: Any, text: str) -> None:
    page.wait_for_function(
        "(text) => document.querySelector('[data-testid=\"terminal-state\"]')"
        "?.textContent.startsWith(text)",
        arg=text,
    )


def staff_member(server: Server) -> tuple[Any, int, str]:
    """Gasthaus Test with Anna, an employee of Wien, planned today 00:00–24:00, a holiday
    account, and her access code (made by the administrator)."""
    shop = build_shop(server)
    staff = shop.staff
    anna = staff.post(
        "/api/users",
        {
            "username": "anna",
            "email": "anna@example.com",
            "password": "sehr-geheim-1",
            "roles": ["ROLE_EMPLOYEE"],
            "branches": [{"id": shop.ids["wien"]}],
        },
    )["id"]
    today = dt.datetime.now(ZoneInfo("Europe/Vienna")).date().isoformat()
    staff.post(
        "/api/working-schedules",
        {
            "user": {"id": anna},
            "branch": {"id": shop.ids["wien"]},
            "date": today,
            "from": "00:00",
            "to": "24:00",
        },
    )
    staff.post(
        "/api/holiday-balances",
        {"user": {"id": anna}, "year": int(today[:4]), "entitlement": "25", "taken": "3.5"},
    )
    token = staff.post("/api/time-tracking/access-tokens", {"user": {"id": anna}})
    return staff, anna, token["accessToken"]


def test_terminal_clocks_in_and_out(browser: Any, server: Server) -> None:
    _, _, token = staff_member(server)
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size(PHONE)
    page.goto(server.base + "/backend/terminal/wien")
    page.get_by_role("heading", name="Zeiterfassung", level=1).wait_for()
    # a wrong code: back to the form with the server's German message
    page.get_by_label("Benutzername").fill("anna")
    page.get_by_label("Zugangscode").fill("falsch")
    page.get_by_role("button", name="Anmelden").click()
    page.get_by_text("Der Zugangscode ist ungültig.").wait_for()
    assert axe_violations(page) == []
    page.get_by_label("Zugangscode").fill(token)
    page.get_by_role("button", name="Anmelden").click()
    state(page, "Nicht eingestempelt")
    buttons = {
        name: page.get_by_role("button", name=name, exact=True)
        for name in ("Kommen", "Pause", "Weiter", "Gehen")
    }
    assert [b.is_enabled() for b in buttons.values()] == [True, False, False, False]
    buttons["Kommen"].click()
    state(page, "Bei der Arbeit seit")
    assert [b.is_enabled() for b in buttons.values()] == [False, True, False, True]
    page.get_by_test_id("terminal-today").get_by_text("geplant").wait_for()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "terminal-phone.png"), full_page=True)
    buttons["Pause"].click()
    state(page, "In Pause seit")
    assert [b.is_enabled() for b in buttons.values()] == [False, False, True, True]
    page.set_viewport_size(DESKTOP)
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "terminal-desktop.png"), full_page=True)
    buttons["Weiter"].click()
    state(page, "Bei der Arbeit seit")
    buttons["Gehen"].click()
    state(page, "Nicht eingestempelt")
    # keyboard: the buttons are real buttons
    buttons["Kommen"].focus()
    page.keyboard.press("Enter")
    state(page, "Bei der Arbeit seit")
    page.get_by_role("button", name="Abmelden").click()
    page.get_by_role("button", name="Anmelden").wait_for()


def test_time_sheet_screen(browser: Any, server: Server) -> None:
    staff_member(server)
    login(browser, server, "chefin")
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size(DESKTOP)
    page.goto(server.base + "/backend#/time-sheets")
    page.get_by_role("heading", name="Zeitsalden", level=1).wait_for()
    page.get_by_role("combobox", name="Mitarbeiter").click()
    page.get_by_role("option", name="anna").click()
    page.get_by_role("heading", name="anna: Saldo", exact=False).wait_for()
    holidays = page.get_by_role("table", name="Urlaubskonten")
    holidays.get_by_role("cell", name="21,5").wait_for()  # 25 − 3.5
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "backend-time-sheets-desktop.png"), full_page=True)

    with page.expect_download() as download:
        page.get_by_role("link", name="CSV herunterladen").click()
    raw = Path(download.value.path()).read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))
    assert rows[0][:3] == ["Mitarbeiter", "Datum", "Wochentag"]
    assert rows[-1][1] == "Summe" and rows[-1][6] == "24,00"  # Soll: today 00:00–24:00

    # the access code for the terminal
    page.get_by_role("button", name="Neuen Zugangscode erzeugen").click()
    page.get_by_test_id("access-token").wait_for()

    page.set_viewport_size(PHONE)
    page.reload()
    page.get_by_role("heading", name="Zeitsalden", level=1).wait_for()
    page.get_by_role("combobox", name="Mitarbeiter").click()
    page.get_by_role("option", name="anna").click()
    page.get_by_role("table", name="Urlaubskonten").get_by_role("cell", name="21,5").wait_for()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "backend-time-sheets-phone.png"), full_page=True)
