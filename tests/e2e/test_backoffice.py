"""The back office in Chromium (desktop): signing in, live orders, a generated resource
screen and the plugins screen. One server and restaurant for the module (tests/e2e/shop.py);
each test has its own browser profile and staff member."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from tests.e2e.conftest import Server, axe_violations, serve
from tests.e2e.screens import SCREENS
from tests.e2e.shop import ALWAYS_OPEN, TZ, Shop, build_shop

DESKTOP = {"width": 1280, "height": 860}
SWITCHED_ON = "() => document.querySelector('[data-plugin=donations] input[role=switch]').checked"


@pytest.fixture(scope="module")
def backoffice(
    ui_build: None, template_db: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Server, Shop]]:
    """One server for the module: the e2e restaurant plus a Graz branch on the same menu."""
    with serve(template_db, tmp_path_factory.mktemp("backoffice")) as srv:
        shop = build_shop(srv)
        shop.ids["graz"] = shop.staff.post(
            "/api/branches",
            {
                "identifier": "graz",
                "name": "Gasthaus Graz",
                "street": "Herrengasse 1",
                "zipCode": "8010",
                "city": "Graz",
                "timezone": TZ,
                "openingHours": ALWAYS_OPEN,
            },
        )["id"]
        menu = shop.staff.get("/api/menus")[0]
        branches = [*menu["branches"], {"id": shop.ids["graz"]}]
        shop.staff.put(f"/api/menus/{menu['id']}", {"branches": branches})
        yield srv, shop


def place_order(srv: Server, shop: Shop, branch: str) -> dict[str, Any]:
    """An anonymous customer's takeaway order, as the storefront sends it."""
    body = {
        "branch": {"id": shop.ids[branch]},
        "isDelivery": False,
        "isDineIn": False,
        "items": [{"productId": shop.ids["schnitzel"], "amount": 2}],
        "salutation": "Frau",
        "firstName": "Anna",
        "lastName": "Huber",
        "email": "anna@example.com",
        "phone": "+43 660 1234567",
        "paymentMethod": "cash",
        "legalInstructions": True,
        "privacyPolicy": True,
    }
    request = urllib.request.Request(
        srv.base + "/api/orders",
        data=json.dumps(body).encode(),
        method="POST",
        headers={"Content-Type": "application/json", "Origin": srv.base},
    )
    with urllib.request.urlopen(request, timeout=10) as resp:
        answer: dict[str, Any] = json.loads(resp.read())["data"]
    return answer


def desktop_page(browser: Any) -> Any:
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size(DESKTOP)
    return page


def sign_in(page: Any, srv: Server, username: str, password: str | None = None) -> None:
    page.get_by_label("Benutzername oder E-Mail").fill(username)
    page.locator("input[name=password]").fill(password or srv.users[username])
    page.get_by_role("button", name="Anmelden").click()


def orders_on_screen(page: Any) -> list[int]:
    ids = page.eval_on_selector_all(
        "[data-testid=order]", "cards => cards.map(c => Number(c.dataset.orderId))"
    )
    return [int(i) for i in ids]


def no_serious_violations(page: Any) -> None:
    assert axe_violations(page) == []


