"""The back office's hand-made widgets in Chromium: a menu's catalogue ordered by dragging
(keyboard and pointer), a product's option groups, navigation items as a tree, and the
live connection surviving a server kill. Each widget is screenshot on phone and desktop."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from tests.e2e.conftest import Server, axe_violations, serve
from tests.e2e.shop import Shop, build_shop
from tests.e2e.test_backoffice import SCREENS, desktop_page, orders_on_screen, place_order, sign_in

PHONE = {"width": 390, "height": 844}
# The element is what a person sees at its centre (not under the app bar).
ON_TOP = (
    "e => { const r = e.getBoundingClientRect();"
    " const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);"
    " return !!top?.closest('[data-testid=live-lost]') }"
)
NAMES = "(selector) => [...document.querySelectorAll(selector)].map((e) => e.textContent)"


@pytest.fixture(scope="module")
def shop_server(
    ui_build: None, template_db: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Server, Shop]]:
    with serve(template_db, tmp_path_factory.mktemp("widgets")) as srv:
        yield srv, build_shop(srv)


def open_backend(page: Any, srv: Server, username: str, hash_path: str) -> None:
    srv.add_user(username, ["ROLE_ADMIN"])
    page.goto(srv.base + "/backend/login?next=" + quote(f"/backend#{hash_path}", safe=""))
    sign_in(page, srv, username)


def texts(page: Any, selector: str) -> list[str]:
    return list(page.evaluate(NAMES, selector))


def wait_texts(page: Any, selector: str, expected: list[str]) -> None:
    page.wait_for_function(
        "([selector, expected]) => JSON.stringify([...document.querySelectorAll(selector)]"
        ".map((e) => e.textContent)) === JSON.stringify(expected)",
        arg=[selector, expected],
    )


def announced(page: Any, text: str) -> None:
    """dnd-kit's live region (for screen readers) said this."""
    page.get_by_role("status").filter(has_text=text).first.wait_for(state="attached")


def both_screenshots(page: Any, target: Any, name: str) -> None:
    """Desktop and phone screenshots of one widget, the page back on desktop after."""
    target.screenshot(path=str(SCREENS / f"{name}-desktop.png"))
    page.set_viewport_size(PHONE)
    target.scroll_into_view_if_needed()
    target.screenshot(path=str(SCREENS / f"{name}-phone.png"))
    page.set_viewport_size({"width": 1280, "height": 860})


def test_menu_catalogue_ordered_by_keyboard_and_pointer(
    browser: Any, shop_server: tuple[Server, Shop]
) -> None:
    srv, shop = shop_server
    menu = shop.staff.get("/api/menus")[0]
    page = desktop_page(browser)
    open_backend(page, srv, "katalog", f"/menus/{menu['id']}")
    editor = page.get_by_test_id("catalog-editor")
    sections = "[data-testid=catalog-category]"
    products = "[data-testid=catalog-section]:first-child [data-testid=catalog-product-name]"
    wait_texts(page, sections, ["Hauptspeisen", "Getränke"])
    wait_texts(page, products, ["Wiener Schnitzel", "Pizza nach Wahl"])
    assert axe_violations(page) == []
    both_screenshots(page, editor, "backend-menu-catalogue")

    # Keyboard: focus the handle, Space picks up, ArrowUp moves, Space drops.
    drinks = editor.get_by_role("button", name="„Getränke“ verschieben")
    drinks.focus()
    page.keyboard.press("Space")
    page.wait_for_function("() => document.activeElement?.getAttribute('aria-pressed') === 'true'")
    page.keyboard.press("ArrowUp")
    announced(page, "„Getränke“ ist jetzt auf Position 1 von 2.")
    page.keyboard.press("Space")
    wait_texts(page, sections, ["Getränke", "Hauptspeisen"])

    # Pointer: Pizza dragged by its handle above the Schnitzel (now the second category).
    second = "[data-testid=catalog-section]:nth-child(2) [data-testid=catalog-product-name]"
    handle = editor.get_by_role("button", name="„Pizza nach Wahl“ verschieben").bounding_box()
    target = editor.get_by_role("button", name="„Wiener Schnitzel“ verschieben").bounding_box()
    page.mouse.move(handle["x"] + handle["width"] / 2, handle["y"] + handle["height"] / 2)
    page.mouse.down()
    page.mouse.move(target["x"] + target["width"] / 2, target["y"] + 2, steps=12)
    page.mouse.up()
    wait_texts(page, second, ["Pizza nach Wahl", "Wiener Schnitzel"])

    # Saved through the menu's own PUT, and so after a reload.
    with page.expect_response(lambda r: r.request.method == "PUT") as saved:
        page.get_by_role("button", name="Speichern").click()
    assert saved.value.status == 200
    catalog = shop.staff.get(f"/api/menus/{menu['id']}")["catalog"]
    assert [s["category"]["id"] for s in catalog] == [
        shop.staff.get(f"/api/products/{shop.ids['spritzer']}")["category"]["id"],
        shop.staff.get(f"/api/products/{shop.ids['schnitzel']}")["category"]["id"],
    ]
    assert [p["id"] for p in catalog[1]["products"]] == [shop.ids["pizza"], shop.ids["schnitzel"]]
    # After saving, react-admin goes to the list: wait for it, else its redirect can come
    # after this test's own navigation (a hash change) and the reload shows the list.
    page.wait_for_url(re.compile(r"#/menus$"))
    page.goto(srv.base + f"/backend#/menus/{menu['id']}")
    page.reload()
    wait_texts(page, sections, ["Getränke", "Hauptspeisen"])
    wait_texts(page, second, ["Pizza nach Wahl", "Wiener Schnitzel"])

    # A category added here but deleted meanwhile: the server's refusal at its section.
    soups = shop.staff.post("/api/categories", {"name": "Suppen"})["id"]
    page.reload()
    wait_texts(page, sections, ["Getränke", "Hauptspeisen"])
    editor.get_by_label("Kategorie hinzufügen").fill("Supp")
    page.get_by_role("option", name="Suppen").click()
    wait_texts(page, sections, ["Getränke", "Hauptspeisen", "Suppen"])
    assert shop.staff.call("DELETE", f"/api/categories/{soups}")[0] == 200
    with page.expect_response(lambda r: r.request.method == "PUT") as refused:
        page.get_by_role("button", name="Speichern").click()
    assert refused.value.status == 422
    section = editor.get_by_test_id("catalog-section").nth(2)
    alert = section.get_by_role("alert")
    alert.wait_for()
    assert alert.inner_text() == "Sie haben einen ungültigen Wert ausgewählt."
    assert len(shop.staff.get(f"/api/menus/{menu['id']}")["catalog"]) == 2


