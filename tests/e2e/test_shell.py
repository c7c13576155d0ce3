"""The shell in a real browser: only enabled plugins load, React once, failures isolated."""

from __future__ import annotations

import json
import re
import time
from typing import Any

import pytest

from tests.e2e.conftest import ROOT, Server, api_get, api_post, login, open_page, reload

pytestmark = pytest.mark.e2e

# React's core module keeps its licence header ("react.production.js"; react-dom's files
# are "react-dom*.production.js") and alone assigns useState on its exports.
REACT_CORE = re.compile(rb"\breact\.production\.js\b|[\w$]\.useState=function")


def test_toolbar_only_when_enabled_and_only_for_staff(browser: Any, server: Server) -> None:
    server.add_user("chefin", ["ROLE_ADMIN"])
    page, requests = open_page(browser, server)
    # Toolbar off: the page works and nothing of the toolbar is requested.
    assert page.get_by_test_id("tresen-footer").is_visible()
    assert requests.under("/plugins/toolbar/") == []
    assert page.get_by_test_id("tresen-toolbar").count() == 0
    # The home page loads exactly the shell's start-up scripts and its own page chunks
    # (bench/bundle.py counts the same files); nothing staff-only, no checkout.
    assets = json.loads((ROOT / "ui-shell/shell/dist/asset-manifest.json").read_text())
    page.get_by_role("heading", level=1).wait_for()
    page.wait_for_load_state("networkidle")
    home = {*assets["preload"], *assets["adds"]["home"], *assets["adds"]["site"]}
    # A visitor who accepted cookies (this browser) also fetches the third-party glue and
    # the analytics log's sender (the measuring plugin's module, through the plugin
    # loader) after the first render; a first visit (no consent yet) never does.
    home |= set(assets["adds"]["third-party"]) | set(assets["adds"]["plugins"])
    assert set(requests.under("/build/")) == {"/build/" + name for name in home}
    assert requests.under("/plugins/") == requests.under("/plugins/measuring/")

    # The admin signs in and turns the toolbar on through POST /api/config.
    login(browser, server, "chefin")
    api_post(browser, server, "/api/config", {"enablePluginToolbar": True})
    api_post(
        browser,
        server,
        "/api/branches",
        {
            "identifier": "wien",
            "name": "Filiale Wien",
            "openingHours": [{"type": "daily", "isClosed": False, "from": "00:00", "to": "24:00"}],
        },
    )
    requests.clear()
    reload(page)
    toolbar = page.get_by_test_id("tresen-toolbar")
    toolbar.wait_for(state="visible")
    assert page.get_by_test_id("tresen-toolbar-user").inner_text() == "chefin"
    assert "1.7.2" in page.get_by_test_id("tresen-toolbar-version").inner_text()
    status = page.get_by_test_id("tresen-toolbar-status")
    status.wait_for(state="visible")
    assert status.inner_text() == "1 Standort geöffnet"
    branch = page.get_by_test_id("tresen-toolbar-branch")
    assert branch.inner_text() == "Filiale Wien: Geöffnet"
    assert branch.get_attribute("data-state") == "open"
    for label in ("Seiten", "Statistiken", "Navigationen", "Backend", "Abmelden"):
        assert toolbar.get_by_role("link", name=label).count() == 1
    assert "/plugins/toolbar/remoteEntry.js" in requests.under("/plugins/toolbar/")

    # An anonymous visitor of the same site still downloads nothing of it.
    browser.clear_cookies()
    requests.clear()
    reload(page)
    assert page.get_by_test_id("tresen-footer").is_visible()
    assert requests.under("/plugins/toolbar/") == []
    assert page.get_by_test_id("tresen-toolbar").count() == 0
    assert page.evaluate("window.__TRESEN__.plugins") == []


