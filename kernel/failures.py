"""Rate-limited logging: failures that come in floods write one line per interval.

:class:`LogThrottle` logs one line per kind of failure per interval, with the count of the
ones left out (a database outage under load, deadlines); :class:`RepeatFilter` does the
same for a library's logger; ``app[FAILURES]`` is the app's throttle.
"""

from __future__ import annotations

import logging
import time

from aiohttp import web


class LogThrottle:
    """One log line per kind of failure per ``interval`` seconds, with the count of the
    ones left out: a database outage under load must not write a traceback per request."""

    def __init__(self, logger: logging.Logger, interval: float = 10.0) -> None:
        self.logger = logger
        self.interval = interval
        self._last: dict[str, tuple[float, int]] = {}

    def warning(self, kind: str, message: str, *args: object) -> bool:
        """Log ``message`` unless ``kind`` was logged within the interval; True if logged."""
        now = time.monotonic()
        last, suppressed = self._last.get(kind, (-self.interval, 0))
        if now - last < self.interval:
            self._last[kind] = (last, suppressed + 1)
            return False
        if suppressed:
            message += f" ({suppressed} more since the last report)"
        self.logger.warning(message, *args)
        self._last[kind] = (now, 0)
        return True


class RepeatFilter(logging.Filter):
    """A logging filter for libraries that log per connection (psycopg's "query
    cancellation failed" for each connection a frozen database holds): the same message
    passes once per ``interval`` seconds."""

    def __init__(self, interval: float = 10.0) -> None:
        super().__init__()
        self.interval = interval
        self._last: dict[tuple[str, object], float] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        key, now = (record.name, record.msg), time.monotonic()
        if now - self._last.get(key, -self.interval) < self.interval:
            return False
        self._last[key] = now
        return True


#: Rate-limited warnings for failures that come in floods (database outages, deadlines).
FAILURES: web.AppKey[LogThrottle] = web.AppKey("failures")
