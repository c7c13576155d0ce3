"""The web shop of spec 002 in Chromium, on the wood business's demo (``holz_server``):
catalogue and its search, a product with variants, a step-by-step product and the quick
configuration into the cart, the cart to the checkout; axe on catalogue and product pages.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.conftest import READY, Server, axe_violations
from tests.e2e.screens import SCREENS

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


def go(browser: Any, server: Server, path: str, size: dict[str, int] = PHONE) -> Any:
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size(size)
    page.goto(server.base + path)
    page.wait_for_function(READY)
    return page


def product_id(browser: Any, server: Server, name: str) -> int:
    products = browser.request.get(server.base + "/api/shop/catalog").json()["data"]["products"]
    return next(p["id"] for p in products if p["name"] == name)


def test_catalogue_pages_and_search(browser: Any, holz_server: Server) -> None:
    page = go(browser, holz_server, "/shop/catalog")
    cards = page.get_by_test_id("shop-product")
    cards.first.wait_for()
    assert cards.count() == 12  # page size
    crumbs = page.get_by_role("navigation", name="Brotkrumen")
    assert crumbs.inner_text().split("\n")[:3] == ["Home", "Shop", "Produkte"]
    # weight order, one product per merge_number: one Lärche board stands for three
    names = page.locator(".t-shop-card__name").all_inner_texts()
    assert sum(n.startswith("Terrassendiele Lärche") for n in names) == 1
    assert all(n.startswith("Terrassendiele") for n in names[:4])  # weight 10: the boards
    assert names[4] == "Terrassen-Komplettset Schritt für Schritt"  # then weight 9
    assert page.locator(".t-shop-card", has_text="Komplettset").inner_text().count("ca.") == 1
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "shop-catalog-phone.png"), full_page=True)
    page.get_by_role("link", name="Seite 2").click()
    page.wait_for_url("**/shop/catalog?page=2")
    assert 0 < cards.count() <= 12
    # the search box filters by name, case-insensitive
    page.get_by_label("Produkte durchsuchen").fill("kvh")
    names = page.locator(".t-shop-card__name").all_inner_texts()
    assert names and all("KVH" in n for n in names)
    assert len(names) == 3  # three sections, one card each (merge_number)
    page.get_by_label("Produkte durchsuchen").fill("Mahagoni")
    assert page.get_by_test_id("shop-empty").inner_text() == (
        "Zu dieser Auswahl wurden keine Produkte gefunden."
    )
    # main-category navigation
    page.get_by_label("Produkte durchsuchen").fill("")
    page.get_by_role("navigation", name="Kategorien").get_by_role("link", name="Zubehör").click()
    page.wait_for_url("**/shop/catalog/*/zubehoer")
    # the URL changes before the category's page renders: wait for its heading and cards
    page.get_by_role("heading", level=1, name="Zubehör", exact=True).wait_for()
    page.locator(".t-shop-grid", has_text="Terrassenschrauben").wait_for()
    assert page.get_by_role("heading", level=1).inner_text() == "Zubehör"
    assert "Terrassendiele" not in page.locator(".t-shop-grid").inner_text()
    page = go(browser, holz_server, "/shop/catalog", DESKTOP)
    page.get_by_test_id("shop-product").first.wait_for()
    page.screenshot(path=str(SCREENS / "shop-catalog-desktop.png"), full_page=True)


def test_a_product_with_variants_units_and_the_added_overlay(
    browser: Any, holz_server: Server
) -> None:
    pid = product_id(browser, holz_server, "Terrassendiele Lärche 27×145 mm, 4 m")
    page = go(browser, holz_server, f"/shop/catalog/product/{pid}/diele")
    page.get_by_test_id("shop-product-page").wait_for()
    variants = page.locator(".t-shop-variants li")
    assert variants.all_inner_texts() == [
        "27 x 145 x 3000 mm",
        "27 x 145 x 4000 mm",
        "27 x 145 x 5000 mm",
    ]
    price = page.get_by_test_id("shop-price")
    price.wait_for()
    assert "36,90" in price.inner_text() and "inkl. MwSt." in price.inner_text()
    assert "30,75" in price.inner_text() and "exkl. MwSt." in price.inner_text()
    page.get_by_label("Einheit").select_option("meter")
    assert page.get_by_test_id("shop-unit-note").inner_text().startswith("1 Meter entspricht")
    page.get_by_label("Einheit").select_option("piece")
    assert "Weiterlesen" in page.locator(".t-shop-origin").inner_text()
    assert page.locator(".t-shop-origin a").get_attribute("href") == "/unser-holz/laerche"
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "shop-product-phone.png"), full_page=True)
    page.get_by_role("button", name="Zum Warenkorb hinzufügen").click()
    assert (
        page.get_by_test_id("tresen-toast")
        .inner_text()
        .strip()
        .endswith("zum Warenkorb hinzugefügt.")
    )
    added = page.get_by_test_id("shop-added")
    added.get_by_role("button", name="Weiter Einkaufen").click()
    # the same item again: one line, amount 2 (002 §4 cart item identity)
    page.get_by_role("button", name="Zum Warenkorb hinzufügen").click()
    added.get_by_role("link", name="Zum Warenkorb").click()
    page.wait_for_url("**/shop/cart")
    lines = page.get_by_test_id("tresen-cart-line")
    lines.first.wait_for()
    assert lines.count() == 1
    assert "2" in lines.first.locator("output").inner_text()
    # another variant is another line
    page = go(browser, holz_server, f"/shop/catalog/product/{pid}/diele", DESKTOP)
    page.get_by_role("link", name="27 x 145 x 5000 mm").click()
    page.get_by_test_id("shop-price").wait_for()
    assert "5 m" in page.get_by_role("heading", level=1).inner_text()
    page.screenshot(path=str(SCREENS / "shop-product-desktop.png"), full_page=True)


def test_a_product_page_shows_its_classes_and_profiles(browser: Any, holz_server: Server) -> None:
    """002 §2.6: the classes block (formatted by the generic field renderer), the profile
    pictures in the slider after the product's own, the profile files as downloads."""
    pid = product_id(browser, holz_server, "Terrassendiele Lärche 27×145 mm, 4 m")
    page = go(browser, holz_server, f"/shop/catalog/product/{pid}/diele")
    classes = page.get_by_test_id("shop-classes")
    classes.wait_for()
    assert classes.get_by_role("heading", level=2).inner_text() == "Eigenschaften"
    rows = dict(
        zip(
            classes.locator("dt").all_inner_texts(),
            classes.locator("dd").all_inner_texts(),
            strict=True,
        )
    )
    assert rows == {
        "Sortierung": "A/B (gemischt)",
        "Dauerhaftigkeitsklasse": "3 – mäßig dauerhaft",
        "Rohdichte": "590\u00a0kg/m³",
        "Oberfläche": "glatt / geriffelt, gehobelt",
        "Holzfeuchte": "18\u00a0%",
        "Kesseldruckimprägniert": "Nein",
        "Herkunft": "Österreich",
    }
    # The slider: the product's picture, then the two profile pictures with their captions.
    slider = page.get_by_test_id("shop-slider")
    thumbs = slider.locator(".t-shop-slider__thumbs button")
    assert thumbs.count() == 3
    assert slider.locator("figcaption").count() == 0
    slider.get_by_role("button", name="Bild 2").click()
    main = slider.locator("figure img")
    assert main.get_attribute("alt") == "Profil glatt"
    assert slider.locator("figcaption").inner_text() == "Profil glatt"
    assert main.get_attribute("src").startswith("/image/medium/")
    page.wait_for_function(
        "() => { const i = document.querySelector('.t-shop-slider figure img');"
        " return i && i.complete && i.naturalWidth > 0; }"
    )
    slider.get_by_role("button", name="Bild 3").click()
    assert slider.locator("figcaption").inner_text() == "Profil geriffelt"
    # The profile sheet as a download under the slider, served as a PDF.
    downloads = page.get_by_test_id("shop-downloads")
    assert downloads.get_by_role("heading", level=2).inner_text() == "Downloads"
    link = downloads.get_by_role("link", name="Profilblatt (PDF)")
    href = link.get_attribute("href")
    assert href.startswith("/upload/") and href.endswith(".pdf")
    response = browser.request.get(holz_server.base + href)
    assert response.status == 200 and response.body().startswith(b"%PDF")
    slider.get_by_role("button", name="Bild 2").click()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "shop-product-classes-phone.png"), full_page=True)
    page = go(browser, holz_server, f"/shop/catalog/product/{pid}/diele", DESKTOP)
    page.get_by_test_id("shop-classes").wait_for()
    page.get_by_test_id("shop-slider").get_by_role("button", name="Bild 2").click()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "shop-product-classes-desktop.png"), full_page=True)
    # A product without classes or profiles shows neither block.
    pid = product_id(browser, holz_server, "Abstandhalter 7 mm, 100 Stück")
    page = go(browser, holz_server, f"/shop/catalog/product/{pid}/abstandhalter")
    page.get_by_test_id("shop-product-page").wait_for()
    assert page.get_by_test_id("shop-classes").count() == 0
    assert page.get_by_test_id("shop-downloads").count() == 0