def test_staff_sign_in_and_handle_an_order_live(
    browser: Any, backoffice: tuple[Server, Shop]
) -> None:
    srv, shop = backoffice
    srv.add_user("tresen", ["ROLE_ADMIN"])
    page = desktop_page(browser)

    # Any back-office address without a session lands on the sign-in form, and back after.
    page.goto(srv.base + "/backend#/products")
    page.wait_for_url("**/backend/login?next=*")
    page.get_by_role("heading", name="Anmelden").wait_for()
    assert page.title() == "Anmelden"
    no_serious_violations(page)
    sign_in(page, srv, "tresen", "falsch")
    # the server's message (spec 000 §8: the first server message, else the fallback)
    assert page.get_by_test_id("login-error").inner_text() == "Fehlerhafte Zugangsdaten."
    sign_in(page, srv, "tresen")
    page.wait_for_url("**/backend#/products")
    page.get_by_role("columnheader", name="Name").wait_for()

    # The staff libraries are offered to plugins' back-office modules from here, once
    # /backend has loaded (never by the storefront: bench/bundle.py).
    shared = page.evaluate("() => window.__TRESEN__.shared()")
    assert {"react-admin", "@mui/material", "@emotion/react"} <= set(shared)
    assert all(v["from"] == "shell" for v in shared["react-admin"].values())

    # The orders screen: an order placed now appears without a reload, with a badge.
    page.get_by_test_id("menu-orders").click()
    page.get_by_test_id("orders-screen").wait_for()
    page.get_by_text("Keine Bestellungen.").wait_for()
    page.evaluate("() => { window.__sameDocument = true; }")
    created = place_order(srv, shop, "wien")
    order_id = created["order"]["id"]
    card = page.locator(f'[data-testid=order][data-order-id="{order_id}"]')
    card.wait_for(timeout=2_000)
    assert page.evaluate("() => window.__sameDocument === true")  # pushed, not reloaded
    text = card.inner_text()
    assert "Neu" in text and "Abholung" in text and "2 × Wiener Schnitzel" in text
    assert "29,80" in text
    for raw in ("new", "null", "undefined", "cash", "none"):
        assert raw not in text.split()
    # only what the state machine allows from "new"
    buttons = card.get_by_role("button").all_inner_texts()
    assert {"BESTÄTIGEN", "ABLEHNEN", "STORNIEREN"} <= {b.upper() for b in buttons}
    assert "IN ZUSTELLUNG" not in {b.upper() for b in buttons}
    no_serious_violations(page)
    page.screenshot(path=str(SCREENS / "backend-orders-desktop.png"))

    card.get_by_role("button", name="Bestätigen").click()
    card.get_by_test_id("order-status").filter(has_text="Bestätigt").wait_for()
    assert "ABGESCHLOSSEN" in {b.upper() for b in card.get_by_role("button").all_inner_texts()}

    # The customer's public status page says confirmed.
    status_page = browser.new_page()
    status_page.goto(f"{srv.base}/status/{created['uid']}/{created['hash']}")
    status_page.wait_for_function(
        "() => document.querySelector('[data-testid=tresen-status]')?.dataset.status"
        " === 'confirmed'"
    )
    status_page.close()

    # On another screen a new order counts in the menu badge until the orders are shown.
    page.locator("[data-resource=products]").click()
    page.get_by_role("columnheader", name="Name").wait_for()
    second = place_order(srv, shop, "wien")["order"]["id"]
    badge = page.get_by_test_id("orders-badge").locator(".MuiBadge-badge")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=orders-badge] .MuiBadge-badge')"
        "?.textContent === '1'"
    )
    assert page.get_by_label("1 neue Bestellung", exact=True).count() == 1
    page.get_by_test_id("menu-orders").click()
    page.locator(f'[data-testid=order][data-order-id="{second}"]').wait_for()
    page.wait_for_function(
        "() => document.querySelector('[data-testid=orders-badge] .MuiBadge-badge')"
        "?.classList.contains('MuiBadge-invisible')"
    )
    assert badge.count() == 1

    # Signing out ends the session: the back office asks to sign in again.
    page.goto(srv.base + "/backend/logout")
    page.goto(srv.base + "/backend")
    page.wait_for_url("**/backend/login*")


