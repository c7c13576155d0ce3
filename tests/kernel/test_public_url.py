"""No account takeover through the Host header: absolute URLs come from the public URL,
unknown hosts are refused, forwarded headers count only from trusted proxies, cookies
are Secure on https, writes must come from our own origin."""

from __future__ import annotations

import re
from typing import Any

import pytest
from aiohttp import web

from kernel.app import create_app
from kernel.background import BACKGROUND
from kernel.settings import Settings
from tests.conftest import Api, ClientFactory, Mailbox, add_user
from tests.domains.orders.shop import build_shop

PUBLIC = "http://shop.example"
EVIL = {"Host": "evil.example", "Origin": "http://evil.example"}  # what curl can forge


def configured(settings: Settings, **changes: Any) -> web.Application:
    return create_app(settings.model_copy(update={"public_url": PUBLIC, **changes}))


async def test_login_link_mail_points_at_the_public_url_whatever_the_host(
    make_api: ClientFactory, settings: Settings, db_url: str, mailbox: Mailbox
) -> None:
    await add_user(db_url, "victim", ["ROLE_ADMIN"])
    api = await make_api(configured(settings, allowed_hosts="*"))
    status, _ = await api.post("/api/login-link", {"username": "victim"}, headers=EVIL)
    assert status == 202
    await api.app[BACKGROUND].drain()
    body = mailbox.messages[0].get_content()
    assert f"{PUBLIC}/api/login-link/" in body and "evil.example" not in body


async def test_a_host_that_is_not_allowed_is_refused_before_anything_happens(
    make_api: ClientFactory, settings: Settings, db_url: str, mailbox: Mailbox
) -> None:
    await add_user(db_url, "victim", ["ROLE_ADMIN"])
    api = await make_api(configured(settings))
    for host in ("evil.example", "shop.example.evil.example", "evil.example:80"):
        status, body = await api.post(
            "/api/login-link", {"username": "victim"}, headers={"Host": host}
        )
        assert (status, body["errors"][0]["message"]) == (
            400,
            "Diese Adresse wird hier nicht bedient.",
        )
    assert (await api.get("/", headers={"Host": "evil.example"}))[0] == 400
    assert (await api.get("/api/init", headers={"Host": "shop.example:8443"}))[0] == 200
    assert (await api.get("/api/init", headers={"Host": "localhost"}))[0] == 200
    assert mailbox.messages == []


async def test_order_mail_status_link_uses_the_public_url(
    make_api: ClientFactory, settings: Settings, db_url: str, mailbox: Mailbox
) -> None:
    app = configured(settings, allowed_hosts="*")
    shop = await build_shop(lambda: make_api(app), db_url)  # type: ignore[arg-type]
    status, body = await shop.customer.post("/api/orders", shop.order(), headers=EVIL)
    assert status == 201, body
    await app[BACKGROUND].drain()
    texts = [m.get_content() for m in mailbox.messages]
    assert texts and all("evil.example" not in t for t in texts)
    assert any(f"{PUBLIC}/status/{body['data']['uid']}/" in t for t in texts)


async def test_canonical_and_og_url_use_the_public_url(
    make_api: ClientFactory, settings: Settings
) -> None:
    api = await make_api(configured(settings, allowed_hosts="*"))
    status, html = await api.get(
        "/kontakt", headers={"Host": "evil.example", "Accept": "text/html"}
    )
    assert status == 200
    assert f'<link rel="canonical" href="{PUBLIC}/kontakt">' in html
    assert f'<meta property="og:url" content="{PUBLIC}/kontakt">' in html
    assert "evil.example" not in html


async def test_forwarded_headers_count_only_from_trusted_proxies(
    make_api: ClientFactory, settings: Settings, db_url: str
) -> None:
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    credentials = {"username": "admin", "password": "geheim-admin-1"}
    forged = {
        "X-Forwarded-For": "203.0.113.9",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "evil.example",
    }
    # From an untrusted peer the headers change nothing: Host and scheme are the real ones.
    direct = await make_api(configured(settings))
    resp = await direct.client.post("/api/login", json=credentials, headers=forged)
    assert resp.status == 200, await resp.text()
    assert not any("Secure" in c for c in resp.headers.getall("Set-Cookie"))
    # From the trusted proxy they name the client's scheme and host, which must be ours.
    behind = await make_api(configured(settings, trusted_proxies="127.0.0.1"))
    resp = await behind.client.post("/api/login", json=credentials, headers=forged)
    assert resp.status == 400
    proxied = {
        "X-Forwarded-For": "203.0.113.9",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "shop.example",
        "Origin": "https://shop.example",
    }
    resp = await behind.client.post("/api/login", json=credentials, headers=proxied)
    assert resp.status == 200, await resp.text()
    cookies = resp.headers.getall("Set-Cookie")
    assert len(cookies) == 2 and all("Secure" in c for c in cookies)


