"""The ordering storefront on a phone, in Chromium: from the home page to the order status.

Every test builds its restaurant through the API (tests/e2e/shop.py) and drives the pages
as a customer would; axe-core checks home, branch, checkout and status.
"""

from __future__ import annotations

import datetime as dt
import re
import time
from typing import Any

import pytest

from tests.e2e.conftest import READY, Server, axe_violations, loaded_plugins
from tests.e2e.shop import Shop, build_shop, upload_png

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
MONEY = re.compile(r"\s+")


def open_phone(browser: Any, server: Server, path: str) -> Any:
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size(PHONE)
    go(page, server, path)
    return page


def go(page: Any, server: Server, path: str) -> None:
    page.goto(server.base + path)
    page.wait_for_function(READY)


def euro(text: str) -> str:
    """'24,60\xa0€' → '24,60 €'."""
    return MONEY.sub(" ", text).strip()


def assert_accessible(page: Any) -> None:
    assert axe_violations(page) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def cart_count(page: Any) -> str:
    return str(page.get_by_test_id("tresen-cart-count").inner_text())


def fill_contact(page: Any, phone: str = "+43 664 1234567") -> None:
    page.get_by_label("Frau").check()
    page.get_by_label("Vorname").fill("Anna")
    page.get_by_label("Nachname").fill("Huber")
    page.get_by_label("E-Mail").fill("anna@example.com")
    page.get_by_label("Telefon").fill(phone)
    page.get_by_label("Telefon").blur()


def accept_legal(page: Any) -> None:
    page.get_by_label("Ich akzeptiere die Allgemeinen Geschäftsbedingungen.").check()
    page.get_by_label(re.compile("^Ich habe die Datenschutzerklärung gelesen")).check()


def order_now(page: Any) -> None:
    page.get_by_test_id("tresen-cart-button").click()
    page.get_by_test_id("tresen-cart-sheet").get_by_test_id("tresen-order-now").click()
    page.get_by_test_id("tresen-checkout").wait_for()


def add_simple(page: Any, name: str) -> None:
    """One more in the cart: waits for the cart's count, which stays (the toast leaves after
    3.5 s, and a loaded machine can miss it)."""
    before = int(cart_count(page) or 0)
    page.get_by_role("button", name=f"{name} in den Warenkorb").click()
    page.wait_for_function(
        "(n) => document.querySelector('[data-testid=tresen-cart-count]')?.textContent === n",
        arg=str(before + 1),
    )


def status_uid(page: Any) -> tuple[str, str]:
    page.wait_for_url(re.compile(r"/status/"))
    page.get_by_test_id("tresen-timeline").wait_for()
    uid, hash_ = page.url.split("/status/")[1].split("/")
    return uid, hash_


