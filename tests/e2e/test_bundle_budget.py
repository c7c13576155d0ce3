"""The first-visit budgets of bench/bundle.py hold for what Chromium really downloads.

A first-time visitor (fresh context: no cookies, so no cookie consent; no cache) opens each
page on a phone and on a desktop; every script and stylesheet of the page load until the
network is idle counts with its bytes on the wire (gzip, as the kernel serves it). The
storefront's first visit with every plugin off stays within 125 KB (128,000 B), a content
site's page (spec 002) within 140 KB (143,360 B). Bytes, not time: the same build gives
the same figures on any machine.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Iterator
from typing import Any

import pytest

from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS, ROOT, Server
from tests.e2e.shop import build_shop

pytestmark = pytest.mark.e2e

spec = importlib.util.spec_from_file_location("bundle", ROOT / "bench" / "bundle.py")
assert spec is not None and spec.loader is not None
bundle = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bundle)


@pytest.fixture
def chromium() -> Iterator[Any]:
    """A Chromium whose every context is a first-time visitor (first_visit opens one)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        try:
            yield browser
        finally:
            browser.close()


def visits(chromium: Any, srv: Server, paths: list[str]) -> dict[str, dict[str, int]]:
    return {
        f"{path} ({screen})": bundle.first_visit(chromium, srv.base + path, viewport)
        for path in paths
        for screen, viewport in bundle.VIEWPORTS.items()
    }


def assert_within(measured: dict[str, dict[str, int]], budget_kb: int) -> None:
    over = {k: v for k, v in measured.items() if sum(v.values()) > budget_kb * 1024}
    assert not over, f"over {budget_kb * 1024:,} B:\n{bundle.visit_table(over)}"


def test_storefront_first_visits_are_within_budget(chromium: Any, server: Server) -> None:
    build_shop(server)
    measured = visits(chromium, server, ["/", "/store/wien", "/kontakt"])
    files = {f for v in measured.values() for f in v}
    # really measured: the start-up and the page's chunk; no plugin, nothing staff-only
    assert "main.js" in files
    assert any(f.startswith("branch.") for f in measured["/store/wien (phone)"])
    assert not any("remoteEntry" in f or f.startswith("plugins.") for f in files)
    assert not any(f.startswith(("backend", "checkout.")) for f in files)
    assert_within(measured, bundle.BUDGET_KB)


def test_content_site_first_visits_are_within_budget(chromium: Any, holz_server: Server) -> None:
    # a content page (blocks, the web shop's header search and cart, the site's overlays)
    measured = visits(chromium, holz_server, ["/unser-holz/eiche"])
    assert all(any(f.startswith("site-blocks.") for f in v) for v in measured.values())
    assert_within(measured, bundle.CONTENT_SITE_BUDGET_KB)
