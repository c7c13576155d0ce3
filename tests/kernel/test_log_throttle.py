"""Failures that come in floods are logged once per interval, with what was left out."""

from __future__ import annotations

import logging

import pytest

from kernel import ratelimit
from kernel.failures import LogThrottle, RepeatFilter


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    now = [1000.0]
    monkeypatch.setattr(ratelimit.time, "monotonic", lambda: now[0])
    return now


def test_one_line_per_kind_per_interval_with_the_count_left_out(
    caplog: pytest.LogCaptureFixture, clock: list[float]
) -> None:
    throttle = LogThrottle(logging.getLogger("tresen.test"), interval=10)
    logged = [throttle.warning("db", "database down") for _ in range(500)]
    assert throttle.warning("other", "another kind")
    clock[0] += 11
    assert throttle.warning("db", "database down")
    assert logged.count(True) == 1
    assert [r.getMessage() for r in caplog.records] == [
        "database down",
        "another kind",
        "database down (499 more since the last report)",
    ]


def test_library_messages_repeat_once_per_interval(
    caplog: pytest.LogCaptureFixture, clock: list[float]
) -> None:
    logger = logging.getLogger("tresen.test.library")
    repeat = RepeatFilter(interval=10)
    logger.addFilter(repeat)
    try:
        for _ in range(50):
            logger.warning("query cancellation failed: %s", "timeout")
        clock[0] += 11
        logger.warning("query cancellation failed: %s", "timeout")
        assert len(caplog.records) == 2
    finally:
        logger.removeFilter(repeat)