def test_a_customer_orders_on_a_phone_and_follows_the_order(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    photo, logo = (
        upload_png(shop.staff, "wien.png", (120, 60, 30)),
        upload_png(shop.staff, "logo.png", (0, 0, 0)),
    )
    shop.staff.put(f"/api/branches/{shop.ids['wien']}", {"images": [photo], "logo": logo})
    shop.staff.put(f"/api/products/{shop.ids['schnitzel']}", {"images": [{"id": photo}]})
    page = open_phone(browser, server, "/")
    cards = page.get_by_test_id("tresen-branch-card")
    cards.nth(1).wait_for()
    assert cards.count() == 2
    wien = page.locator('[data-branch="wien"]')
    wien.get_by_test_id("tresen-branch-state").wait_for()
    assert wien.get_by_test_id("tresen-branch-state").get_attribute("data-state") == "open"
    linz = page.locator('[data-branch="linz"] [data-testid="tresen-branch-state"]')
    linz.wait_for()
    assert linz.get_attribute("data-state") == "closed"
    images = wien.locator("img")
    images.nth(1).wait_for()
    assert [images.nth(i).get_attribute("src") for i in (0, 1)] == [
        f"/image/{photo}-1.png",
        f"/image/{logo}-1.png",
    ]
    assert page.get_by_role("heading", level=1).inner_text() == "Gasthaus Test"
    assert_accessible(page)

    wien.get_by_role("link", name="Gasthaus Wien").click()
    page.get_by_test_id("tresen-intro").wait_for()
    assert page.url == server.base + "/store/wien"
    assert page.title() == "Gasthaus Wien - Gasthaus Test"
    assert "Geöffnet" in page.get_by_test_id("tresen-intro-status").inner_text()
    page.get_by_test_id("tresen-product").first.wait_for()
    schnitzel = page.locator(f'[data-product="{shop.ids["schnitzel"]}"] img')
    assert schnitzel.get_attribute("src") == f"/image/{photo}-1.png"
    assert_accessible(page)

    # The configurable pizza: its required size is enforced before anything is added.
    page.get_by_role("button", name="Pizza nach Wahl auswählen").click()
    overlay = page.get_by_test_id("tresen-product-overlay")
    overlay.get_by_test_id("tresen-overlay-add").click()
    assert overlay.get_by_text("Bitte wählen Sie eine Option für „Größe“ aus.").is_visible()
    assert cart_count(page) == "0"
    overlay.get_by_label("Klein (26 cm)").check()
    overlay.get_by_label("Extra Käse").check()
    overlay.get_by_role("button", name="Menge erhöhen").click()
    add = overlay.get_by_test_id("tresen-overlay-add")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=tresen-overlay-add]')"
        ".innerText.includes('20,80')"
    )
    add.click()
    assert page.get_by_test_id("tresen-toast").inner_text() == "Produkt zum Warenkorb hinzugefügt."
    assert cart_count(page) == "2"
    add_simple(page, "Spritzer")
    assert cart_count(page) == "3"

    # The cart survives a reload (session storage, per branch identifier).
    page.reload()
    page.wait_for_function(READY)
    page.get_by_test_id("tresen-cart-count").wait_for()
    assert cart_count(page) == "3"

    # The cart panel shows the server's totals for exactly this cart.
    page.get_by_test_id("tresen-cart-button").click()
    sheet = page.get_by_test_id("tresen-cart-sheet")
    total = sheet.locator('[data-row="total"] dd')
    total.wait_for()
    status, priced = shop.staff.call(
        "POST",
        "/api/orders/price",
        {
            "branch": {"id": shop.ids["wien"]},
            "items": [
                {
                    "amount": 2,
                    "unit": None,
                    "product": {"id": shop.ids["pizza"]},
                    "parts": [
                        {"id": "groesse", "options": [{"id": "klein"}]},
                        {"id": "extras", "options": [{"id": "kaese"}]},
                    ],
                },
                {"amount": 1, "unit": None, "product": {"id": shop.ids["spritzer"]}, "parts": []},
            ],
        },
    )
    assert status == 200 and priced["data"]["totalGross"] == "24.60"
    assert euro(total.inner_text()) == "24,60 €"
    assert euro(sheet.locator('[data-row="tax-10"] dd').inner_text()) == "1,89 €"
    assert euro(sheet.locator('[data-row="tax-20"] dd').inner_text()) == "0,63 €"
    sheet.get_by_test_id("tresen-order-now").click()

    # Checkout: takeaway, a slot, cash.
    page.get_by_test_id("tresen-checkout").wait_for()
    assert page.title() == "Bestellvorgang - Gasthaus Test"
    fill_contact(page, phone="0664 1234567")
    error = "Bitte geben Sie eine gültige Nummer im Format +43 660 1234567 an."
    assert page.get_by_text(error).is_visible()
    page.get_by_label("Telefon").fill("0043 664 / 1234567")
    page.get_by_label("Telefon").blur()
    assert page.get_by_label("Telefon").input_value() == "+436641234567"
    assert page.get_by_text(error).count() == 0
    time_select = page.get_by_test_id("tresen-appointment-time")
    time_select.locator("option").nth(1).wait_for(state="attached")
    chosen = time_select.locator("option").nth(1).inner_text()
    time_select.select_option(index=1)
    assert chosen.endswith("Uhr")
    assert page.get_by_label("Barzahlung").is_checked()
    page.get_by_label("Anmerkungen zur Bestellung (z. B. Allergien)").fill("Ohne Zwiebel bitte")
    accept_legal(page)
    assert_accessible(page)
    submit = page.get_by_test_id("tresen-submit")
    assert submit.inner_text() == "Bestellung abschicken"
    submit.click()

    # Status page in German; staff confirm; the page shows it within one poll (10 s).
    uid, hash_ = status_uid(page)
    assert page.title() == "Bestellstatus - Gasthaus Test"
    timeline = page.get_by_test_id("tresen-timeline")
    assert (
        timeline.locator('[aria-current="step"]').inner_text().startswith("Wartet auf Bestätigung")
    )
    assert page.get_by_test_id("tresen-ticket-number").inner_text() == "1"
    assert "Abholung" in page.locator(".t-facts").inner_text()
    assert "Barzahlung" in page.locator(".t-facts").inner_text()
    for raw in ("new", "null", "undefined", "takeaway", "cash"):
        assert raw not in page.locator("main").inner_text().split()
    assert_accessible(page)
    # Leaving the page and coming back: the cart is empty, the order is kept by its link.
    assert page.evaluate("sessionStorage.getItem('tresen.cart.wien')").count('"items":[]') == 1
    order = shop.staff.get(f"/api/orders/public/{uid}/{hash_}")
    staff_order = shop.staff.get(f"/api/orders/{order['id']}")
    assert staff_order["totalGross"] == "24.60" and staff_order["comment"] == "Ohne Zwiebel bitte"
    assert [i["name"] for i in staff_order["items"]] == ["Pizza nach Wahl", "Spritzer"]
    assert staff_order["appointmentDate"] is not None
    shop.staff.post(f"/api/orders/{order['id']}/status/confirm", {})
    started = time.monotonic()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=tresen-status]')"
        ".dataset.status === 'confirmed'",
        timeout=13_000,
    )
    assert time.monotonic() - started <= 12
    current = timeline.locator('[aria-current="step"]').inner_text()
    assert current.startswith("Bestätigt und in Zubereitung")
    assert timeline.locator(".is-done").inner_text().startswith("Wartet auf Bestätigung")