def test_step_by_step_and_quick_configuration_into_the_cart_and_checkout(
    browser: Any, holz_server: Server
) -> None:
    page = go(browser, holz_server, "/shop/cart")
    assert page.get_by_test_id("shop-cart-empty").inner_text() == (
        "Derzeit befinden sich keine Artikel in Ihrem Warenkorb."
    )
    assert page.get_by_role("button", name="Jetzt bestellen").is_disabled()
    pid = product_id(browser, holz_server, "Terrassen-Komplettset Schritt für Schritt")
    page = go(browser, holz_server, f"/shop/catalog/product/{pid}/set")
    steps = page.get_by_test_id("shop-step")
    steps.first.wait_for()
    assert steps.count() == 1 and "Holzart" in steps.inner_text()  # only the current step
    next_step = page.get_by_role("button", name="Zum nächsten Schritt")
    assert next_step.is_disabled()
    assert page.get_by_role("button", name="Zum Warenkorb hinzufügen").count() == 0
    steps.get_by_role("button", name="Thermo-Esche").click()
    next_step.click()
    assert "Unterkonstruktion" in steps.inner_text()
    steps.get_by_role("button", name="Holz", exact=True).click()
    next_step.click()
    assert "Zubehör" in steps.inner_text()  # optional: the item is valid now
    price = page.get_by_test_id("shop-price")
    price.wait_for()
    assert price.inner_text().startswith("ca.")
    linked = page.locator(".t-shop-linked")
    assert "Terrassendiele Lärche 27×145 mm, 3 m" in linked.inner_text()
    assert "Glatt/geriffelt" in linked.inner_text()  # image, name, description and price
    page.screenshot(path=str(SCREENS / "shop-step-by-step-phone.png"), full_page=True)
    # the product has a configuration tree: the main button opens the quick configuration
    page.get_by_role("button", name="Jetzt konfigurieren").click()
    quick = page.get_by_test_id("shop-quick")
    take = quick.get_by_role("button", name="Auswahl übernehmen")
    assert take.is_disabled()
    quick.get_by_label("Terrassendiele Lärche 27×145 mm, 3 m").check()
    take.click()
    quick.get_by_label("Terrassenschrauben Edelstahl 5×60, 200 Stück").check()
    take.click()
    summary = quick.get_by_test_id("shop-quick-summary")
    assert "35 Stk." in summary.inner_text()  # 5 m² × 7 boards per m²
    quick.get_by_role("button", name="Menge erhöhen").click()  # 6 m²: the children follow
    assert "42 Stk." in summary.inner_text()
    quick.get_by_role("button", name="Menge verringern").click()
    quick.get_by_role("button", name="Zurück").click()
    assert quick.get_by_test_id("shop-quick-step").count() == 1
    quick.get_by_label("Terrassenschrauben Edelstahl 5×60, 200 Stück").check()
    take.click()
    page.screenshot(path=str(SCREENS / "shop-quick-configuration-phone.png"))
    quick.get_by_role("button", name="In den Warenkorb").click()
    assert quick.get_by_role("status").inner_text() == "Alle Artikel dem Warenkorb hinzugefügt!"
    quick.get_by_role("link", name="Zum Warenkorb").click()
    page.wait_for_url("**/shop/cart")
    lines = page.get_by_test_id("tresen-cart-line")
    lines.first.wait_for()
    assert lines.count() == 3
    total = page.get_by_test_id("shop-cart-total")
    total.wait_for()
    assert total.inner_text().strip().startswith("ca.")
    crumbs = page.get_by_role("navigation", name="Brotkrumen").inner_text().split("\n")
    assert crumbs[:3] == ["Home", "Shop", "Warenkorb"]
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "shop-cart-phone.png"), full_page=True)
    page.get_by_role("button", name="Jetzt bestellen").click()
    page.wait_for_url("**/shop/holzhof/checkout")
    # The checkout loads the branch's cart as the server keeps it: its three lines arrive.
    page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=\"tresen-cart-line\"]').length === 3"
    )