async def test_cookies_are_secure_when_the_public_url_is_https(
    make_api: ClientFactory, settings: Settings, db_url: str
) -> None:
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    api = await make_api(configured(settings, public_url="https://shop.example"))
    resp = await api.client.post(
        "/api/login", json={"username": "admin", "password": "geheim-admin-1"}
    )
    assert resp.status == 200
    cookies = resp.headers.getall("Set-Cookie")
    assert len(cookies) == 2 and all(re.search(r";\s*Secure", c) for c in cookies)
    plain = await make_api(configured(settings))
    resp = await plain.client.post(
        "/api/login", json={"username": "admin", "password": "geheim-admin-1"}
    )
    assert not any("Secure" in c for c in resp.headers.getall("Set-Cookie"))


async def test_writes_with_a_session_need_our_origin_scheme_included(admin: Api) -> None:
    token = next(c.value for c in admin.client.session.cookie_jar if c.key == "XSRF-TOKEN")
    own = str(admin.client.make_url("/")).rstrip("/")
    body = {"seoTitle": "x"}
    for origin, expected in (
        (None, 403),
        ("null", 403),
        (own.replace("http://", "https://"), 403),
        ("http://evil.example", 403),
        (own, 200),
    ):
        headers = {"X-XSRF-TOKEN": token}
        if origin is not None:
            headers["Origin"] = origin
        resp = await admin.client.post("/api/config", json=body, headers=headers)
        assert resp.status == expected, (origin, await resp.text())


async def test_writes_without_cookies_need_no_origin(api: Api) -> None:
    resp = await api.client.post("/api/login", json={"username": "x", "password": "y"})
    assert resp.status == 401  # a script or a webhook: no ambient credentials to abuse


@pytest.mark.parametrize("path", ["/", "/status/x/y", "/api/init", "/build/nothing.js"])
async def test_answers_carry_security_headers_and_no_versions(api: Api, path: str) -> None:
    resp = await api.client.get(path, headers={"Accept": "text/html"})
    assert resp.headers["Server"] == "Tresen"
    assert resp.headers["X-Content-Type-Options"] == "nosniff"
    assert resp.headers["X-Frame-Options"] == "SAMEORIGIN"
    assert resp.headers["Referrer-Policy"] in ("strict-origin-when-cross-origin", "no-referrer")
    if resp.content_type == "text/html":
        csp = resp.headers["Content-Security-Policy"]
        assert "script-src 'self'" in csp and "frame-ancestors 'self'" in csp
    if path.startswith("/status/"):
        assert resp.headers["Referrer-Policy"] == "no-referrer"


@pytest.mark.parametrize(
    "proxied",
    [
        {"X-Forwarded-Proto": "https"},
        {"X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.9"},
        {
            "X-Forwarded-Proto": "https",
            "X-Forwarded-For": "203.0.113.9",
            "X-Forwarded-Host": "shop.example",
        },
    ],
)
async def test_behind_the_tls_proxy_an_http_origin_is_refused(
    make_api: ClientFactory, settings: Settings, db_url: str, proxied: dict[str, str]
) -> None:
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    api = await make_api(
        configured(settings, public_url="https://shop.example", trusted_proxies="127.0.0.1")
    )
    proxied = {"Host": "shop.example", **proxied}
    credentials = {"username": "admin", "password": "geheim-admin-1"}
    resp = await api.client.post(
        "/api/login", json=credentials, headers={**proxied, "Origin": "https://shop.example"}
    )
    assert resp.status == 200, await resp.text()
    # The proxy speaks plain http to us: the Secure cookies go back by hand, as a browser's.
    cookies = {c.key: c.value for c in api.client.session.cookie_jar}
    session = {
        "Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items()),
        "X-XSRF-TOKEN": cookies["XSRF-TOKEN"],
    }
    for origin, expected in (
        ("http://shop.example", 403),
        ("https://shop.example:8443", 403),
        ("https://evil.example", 403),
        ("https://shop.example", 200),
    ):
        headers = {**proxied, **session, "Origin": origin}
        resp = await api.client.post("/api/config", json={"seoTitle": "x"}, headers=headers)
        assert resp.status == expected, (origin, await resp.text())


async def test_hsts_on_every_answer_when_the_public_url_is_https(
    make_api: ClientFactory, settings: Settings
) -> None:
    secure = await make_api(configured(settings, public_url="https://shop.example"))
    plain = await make_api(configured(settings))
    for path, host in (
        ("/", "shop.example"),
        ("/api/init", "shop.example"),
        ("/api/nothing-here", "shop.example"),
        ("/build/nothing.js", "shop.example"),
        ("/healthz", "evil.example"),
        ("/api/init", "evil.example"),  # refused with 400: still HSTS
    ):
        headers = {"Host": host, "Accept": "text/html"}
        resp = await secure.client.get(path, headers=headers)
        hsts = resp.headers.get("Strict-Transport-Security", "")
        assert re.fullmatch(r"max-age=\d{7,}; includeSubDomains", hsts), (path, resp.status)
        resp = await plain.client.get(path, headers=headers)
        assert "Strict-Transport-Security" not in resp.headers, path
    resp = await secure.client.post("/api/login", json={"username": "x"})
    assert resp.status == 422 and "Strict-Transport-Security" in resp.headers
