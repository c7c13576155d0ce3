"""Third-party tag and pixel (002 §4, §7, §9) in a real browser, without the internet:
Playwright intercepts the vendors' script addresses and serves stubs that record what
they are asked. Before consent nothing reaches a third-party origin; after consent the
configured scripts load (and the page's real CSP admits them); without ids nothing loads.
"""

from __future__ import annotations

from typing import Any

import pytest

from plugins.measuring.tracking.config import GOOGLE_TAG_INVALID
from tests.e2e.conftest import CONSENTED, READY, Server, api_post, axe_violations, login
from tests.e2e.screens import SCREENS

pytestmark = pytest.mark.e2e


TAG = "G-TRESEN1234"
PIXEL = "123456789012345"
THIRD_PARTY = ("googletagmanager.com", "google-analytics.com", "facebook.net", "facebook.com")
#: What the vendors' scripts would do, reduced to recording that they ran.
GTAG_STUB = "window.__gtagStub = (window.__gtagStub || 0) + 1;"
FBQ_STUB = (
    "window.__fbqCalls = [];"
    "window.fbq.callMethod = function () { window.__fbqCalls.push(Array.from(arguments)); };"
    "window.fbq.queue.forEach(function (a) { window.fbq.callMethod.apply(null, a); });"
)


class ThirdParty:
    """Every request to a third-party origin; the two script addresses answered by stubs."""

    def __init__(self, context: Any) -> None:
        self.urls: list[str] = []
        context.on(
            "request", lambda r: any(h in r.url for h in THIRD_PARTY) and self.urls.append(r.url)
        )
        context.route("https://www.googletagmanager.com/gtag/js*", self._stub(GTAG_STUB))
        context.route("https://connect.facebook.net/**", self._stub(FBQ_STUB))

    @staticmethod
    def _stub(body: str) -> Any:
        def fulfil(route: Any) -> None:
            route.fulfill(status=200, content_type="text/javascript", body=body)

        return fulfil


def configure(browser: Any, server: Server, **ids: str) -> None:
    server.add_user("chefin", ["ROLE_ADMIN"])
    login(browser, server, "chefin")
    api_post(browser, server, "/api/config", ids)
    browser.clear_cookies()  # an anonymous first visit from here on: no consent either


def assert_nothing_third_party(page: Any, seen: ThirdParty) -> None:
    """No third-party script requested, no gtag or fbq, not even the loader chunk."""
    assert seen.urls == []
    assert page.evaluate("() => [typeof window.gtag, typeof window.fbq]") == [
        "undefined",
        "undefined",
    ]
    chunks = page.evaluate(
        "() => performance.getEntriesByType('resource').map(e => e.name)"
        ".filter(n => n.includes('tracking'))"
    )
    assert chunks == []


def test_no_ids_no_third_party_request(server: Server, browser: Any) -> None:
    seen = ThirdParty(browser)
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.goto(server.base + "/")  # consent given (the fixture's cookie), no ids
    page.wait_for_function(READY)
    page.wait_for_timeout(1500)
    assert_nothing_third_party(page, seen)


def test_scripts_only_after_consent(server: Server, browser: Any) -> None:
    configure(browser, server, googleTagId=TAG, metaPixelId=PIXEL)
    seen = ThirdParty(browser)
    page = browser.pages[0] if browser.pages else browser.new_page()
    resp = page.goto(server.base + "/")
    assert resp is not None
    csp = resp.headers["content-security-policy"]
    assert "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net" in csp
    page.wait_for_function(READY)
    banner = page.get_by_test_id("tresen-cookie-banner")
    banner.wait_for()
    page.wait_for_timeout(1500)
    assert seen.urls == []  # before consent: nothing to the third parties

    banner.get_by_role("button", name="Akzeptieren").click()
    page.wait_for_function("() => window.__gtagStub === 1 && Array.isArray(window.__fbqCalls)")
    assert any(
        u.startswith(f"https://www.googletagmanager.com/gtag/js?id={TAG}") for u in seen.urls
    )
    assert "https://connect.facebook.net/en_US/fbevents.js" in seen.urls
    layer = page.evaluate(
        "() => window.dataLayer.map(a => Array.from(a)).filter(a => a[0] === 'config')"
    )
    assert layer == [["config", TAG]]
    assert page.evaluate("() => window.__fbqCalls") == [
        ["init", PIXEL],
        ["track", "PageView"],
    ]

    # A later visit with consent: the scripts load at once, once.
    seen.urls.clear()
    page.reload()
    page.wait_for_function("() => window.__gtagStub === 1 && Array.isArray(window.__fbqCalls)")
    assert len([u for u in seen.urls if "gtag/js" in u]) == 1


