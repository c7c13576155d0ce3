"""Online payment in the browser: checkout with Mollie → the local fake's checkout page →
pay → back on the status page showing paid; a cancelled payment lands on the checkout's
error page. The fake runs as its own process (``python -m tests.fakes mollie``), exactly
as the README tells a person to run it by hand."""

from __future__ import annotations

import contextlib
import re
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import free_port
from tests.e2e.conftest import READY, ROOT, Server, axe_violations, login
from tests.e2e.screens import SCREENS
from tests.e2e.shop import build_shop
from tests.e2e.test_storefront import (
    PHONE,
    accept_legal,
    add_simple,
    assert_accessible,
    fill_contact,
    go,
    open_phone,
    order_now,
    status_uid,
)

DESKTOP = {"width": 1280, "height": 900}


@contextlib.contextmanager
def running_fake(provider: str, tmp_path: Path) -> Iterator[str]:
    """``python -m tests.fakes PROVIDER`` on a free port, until it answers."""
    port = free_port()
    log = (tmp_path / f"{provider}.log").open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.fakes", provider, "--port", str(port)],
        cwd=ROOT,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(base + "/nothing", timeout=1)
        except urllib.error.HTTPError:
            break  # 404: it answers
        except OSError:
            time.sleep(0.1)
    try:
        yield base
    finally:
        proc.terminate()
        proc.wait(10)


@pytest.fixture
def paying_server(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> Iterator[Server]:
    with running_fake("mollie", tmp_path) as mollie:
        monkeypatch.setenv("TRESEN_MOLLIE_API_URL", mollie)
        monkeypatch.setenv("TRESEN_MOLLIE_API_KEY", "test_tresen")
        yield request.getfixturevalue("server")


@pytest.fixture
def card_server(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> Iterator[Server]:
    """A server paying by card through the Datatrans fake (its defaults: merchant
    1100000000, password "geheim", HMAC key of 64 zeros)."""
    with running_fake("datatrans", tmp_path) as datatrans:
        monkeypatch.setenv("TRESEN_DATATRANS_API_URL", datatrans)
        monkeypatch.setenv("TRESEN_DATATRANS_PAY_URL", datatrans)
        monkeypatch.setenv("TRESEN_DATATRANS_MERCHANT_ID", "1100000000")
        monkeypatch.setenv("TRESEN_DATATRANS_PASSWORD", "geheim")
        monkeypatch.setenv("TRESEN_DATATRANS_HMAC_KEY", "00" * 32)
        yield request.getfixturevalue("server")


def checkout_with(page: Any, server: Server, method: str) -> None:
    go(page, server, "/store/wien")
    add_simple(page, "Wiener Schnitzel")
    order_now(page)
    fill_contact(page)
    page.get_by_label(method).check()
    accept_legal(page)


def test_pay_with_mollie_in_the_browser(browser: Any, paying_server: Server) -> None:
    server = paying_server
    shop = build_shop(server, isMollieEnabled=True, isATMCardEnabled=True)
    shop.staff.post(
        "/api/config",
        {
            "enablePluginMollie": True,
            "enableMollie": True,
            "enablePluginATMCard": True,
            "enableATMCard": True,
        },
    )
    page = open_phone(browser, server, "/store/wien")
    checkout_with(page, server, "Online bezahlen (Mollie)")
    section = page.get_by_test_id("tresen-section-payment")
    labels = section.locator("label").all_inner_texts()
    assert [t.strip() for t in labels] == [
        "Barzahlung",
        "Bankomatkarte",
        "Online bezahlen (Mollie)",
    ]
    assert_accessible(page)
    section.scroll_into_view_if_needed()
    section.screenshot(path=str(SCREENS / "payment-choice-phone.png"))
    page.set_viewport_size(DESKTOP)
    section.scroll_into_view_if_needed()
    section.screenshot(path=str(SCREENS / "payment-choice-desktop.png"))
    page.set_viewport_size(PHONE)

    page.get_by_test_id("tresen-submit").click()
    page.wait_for_url(re.compile(r"^http://127\.0\.0\.1:\d+/checkout/tr_"))
    assert page.get_by_role("heading", level=1).inner_text() == "Mollie Testzahlung"
    assert "14.90 EUR" in page.inner_text("main")
    page.get_by_role("button", name="Bezahlen").click()

    uid, hash_ = status_uid(page)
    assert page.url == f"{server.base}/status/{uid}/{hash_}"
    paid = page.locator(".t-status__payment")
    paid.wait_for()
    assert paid.inner_text() == "Bezahlt"
    assert "Online bezahlen (Mollie)" in page.locator(".t-facts").inner_text()
    assert_accessible(page)
    page.screenshot(path=str(SCREENS / "status-paid-phone.png"), full_page=True)
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(SCREENS / "status-paid-desktop.png"))
    page.set_viewport_size(PHONE)
    # The cart that became this paid order is empty now.
    assert page.evaluate("sessionStorage.getItem('tresen.cart.wien')").count('"items":[]') == 1
    order = shop.staff.get(f"/api/orders/public/{uid}/{hash_}")
    staff_order = shop.staff.get(f"/api/orders/{order['id']}")
    assert staff_order["payment"]["status"] == "authorized"
    assert [h["to"] for h in staff_order["payment"]["history"]] == ["pending", "authorized"]

    # A cancelled payment: the checkout's error page, in German, the cart still there.
    checkout_with(page, server, "Online bezahlen (Mollie)")
    page.get_by_test_id("tresen-submit").click()
    page.wait_for_url(re.compile(r"/checkout/tr_"))
    page.get_by_role("button", name="Abbrechen").click()
    page.wait_for_url(f"{server.base}/store/wien/checkout/error")
    page.wait_for_function(READY)
    alert = page.get_by_test_id("tresen-payment-failed")
    alert.wait_for()
    assert alert.inner_text() == (
        "Leider ist Ihre Zahlung fehlgeschlagen. "
        "Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut."
    )
    page.get_by_test_id("tresen-submit").wait_for()
    assert_accessible(page)
    page.screenshot(path=str(SCREENS / "checkout-payment-failed-phone.png"))
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(SCREENS / "checkout-payment-failed-desktop.png"))