def test_delivery_below_the_minimum_order_value_cannot_be_sent(
    browser: Any, server: Server
) -> None:
    build_shop(server)
    page = open_phone(browser, server, "/store/wien")
    add_simple(page, "Wiener Schnitzel")
    page.get_by_test_id("tresen-cart-button").click()
    sheet = page.get_by_test_id("tresen-cart-sheet")
    sheet.get_by_text("Lieferung", exact=True).click()
    minimum = sheet.get_by_test_id("tresen-minimum")
    minimum.wait_for()
    assert euro(minimum.inner_text()) == (
        "Sie haben den Mindestbestellwert in Höhe von 5,10 € leider noch nicht erreicht."
    )
    assert euro(sheet.get_by_test_id("tresen-free-delivery").inner_text()) == (
        "Kostenlose Lieferung ab 50,00 €."
    )
    assert euro(sheet.locator('[data-row="delivery"] dd').inner_text()) == "3,50 €"
    assert sheet.get_by_test_id("tresen-order-now").is_disabled()
    # Straight to the checkout: the message, and no submit button.
    go(page, server, "/store/wien/checkout")
    page.get_by_test_id("tresen-minimum").wait_for()
    assert page.get_by_test_id("tresen-submit").count() == 0


def test_a_closed_branch_takes_preorders_and_a_counter_appointment(
    browser: Any, server: Server
) -> None:
    shop = build_shop(server)
    page = open_phone(browser, server, "/store/linz")
    intro = page.get_by_test_id("tresen-intro-status")
    intro.wait_for()
    text = intro.inner_text()
    assert "Derzeit haben wir leider geschlossen." in text
    assert "Wir öffnen wieder Morgen um 00:00 Uhr." in text
    assert "Sie können aber gerne für einen späteren Zeitpunkt vorbestellen." in text
    add_simple(page, "Wiener Schnitzel")
    order_now(page)
    fill_contact(page)
    accept_legal(page)
    submit = page.get_by_test_id("tresen-submit")
    assert submit.inner_text() == "Vorbestellung abschicken"
    times = page.get_by_test_id("tresen-appointment-time")
    assert "So schnell wie möglich" not in times.inner_text()
    assert page.get_by_test_id("tresen-appointment-day").inner_text().strip() == "Morgen"
    submit.click()
    assert page.get_by_text("Bitte wählen Sie einen Termin aus.").is_visible()
    times.locator("option").nth(1).wait_for(state="attached")
    times.select_option(index=1)
    assert page.get_by_test_id("tresen-appointment-label").inner_text().startswith("Morgen, ")
    submit.click()
    uid, hash_ = status_uid(page)
    assert "Morgen um" in page.locator(".t-facts").inner_text()

    # The shop proposes another time; the customer accepts it on the status page.
    order = shop.staff.get(f"/api/orders/public/{uid}/{hash_}")
    proposal = (dt.datetime.now(dt.UTC) + dt.timedelta(days=2)).replace(microsecond=0)
    shop.staff.put(f"/api/orders/{order['id']}", {"counterAppointment": proposal.isoformat()})
    page.reload()
    page.wait_for_function(READY)
    prompt = page.get_by_test_id("tresen-counter")
    prompt.wait_for()
    assert "Neuer Terminvorschlag" in prompt.inner_text()
    prompt.get_by_role("button", name="Termin annehmen").click()
    prompt.wait_for(state="detached")
    accepted = shop.staff.get(f"/api/orders/public/{uid}/{hash_}")
    assert accepted["appointmentDate"] == proposal.isoformat()
    assert accepted["counterAppointment"] is None


