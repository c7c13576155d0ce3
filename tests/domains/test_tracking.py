"""Third-party tag and pixel ids (002 §7, §9): validated configuration, and a content
security policy that admits their script origins only while an id is set."""

from __future__ import annotations

import pytest

from kernel.headers import content_security_policy
from plugins.measuring.tracking.config import GOOGLE_TAG_INVALID, META_PIXEL_INVALID
from plugins.measuring.tracking.origins import sources_for
from tests.conftest import Api


def directive(csp: str, name: str) -> list[str]:
    for part in csp.split("; "):
        words = part.split()
        if words[0] == name:
            return words[1:]
    raise AssertionError(f"{name} missing in {csp}")


async def document_csp(api: Api, path: str = "/") -> str:
    resp = await api.client.get(path, headers={"Accept": "text/html"})
    assert resp.status == (404 if path.startswith("/site/") else 200)  # both carry it
    return resp.headers["Content-Security-Policy"]


async def test_ids_are_empty_by_default_and_public(api: Api) -> None:
    _, body = await api.get("/api/config")
    assert body["data"]["googleTagId"] == ""
    assert body["data"]["metaPixelId"] == ""


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"googleTagId": "UA-12345-1"}, "googleTagId", GOOGLE_TAG_INVALID),
        ({"googleTagId": "G-abc"}, "googleTagId", GOOGLE_TAG_INVALID),
        ({"googleTagId": "G-ABC DEF"}, "googleTagId", GOOGLE_TAG_INVALID),
        ({"googleTagId": "<script>"}, "googleTagId", GOOGLE_TAG_INVALID),
        ({"googleTagId": 5}, "googleTagId", "Dieser Wert sollte vom Typ string sein."),
        ({"metaPixelId": "12ab34567"}, "metaPixelId", META_PIXEL_INVALID),
        ({"metaPixelId": "123"}, "metaPixelId", META_PIXEL_INVALID),
        ({"metaPixelId": 1234567890}, "metaPixelId", "Dieser Wert sollte vom Typ string sein."),
        (
            {"metaPixelId": "1" * 31},
            "metaPixelId",
            "Diese Zeichenkette ist zu lang. Sie sollte höchstens 30 Zeichen haben.",
        ),
    ],
)
async def test_bad_ids_are_refused_in_german(
    admin: Api, body: dict[str, object], field: str, message: str
) -> None:
    status, answer = await admin.post("/api/config", body)
    assert status == 422, answer
    assert {"field": field, "message": message} in answer["errors"]


async def test_good_ids_are_stored_trimmed(admin: Api) -> None:
    status, _ = await admin.post(
        "/api/config", {"googleTagId": " G-AB12CD34EF ", "metaPixelId": "123456789012345"}
    )
    assert status == 200
    _, body = await admin.get("/api/config")
    assert body["data"]["googleTagId"] == "G-AB12CD34EF"
    assert body["data"]["metaPixelId"] == "123456789012345"
    assert (await admin.post("/api/config", {"googleTagId": "GT-P8QRS7"}))[0] == 200
    assert (await admin.post("/api/config", {"googleTagId": "", "metaPixelId": ""}))[0] == 200


async def test_csp_without_ids_allows_only_own_scripts(api: Api) -> None:
    csp = await document_csp(api)
    assert directive(csp, "script-src") == ["'self'"]
    assert "googletagmanager" not in csp and "facebook" not in csp


async def test_csp_admits_exactly_the_configured_origins(admin: Api) -> None:
    await admin.post("/api/config", {"googleTagId": "G-AB12CD34EF"})
    csp = await document_csp(admin, "/site/x")
    assert directive(csp, "script-src") == ["'self'", "https://www.googletagmanager.com"]
    assert "https://www.google-analytics.com" in directive(csp, "connect-src")
    assert "facebook" not in csp

    await admin.post("/api/config", {"metaPixelId": "123456789012345"})
    csp = await document_csp(admin)
    assert directive(csp, "script-src") == [
        "'self'",
        "https://www.googletagmanager.com",
        "https://connect.facebook.net",
    ]
    assert "https://www.facebook.com" in directive(csp, "img-src")

    await admin.post("/api/config", {"googleTagId": "", "metaPixelId": ""})
    assert directive(await document_csp(admin), "script-src") == ["'self'"]


def test_policy_merges_sources_without_duplicates() -> None:
    csp = content_security_policy({"connect-src": ["https:", "https://a.example"]})
    assert directive(csp, "connect-src") == ["'self'", "https:", "https://a.example"]
    assert sources_for({"googleTagId": "", "metaPixelId": ""}) == {}