def test_only_the_configured_script(server: Server, browser: Any) -> None:
    configure(browser, server, metaPixelId=PIXEL)
    browser.add_cookies(
        [{"name": "tresen_consent", "value": "1", "domain": "127.0.0.1", "path": "/"}]
    )
    seen = ThirdParty(browser)
    page = browser.pages[0] if browser.pages else browser.new_page()
    resp = page.goto(server.base + "/")
    assert resp is not None
    assert "googletagmanager" not in resp.headers["content-security-policy"]
    page.wait_for_function("() => Array.isArray(window.__fbqCalls)")
    assert seen.urls == ["https://connect.facebook.net/en_US/fbevents.js"]
    assert page.evaluate("() => typeof window.gtag") == "undefined"


def test_ids_in_the_back_office(server: Server, browser: Any) -> None:
    """The configuration screen's card 'Statistiken und Tracking' (plugin measuring): the
    server's German format message under the field, then a valid id saved."""
    server.add_user("inhaberin", ["ROLE_ADMIN"])
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(server.base + "/backend/login?next=%2Fbackend%23%2Fplugins")
    page.get_by_label("Benutzername oder E-Mail").fill("inhaberin")
    page.locator("input[name=password]").fill(server.users["inhaberin"])
    page.get_by_role("button", name="Anmelden").click()
    card = page.locator("[data-testid=plugin][data-plugin=measuring]")
    card.wait_for()
    card.get_by_role("button", name="Einstellungen").click()
    tag = card.get_by_label("Google-Tag-ID")
    tag.wait_for()
    page.wait_for_load_state("networkidle")  # the form has its values: a fill is not reset
    tag.fill("UA-12345-1")
    assert tag.input_value() == "UA-12345-1"
    card.get_by_role("button", name="Speichern").click()
    card.get_by_text(GOOGLE_TAG_INVALID).wait_for()
    tag.fill(TAG)
    card.get_by_label("Meta-Pixel-ID").fill(PIXEL)
    card.get_by_role("button", name="Speichern").click()
    page.wait_for_function(
        "async () => { const r = await fetch('/api/config'); const d = (await r.json()).data;"
        f" return d.googleTagId === '{TAG}' && d.metaPixelId === '{PIXEL}'; }}"
    )
    card.scroll_into_view_if_needed()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "backend-tracking-desktop.png"))


# Commerce events (002 §7) reach the tag and the pixel: gtag's e-commerce events in the
# dataLayer and fbq's standard events, with items, value and currency.
FBQ_COMMERCE = (
    "() => (window.__fbqCalls || []).filter(c => c[0] === 'track' && c[1] !== 'PageView')"
)
GTAG_COMMERCE = (
    "() => (window.dataLayer || []).map(a => Array.from(a))"
    ".filter(a => a[0] === 'event').map(a => [a[1], a[2]])"
)


def _wait_calls(page: Any, count: int) -> None:
    page.wait_for_function(f"() => ({FBQ_COMMERCE})().length >= {count}")
    page.wait_for_function(f"() => ({GTAG_COMMERCE})().length >= {count}")