def test_server_errors_show_at_their_field_and_a_lost_answer_orders_once(
    browser: Any, server: Server
) -> None:
    shop = build_shop(server)
    page = open_phone(browser, server, "/store/wien")
    add_simple(page, "Wiener Schnitzel")
    order_now(page)
    fill_contact(page)
    accept_legal(page)
    page.get_by_label("Barzahlung").wait_for()
    # The branch stops taking cash while the customer fills in the form.
    shop.staff.put(f"/api/branches/{shop.ids['wien']}", {"isCashEnabled": False})
    page.get_by_test_id("tresen-submit").click()
    errors = page.get_by_test_id("tresen-checkout-errors")
    errors.wait_for()
    message = "Sie haben einen ungültigen Wert ausgewählt."
    assert message in errors.inner_text()
    payment = page.get_by_test_id("tresen-section-payment")
    assert payment.get_by_text(message).is_visible()
    assert payment.locator('[aria-invalid="true"]').count() == 1
    assert page.evaluate("window.scrollY") == 0
    assert page.get_by_test_id("tresen-submit").inner_text() == "Bestellung abschicken"

    # Cash again; the answer to the next submit is lost on the way back: the checkout asks
    # again with the same Idempotency-Key and the server answers with the order it made.
    shop.staff.put(f"/api/branches/{shop.ids['wien']}", {"isCashEnabled": True})
    keys: list[str] = []

    def lose_first_answer(route: Any) -> None:
        keys.append(route.request.headers.get("idempotency-key", ""))
        response = route.fetch()
        if len(keys) == 1:
            assert response.status == 201
            route.abort("failed")
        else:
            route.fulfill(response=response)

    page.route("**/api/orders", lose_first_answer)
    page.get_by_test_id("tresen-submit").click()
    status_uid(page)
    assert len(keys) == 2 and keys[0] == keys[1] and len(keys[0]) >= 16
    assert len(shop.staff.get("/api/orders")) == 1


