"""A site of the wood demo composed block by block in the back office (spec 002 §2.9, §3,
§5): blocks added by their German names, each showing its own fields, reordered with the
buttons and by keyboard, saved and read back in order; a server error shown at its field."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from tests.e2e.conftest import Server, api_get, axe_violations
from tests.e2e.test_backoffice import SCREENS, desktop_page, sign_in

PHONE = {"width": 390, "height": 844}
TITLES = (
    "() => [...document.querySelectorAll('[data-testid=block-title]')].map((e) => e.textContent)"
)


def titles(page: Any) -> list[str]:
    return list(page.evaluate(TITLES))


def wait_titles(page: Any, expected: list[str]) -> None:
    try:
        _wait_titles(page, expected)
    except Exception:
        raise AssertionError(f"{titles(page)} != {expected}") from None


def _wait_titles(page: Any, expected: list[str]) -> None:
    page.wait_for_function(
        "(expected) => JSON.stringify([...document.querySelectorAll('[data-testid=block-title]')]"
        ".map((e) => e.textContent)) === JSON.stringify(expected)",
        arg=expected,
    )


def add_block(page: Any, name: str) -> Any:
    page.get_by_role("button", name="Baustein hinzufügen").click()
    page.get_by_role("menuitem", name=name, exact=True).click()
    return page.get_by_test_id("block").last


def test_a_site_composed_from_blocks(browser: Any, holz_server: Server) -> None:
    srv = holz_server
    srv.add_user("redaktion", ["ROLE_ADMIN"])
    page = desktop_page(browser)
    page.goto(srv.base + "/backend/login?next=" + quote("/backend#/sites", safe=""))
    sign_in(page, srv, "redaktion")
    page.get_by_text("Preise").first.wait_for()
    sites = api_get(browser, srv, "/api/sites?limit=100")["data"]
    site = next(s for s in sites if s["path"] == "preise")
    product = api_get(browser, srv, "/api/products?limit=1")["data"][0]
    banner = "Unterbanner: " + site["content"][0]["title"]
    ordered = ["1. Produkt-Teaser: Beliebt", "2. " + banner, "3. Text: Unser Angebot"]
    page.goto(srv.base + f"/backend#/sites/{site['id']}")
    wait_titles(page, ["1. " + banner])

    # A text block: its own fields (title, rich text), nothing of the others.
    text = add_block(page, "Text")
    assert text.get_by_label("Titel").count() == 1
    assert text.get_by_label("Produkte").count() == 0
    text.get_by_label("Titel").fill("Unser Angebot")
    text.get_by_role("textbox", name="Text").fill("<p>Frisch <strong>gesägt</strong></p>")

    # A product teaser: a product picked by name.
    teaser = add_block(page, "Produkt-Teaser")
    teaser.get_by_label("Titel").fill("Beliebt")
    teaser.get_by_label("Produkte").click()
    page.get_by_role("option", name=product["name"]).click()
    page.keyboard.press("Escape")
    wait_titles(page, ["1. " + banner, "2. Text: Unser Angebot", "3. Produkt-Teaser: Beliebt"])

    # Reorder: the teaser up by its button, then the banner down from the keyboard.
    page.get_by_role("button", name="„3. Produkt-Teaser: Beliebt“ nach oben").click()
    wait_titles(page, ["1. " + banner, "2. Produkt-Teaser: Beliebt", "3. Text: Unser Angebot"])
    down = page.get_by_role("button", name=f"„1. {banner}“ nach unten")
    down.focus()
    page.keyboard.press("Enter")
    wait_titles(page, ordered)

    assert axe_violations(page) == []
    editor = page.get_by_test_id("blocks-editor")
    editor.screenshot(path=str(SCREENS / "backend-site-blocks-desktop.png"))

    # A server error lands at its input: a title over 255 characters.
    blocks = page.get_by_test_id("block")
    blocks.nth(2).get_by_label("Titel").fill("x" * 300)
    with page.expect_response(lambda r: r.request.method == "PUT") as answer:
        page.get_by_role("button", name="Speichern").click()
    assert answer.value.status == 422
    assert [e["field"] for e in answer.value.json()["errors"]] == ["content[2].title"]
    error = blocks.nth(2).locator(".ra-input-content\\.2\\.title .Mui-error").first
    error.wait_for()
    assert "255" in blocks.nth(2).locator(".ra-input-content\\.2\\.title").inner_text()

    # Fixed and saved: stored in this order, and so after a reload.
    blocks.nth(2).get_by_label("Titel").fill("Unser Angebot")
    with page.expect_response(lambda r: r.request.method == "PUT") as answer:
        page.get_by_role("button", name="Speichern").click()
    assert answer.value.status == 200
    stored = api_get(browser, srv, f"/api/sites/{site['id']}")["data"]["content"]
    assert [b["type"] for b in stored] == ["teaser_products", "hero_sub", "text"]
    assert stored[0]["products"] == [{"id": product["id"]}] and stored[0]["title"] == "Beliebt"
    assert stored[2]["text"] == "<p>Frisch <strong>gesägt</strong></p>"
    page.goto(srv.base + f"/backend#/sites/{site['id']}")
    page.reload()
    wait_titles(page, ordered)

    page.set_viewport_size(PHONE)
    page.get_by_test_id("block").first.scroll_into_view_if_needed()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "backend-site-blocks-phone.png"))


def test_node_content_by_its_type(browser: Any, holz_server: Server) -> None:
    """A wood's body is a block list; a form node's fields and actions are ordered lists,
    and an action's bad recipient is shown at its input."""
    srv = holz_server
    srv.add_user("redaktion", ["ROLE_ADMIN"])
    page = desktop_page(browser)
    page.goto(srv.base + "/backend/login?next=" + quote("/backend#/nodes", safe=""))
    sign_in(page, srv, "redaktion")
    page.get_by_role("heading", name="Inhalte (Knoten)").first.wait_for()
    nodes = api_get(browser, srv, "/api/nodes?limit=100")["data"]
    wood = next(n for n in nodes if n["type"] == "wood")
    form = next(n for n in nodes if n["identifier"] == "kontakt")

    page.goto(srv.base + f"/backend#/nodes/{wood['id']}")
    body = page.get_by_test_id("blocks-editor")
    body.wait_for()
    assert body.get_by_role("heading", name="Inhalt").count() == 1
    assert len(titles(page)) == len(wood["content"]["body"]) > 0
    page.get_by_role("group", name="Teaser").wait_for()

    page.goto(srv.base + f"/backend#/nodes/{form['id']}")
    fields = page.get_by_test_id("list-fields")
    fields.get_by_role("button", name="„7. Feld: Ich stimme zu“ nach oben").click()
    fields.get_by_role("button", name="„6. Feld: Ich stimme zu“ nach oben").wait_for()
    actions = page.get_by_test_id("list-actions")
    recipient = actions.get_by_label("Empfänger")
    recipient.fill("kein-mail")
    with page.expect_response(lambda r: r.request.method == "PUT") as answer:
        page.get_by_role("button", name="Speichern").click()
    assert answer.value.status == 422
    assert [e["field"] for e in answer.value.json()["errors"]] == ["content.actions[0].recipient"]
    actions.locator(".ra-input-content\\.actions\\.0\\.recipient .Mui-error").first.wait_for()
    assert axe_violations(page) == []
    actions.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENS / "backend-node-form-desktop.png"))

    recipient.fill("anfrage@holz-tresen.example")
    with page.expect_response(lambda r: r.request.method == "PUT") as answer:
        page.get_by_role("button", name="Speichern").click()
    assert answer.value.status == 200
    stored = api_get(browser, srv, f"/api/nodes/{form['id']}")["data"]["content"]
    assert [f["fieldId"] for f in stored["fields"]][-2:] == ["datenschutz", "plan"]
    assert stored["actions"][0]["recipient"] == "anfrage@holz-tresen.example"

    page.set_viewport_size(PHONE)
    page.goto(srv.base + f"/backend#/nodes/{form['id']}")
    page.get_by_test_id("list-fields").wait_for()
    page.get_by_test_id("list-fields").get_by_test_id(
        "fields-item"
    ).first.scroll_into_view_if_needed()
    assert axe_violations(page) == []
    page.screenshot(path=str(SCREENS / "backend-node-form-phone.png"))


