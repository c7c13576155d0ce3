"""The period a statistic covers: whole days in Europe/Vienna, from and to inclusive."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass
from zoneinfo import ZoneInfo

#: Every day boundary of the statistics (000 §7): the business's wall clock, across DST.
TIMEZONE = ZoneInfo("Europe/Vienna")
#: The longest period one call may ask for (a year, a leap year included).
MAX_DAYS = 366


@dataclass(frozen=True)
class Period:
    first: dt.date
    last: dt.date

    @property
    def start(self) -> dt.datetime:
        """The first instant (UTC) of the first day."""
        return _midnight(self.first)

    @property
    def end(self) -> dt.datetime:
        """The first instant (UTC) after the last day."""
        return _midnight(self.last + dt.timedelta(days=1))

    def days(self) -> Iterator[dt.date]:
        day = self.first
        while day <= self.last:
            yield day
            day += dt.timedelta(days=1)


def _midnight(day: dt.date) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(), TIMEZONE).astimezone(dt.UTC)


def local(at: dt.datetime) -> dt.datetime:
    """An instant on the wall clock of :data:`TIMEZONE`."""
    return at.astimezone(TIMEZONE)