def test_the_search_overlay_groups_highlights_and_deduplicates(
    browser: Any, holz_server: Server
) -> None:
    page = go(browser, holz_server, "/shop/catalog")
    page.get_by_role("button", name="Suche", exact=True).click()
    overlay = page.get_by_test_id("shop-search")
    field = overlay.get_by_label("Suchbegriff")
    assert field.get_attribute("placeholder") == "Suche…"
    field.fill("lärche")
    overlay.locator("mark").first.wait_for()
    groups = overlay.locator(".t-search__group").all_inner_texts()
    assert [g.lower() for g in groups][:1] == ["produkt"]
    assert "holzart" in [g.lower() for g in groups]
    products = overlay.locator(".t-search__hits").first.locator("li").all_inner_texts()
    assert sum(p.startswith("Terrassendiele Lärche") for p in products) == 1, products
    assert overlay.locator("mark").first.inner_text().lower() == "lärche"
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "shop-search-phone.png"))
    field.fill("Mahagoni")
    assert overlay.get_by_role("status").inner_text() == "Keine Ergebnisse gefunden."
    field.fill("Eiche")
    overlay.get_by_role("link", name="Eiche", exact=True).click()
    page.wait_for_url("**/unser-holz/eiche")
    page = go(browser, holz_server, "/")
    page.get_by_role("button", name="Suche", exact=True).click()
    page.get_by_test_id("shop-search").get_by_role("button", name="Schließen").last.click()
    assert page.get_by_test_id("shop-search").count() == 0
