"""Signing in, in a real browser: after a sign-in the browser stays on this site under
/backend whatever ``?next=`` says (no open redirect), and a sign-in link that does not
work (opened twice, mistyped) shows the sign-in page with the German reason, not JSON."""

from __future__ import annotations

import asyncio
import re
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from urllib.parse import quote, urlsplit

import pytest
from sqlalchemy import select

from kernel.auth import links
from kernel.auth.models import User
from kernel.db import Database, utcnow
from tests.e2e.conftest import Server
from tests.e2e.screens import SCREENS

pytestmark = pytest.mark.e2e

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
#: ``next`` as it stands in the address (already encoded where it says %…).
ELSEWHERE = [
    "/%5C127.0.0.1:8199/x",
    "/%09/127.0.0.1:8199/x",
    "/%5C%5C127.0.0.1:8199/x",
    "%5C%5C127.0.0.1:8199/x",
    "//evil.example/backend",
    "%2F%2Fevil.example%2Fbackend",
    "https://evil.example/backend",
    "https%3A%2F%2Fevil.example%2Fbackend",
    "javascript:alert(document.domain)//",
    "javascript%3Aalert(document.domain)",
    "/backend/../x",
    "/backend/%2e%2e/x",
    "/shop",
]


def sign_in(page: Any, username: str, password: str) -> None:
    page.get_by_label("Benutzername oder E-Mail").fill(username)
    page.locator("input[name=password]").fill(password)
    page.get_by_role("button", name="Anmelden").click()


def test_after_signing_in_the_browser_stays_on_this_site_under_backend(
    browser: Any, server: Server
) -> None:
    server.add_user("chefin", ["ROLE_ADMIN"])
    base = urlsplit(server.base)
    # Anything that would leave the site answers here, so that it shows instead of failing.
    browser.route(
        re.compile(r"^https?://(?!127\.0\.0\.1:" + str(base.port) + r"/)"),
        lambda route: route.fulfill(status=200, content_type="text/html", body="woanders"),
    )
    dialogs: list[str] = []
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size(DESKTOP)
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    for raw in [*ELSEWHERE, quote("/backend#/products", safe="")]:
        browser.clear_cookies()
        page.goto(f"{server.base}/backend/login?next={raw}")
        sign_in(page, "chefin", server.users["chefin"])
        page.wait_for_url(lambda url: "/backend/login" not in url, wait_until="commit")
        landed = urlsplit(page.url)
        assert (landed.scheme, landed.netloc) == (base.scheme, base.netloc), (raw, page.url)
        assert landed.path == "/backend", (raw, page.url)
        if raw.startswith("%2Fbackend"):
            assert landed.fragment == "/products"  # a path under /backend is kept
    assert dialogs == []


def _issue_link(db_url: str, username: str) -> str:
    async def issue() -> str:
        db = Database(db_url)
        try:
            async with db.transaction() as s:
                user = await s.scalar(select(User).where(User.username == username))
                assert user is not None
                token = await links.issue(s, user, utcnow())
                assert token is not None
                return token
        finally:
            await db.dispose()

    # Sync Playwright keeps an event loop in this thread: run it in another.
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, issue()).result()


def test_a_used_login_link_shows_the_sign_in_page_with_the_reason(
    browser: Any, server: Server
) -> None:
    server.add_user("chefin", ["ROLE_ADMIN"])
    link = f"{server.base}/api/login-link/{_issue_link(server.db_url, 'chefin')}"
    page = browser.pages[0] if browser.pages else browser.new_page()
    page.set_viewport_size(PHONE)
    page.goto(link)
    page.wait_for_url(f"{server.base}/backend*")
    assert "/backend/login" not in page.url  # the first time it signs in
    for opened, size in ((link, PHONE), (link + "x", DESKTOP)):
        browser.clear_cookies()
        page.set_viewport_size(size)
        page.goto(opened)
        page.wait_for_url(f"{server.base}/backend/login?link=invalid")
        alert = page.get_by_test_id("login-error")
        alert.wait_for()
        assert alert.inner_text().strip() == "Ungültiger oder abgelaufener Anmelde-Link."
        text = page.locator("body").inner_text()
        assert "{" not in text and "errors" not in text
        assert page.get_by_label("Benutzername oder E-Mail").is_visible()
        name = "phone" if size is PHONE else "desktop"
        page.screenshot(path=SCREENS / f"login-link-invalid-{name}.png", full_page=True)
    # Signing in from there works and goes to the back office.
    sign_in(page, "chefin", server.users["chefin"])
    page.wait_for_url(f"{server.base}/backend", wait_until="commit")