def test_tall_blocks_dragged_by_keyboard(browser: Any, holz_server: Server) -> None:
    """Keyboard dragging moves a block one place per arrow key even when the blocks are
    taller than the window (the page of every block type, on a low window): Space picks
    the block up, the arrows move it, Space drops it, Escape puts it back."""
    srv = holz_server
    srv.add_user("redaktion", ["ROLE_ADMIN"])
    page = desktop_page(browser)
    page.goto(srv.base + "/backend/login?next=" + quote("/backend#/sites", safe=""))
    sign_in(page, srv, "redaktion")
    page.get_by_text("Preise").first.wait_for()
    sites = api_get(browser, srv, "/api/sites?limit=100")["data"]
    site = next(s for s in sites if s["path"] == "bausteine")
    page.set_viewport_size({"width": 1024, "height": 420})
    page.goto(srv.base + f"/backend#/sites/{site['id']}")
    page.get_by_test_id("block").nth(len(site["content"]) - 1).wait_for()
    before = titles(page)
    assert len(before) == len(site["content"]) > 5
    heights = page.eval_on_selector_all(
        "[data-testid=block]", "els => els.map(e => e.offsetHeight)"
    )
    assert max(heights[:4]) > 420  # taller than the window

    def strip(title: str) -> str:
        return title.split(". ", 1)[1]

    names = [strip(t) for t in before]
    handle = page.get_by_role("button", name=f"„{before[0]}“ verschieben")
    handle.focus()
    page.keyboard.press("Space")
    assert handle.get_attribute("aria-pressed") == "true"
    page.keyboard.press("ArrowDown")
    page.get_by_role("status").filter(
        has_text=f"„{before[0]}“ ist jetzt auf Position 2 von {len(before)}."
    ).wait_for(state="attached")
    page.keyboard.press("ArrowDown")
    # The handle keeps the focus and stays in view while its block moves.
    moved = page.get_by_role("button", name=f"„3. {names[0]}“ verschieben")
    assert moved.evaluate("e => e === document.activeElement")
    box = moved.bounding_box()
    assert box is not None and 0 <= box["y"] <= 420 - box["height"]
    page.keyboard.press("Space")
    expected = [names[1], names[2], names[0], *names[3:]]
    wait_titles(page, [f"{i + 1}. {n}" for i, n in enumerate(expected)])
    assert moved.get_attribute("aria-pressed") is None

    # Back up by one, from its new place.
    handle = page.get_by_role("button", name=f"„3. {names[0]}“ verschieben")
    handle.focus()
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")
    expected = [names[1], names[0], names[2], *names[3:]]
    wait_titles(page, [f"{i + 1}. {n}" for i, n in enumerate(expected)])

    # Escape puts it back where it was.
    handle = page.get_by_role("button", name=f"„2. {names[0]}“ verschieben")
    handle.focus()
    page.keyboard.press("Space")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Escape")
    page.wait_for_timeout(300)
    wait_titles(page, [f"{i + 1}. {n}" for i, n in enumerate(expected)])