def test_pay_by_card_with_datatrans_in_the_browser(browser: Any, card_server: Server) -> None:
    """Datatrans: its payment page, back on the status page paid — the signed webhook and
    the return both fetched against this order."""
    server = card_server
    shop = build_shop(server, isDatatransEnabled=True)
    shop.staff.post("/api/config", {"enablePluginDatatrans": True, "enableDatatrans": True})
    page = open_phone(browser, server, "/store/wien")
    checkout_with(page, server, "Kreditkarte (Datatrans)")
    page.get_by_test_id("tresen-submit").click()
    page.wait_for_url(re.compile(r"^http://127\.0\.0\.1:\d+/v1/start/"))
    assert page.get_by_role("heading", level=1).inner_text() == "Datatrans Testzahlung"
    assert "14.90 EUR" in page.inner_text("body")
    page.get_by_role("button", name="Bezahlen").click()

    uid, hash_ = status_uid(page)
    assert page.url == f"{server.base}/status/{uid}/{hash_}"
    paid = page.locator(".t-status__payment")
    paid.wait_for()
    assert paid.inner_text() == "Bezahlt"
    order = shop.staff.get(f"/api/orders/public/{uid}/{hash_}")
    staff_order = shop.staff.get(f"/api/orders/{order['id']}")
    assert staff_order["payment"]["provider"] == "datatrans"
    assert staff_order["payment"]["status"] == "authorized"

    # The back office shows the payment and its history on the order.
    login(browser, server, "chefin")
    staff = browser.new_page()
    staff.set_viewport_size(DESKTOP)
    staff.goto(server.base + "/backend#/")
    card = staff.locator(f'[data-testid=order][data-order-id="{order["id"]}"]')
    card.wait_for()
    assert "Autorisiert" in card.inner_text()
    card.get_by_role("button", name="Zahlungsverlauf").click()
    dialog = staff.get_by_role("dialog", name=re.compile("^Zahlungsverlauf"))
    history = dialog.get_by_test_id("payment-history")
    history.wait_for()
    assert "Zahlungsart: Kreditkarte (Datatrans)" in dialog.inner_text()
    steps = history.get_by_role("listitem")
    assert steps.count() == 2
    assert steps.nth(0).inner_text().startswith("Keine Zahlung → Ausstehend")
    assert steps.nth(1).inner_text().startswith("Ausstehend → Autorisiert")
    assert axe_violations(staff) == []
    staff.screenshot(path=str(SCREENS / "backend-payment-history-desktop.png"))
    staff.set_viewport_size(PHONE)
    staff.screenshot(path=str(SCREENS / "backend-payment-history-phone.png"))
    staff.keyboard.press("Escape")

    # 'Zahlungen' (the plugin's own screen): the online payments, filtered by state.
    staff.set_viewport_size(DESKTOP)
    staff.goto(server.base + "/backend#/payments")
    screen = staff.get_by_test_id("payments-screen")
    row = screen.get_by_test_id("payment")
    row.wait_for()
    assert row.count() == 1
    text = row.inner_text()
    assert "Autorisiert" in text and "Kreditkarte (Datatrans)" in text and "14,90" in text
    row.get_by_role("button", name="Zahlung prüfen").click()
    screen.get_by_role("status").get_by_text("Zahlungsstatus wurde überprüft.").wait_for()
    assert axe_violations(staff) == []  # before a menu opens (its fade-out confuses axe)
    screen.get_by_label("Zahlungsstatus").click()
    staff.get_by_role("option", name="Fehlgeschlagen").click()
    screen.get_by_text("Keine Online-Zahlungen.").wait_for()
    screen.get_by_label("Zahlungsstatus").click()
    staff.get_by_role("option", name="Alle").click()
    row.wait_for()
    staff.screenshot(path=str(SCREENS / "backend-payments-desktop.png"))
    staff.set_viewport_size(PHONE)
    staff.screenshot(path=str(SCREENS / "backend-payments-phone.png"))
    staff.close()