def test_an_employee_sees_only_their_branches_orders(
    browser: Any, backoffice: tuple[Server, Shop]
) -> None:
    srv, shop = backoffice
    srv.add_user("kellner", ["ROLE_EMPLOYEE"])
    shop.staff.put(
        f"/api/users/{user_id(shop, 'kellner')}",
        {"branches": [{"id": shop.ids["wien"]}]},
    )
    graz_before = place_order(srv, shop, "graz")["order"]["id"]
    page = desktop_page(browser)
    page.goto(srv.base + "/backend/login")
    sign_in(page, srv, "kellner")
    page.get_by_test_id("orders-screen").wait_for()
    wien = place_order(srv, shop, "wien")["order"]["id"]
    graz = place_order(srv, shop, "graz")["order"]["id"]
    page.locator(f'[data-testid=order][data-order-id="{wien}"]').wait_for(timeout=2_000)
    shown = orders_on_screen(page)
    assert wien in shown
    assert graz not in shown and graz_before not in shown
    for action in ("confirm", "completed"):  # history: the finished orders
        shop.staff.post(f"/api/orders/{wien}/status/{action}", {})
        shop.staff.post(f"/api/orders/{graz}/status/{action}", {})
    page.get_by_role("tab", name="Verlauf").click()
    page.locator(f'[data-testid=order][data-order-id="{wien}"]').wait_for()
    assert graz not in orders_on_screen(page)


def user_id(shop: Shop, username: str) -> int:
    users = shop.staff.get("/api/users?limit=100")
    return int(next(u["id"] for u in users if u["username"] == username))


def test_a_product_through_the_generated_form(
    browser: Any, backoffice: tuple[Server, Shop]
) -> None:
    srv, shop = backoffice
    srv.add_user("sortiment", ["ROLE_ADMIN"])
    page = desktop_page(browser)
    page.goto(srv.base + "/backend/login?next=%2Fbackend%23%2Fproducts%2Fcreate")
    sign_in(page, srv, "sortiment")
    page.wait_for_url("**/backend#/products/create")

    # Create: a tax rate the server refuses shows its message at the field.
    page.locator("input[name=name]").fill("Tafelspitz")
    page.locator("input[name=price]").fill("21.50")
    page.locator("input[name=tax]").fill("150")
    page.get_by_role("button", name="Speichern").click()
    tax = page.locator(".ra-input-tax")
    tax.locator(".Mui-error").first.wait_for()
    assert "100" in tax.inner_text()  # the server's German limit message
    page.locator("input[name=tax]").fill("10")
    page.get_by_role("button", name="Speichern").click()
    page.wait_for_function("() => /#\\/products\\/\\d+$/.test(location.hash)")
    product = next(p for p in shop.staff.get("/api/products?name=Tafelspitz"))
    assert product["price"] == "21.50" and product["tax"] == "10"

    # Edit: the content's classes (002 §2.6) through their typed inputs, the free keys as JSON.
    page.locator("input[name=name]").wait_for()
    no_serious_violations(page)
    page.screenshot(path=str(SCREENS / "backend-product-edit-desktop.png"))
    page.locator("input[name=name]").fill("Tafelspitz mit Kren")
    classes = page.get_by_test_id("list-classes")
    classes.get_by_role("button", name="Eigenschaft hinzufügen").click()
    page.get_by_role("menuitem", name="Zahl").click()
    item = classes.get_by_test_id("classes-item")
    item.get_by_label("Bezeichnung").fill("Gewicht")
    item.get_by_label("Wert").fill("1.5")
    item.get_by_label("Einheit").fill("kg")
    page.get_by_label("Weitere Angaben (JSON)").fill('{"weight": 4}')
    desktop = page.viewport_size
    page.set_viewport_size({"width": 390, "height": 844})  # the form on a phone, a class added
    classes.scroll_into_view_if_needed()
    no_serious_violations(page)
    page.screenshot(path=str(SCREENS / "backend-product-classes-phone.png"))
    page.set_viewport_size(desktop)
    page.get_by_role("button", name="Speichern").click()
    page.wait_for_function("() => location.hash === '#/products'")
    product = next(p for p in shop.staff.get("/api/products?name=Tafelspitz"))
    assert product["content"]["classes"] == [
        {"type": "number", "label": "Gewicht", "value": 1.5, "decimals": None, "unit": "kg"}
    ]
    assert product["content"]["weight"] == 4
    row = page.get_by_role("row").filter(has_text="Tafelspitz mit Kren")
    row.wait_for()
    page.screenshot(path=str(SCREENS / "backend-products-desktop.png"))

    # Delete, after confirming.
    row.get_by_role("button", name="Löschen").click()
    with page.expect_response(lambda r: r.request.method == "DELETE") as deleted:
        page.get_by_role("dialog").get_by_role("button", name="Bestätigen").click()
    assert deleted.value.status == 200
    row.wait_for(state="detached")
    assert shop.staff.get("/api/products?name=Tafelspitz") == []