def test_react_loads_once_and_the_sdk_is_shared(browser: Any, server: Server) -> None:
    server.add_user("chefin", ["ROLE_ADMIN"])
    login(browser, server, "chefin")
    api_post(
        browser, server, "/api/config", {"enablePluginMap": True, "enablePluginDonations": True}
    )
    browser.clear_cookies()

    page, requests = open_page(browser, server)
    debug = page.evaluate(
        "({plugins: window.__TRESEN__.plugins, errors: window.__TRESEN__.errors,"
        " sdkInstances: window.__TRESEN__.sdkInstances, shared: window.__TRESEN__.shared()})"
    )
    assert sorted(debug["plugins"]) == ["donations", "map"] and debug["errors"] == []
    assert {p.split("/")[2] for p in requests.under("/plugins/")} == {"donations", "map"}

    react = [r.url for r in requests.scripts if REACT_CORE.search(r.body())]
    assert len(react) == 1, react
    assert react[0].startswith(server.base + "/build/")  # the shell's copy, not a plugin's
    assert debug["sdkInstances"] == 1
    for key in ("react", "react-dom", "react/jsx-runtime", "@tresen/sdk"):
        versions = debug["shared"][key]
        assert len(versions) == 1, (key, versions)
        (entry,) = versions.values()
        assert entry == {"from": "tresen_shell", "loaded": True}, (key, entry)
    same = page.evaluate(
        "window.__TRESEN__.sdk.SDK_INSTANCE === window.__TRESEN__.sdk.SDK_INSTANCE"
        " && typeof window.__TRESEN__.sdk.definePlugin === 'function'"
    )
    assert same


def test_failing_plugins_are_isolated_and_reported(browser: Any, server: Server) -> None:
    server.add_user("chefin", ["ROLE_ADMIN"])
    login(browser, server, "chefin")
    api_post(
        browser,
        server,
        "/api/config",
        {"enablePluginUiThrows": True, "enablePluginUiMissing": True, "enablePluginMap": True},
    )
    browser.clear_cookies()

    page, requests = open_page(browser, server)
    # The page renders with the default slots; the working plugin still loads.
    assert page.get_by_test_id("tresen-footer").is_visible()
    assert page.locator("header.t-header").is_visible()
    assert page.get_by_text("kaputter Footer").count() == 0
    assert page.evaluate("window.__TRESEN__.plugins") == ["map"]
    assert "/plugins/ui_missing/remoteEntry.js" in requests.paths
    errors = {e["plugin"]: e["message"] for e in page.evaluate("window.__TRESEN__.errors")}
    assert set(errors) == {"ui_throws", "ui_missing"}, errors
    assert "Absichtlicher Fehler beim Einrichten" in errors["ui_throws"]

    # Both failures reached the server (POST /api/ui-errors) and show in plugin health.
    login(browser, server, "chefin")
    deadline = time.monotonic() + 10
    while True:
        plugins = {p["id"]: p["health"] for p in api_get(browser, server, "/api/plugins")["data"]}
        if all(plugins[i]["failures"] >= 1 for i in ("ui_throws", "ui_missing")):
            break
        assert time.monotonic() < deadline, plugins
        time.sleep(0.1)
    assert "Absichtlicher Fehler beim Einrichten" in plugins["ui_throws"]["lastError"]
    assert plugins["ui_missing"]["lastError"].startswith("UI: ")
    assert plugins["map"]["failures"] == 0
    assert "plugin ui_throws: UI module failed in the browser" in server.output()


def test_server_head_and_client_title_agree(browser: Any, server: Server) -> None:
    server.add_user("chefin", ["ROLE_ADMIN"])
    login(browser, server, "chefin")
    api_post(browser, server, "/api/config", {"shopName": "Luigi", "themeColor": "#ff6600"})
    browser.clear_cookies()
    for path, title in (
        ("/store/wien/checkout", "Bestellvorgang - Luigi"),
        ("/status/4f1c/9a8b", "Bestellstatus - Luigi"),
    ):
        html = browser.request.get(server.base + path, headers={"Accept": "text/html"}).text()
        assert f"<title>{title}</title>" in html  # before any script ran
        page, _ = open_page(browser, server, path)
        assert page.title() == title  # and after the shell rendered
        theme = page.locator('meta[name="theme-color"]').get_attribute("content")
        assert theme == "#ff6600"
        canonical = page.locator('link[rel="canonical"]').get_attribute("href")
        assert canonical == server.base + path
