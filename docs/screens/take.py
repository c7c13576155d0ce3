"""Screenshots of every storefront screen, phone (390 × 844) and desktop (1280 × 900).

    .venv/bin/python docs/screens/take.py        (after `make ui`)

Starts its own `tresen serve` on a fresh SQLite database with the demo business
(`tresen demo`), drives Debian's Chromium through the screens as a customer does (and
confirms the order as staff, through the API) and writes docs/screens/<screen>-<size>.png.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.request
from http.cookiejar import CookieJar
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent
CHROMIUM = (
    "/usr/lib/chromium/chromium"
    if Path("/usr/lib/chromium/chromium").exists()
    else "/usr/bin/chromium"
)
SIZES = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}
READY = "window.__TRESEN__ && window.__TRESEN__.ready === true"


def serve(var: Path, port: int) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "TRESEN_VAR_DIR": str(var),
        "DATABASE_URL": f"sqlite+aiosqlite:///{var}/tresen.db",
    }
    tresen = str(ROOT / ".venv/bin/tresen")
    for command in (["db", "upgrade"], ["demo"]):
        subprocess.run([tresen, *command], env=env, check=True, capture_output=True)
    proc = subprocess.Popen(
        [tresen, "serve", "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/init", timeout=1)
            return proc
        except OSError:
            time.sleep(0.2)
    raise SystemExit("server did not start")


def staff_call(base: str, method: str, path: str, body: Any = None) -> Any:
    jar = CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))

    def call(m: str, p: str, b: Any) -> Any:
        token = next((c.value for c in jar if c.name == "XSRF-TOKEN"), "")
        request = urllib.request.Request(
            base + p,
            method=m,
            data=None if b is None else json.dumps(b).encode(),
            headers={"Content-Type": "application/json", "X-XSRF-TOKEN": token},
        )
        with opener.open(request) as resp:
            return json.loads(resp.read() or b"null")

    call("POST", "/api/login", {"username": "admin", "password": "tresen-demo"})
    return call(method, path, body)


def shot(page: Page, name: str, size: str, full: bool = False) -> None:
    page.wait_for_timeout(400)
    page.screenshot(path=str(OUT / f"{name}-{size}.png"), full_page=full)
    print(f"docs/screens/{name}-{size}.png")


def go(page: Page, base: str, path: str) -> None:
    page.goto(base + path)
    page.wait_for_function(READY)
    page.wait_for_load_state("networkidle")


def journey(page: Page, base: str, size: str) -> None:
    go(page, base, "/")
    shot(page, "home", size)
    go(page, base, "/store/wien-mitte")
    shot(page, "branch", size)
    page.get_by_role("button", name="Wiener Schnitzel vom Kalb in den Warenkorb").click()
    page.get_by_test_id("tresen-toast").wait_for()
    shot(page, "branch-added", size)
    page.get_by_role("button", name="Pizza nach Wahl auswählen").click()
    overlay = page.get_by_test_id("tresen-product-overlay")
    overlay.get_by_test_id("tresen-overlay-add").click()
    shot(page, "overlay-required", size)
    overlay.get_by_label("Klein (26 cm)").check()
    overlay.get_by_label("Extra Käse").check()
    page.wait_for_timeout(500)
    shot(page, "overlay", size)
    overlay.get_by_test_id("tresen-overlay-add").click()
    page.get_by_role("button", name="Liptauer zum Mitnehmen auswählen").click()
    page.get_by_test_id("tresen-product-overlay").get_by_text("Packung").click()
    page.wait_for_timeout(500)
    shot(page, "overlay-units", size)
    page.keyboard.press("Escape")
    if size == "phone":
        page.get_by_test_id("tresen-cart-button").click()
        page.get_by_test_id("tresen-cart-sheet").get_by_text("Lieferung", exact=True).click()
        page.wait_for_timeout(600)
        shot(page, "cart-delivery", size)
        page.get_by_test_id("tresen-cart-sheet").get_by_text("Abholung", exact=True).click()
        page.wait_for_timeout(600)
        shot(page, "cart", size)
        page.get_by_test_id("tresen-cart-sheet").get_by_test_id("tresen-order-now").click()
    else:
        page.get_by_test_id("tresen-cart").get_by_text("Lieferung", exact=True).click()
        page.wait_for_timeout(600)
        shot(page, "cart-delivery", size)
        page.get_by_test_id("tresen-cart").get_by_text("Abholung", exact=True).click()
        page.wait_for_timeout(600)
        page.get_by_test_id("tresen-cart").get_by_test_id("tresen-order-now").click()
    page.get_by_test_id("tresen-checkout").wait_for()
    shot(page, "checkout", size, full=True)
    page.get_by_test_id("tresen-submit").click()
    shot(page, "checkout-invalid", size)
    page.get_by_label("Frau").check()
    page.get_by_label("Vorname").fill("Anna")
    page.get_by_label("Nachname").fill("Huber")
    page.get_by_label("E-Mail").fill("anna@example.com")
    page.get_by_label("Telefon").fill("+43 664 1234567")
    page.get_by_test_id("tresen-appointment-day").click()
    shot(page, "checkout-date", size)
    page.keyboard.press("Escape")
    page.get_by_test_id("tresen-appointment-time").select_option(index=2)
    page.get_by_label("Ich akzeptiere die Allgemeinen Geschäftsbedingungen.").check()
    page.get_by_label(re.compile("^Ich habe die Datenschutzerklärung gelesen")).check()
    page.get_by_test_id("tresen-submit").click()
    page.get_by_test_id("tresen-timeline").wait_for()
    shot(page, "status", size)
    uid, hash_ = page.url.split("/status/")[1].split("/")
    order = staff_call(base, "GET", f"/api/orders/public/{uid}/{hash_}")["data"]
    staff_call(base, "POST", f"/api/orders/{order['id']}/status/confirm", {})
    page.reload()
    page.wait_for_function(READY)
    page.get_by_test_id("tresen-timeline").wait_for()
    shot(page, "status-confirmed", size)
    go(page, base, "/store/wien-mitte/checkout/error")
    shot(page, "checkout-error", size)
    for path, name in (
        ("/kontakt", "contact"),
        ("/site/privacy", "privacy"),
        ("/gibt-es-nicht", "not-found"),
    ):
        go(page, base, path)
        shot(page, name, size)


def main() -> None:
    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8097
    with tempfile.TemporaryDirectory() as var:
        proc = serve(Path(var), port)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
                )
                for size, viewport in SIZES.items():
                    context = browser.new_context(viewport=viewport, locale="de-AT")
                    journey(context.new_page(), f"http://127.0.0.1:{port}", size)
                    context.close()
                browser.close()
        finally:
            proc.terminate()
            proc.wait(10)


if __name__ == "__main__":
    main()