def test_switching_the_donations_plugin_on_and_off(
    browser: Any, backoffice: tuple[Server, Shop]
) -> None:
    srv, shop = backoffice
    srv.add_user("inhaberin", ["ROLE_ADMIN"])
    page = desktop_page(browser)
    page.goto(srv.base + "/backend/login?next=%2Fbackend%23%2Fplugins")
    sign_in(page, srv, "inhaberin")
    card = page.locator("[data-testid=plugin][data-plugin=donations]")
    card.wait_for()
    switch = card.get_by_role("switch")
    menu = page.locator("[data-resource=donatees]")
    assert not switch.is_checked()
    assert menu.count() == 0
    # A feature the spec names no flag for: switchable, on by default.
    terrace = page.locator("[data-testid=plugin][data-plugin=terrace]")
    assert terrace.get_by_role("switch").is_checked()
    page.screenshot(path=str(SCREENS / "backend-plugins-desktop.png"))

    switch.click()
    menu.wait_for()
    page.wait_for_function(SWITCHED_ON)
    assert shop.staff.get("/api/config")["enablePluginDonations"] is True
    logged = shop.staff.get("/api/logs?entity=config")[0]
    assert logged["data"]["after"] == {"enablePluginDonations": True}
    menu.click()
    page.wait_for_function("() => location.hash === '#/donatees'")
    page.get_by_role("heading", name="Spendenempfänger").or_(
        page.get_by_text("Spendenempfänger").first
    ).first.wait_for()

    page.get_by_test_id("menu-plugins").click()
    card.get_by_role("switch").click()
    menu.wait_for(state="detached")
    page.wait_for_function(f"() => !({SWITCHED_ON})()")
    assert shop.staff.get("/api/config")["enablePluginDonations"] is False

    # A plugin whose required plugin is off: the server's German refusal, nothing switched.
    needs = page.locator("[data-testid=plugin][data-plugin=needs_sample]")
    assert "Benötigt: Beispiel" in needs.inner_text()
    needs.get_by_role("switch").click()
    refusal = needs.get_by_role("alert")
    refusal.wait_for()
    assert refusal.inner_text() == (
        "Das Plugin „Braucht Beispiel“ benötigt das Plugin „Beispiel“. "
        "Bitte aktivieren Sie zuerst „Beispiel“."
    )
    assert not needs.get_by_role("switch").is_checked()