def test_commerce_events_reach_the_tag_and_pixel(server: Server, browser: Any) -> None:
    from tests.e2e.shop import build_shop
    from tests.e2e.test_storefront import accept_legal, add_simple, fill_contact, status_uid

    shop = build_shop(server)
    shop.staff.post("/api/config", {"googleTagId": TAG, "metaPixelId": PIXEL})
    seen = ThirdParty(browser)
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(server.base + "/store/wien")  # the fixture's consent cookie is set
    page.wait_for_function(READY)
    page.wait_for_function("() => window.__gtagStub === 1 && Array.isArray(window.__fbqCalls)")
    spritzer = shop.ids["spritzer"]

    add_simple(page, "Spritzer")
    _wait_calls(page, 1)
    assert page.evaluate(FBQ_COMMERCE) == [
        [
            "track",
            "AddToCart",
            {
                "currency": "EUR",
                "value": 3.8,
                "content_type": "product",
                "contents": [{"id": str(spritzer), "quantity": 1}],
                "num_items": 1,
            },
        ]
    ]
    assert page.evaluate(GTAG_COMMERCE) == [
        [
            "add_to_cart",
            {
                "currency": "EUR",
                "value": 3.8,
                "items": [
                    {
                        "item_id": str(spritzer),
                        "item_name": "Spritzer",
                        "quantity": 1,
                        "price": None,
                    }
                ],
            },
        ]
    ]

    # A second one through the overlay of a configurable product, with its line's price.
    page.get_by_role("button", name="Pizza nach Wahl auswählen").click()
    overlay = page.get_by_test_id("tresen-product-overlay")
    overlay.get_by_label("Groß (32 cm)").check()
    overlay.get_by_test_id("tresen-overlay-add").locator(".t-overlay__price").wait_for()
    overlay.get_by_test_id("tresen-overlay-add").click()
    _wait_calls(page, 2)
    pizza = page.evaluate(FBQ_COMMERCE)[1]
    assert pizza[1] == "AddToCart" and pizza[2]["value"] == 9.9
    assert pizza[2]["contents"] == [{"id": str(shop.ids["pizza"]), "quantity": 1}]

    # Starting the checkout, then the order placed.
    page.get_by_test_id("tresen-cart-button").click()
    page.get_by_test_id("tresen-cart-sheet").get_by_test_id("tresen-order-now").click()
    page.get_by_test_id("tresen-checkout").wait_for()
    _wait_calls(page, 3)
    begin = page.evaluate(FBQ_COMMERCE)[2]
    assert begin[1] == "InitiateCheckout"
    assert begin[2]["value"] == 13.7 and begin[2]["currency"] == "EUR"
    assert begin[2]["num_items"] == 2
    fill_contact(page)
    time_select = page.get_by_test_id("tresen-appointment-time")
    time_select.locator("option").nth(1).wait_for(state="attached")
    time_select.select_option(index=1)
    accept_legal(page)
    page.get_by_test_id("tresen-submit").click()
    status_uid(page)
    _wait_calls(page, 4)
    purchase = page.evaluate(FBQ_COMMERCE)[3]
    assert purchase[1] == "Purchase"
    assert purchase[2]["value"] == 13.7 and purchase[2]["currency"] == "EUR"
    assert sorted(c["id"] for c in purchase[2]["contents"]) == sorted(
        [str(spritzer), str(shop.ids["pizza"])]
    )
    gtag = page.evaluate(GTAG_COMMERCE)
    assert [e[0] for e in gtag] == ["add_to_cart", "add_to_cart", "begin_checkout", "purchase"]
    assert gtag[3][1]["value"] == 13.7 and len(gtag[3][1]["items"]) == 2
    # Only the two vendors' scripts went out; the events are calls into them.
    assert sorted({u.split("?")[0] for u in seen.urls}) == [
        "https://connect.facebook.net/en_US/fbevents.js",
        "https://www.googletagmanager.com/gtag/js",
    ]


def test_commerce_events_without_consent_or_ids_send_nothing(server: Server, browser: Any) -> None:
    from tests.e2e.shop import build_shop
    from tests.e2e.test_storefront import add_simple

    shop = build_shop(server)
    seen = ThirdParty(browser)
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size({"width": 390, "height": 844})

    # Consent, no ids: the log gets the event, no third party anything.
    with page.expect_request(
        lambda r: r.url.endswith("/api/analytics-log") and "addToCart" in (r.post_data or "")
    ):
        page.goto(server.base + "/store/wien")
        page.wait_for_function(READY)
        add_simple(page, "Spritzer")
    page.wait_for_timeout(1000)
    assert seen.urls == []
    assert page.evaluate("() => [typeof window.gtag, typeof window.fbq]") == [
        "undefined",
        "undefined",
    ]

    # Ids, no consent: adding to the cart sends nothing to the tag or pixel either.
    shop.staff.post("/api/config", {"googleTagId": TAG, "metaPixelId": PIXEL})
    browser.clear_cookies()
    page.goto(server.base + "/store/wien")
    page.wait_for_function(READY)
    page.get_by_test_id("tresen-cookie-banner").wait_for()
    add_simple(page, "Spritzer")
    page.wait_for_timeout(1500)
    assert_nothing_third_party(page, seen)


