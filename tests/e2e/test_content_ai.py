"""AI content in Chromium: below a site's edit form a person writes what the page should
say, 'Inhalt mit KI erzeugen' shows the draft from a local fake of the OpenAI API (its own
process), the site stays unchanged until 'Entwurf übernehmen'. axe-core clean; screens
(phone and desktop) go to build/screens/ (tests/e2e/screens.py)."""

from __future__ import annotations

import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import free_port
from tests.e2e.conftest import ROOT, Server, axe_violations, serve
from tests.e2e.screens import SCREENS
from tests.e2e.shop import StaffApi

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


@pytest.fixture
def ai_server(
    ui_build: None, template_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Server]:
    port = free_port()
    fake = subprocess.Popen(
        [sys.executable, "-m", "kernel.testing.fake_openai", "--port", str(port), "--key", "demo"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 15
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/models", timeout=1)
            except urllib.error.HTTPError:
                break  # it answers (405/404): up
            except OSError:
                assert time.monotonic() < deadline, "the fake AI API did not start"
                time.sleep(0.2)
        monkeypatch.setenv("TRESEN_AI_BASE_URL", f"http://127.0.0.1:{port}")
        monkeypatch.setenv("TRESEN_AI_API_KEY", "demo")
        with serve(template_db, tmp_path) as srv:
            yield srv
    finally:
        fake.terminate()
        fake.wait(5)


def test_a_site_draft_from_the_ai_is_taken_over_by_a_person(
    browser: Any, ai_server: Server
) -> None:
    server = ai_server
    server.add_user("redaktion", ["ROLE_ADMIN"])
    staff = StaffApi(server, "redaktion")
    site = staff.post(
        "/api/sites",
        {"path": "ueber-uns", "name": "Über uns", "title": "Alt", "content": [], "isPublic": False},
    )
    office = browser.new_page()
    office.set_viewport_size(DESKTOP)
    office.goto(server.base + f"/backend/login?next=%2Fbackend%23%2Fsites%2F{site['id']}")
    office.get_by_label("Benutzername oder E-Mail").fill("redaktion")
    office.locator("input[name=password]").fill(server.users["redaktion"])
    office.get_by_role("button", name="Anmelden").click()
    panel = office.get_by_test_id("site-ai")
    panel.wait_for()
    panel.get_by_label("Was soll die Seite sagen?").fill("Regionale Küche seit 1950")
    panel.get_by_role("button", name="Inhalt mit KI erzeugen").click()
    draft = panel.get_by_test_id("site-ai-draft")
    draft.wait_for(timeout=10_000)
    assert "Willkommen im Gasthaus" in draft.inner_text()
    assert "Regionale Küche seit 1950" in draft.inner_text()
    assert staff.get(f"/api/sites/{site['id']}")["title"] == "Alt"  # a draft only
    assert axe_violations(office) == []
    office.evaluate("() => document.querySelector('[data-testid=site-ai]').scrollIntoView()")
    office.screenshot(path=str(SCREENS / "backend-site-ai-desktop.png"))
    office.set_viewport_size(PHONE)
    office.wait_for_timeout(300)
    office.evaluate("() => document.querySelector('[data-testid=site-ai-draft]').scrollIntoView()")
    assert axe_violations(office) == []
    office.screenshot(path=str(SCREENS / "backend-site-ai-phone.png"))
    office.set_viewport_size(DESKTOP)
    draft.get_by_role("button", name="Entwurf übernehmen").click()
    panel.get_by_text("Der Entwurf wurde übernommen.").wait_for()
    saved = staff.get(f"/api/sites/{site['id']}")
    assert saved["title"] == "Willkommen im Gasthaus"
    assert saved["isPublic"] is False  # taking the draft over does not publish the page
    assert saved["content"][0]["title"] == "Unsere Küche"
