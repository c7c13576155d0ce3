"""Content pages of spec 002 in Chromium, on the wood business's demo (``tresen demo --site
holz``): every block type, a wood page, the header's phone menu with sub-menus, the
contact form with an upload (mailed through a real SMTP server) and its error state."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from domains.content.blocks import BY_TYPE
from tests.conftest import Mailbox
from tests.e2e.conftest import READY, Server, axe_violations, serve
from tests.e2e.screens import SCREENS

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
PDF = b"%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"


@pytest.fixture
def holz_mail_server(
    ui_build: None,
    holz_template: Path,
    tmp_path: Path,
    mailbox: Mailbox,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[Server]:
    """The wood demo, its mail going to ``mailbox`` (a real aiosmtpd server)."""
    monkeypatch.setenv("TRESEN_SMTP_PORT", str(mailbox.port))
    with serve(holz_template, tmp_path) as srv:
        yield srv


def open_at(browser: Any, srv: Server, path: str, viewport: dict[str, int]) -> tuple[Any, list]:
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size(viewport)
    errors: list[str] = []
    page.on(
        "console",
        lambda m: (
            errors.append(f"{m.text} {m.location.get('url')}")
            if m.type == "error" and not m.location.get("url", "").endswith("/favicon.ico")
            else None
        ),
    )
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("response", lambda r: errors.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    page.goto(srv.base + path)
    page.wait_for_function(READY)
    return page, errors


def blocks_of(page: Any) -> list[str]:
    return page.eval_on_selector_all("[data-block]", "els => els.map(e => e.dataset.block)")


def settle(page: Any) -> None:
    """Lazy images loaded, so a full-page screenshot shows them."""
    height = page.evaluate("document.body.scrollHeight")
    for y in range(0, height, 600):
        page.evaluate(f"window.scrollTo(0, {y})")
        page.wait_for_timeout(50)
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(400)


def test_every_block_type_renders_without_console_errors(browser: Any, holz_server: Server) -> None:
    page, errors = open_at(browser, holz_server, "/bausteine", DESKTOP)
    page.wait_for_selector('[data-block="spacer"]')
    page.wait_for_selector('[data-testid="tresen-contact-form"]')
    assert blocks_of(page) == list(BY_TYPE)  # all 24, in the page's order
    # hero_map: the visitor accepted cookies (the fixture's cookie), so the map is embedded
    frame = page.locator('[data-block="hero_map"] iframe')
    assert frame.get_attribute("src").startswith("https://www.openstreetmap.org/")
    # image blocks use the size variants, with a srcset
    hero = page.locator('[data-block="hero_main"] img').first
    assert hero.get_attribute("src").startswith("/image/medium/")
    assert "/image/large/" in hero.get_attribute("srcset")
    # the slider: preview buttons, wrap-around, tap toggles the text, swipe moves
    slider = page.locator('[data-block="hero_shop"] .t-slider')
    slider.scroll_into_view_if_needed()
    assert slider.get_attribute("data-index") == "0"
    slider.get_by_role("button", name="Vorheriges Bild").click()
    assert slider.get_attribute("data-index") == "1"  # wrapped to the last
    slider.get_by_role("button", name="Bild 1 von 2").first.click()
    assert slider.get_attribute("data-index") == "0"
    box = slider.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 3
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - box["width"] / 4, y, steps=5)  # beyond one eighth: next
    page.mouse.up()
    assert slider.get_attribute("data-index") == "1"
    assert slider.locator(".t-slider__text").count() == 2
    page.mouse.click(x, y)  # a tap (< 20 px): the slide text is toggled
    assert slider.locator(".t-slider__text").count() == 0
    # teaser products: 4 first, then all, then 4 again
    teaser = page.locator('[data-block="teaser_products"]')
    assert teaser.locator("li").count() == 4
    teaser.get_by_role("button", name="Alle anzeigen").click()
    assert teaser.locator("li").count() == 6
    teaser.get_by_role("button", name="Weniger anzeigen").click()
    assert teaser.locator("li").count() == 4
    # contact: the branch with its simplified hours
    contact = page.locator('[data-block="contact"]').inner_text()
    assert "Montag - Freitag" in contact and "von 07:00 - 17:00 Uhr" in contact
    assert "Österreich" in contact and "geschlossen" in contact
    # link types: a site link goes to '/' + the site's path, a file link to /upload/…
    quick = page.locator('[data-block="quick_links"]')
    assert quick.get_by_role("link", name="Kontakt").get_attribute("href") == "/kontakt"
    assert quick.get_by_role("link", name="Preisliste").get_attribute("href").startswith("/upload/")
    settle(page)
    page.screenshot(path=str(SCREENS / "site-blocks-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)
    settle(page)
    page.screenshot(path=str(SCREENS / "site-blocks-phone.png"), full_page=True)
    assert errors == []


def test_home_wood_page_and_the_phone_menu(browser: Any, holz_server: Server) -> None:
    page, errors = open_at(browser, holz_server, "/", PHONE)
    page.wait_for_selector('[data-block="teaser_woods"]')
    assert page.locator(".t-site--home").count() == 1  # the home style
    assert page.get_by_role("heading", level=1).first.inner_text() == "Holz, das bleibt"
    assert axe_violations(page) == []
    settle(page)
    page.screenshot(path=str(SCREENS / "site-home-phone.png"), full_page=True)
    # the burger: a sub-menu and back
    page.get_by_role("button", name="Menü").click()
    menu = page.get_by_test_id("tresen-mobile-menu")
    menu.get_by_role("button", name="Untermenü Shop öffnen").click()
    assert menu.get_by_role("link", name="Terrassen").is_visible()
    page.screenshot(path=str(SCREENS / "site-menu-phone.png"))
    menu.get_by_role("button", name="Zurück").click()
    menu.get_by_role("link", name="Unser Holz").click()
    page.wait_for_url(holz_server.base + "/unser-holz/laerche")
    page.wait_for_selector('[data-node-type="wood"]')
    assert page.get_by_role("heading", level=1).first.inner_text() == "Lärche"
    assert "Harzreich und witterungsbeständig" in page.inner_text("main")
    assert page.locator('[data-block="density"]').inner_text().count("590") == 1
    page.set_viewport_size(DESKTOP)
    page.goto(holz_server.base + "/")
    page.wait_for_selector('[data-block="teaser_woods"]')
    settle(page)
    page.screenshot(path=str(SCREENS / "site-home-desktop.png"), full_page=True)
    page.goto(holz_server.base + "/unser-holz/eiche")
    page.wait_for_selector('[data-node-type="wood"]')
    settle(page)
    page.screenshot(path=str(SCREENS / "site-wood-desktop.png"), full_page=True)
    assert errors == []


def test_contact_form_with_an_upload_and_its_error_state(
    browser: Any, holz_mail_server: Server, mailbox: Mailbox, tmp_path: Path
) -> None:
    srv = holz_mail_server
    browser.clear_cookies()  # no consent yet: the form asks for it first
    page, errors = open_at(browser, srv, "/kontakt", PHONE)
    form = page.get_by_test_id("tresen-contact-form")
    assert form.get_by_role("button", name="Nachricht senden").count() == 0
    form.get_by_role("button", name="Datenschutzerklärung akzeptieren").click()
    send = form.get_by_role("button", name="Nachricht senden")
    # the error state: the server's messages, 'Daten ändern' keeps what was entered
    form.get_by_label("Name").fill("Anna Huber")
    form.get_by_label("E-Mail").fill("keine-adresse")
    # required fields are only marked (002 §5): the server's answer tells what is missing
    send.click()
    error = page.get_by_test_id("tresen-form-error")
    error.wait_for()
    assert error.get_by_role("heading").inner_text() == "Bitte prüfen Sie Ihre Eingaben"
    assert "E-Mail:" in error.inner_text() and "Nachricht:" in error.inner_text()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "site-form-error-phone.png"))
    error.get_by_role("button", name="Daten ändern").click()
    assert form.get_by_label("Name").input_value() == "Anna Huber"
    # sent with a PDF: the success view, and the mail with its attachment
    form.get_by_label("E-Mail").fill("anna@example.com")
    form.get_by_label("Nachricht").fill("Eine Terrasse, 20 m², Lärche.")
    form.get_by_label("Thema").select_option("Terrasse")
    plan = tmp_path / "plan.pdf"
    plan.write_bytes(PDF)
    form.get_by_label("Plan oder Skizze (PDF, Word, ZIP)").set_input_files(str(plan))
    assert axe_violations(page) == []
    page.set_viewport_size(DESKTOP)
    form.screenshot(path=str(SCREENS / "site-form-desktop.png"))
    send.click()
    sent = page.get_by_test_id("tresen-form-sent")
    sent.wait_for()
    assert sent.inner_text().startswith("Danke! Wir melden uns binnen zwei Werktagen.")
    for _ in range(50):
        if mailbox.messages:
            break
        page.wait_for_timeout(100)
    assert len(mailbox.messages) == 1
    mail = mailbox.messages[0]
    assert mail["Subject"] == "Anfrage über die Website"
    assert "Eine Terrasse, 20 m², Lärche." in mail.get_body(("plain",)).get_content()
    assert [a.get_filename() for a in mail.iter_attachments()] == ["plan.pdf"]
    sent.get_by_role("button", name="Formular schließen").click()
    assert form.get_by_label("Name").input_value() == ""  # the data is cleared
    assert errors == [] or all("422" in e for e in errors), errors


VIDEO_STATE = (
    "v => ({readyState: v.readyState, duration: v.duration, error: v.error && v.error.code,"
    " muted: v.muted, playsInline: v.playsInline, controls: v.controls, paused: v.paused,"
    " width: v.videoWidth, tabIndex: v.tabIndex})"
)


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_the_text_video_block_plays_its_mp4(browser: Any, holz_server: Server, size: str) -> None:
    """The demo's text_video block with its real MP4 (AV1): metadata loads (duration, size),
    no console errors, inline and muted on phones, played and paused from the keyboard."""
    page, errors = open_at(
        browser, holz_server, "/bausteine", PHONE if size == "phone" else DESKTOP
    )
    block = page.locator("[data-block=text_video]")
    video = block.locator("video")
    video.scroll_into_view_if_needed()
    assert video.get_attribute("src", timeout=5000).endswith(".mp4")
    video.evaluate(
        "v => new Promise(r => v.readyState >= 1"
        " ? r(null) : v.addEventListener('loadedmetadata', r))"
    )
    state = video.evaluate(VIDEO_STATE)
    assert state["readyState"] >= 1 and state["error"] is None
    assert 2.5 < state["duration"] < 3.5 and state["width"] == 320
    assert state["muted"] and state["playsInline"] and state["controls"] and state["paused"]
    assert video.get_attribute("aria-label") == "Vom Stamm zur Diele"

    # Keyboard: the player takes the focus; Space plays it, Space again pauses it.
    video.focus()
    assert page.evaluate("() => document.activeElement?.tagName") == "VIDEO"
    page.keyboard.press("Space")
    page.wait_for_function(
        "() => { const v = document.querySelector('[data-block=text_video] video');"
        " return !v.paused && v.currentTime > 0; }"
    )
    page.keyboard.press("Space")
    page.wait_for_function("() => document.querySelector('[data-block=text_video] video').paused")
    assert errors == []
    video.evaluate("v => { v.currentTime = 1.5; }")
    page.wait_for_function(
        "() => document.querySelector('[data-block=text_video] video').readyState >= 2"
    )
    page.mouse.move(0, 0)
    block.screenshot(path=str(SCREENS / f"site-text-video-{size}.png"))
