"""The installable app (pwa plugin, issue 13) in a real browser.

On: the manifest is linked and passes Chromium's installability check, the Workbox worker
registers, controls the page and precaches the shell and the plugin, the offline notice and
the offline page appear without network, a new worker version shows the update banner.
An Android phone gets the install prompt, 'App installieren' in the footer and the
promotion on the order status page.
Off: the next visit unregisters the worker and requests nothing under /plugins/pwa/.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest

from tests.e2e.conftest import Server, axe_violations, open_page, reload, run_timers
from tests.e2e.screens import SCREENS
from tests.e2e.shop import build_shop
from tests.e2e.test_donations_reviews import placed_order

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
ANDROID = (
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/130.0.0.0 Mobile Safari/537.36"
)
CONTROLLED = "() => navigator.serviceWorker.controller !== null"
CACHED_URLS = """async () => {
  const urls = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
  }
  return urls;
}"""
REGISTRATIONS = "async () => (await navigator.serviceWorker.getRegistrations()).length"


def eventually(check: Callable[[], Any], timeout: float = 20.0) -> Any:
    """Poll ``check`` until it returns something truthy (a page may reload meanwhile)."""
    deadline = time.monotonic() + timeout
    last: Any = None
    while time.monotonic() < deadline:
        try:
            last = check()
            if last:
                return last
        except Exception as error:  # the page navigated under the call
            last = error
        time.sleep(0.25)
    raise AssertionError(f"not reached within {timeout} s: {last!r}")


def test_pwa_on_installable_offline_update_and_off_unregisters(
    browser: Any, server: Server
) -> None:
    shop = build_shop(server)
    shop.staff.post("/api/config", {"enablePluginPWA": True, "themeColor": "#2a5d34"})
    page, requests = open_page(browser, server)
    page.set_viewport_size(DESKTOP)

    # The manifest is in the head, and Chromium finds nothing that blocks installation.
    manifest = page.locator("link[rel=manifest]")
    assert manifest.get_attribute("href") == "/api/pwa/manifest.webmanifest"
    assert "/plugins/pwa/remoteEntry.js" in requests.under("/plugins/pwa/")

    # The worker registers and takes control on the first visit.
    page.wait_for_function(CONTROLLED)
    scope = page.evaluate("async () => (await navigator.serviceWorker.ready).scope")
    assert scope == server.base + "/"
    cdp = browser.new_cdp_session(page)
    errors = eventually(lambda: cdp.send("Page.getInstallabilityErrors"))
    assert errors["installabilityErrors"] == []
    app_manifest = cdp.send("Page.getAppManifest")
    assert app_manifest["errors"] == [], app_manifest["errors"]

    # Precached: the shell's start-up, the plugin's module and the offline page.
    cached = eventually(
        lambda: (urls := page.evaluate(CACHED_URLS)) and "/api/pwa/offline.html" in urls and urls
    )
    for path in ("/build/main.js", "/plugins/pwa/remoteEntry.js", "/api/pwa/offline.html"):
        assert path in cached, cached
    assert not [url for url in cached if url.startswith("/build/backend.")]
    # Never stored: staff answers, order status (network-first API cache holds public reads only).
    page.evaluate("() => fetch('/api/users/me').catch(() => null)")
    assert not [
        u for u in page.evaluate(CACHED_URLS) if u.startswith(("/api/users", "/api/orders"))
    ]

    # Offline: the notice with its retry; back online, it goes.
    browser.set_offline(True)
    notice = page.get_by_test_id("pwa-offline")
    notice.wait_for(state="visible")
    assert "Sie sind offline" in notice.inner_text()
    assert "Bitte überprüfen Sie Ihre Internetverbindung." in notice.inner_text()
    assert notice.get_by_role("button", name="Erneut versuchen").is_visible()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "pwa-offline-desktop.png"))
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(SCREENS / "pwa-offline-phone.png"))
    # A navigation without network and without a copy: the worker's offline page.
    page.goto(server.base + "/kontakt")
    page.get_by_role("heading", name="Sie sind offline").wait_for()
    browser.set_offline(False)
    open_page(browser, server)
    page.get_by_test_id("tresen-footer").wait_for()
    assert page.get_by_test_id("pwa-offline").count() == 0

    # A new worker version (another plugin switched on changes its precache): the update
    # banner; 'App neustarten' lets it take over and reloads the page.
    page.wait_for_function(CONTROLLED)
    first = page.evaluate("() => navigator.serviceWorker.controller.scriptURL")
    shop.staff.post("/api/config", {"enablePluginToolbar": True})
    page.evaluate("async () => (await navigator.serviceWorker.ready).update()")
    banner = page.get_by_test_id("pwa-update")
    banner.wait_for(state="visible")
    assert "Ein Update wurde installiert!" in banner.inner_text()
    page.screenshot(path=str(SCREENS / "pwa-update-phone.png"))
    with page.expect_navigation():
        banner.get_by_role("button", name="App neustarten").click()
    page.wait_for_function(CONTROLLED)
    assert page.evaluate("() => navigator.serviceWorker.controller.scriptURL") == first
    assert page.get_by_test_id("pwa-update").count() == 0

    # Off: the next visit's update check installs the self-unregistering worker.
    shop.staff.post("/api/config", {"enablePluginPWA": False, "enablePluginToolbar": False})
    reload(page)
    eventually(lambda: page.evaluate(REGISTRATIONS) == 0)
    eventually(lambda: page.evaluate("async () => (await caches.keys()).length") == 0)
    requests.clear()
    open_page(browser, server)
    page.get_by_test_id("tresen-footer").wait_for()
    page.wait_for_load_state("networkidle")
    assert requests.under("/plugins/pwa/") == []
    assert page.locator("link[rel=manifest]").count() == 0
    assert page.evaluate("() => navigator.serviceWorker.controller") is None
    assert page.evaluate(REGISTRATIONS) == 0
    assert page.get_by_test_id("pwa-footer-install").count() == 0
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(SCREENS / "pwa-off-phone.png"))
    page.set_viewport_size(DESKTOP)
    page.screenshot(path=str(SCREENS / "pwa-off-desktop.png"))


def test_android_gets_the_prompt_and_the_footer_button(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    shop.staff.post("/api/config", {"enablePluginPWA": True})
    page = browser.pages[0] if browser.pages else browser.new_page()
    cdp = browser.new_cdp_session(page)
    cdp.send("Emulation.setUserAgentOverride", {"userAgent": ANDROID, "platform": "Linux armv8l"})
    page.set_viewport_size(PHONE)
    opened = time.monotonic()
    open_page(browser, server)
    page.wait_for_function(CONTROLLED)

    # 'App installieren' in the footer: Android, a worker, not standalone, not self-service.
    footer_button = page.get_by_test_id("pwa-footer-install")
    footer_button.wait_for(state="visible")
    assert footer_button.inner_text() == "App installieren"
    footer_button.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENS / "pwa-footer-phone.png"))
    page.evaluate("() => window.scrollTo(0, 0)")

    # Consent was given before: the prompt 5000 ms after load.
    prompt = page.get_by_test_id("pwa-prompt")
    prompt.wait_for(state="visible", timeout=12_000)
    assert time.monotonic() - opened >= 5.0
    assert prompt.get_by_role("button", name="Installieren").is_visible()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "pwa-on-phone.png"))

    # 'Installieren': the dialog for this browser (the browser's own prompt when it offered
    # one, else the manual way through its menu).
    prompt.get_by_role("button", name="Installieren").click()
    dialog = page.locator("dialog[data-testid^=pwa-instructions-]")
    dialog.wait_for(state="visible")
    kind = dialog.get_attribute("data-testid")
    assert kind in ("pwa-instructions-generic", "pwa-instructions-unsupported")
    if kind == "pwa-instructions-unsupported":
        assert "keine automatische Installation" in dialog.inner_text()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "pwa-instructions-phone.png"))
    dialog.get_by_role("button", name="Schließen").click()
    dialog.wait_for(state="detached")

    # 'Nicht jetzt' is remembered for a month: no prompt on the next visit.
    reload(page)
    prompt.wait_for(state="visible", timeout=12_000)
    prompt.get_by_role("button", name="Nicht jetzt").click()
    prompt.wait_for(state="detached")
    cookie = next(c for c in browser.cookies() if c["name"] == "tresen_pwa_dismissed")
    assert 29.9 < (cookie["expires"] - time.time()) / 86400 <= 30.01
    page.clock.install()  # the prompt's timer fired by the clock, not waited for
    reload(page)
    run_timers(page, 6000)
    assert prompt.count() == 0
    assert footer_button.is_visible()  # the footer still offers it

    # The order status page promotes the app too.
    created = placed_order(shop)
    open_page(browser, server, f"/status/{created['uid']}/{created['hash']}")
    promotion = page.get_by_test_id("pwa-status-promotion")
    promotion.wait_for(state="visible")
    assert promotion.get_by_role("button", name="App installieren").is_visible()
    promotion.scroll_into_view_if_needed()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "pwa-status-phone.png"))

    # Desktop Chromium is no install target (000 §2: Android or iOS only).
    cdp.send("Emulation.setUserAgentOverride", {"userAgent": "Mozilla/5.0 (X11; Linux x86_64)"})
    page.set_viewport_size(DESKTOP)
    reload(page)
    page.get_by_test_id("tresen-footer").wait_for()
    page.wait_for_timeout(500)
    assert footer_button.count() == 0
    assert page.locator("link[rel=manifest]").count() == 1
    page.screenshot(path=str(SCREENS / "pwa-on-desktop.png"))

    # Self-service (a kiosk): never offered.
    cdp.send("Emulation.setUserAgentOverride", {"userAgent": ANDROID})
    page.set_viewport_size(PHONE)
    open_page(browser, server, "/?context=self-service")
    page.get_by_test_id("tresen-footer").wait_for()
    page.wait_for_timeout(500)
    assert footer_button.count() == 0