def test_opening_hours_through_their_editor(browser: Any, backoffice: tuple[Server, Shop]) -> None:
    """Opening hours are rules in rows (day, closed, from, to), not JSON; below them what
    customers read, from the branch's saved state."""
    srv, shop = backoffice
    srv.add_user("stunden", ["ROLE_ADMIN"])
    branch = shop.staff.post(
        "/api/branches",
        {
            "identifier": "salzburg",
            "name": "Gasthaus Salzburg",
            "street": "Getreidegasse 1",
            "zipCode": "5020",
            "city": "Salzburg",
            "timezone": TZ,
            "openingHours": ALWAYS_OPEN,
        },
    )["id"]
    page = desktop_page(browser)
    page.goto(srv.base + f"/backend/login?next=%2Fbackend%23%2Fbranches%2F{branch}")
    sign_in(page, srv, "stunden")
    editor = page.get_by_test_id("openingHours-editor")
    editor.wait_for()
    preview = page.get_by_test_id("openingHours-preview")
    preview.get_by_text("Montag - Sonntag: von 00:00 - 24:00 Uhr").wait_for()
    first = editor.locator(".RaSimpleFormIterator-line").first
    assert first.get_by_label("Bis").input_value() == "24:00"  # a time input could not hold it

    # Add "Sonntag geschlossen".
    editor.get_by_role("button", name="Hinzufügen").first.click()
    rows = editor.locator(".RaSimpleFormIterator-line")
    rows.nth(1).get_by_label("Tag").click()
    page.get_by_role("option", name="Sonntag").click()
    rows.nth(1).get_by_label("Geschlossen").check()
    assert rows.nth(1).get_by_label("Von").count() == 0  # closed: no hours
    no_serious_violations(page)
    editor.screenshot(path=str(SCREENS / "backend-opening-hours-desktop.png"))
    page.get_by_role("button", name="Speichern").click()
    page.wait_for_function("() => location.hash === '#/branches'")
    saved = shop.staff.get(f"/api/branches/{branch}")["openingHours"]
    assert [(r["type"], bool(r.get("isClosed"))) for r in saved] == [
        ("daily", False),
        ("sunday", True),
    ]
    page.goto(srv.base + f"/backend#/branches/{branch}")
    preview.get_by_text("Sonntag: geschlossen").wait_for()
    assert "Montag - Samstag: von 00:00 - 24:00 Uhr" in preview.inner_text()


def test_an_image_uploaded_in_a_form_is_previewed_and_saved(
    browser: Any, backoffice: tuple[Server, Shop], tmp_path: Path
) -> None:
    """A record's image is uploaded in its form (a thumbnail, not a number field)."""
    srv, shop = backoffice
    srv.add_user("bilder", ["ROLE_ADMIN"])
    picture = tmp_path / "gulasch.png"
    Image.new("RGB", (64, 48), (180, 60, 20)).save(picture)
    page = desktop_page(browser)
    page.goto(srv.base + "/backend/login?next=%2Fbackend%23%2Fcategories%2Fcreate")
    sign_in(page, srv, "bilder")
    page.wait_for_url("**/backend#/categories/create")
    page.locator("input[name=name]").fill("Suppen")
    field = page.get_by_test_id("image-images")
    with page.expect_response(lambda r: r.url.endswith("/api/images")) as uploaded:
        field.locator("input[type=file]").set_input_files(str(picture))
    assert uploaded.value.status == 201
    thumbnail = field.get_by_role("img", name="gulasch.png")
    thumbnail.wait_for()
    # decode(): the thumbnail loaded (a variant is made on its first request), then its size
    assert thumbnail.evaluate("img => img.decode().then(() => img.naturalWidth)") == 64
    no_serious_violations(page)
    field.screenshot(path=str(SCREENS / "backend-image-upload-desktop.png"))
    page.get_by_role("button", name="Speichern").click()
    page.wait_for_function("() => /#\\/categories\\/\\d+$/.test(location.hash)")
    category = next(c for c in shop.staff.get("/api/categories") if c["name"] == "Suppen")
    image_id = uploaded.value.json()["data"]["id"]
    assert category["image"]["id"] == image_id

    # Removing it empties the field (on the edit form, once it holds the saved record).
    page.wait_for_function("() => document.querySelector('input[name=name]')?.value === 'Suppen'")
    field.get_by_role("img", name="gulasch.png").wait_for()
    field.get_by_role("button", name="Bild entfernen: gulasch.png").click()
    field.get_by_role("img", name="gulasch.png").wait_for(state="detached")
    page.get_by_role("button", name="Speichern").click()
    page.wait_for_function("() => location.hash === '#/categories'")
    category = next(c for c in shop.staff.get("/api/categories") if c["name"] == "Suppen")
    assert category["image"] is None