def test_web_shop_commerce_events_reach_the_pixel(holz_server: Server, browser: Any) -> None:
    """The web shop's own buttons (002 §4): the product page's add to the cart and the cart
    page's order button are AddToCart and InitiateCheckout with the server's line price."""
    from tests.e2e.conftest import CONSENTED
    from tests.e2e.test_webshop import product_id

    configure(browser, holz_server, googleTagId=TAG, metaPixelId=PIXEL)
    browser.add_cookies([CONSENTED])
    ThirdParty(browser)
    pid = product_id(browser, holz_server, "Terrassendiele Lärche 27×145 mm, 4 m")
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.goto(holz_server.base + f"/shop/catalog/product/{pid}/diele")
    page.wait_for_function(READY)
    page.wait_for_function("() => Array.isArray(window.__fbqCalls)")
    page.get_by_test_id("shop-price").wait_for()
    page.get_by_role("button", name="Zum Warenkorb hinzufügen").click()
    _wait_calls(page, 1)
    assert page.evaluate(FBQ_COMMERCE) == [
        [
            "track",
            "AddToCart",
            {
                "currency": "EUR",
                "value": 36.9,
                "content_type": "product",
                "contents": [{"id": str(pid), "quantity": 1}],
                "num_items": 1,
            },
        ]
    ]
    page.get_by_test_id("shop-added").get_by_role("link", name="Zum Warenkorb").click()
    page.wait_for_url("**/shop/cart")
    page.get_by_test_id("shop-cart-total").wait_for()
    page.get_by_role("button", name="Jetzt bestellen").click()
    page.wait_for_url("**/shop/holzhof/checkout")
    _wait_calls(page, 2)
    begin = page.evaluate(FBQ_COMMERCE)[1]
    assert begin[1] == "InitiateCheckout"
    assert begin[2]["value"] == 36.9 and begin[2]["contents"] == [{"id": str(pid), "quantity": 1}]
    page.wait_for_timeout(500)  # the checkout page itself adds none (the shop's button did)
    assert [e[0] for e in page.evaluate(GTAG_COMMERCE)] == ["add_to_cart", "begin_checkout"]


def test_with_measuring_off_nothing_is_logged_and_no_statistics(
    server: Server, browser: Any
) -> None:
    """The page-view log and 'Statistiken' are the measuring plugin's UI module: switched
    off, a consenting visitor's browser loads none of it and sends no entry, and the back
    office has no 'Statistiken'; switched on again, the page view is logged."""
    from tests.e2e.shop import build_shop

    shop = build_shop(server)
    shop.staff.post("/api/config", {"enablePluginMeasuring": False})
    page = browser.pages[0] if browser.pages else browser.new_page()
    sent: list[str] = []
    page.on("request", lambda r: sent.append(r.url))
    page.goto(server.base + "/store/wien")  # the browser has consented (conftest)
    page.wait_for_function(READY)
    page.wait_for_timeout(1500)
    assert [u for u in sent if "/api/analytics-log" in u or "/plugins/measuring/" in u] == []

    server.add_user("ohne-statistik", ["ROLE_ADMIN"])
    login(browser, server, "ohne-statistik")
    page.goto(server.base + "/backend#/orders")
    page.get_by_test_id("menu-orders").wait_for()
    assert page.get_by_test_id("menu-statistics").count() == 0

    shop.staff.post("/api/config", {"enablePluginMeasuring": True})
    page.reload()  # the back office loads the module again
    page.get_by_test_id("menu-statistics").wait_for()
    browser.clear_cookies()
    browser.add_cookies([CONSENTED])
    with page.expect_request(lambda r: r.url.endswith("/api/analytics-log")):
        page.goto(server.base + "/")
