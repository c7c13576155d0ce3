"""The terrace planner (/test/terrace-planner, 002 §2.12) in Chromium: it opens with a
plan drawn, draws a preset, and shows the numbers of the computation module."""

from __future__ import annotations

from typing import Any

import pytest

from plugins.terrace.plan import PRESETS, Settings, plan
from tests.e2e.conftest import Server, axe_violations, open_page
from tests.e2e.screens import SCREENS

pytestmark = pytest.mark.e2e


def stat(page: Any, name: str) -> str:
    return str(page.locator(f'[data-stat="{name}"]').inner_text()).replace("\xa0", " ")


def german(value: float) -> str:
    return f"{value:,.0f}".replace(",", ".")


def test_the_planner_draws_a_preset_with_the_modules_numbers(browser: Any, server: Server) -> None:
    page, _ = open_page(browser, server, "/test/terrace-planner")
    page.get_by_role("heading", name="Terrassenplaner", level=1).wait_for()
    page.get_by_test_id("terrace-result").wait_for()  # the first preset, drawn at once

    # The triangle: along its 45° edge no ripped slivers, the wedges stay open.
    page.get_by_role("button", name="Dreieck 6000x6000").click()
    triangle = plan(Settings(outline=PRESETS["Dreieck 6000x6000"]))
    assert triangle.ripped == ()
    page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=\"terrace-drawing\"] .board').length"
        f" === {len(triangle.boards)}"
    )
    assert page.locator('[data-testid="terrace-drawing"] .board--ripped').count() == 0
    assert stat(page, "Bretter-ripped") == "keine"
    uncovered = (triangle.area - triangle.covered) / 1e6
    assert stat(page, "uncovered") == f"{uncovered:.2f} m²".replace(".", ",")
    page.get_by_test_id("terrace-result").screenshot(
        path=str(SCREENS / "terrace-planner-triangle-desktop.png")
    )

    page.get_by_role("button", name="G 4000x4000").click()
    expected = plan(Settings(outline=PRESETS["G 4000x4000"]))
    page.wait_for_function(
        "rows => document.querySelector('[data-stat=\"rows\"]')?.textContent === String(rows)"
        " && document.querySelectorAll('[data-testid=\"terrace-drawing\"] .board').length"
        f" === {len(expected.boards)}",
        arg=expected.rows,
    )
    bought = ", ".join(
        f"{count} × {german(length)} mm"
        for length, count in sorted(expected.board_cutting.bought.items())
    )
    assert stat(page, "Bretter-bought") == bought
    assert stat(page, "area") == "11,88 m²"
    covered = expected.covered / 1e6
    assert stat(page, "covered") == f"{covered:.2f} m²".replace(".", ",")
    assert stat(page, "uncovered") == f"{11.88 - covered:.2f} m²".replace(".", ",")
    # Open along the edges: what is narrower than the narrowest rip or shorter than the
    # shortest ripped piece (the clear span between joists 800 mm apart and 100 mm wide).
    assert expected.settings.rip_length == 700
    assert page.get_by_text(
        "Offen (Fugen, Randstücke unter 20 mm breit oder 700 mm lang)", exact=True
    ).is_visible()
    assert all(p.length >= 700 for p in expected.ripped)
    # The waste: offcuts discarded and the strips ripped off, as the board length they make.
    cutting, width = expected.board_cutting, expected.settings.board_width
    waste = (sum(cutting.discarded) + cutting.sawn + cutting.ripped_off / width) / 1000
    assert stat(page, "Bretter-waste").startswith(f"{waste:.2f} m".replace(".", ","))
    # The rows ripped lengthwise where a whole board sticks out: listed, drawn hatched.
    ripped = sorted(expected.ripped, key=lambda p: -p.width)
    assert [p.width for p in ripped] == [96, 60, 41, 37]
    assert stat(page, "Bretter-ripped") == ", ".join(
        f"1 × {german(p.width)} mm breit ({p.length / 1000:.2f} m)".replace(".", ",")
        for p in ripped
    )
    assert stat(page, "Bretter-ripped-off") == f"{cutting.ripped_off / 1e6:.2f} m²".replace(
        ".", ","
    )
    drawn = page.locator('[data-testid="terrace-drawing"] .board--ripped')
    assert drawn.count() == len(ripped)
    assert page.get_by_text("Brett längs aufgetrennt", exact=True).is_visible()
    joists = ", ".join(
        f"{count} × {german(length)} mm"
        for length, count in sorted(expected.joist_cutting.bought.items())
    )
    assert stat(page, "Latten-bought") == joists
    assert page.locator('[data-testid="terrace-drawing"] .joist').count() == len(expected.joists)
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "terrace-planner-desktop.png"), full_page=True)

    # A bad input is named at its field by the server's answer; nothing else is lost.
    page.get_by_label("Brettbreite (mm)").fill("5")
    page.get_by_role("button", name="Berechnen").click()
    page.get_by_text("Dieser Wert sollte größer oder gleich 20 sein.").wait_for()
    assert page.get_by_label("Brettbreite (mm)").get_attribute("aria-invalid") == "true"
    assert stat(page, "rows") == str(expected.rows)  # the last plan stays drawn

    page.set_viewport_size({"width": 390, "height": 844})
    page.reload()
    page.get_by_test_id("terrace-result").wait_for()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "terrace-planner-phone.png"), full_page=True)