def test_option_groups_of_a_product(browser: Any, shop_server: tuple[Server, Shop]) -> None:
    srv, shop = shop_server
    product = shop.ids["schnitzel"]
    page = desktop_page(browser)
    open_backend(page, srv, "optionen", f"/products/{product}")
    editor = page.get_by_test_id("parts-editor")
    page.wait_for_function(
        "() => document.querySelector('input[name=name]')?.value === 'Wiener Schnitzel'"
    )
    editor.get_by_role("button", name="Gruppe hinzufügen").click()
    group = editor.locator(".RaSimpleFormIterator-line").first
    group.get_by_label("Name der Gruppe").fill("Beilage")
    assert group.get_by_test_id("part-rule").inner_text() == "Gäste wählen genau eine Option."
    for index, (name, amount) in enumerate((("Pommes frites", "0"), ("Reis", "1,50"))):
        group.get_by_role("button", name="Option hinzufügen").click()
        option = group.locator(".RaSimpleFormIterator-line").nth(index)
        option.locator("input[name$='.name']").fill(name)
        option.locator("input[name$='.value']").fill(amount)

    assert axe_violations(page) == []
    both_screenshots(page, editor, "backend-product-options")

    # A negative amount: the server's message at that very input.
    value = group.locator(".RaSimpleFormIterator-line").nth(1).locator(".ra-input-value")
    value.locator("input").fill("-1,50")
    page.get_by_role("button", name="Speichern").click()
    value.locator(".Mui-error").first.wait_for()
    assert "Dieser Wert sollte entweder positiv oder 0 sein." in value.inner_text()
    value.locator("input").fill("1,50")
    with page.expect_response(lambda r: r.request.method == "PUT") as saved:
        page.get_by_role("button", name="Speichern").click()
    assert saved.value.status == 200, saved.value.text()
    parts = shop.staff.get(f"/api/products/{product}")["config"]["parts"]
    assert [(p["name"], p["type"], p["optional"]) for p in parts] == [("Beilage", "select", False)]
    assert [(o["name"], o["modifier"], o["value"]) for o in parts[0]["options"]] == [
        ("Pommes frites", "add", "0.00"),
        ("Reis", "add", "1.50"),
    ]

    # The storefront's product dialog offers the group.
    page.goto(srv.base + "/store/wien")
    page.get_by_role("button", name="Wiener Schnitzel auswählen").click()
    overlay = page.get_by_test_id("tresen-product-overlay")
    overlay.get_by_text("Beilage").first.wait_for()
    overlay.get_by_label("Pommes frites").wait_for()
    assert "1,50" in overlay.inner_text()


