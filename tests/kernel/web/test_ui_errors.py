"""POST /api/ui-errors: browsers report plugin failures; logged and visible in plugin health."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from kernel.app import create_app
from kernel.ratelimit import RateLimiter
from kernel.web import ui_errors
from tests.conftest import Api


async def health(api: Api, plugin: str) -> dict[str, Any]:
    _, body = await api.get("/api/plugins")
    result: dict[str, Any] = next(p["health"] for p in body["data"] if p["id"] == plugin)
    return result


async def test_anonymous_report_is_logged_and_recorded(
    api: Api, admin: Api, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.ERROR, logger="kernel.web.ui_errors"):
        resp = await api.client.post(
            "/api/ui-errors",
            json={"plugin": "map", "message": "Das Modul konnte nicht geladen werden.\nZeile 2"},
        )
    assert resp.status == 204 and await resp.read() == b""
    assert "plugin map: UI module failed in the browser" in caplog.text
    assert "\nZeile 2" not in caplog.text  # one log line per report
    state = await health(admin, "map")
    assert state["status"] == "degraded" and state["failures"] == 1
    assert state["lastError"] == "UI: Das Modul konnte nicht geladen werden. Zeile 2"


async def test_signed_in_browser_needs_no_csrf_header(admin: Api) -> None:
    resp = await admin.client.post(  # session cookie, but no X-XSRF-TOKEN header
        "/api/ui-errors",
        json={"plugin": "toolbar", "message": "setup warf einen Fehler"},
        headers={"Origin": str(admin.client.make_url("/")).rstrip("/")},
    )
    assert resp.status == 204
    assert (await health(admin, "toolbar"))["failures"] == 1


async def test_cross_origin_reports_are_refused(api: Api) -> None:
    resp = await api.client.post(
        "/api/ui-errors",
        json={"plugin": "map", "message": "x"},
        headers={"Origin": "https://evil.example"},
    )
    assert resp.status == 403


async def test_long_messages_are_cut_and_big_bodies_refused(api: Api, admin: Api) -> None:
    status, _ = await api.post("/api/ui-errors", {"plugin": "map", "message": "ä" * 5000})
    assert status == 204
    last = (await health(admin, "map"))["lastError"]
    assert len(last) == len("UI: ") + ui_errors.MAX_MESSAGE and last.endswith("…")
    status, body = await api.post("/api/ui-errors", {"plugin": "map", "message": "x" * 70_000})
    assert status == 413 and body["errors"][0]["message"] == "Die Anfrage ist zu groß."


@pytest.mark.parametrize(
    ("payload", "status"),
    [
        ({"plugin": "../etc", "message": "x"}, 422),
        ({"plugin": "map", "message": ""}, 422),
        ({"plugin": "map"}, 422),
        (["map", "x"], 422),
        ({"plugin": "x" * 101, "message": "x"}, 422),
    ],
)
async def test_invalid_reports_are_refused(api: Api, payload: Any, status: int) -> None:
    assert (await api.post("/api/ui-errors", payload))[0] == status


async def test_wrong_content_type_and_broken_json(api: Api) -> None:
    resp = await api.client.post("/api/ui-errors", data="plugin=map")
    assert resp.status == 415
    resp = await api.client.post(
        "/api/ui-errors", data="{kaputt", headers={"Content-Type": "application/json"}
    )
    assert resp.status == 400


async def test_unknown_plugin_is_logged_only(api: Api, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="kernel.web.ui_errors"):
        assert (await api.post("/api/ui-errors", {"plugin": "gibtsnicht", "message": "x"}))[
            0
        ] == 204
    assert "unknown plugin gibtsnicht" in caplog.text


async def test_rate_limited_per_client(api: Api) -> None:
    for _ in range(ui_errors.RATE_LIMIT):
        assert (await api.post("/api/ui-errors", {"plugin": "map", "message": "x"}))[0] == 204
    resp = await api.client.post("/api/ui-errors", json={"plugin": "map", "message": "x"})
    assert resp.status == 429 and resp.content_type == "application/json"
    assert 1 <= int(resp.headers["Retry-After"]) <= ui_errors.RATE_WINDOW
    body = await resp.json()
    assert body["errors"][0]["message"].startswith("Zu viele Anfragen")


def test_rate_limiter_windows_and_memory_bound() -> None:
    limiter = RateLimiter(limit=2, window=10, max_keys=3)
    assert limiter.retry_after("a", now=0) == 0 and limiter.retry_after("a", now=1) == 0
    assert limiter.retry_after("a", now=2) == 8
    assert limiter.retry_after("a", now=10) == 0  # the first one left the window
    for key in "bcdefg":
        limiter.hit(key, now=11)
    assert len(limiter) <= 3


async def test_limits_are_per_app(api: Api, make_api: Any, settings: Any) -> None:
    for _ in range(ui_errors.RATE_LIMIT):
        await api.post("/api/ui-errors", {"plugin": "map", "message": "x"})
    other = await make_api(create_app(settings))
    assert (await other.post("/api/ui-errors", {"plugin": "map", "message": "x"}))[0] == 204