def test_dine_in_at_a_table(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    page = open_phone(browser, server, "/store/wien")
    add_simple(page, "Spritzer")
    page.get_by_test_id("tresen-cart-button").click()
    sheet = page.get_by_test_id("tresen-cart-sheet")
    sheet.get_by_text("Dine In", exact=True).click()
    sheet.get_by_test_id("tresen-order-now").click()
    page.get_by_test_id("tresen-checkout").wait_for()
    table = page.get_by_test_id("tresen-section-table")
    assert "Die Tischnummer steht in der Mitte des QR-Codes auf Ihrem Tisch." in table.inner_text()
    # At a table nobody asks for names (no e-mail or phone required for dine-in).
    assert page.get_by_test_id("tresen-section-contact").count() == 0
    assert page.get_by_test_id("tresen-section-address").count() == 0
    accept_legal(page)
    page.get_by_test_id("tresen-submit").click()
    assert table.get_by_text("Dieser Wert sollte nicht leer sein.").is_visible()
    table.get_by_label("Tischnummer").select_option(label="5")
    assert_accessible(page)
    page.get_by_test_id("tresen-submit").click()
    uid, hash_ = status_uid(page)
    facts = page.locator(".t-facts").inner_text()
    assert "Dine In" in facts and "Tisch" in facts and "5" in facts
    order = shop.staff.get(f"/api/orders/public/{uid}/{hash_}")
    assert order["isDineIn"] is True and order["tableIdentifier"] == "5"


def test_a_plugin_overrides_a_slot_and_adds_a_field_to_the_order(
    browser: Any, server: Server
) -> None:
    shop = build_shop(server)
    shop.staff.post("/api/config", {"enablePluginUiSlots": True})
    page = open_phone(browser, server, "/store/wien")
    assert loaded_plugins(page) == ["ui_slots"]
    assert page.evaluate("window.__TRESEN__.errors") == []
    price = page.locator('[data-product] [data-testid="test-price"]').first
    price.wait_for()
    assert euro(price.inner_text()) == "14,90 € inkl. MwSt."  # the default, wrapped
    add_simple(page, "Wiener Schnitzel")
    order_now(page)
    section = page.get_by_test_id("test-cutlery")
    section.get_by_label("Bitte Besteck mitgeben").check()
    fill_contact(page)
    accept_legal(page)
    page.get_by_test_id("tresen-submit").click()
    uid, hash_ = status_uid(page)
    assert shop.staff.get(f"/api/orders/public/{uid}/{hash_}")["cutlery"] is True


def _shop_pages(shop: Shop) -> None:
    staff = shop.staff
    form = staff.post(
        "/api/nodes",
        {
            "identifier": "kontakt",
            "type": "form",
            "content": {
                "name": "Schreiben Sie uns",
                "fields": [
                    {"fieldId": "name", "type": "text", "label": "Name", "isRequired": True},
                    {
                        "fieldId": "message",
                        "type": "text",
                        "value": {"type": "textarea"},
                        "label": "Nachricht",
                        "isRequired": True,
                    },
                ],
                "thankYouMessage": "Danke, wir melden uns!",
            },
        },
    )
    staff.post(
        "/api/sites",
        {
            "path": "kontakt",
            "name": "Kontakt",
            "title": "Kontaktieren Sie uns",
            "content": [
                {"type": "text", "text": "Wir freuen uns."},
                {"type": "form", "form": {"id": form["id"]}},
            ],
        },
    )
    staff.post(
        "/api/navigations",
        {
            "identifier": "footer-main",
            "items": [{"type": "site", "label": "Kontakt", "path": "kontakt"}],
        },
    )


def test_site_pages_footer_and_contact_form(browser: Any, server: Server) -> None:
    shop = build_shop(server)
    _shop_pages(shop)
    shop.staff.put(f"/api/branches/{shop.ids['linz']}", {"isPublic": False})
    shop.staff.post("/api/config", {"themeColor": "#7a1f1f", "themeColorSecondary": "#2b2b2b"})
    page = open_phone(browser, server, "/store/wien")
    # The theme colours of the configuration: header and footer.
    header = page.get_by_test_id("tresen-header")
    assert header.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(122, 31, 31)"
    footer = page.get_by_test_id("tresen-footer")
    assert footer.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(43, 43, 43)"
    # Public, enabled branches only; with exactly one, a link straight to its store.
    assert "Gasthaus Wien" in footer.inner_text() and "Gasthaus Linz" not in footer.inner_text()
    assert (
        footer.get_by_role("link", name="Online bestellen").get_attribute("href") == "/store/wien"
    )
    # Links are absolute: from /store/wien they lead to /kontakt and /site/privacy.
    assert footer.get_by_role("link", name="Kontakt").get_attribute("href") == "/kontakt"
    footer.get_by_role("link", name="Datenschutz").click()
    page.wait_for_url(server.base + "/site/privacy")
    assert page.get_by_role("heading", level=1).inner_text() == "Datenschutzerklärung"
    assert page.get_by_text("Wir schützen Ihre Daten.").is_visible()
    go(page, server, "/gibt-es-nicht")
    page.get_by_test_id("tresen-not-found").wait_for()
    assert page.get_by_role("heading", level=1).inner_text() == (
        "Leider wurde die angeforderte Seite nicht gefunden."
    )
    go(page, server, "/kontakt")
    assert page.get_by_role("heading", level=1).inner_text() == "Kontaktieren Sie uns"
    form = page.get_by_test_id("tresen-contact-form")
    form.get_by_label("Name").fill("Anna Huber")
    form.get_by_label("Nachricht").fill("Tisch für vier am Freitag?")
    assert_accessible(page)
    form.get_by_role("button", name="Nachricht senden").click()
    assert page.get_by_test_id("tresen-form-sent").inner_text().startswith("Danke, wir melden uns!")