def test_navigation_items_as_a_tree(browser: Any, shop_server: tuple[Server, Shop]) -> None:
    srv, shop = shop_server
    navigation = shop.staff.post(
        "/api/navigations",
        {
            "identifier": "footer-main",
            "items": [
                {"label": "Start", "url": "/"},
                {"label": "Speisen", "url": "/speisen"},
                {"label": "Kontakt", "url": "/kontakt"},
            ],
        },
    )["id"]
    shop.staff.post("/api/sites", {"name": "Über uns", "path": "ueber-uns"})
    page = desktop_page(browser)
    open_backend(page, srv, "navi", f"/navigations/{navigation}")
    tree = page.get_by_test_id("items-tree")
    labels = "[data-testid=items-tree] li > [data-row] input[data-action=label]"
    page.wait_for_function("(s) => document.querySelectorAll(s).length === 3", arg=labels)

    # Keyboard only: a sub-item under "Speisen", then "Kontakt" moved up and indented.
    tree.get_by_role("button", name="Unterpunkt hinzufügen: Speisen").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement?.dataset.action === 'label'")
    page.keyboard.type("Suppen")
    page.keyboard.press("Tab")
    page.keyboard.type("/speisen/suppen")
    contact = tree.get_by_label("Bezeichnung").nth(3)
    contact.focus()
    page.keyboard.press("Alt+ArrowUp")  # Kontakt above Speisen
    page.keyboard.press("Alt+ArrowRight")  # … then under Start
    tree.get_by_role("button", name="Ausrücken: Kontakt").wait_for()
    tree.get_by_role("button", name="Ausrücken: Kontakt").focus()
    page.keyboard.press("Enter")  # … and out again, after Start
    tree.get_by_role("button", name="Nach unten: Kontakt").focus()
    page.keyboard.press("Enter")  # … and below Speisen
    page.wait_for_function(
        "() => document.activeElement?.getAttribute('aria-label') === 'Nach unten: Kontakt'"
        " || document.activeElement?.closest('li')?.getAttribute('aria-label') === 'Kontakt'"
    )
    tree.get_by_label("Bezeichnung").nth(0).fill("Startseite")

    # A new item linked to a page of this site, chosen from the offered pages.
    tree.get_by_role("button", name="Eintrag hinzufügen").click()
    page.keyboard.type("Über uns")
    tree.get_by_label("Ziel").nth(4).fill("ueb")
    page.get_by_role("option", name="Über uns /ueber-uns").click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-testid=items-tree] input')]"
        ".some((i) => i.value === '/ueber-uns')"
    )
    assert axe_violations(page) == []
    both_screenshots(page, tree, "backend-navigation-tree")

    with page.expect_response(lambda r: r.request.method == "PUT") as saved:
        page.get_by_role("button", name="Speichern").click()
    assert saved.value.status == 200
    items = shop.staff.get(f"/api/navigations/{navigation}")["items"]
    assert items == [
        {"label": "Startseite", "url": "/"},
        {
            "label": "Speisen",
            "url": "/speisen",
            "children": [{"label": "Suppen", "url": "/speisen/suppen"}],
        },
        {"label": "Kontakt", "url": "/kontakt"},
        {"label": "Über uns", "url": "/ueber-uns"},
    ]


def test_the_live_notice_when_the_server_is_killed_and_back(
    ui_build: None, template_db: Path, tmp_path: Path, browser: Any
) -> None:
    """One connection per back office: a killed server shows the notice; started again
    on the same port and database, the notice goes and new orders appear again."""
    with serve(template_db, tmp_path) as srv:
        shop = build_shop(srv)
        page = desktop_page(browser)
        open_backend(page, srv, "dienst", "/orders")
        page.get_by_role("heading", name="Bestellungen").first.wait_for()
        first = place_order(srv, shop, "wien")["order"]["id"]
        page.wait_for_function(
            "(id) => [...document.querySelectorAll('[data-testid=order]')]"
            ".some((c) => Number(c.dataset.orderId) === id)",
            arg=first,
        )
        notice = page.get_by_test_id("live-lost")
        assert notice.count() == 0

        srv.kill()
        notice.wait_for()
        assert notice.inner_text().startswith("Verbindung unterbrochen")
        assert notice.evaluate(ON_TOP), "the notice is covered"
        assert axe_violations(page) == []
        page.screenshot(path=str(SCREENS / "backend-live-lost-desktop.png"))
        page.set_viewport_size(PHONE)
        page.screenshot(path=str(SCREENS / "backend-live-lost-phone.png"))

        srv.start()
        notice.wait_for(state="detached", timeout=20_000)
        second = place_order(srv, shop, "wien")["order"]["id"]
        page.wait_for_function(
            "(id) => [...document.querySelectorAll('[data-testid=order]')]"
            ".some((c) => Number(c.dataset.orderId) === id)",
            arg=second,
            timeout=5_000,
        )
        assert orders_on_screen(page)[:2] == [second, first]
