"""SQL the statistics share on SQLite and PostgreSQL.

The statistics aggregate in the database, by the hour: :class:`utc_hour` names the UTC hour
an instant falls in. Vienna is a whole number of hours off UTC in summer and winter, so
every hour lies within one day (and one hour of the day) of Vienna's clock: rows counted
per UTC hour sum up exactly to days, weekdays and hours on that clock (:func:`hour`).
"""

from __future__ import annotations

import datetime as dt
import functools
from typing import Any

from sqlalchemy import String
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import FunctionElement

from plugins.measuring.statistics.period import local

HOUR = "%Y-%m-%d %H"


class utc_hour(FunctionElement[str]):
    """``'YYYY-MM-DD HH'``: the UTC hour of a timestamp column."""

    type = String()
    name = "utc_hour"
    inherit_cache = True


@compiles(utc_hour, "postgresql")
def _postgresql(element: utc_hour, compiler: SQLCompiler, **kw: Any) -> str:
    column = compiler.process(element.clauses, **kw)
    return f"to_char({column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24')"


@compiles(utc_hour, "sqlite")
def _sqlite(element: utc_hour, compiler: SQLCompiler, **kw: Any) -> str:
    # SQLite keeps UTC timestamps as text ('2026-03-28 22:30:00.000000').
    return f"substr({compiler.process(element.clauses, **kw)}, 1, 13)"


@functools.lru_cache(maxsize=20_000)
def hour(text: str) -> dt.datetime:
    """The start of a :class:`utc_hour` on the clock of Vienna (a year has 8,784 at most)."""
    return local(dt.datetime.strptime(text, HOUR).replace(tzinfo=dt.UTC))
