"""Devices in Chromium: the back office's device screen sends a test notification and a
test print to a fake printer (its own process, holding the device socket), asks for its
log and shows it; with the printer gone the test fails with 'Test nicht erfolgreich.'.
axe-core clean; screens (phone and desktop) go to build/screens/ (tests/e2e/screens.py)."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

from tests.e2e.conftest import ROOT, Server, axe_violations
from tests.e2e.screens import SCREENS
from tests.e2e.shop import build_shop

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


def test_the_device_screen_tests_a_printer_and_shows_its_log(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    staff = shop.staff
    printer = staff.post(
        "/api/devices",
        {
            "identifier": "kuechendrucker",
            "name": "Küchendrucker",
            "type": "printer",
            "branch": {"id": shop.ids["wien"]},
        },
    )
    key = staff.post(f"/api/devices/{printer['id']}/key", {})["key"]
    fake = subprocess.Popen(
        [sys.executable, "-m", "kernel.testing.fake_device", server.base, "kuechendrucker", key],
        cwd=ROOT,
        env=server.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        server.add_user("schichtleiter", ["ROLE_ADMIN"])
        office = browser.new_page()
        office.set_viewport_size(DESKTOP)
        office.goto(server.base + f"/backend/login?next=%2Fbackend%23%2Fdevices%2F{printer['id']}")
        office.get_by_label("Benutzername oder E-Mail").fill("schichtleiter")
        office.locator("input[name=password]").fill(server.users["schichtleiter"])
        office.get_by_role("button", name="Anmelden").click()
        panel = office.get_by_test_id("device-panel")
        panel.wait_for()
        feedback = panel.get_by_test_id("device-feedback")

        panel.get_by_role("button", name="Testbenachrichtigung senden").click()
        office.wait_for_function(
            "() => document.querySelector('[data-testid=device-feedback]').textContent"
            " === 'Das Gerät hat die Testbenachrichtigung angezeigt.'",
            timeout=8_000,
        )
        panel.get_by_role("button", name="Testdruck senden").click()
        office.wait_for_function(
            "() => document.querySelector('[data-testid=device-feedback]').textContent"
            " === 'Das Gerät hat den Testdruck gedruckt.'",
            timeout=8_000,
        )
        panel.get_by_test_id("device-print-jobs").get_by_text("gedruckt").wait_for()
        panel.get_by_role("button", name="Log anfordern").click()
        panel.get_by_test_id("device-logs").get_by_text("verbunden mit Tresen").wait_for(
            timeout=8_000
        )
        assert feedback.inner_text() == "Das Gerät hat sein Log gesendet."
        panel.get_by_test_id("device-print-jobs").get_by_text("Bon").first.click()
        assert "TESTDRUCK" in panel.get_by_test_id("device-print-jobs").inner_text()
        assert axe_violations(office) == []
        office.screenshot(path=str(SCREENS / "backend-device-desktop.png"), full_page=True)
        office.set_viewport_size(PHONE)
        office.wait_for_timeout(300)
        office.evaluate(
            "() => document.querySelector('[data-testid=device-panel]').scrollIntoView()"
        )
        assert axe_violations(office) == []
        office.screenshot(path=str(SCREENS / "backend-device-phone.png"))
        office.set_viewport_size(DESKTOP)
    finally:
        fake.terminate()
        fake.wait(5)
    # The printer is gone: no answer within the answer time, the spec's text.
    panel.get_by_role("button", name="Testdruck senden").click()
    alert = panel.get_by_role("alert")
    alert.wait_for(timeout=10_000)
    assert alert.inner_text() == "Test nicht erfolgreich."
    assert axe_violations(office) == []