def test_a_counter_screen_by_branch_and_key_without_signing_in(
    browser: Any, backoffice: tuple[Server, Shop]
) -> None:
    """With the frontdesk plugin off the branch offers no screen link; on, an administrator
    makes the counter screen's link on the branch; the link shows the branch's open orders
    without a session, a new order appears within 2 s by server push (no reload), another
    branch's key shows nothing."""
    srv, shop = backoffice
    srv.add_user("theke", ["ROLE_ADMIN"])
    order = place_order(srv, shop, "wien")["order"]
    page = desktop_page(browser)
    page.goto(srv.base + f"/backend/login?next=%2Fbackend%23%2Fbranches%2F{shop.ids['wien']}")
    sign_in(page, srv, "theke")
    page.get_by_role("button", name="Speichern").wait_for()
    assert page.get_by_test_id("screen-links").count() == 0  # the plugin is off
    shop.staff.post("/api/config", {"enablePluginFrontdesk": True})
    try:
        page.reload()
        links = page.get_by_test_id("screen-links")
        links.get_by_role("button", name="Theken-Bildschirm: Link erstellen").click()
        link = links.get_by_label("Theken-Bildschirm").input_value()
        assert link.startswith(srv.base + f"/backend#/frontdesk/{shop.ids['wien']}/")
        no_serious_violations(page)
        page.screenshot(path=str(SCREENS / "backend-branch-screens-desktop.png"))
        page.set_viewport_size({"width": 390, "height": 844})
        links.scroll_into_view_if_needed()
        page.screenshot(path=str(SCREENS / "backend-branch-screens-phone.png"))
        page.set_viewport_size(DESKTOP)

        browser.clear_cookies()  # no staff session from here on
        page.goto(link)
        screen = page.get_by_test_id("order-screen")
        card = screen.locator(f'[aria-label="Bestellung {order["ticketNumber"]}"]')
        card.wait_for()
        assert "2 × Wiener Schnitzel" in card.inner_text()
        assert screen.get_by_role("heading", level=1).inner_text() == "Theke: offene Bestellungen"
        page.locator("[data-testid=order-screen][data-connected=true]").wait_for()
        no_serious_violations(page)

        fresh = place_order(srv, shop, "wien")["order"]
        screen.locator(f'[aria-label="Bestellung {fresh["ticketNumber"]}"]').wait_for(timeout=2_000)
        place_order(srv, shop, "graz")  # another branch: not on this screen
        shop.staff.post(f"/api/orders/{fresh['id']}/status/confirm", {})
        fresh_card = screen.locator(f'[aria-label="Bestellung {fresh["ticketNumber"]}"]')
        fresh_card.get_by_text("Bestätigt").wait_for(timeout=2_000)
        current = shop.staff.get("/api/orders/current")
        wien_open = [o for o in current if o["branch"]["id"] == shop.ids["wien"]]
        assert screen.locator("[data-testid=screen-order]").count() == len(wien_open)
        page.screenshot(path=str(SCREENS / "frontdesk-screen-desktop.png"))
        page.set_viewport_size({"width": 390, "height": 844})
        page.screenshot(path=str(SCREENS / "frontdesk-screen-phone.png"))
        page.set_viewport_size(DESKTOP)

        # Without its live connection the screen keeps its list and says so.
        page.route("**/live", lambda route: route.abort())
        page.goto(srv.base + "/backend")
        page.goto(link)
        card.wait_for()
        screen.get_by_role("status").get_by_text("Keine Verbindung").wait_for()
        assert screen.get_attribute("data-connected") == "false"
        page.unroute("**/live")

        wrong = link.replace(f"/frontdesk/{shop.ids['wien']}/", f"/frontdesk/{shop.ids['graz']}/")
        page.goto(wrong)
        page.reload()
        screen.get_by_text("Dieser Bildschirm-Link ist ungültig.").wait_for()
    finally:
        shop.staff.post("/api/config", {"enablePluginFrontdesk": False})
    page.goto(link)
    page.reload()
    screen.get_by_text("Dieser Bildschirm-Link ist ungültig.").wait_for()  # off: nothing
