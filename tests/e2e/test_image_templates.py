"""Image templates in Chromium: the back office shows a template rendered by the server
(Pillow) below its edit form. axe-core clean; screens (phone and desktop) go to
build/screens/ (tests/e2e/screens.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.conftest import Server, axe_violations
from tests.e2e.screens import SCREENS
from tests.e2e.shop import StaffApi

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
LOADED = (
    "() => { const img = document.querySelector('[data-testid=template-preview] img');"
    " return img && img.complete && img.naturalWidth === 640; }"
)


def test_the_template_screen_shows_the_rendered_template(browser: Any, server: Server) -> None:
    server.add_user("grafik", ["ROLE_ADMIN"])
    staff = StaffApi(server, "grafik")
    layers = [
        {"type": "shape", "x": 0, "y": 0, "width": 640, "height": 96, "fill": "#c62828"},
        {
            "type": "text",
            "x": 320,
            "y": 24,
            "text": "Mittagsmenü 9,90 €",
            "size": 40,
            "color": "#ffffff",
            "align": "center",
            "font": {"family": "Open Sans", "variant": "700"},
        },
        {"type": "shape", "shape": "ellipse", "x": 460, "y": 140, "width": 140, "height": 140,
         "fill": "#2e7d32"},
    ]  # fmt: skip
    template = staff.post(
        "/api/image-templates",
        {"identifier": "mittag", "name": "Mittag", "width": 640, "height": 320, "layers": layers},
    )
    page = browser.new_page()
    page.set_viewport_size(DESKTOP)
    page.goto(
        server.base + f"/backend/login?next=%2Fbackend%23%2Fimage-templates%2F{template['id']}"
    )
    page.get_by_label("Benutzername oder E-Mail").fill("grafik")
    page.locator("input[name=password]").fill(server.users["grafik"])
    page.get_by_role("button", name="Anmelden").click()
    page.get_by_test_id("template-preview").wait_for()
    page.wait_for_function(LOADED, timeout=10_000)
    assert page.get_by_role("img", name="Vorschau der Bildvorlage Mittag").is_visible()
    assert axe_violations(page) == []
    page.evaluate("() => document.querySelector('[data-testid=template-preview]').scrollIntoView()")
    page.screenshot(path=str(SCREENS / "backend-image-template-desktop.png"))
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)
    page.evaluate("() => document.querySelector('[data-testid=template-preview]').scrollIntoView()")
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "backend-image-template-phone.png"))
