"""Corrections of working time: what administrators wrote into a person's activities.

Employees change their time only through the terminal's transitions, which write no audit
entry; every create, update and delete of an activity through ``/api/working-activities``
is an office's correction and is kept in the audit log (``logs``: who, when, the values
before and after). This module reads them back for a person and period — the time sheet
(``GET /api/time-sheets/corrections``) and the payroll export show them.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.staff.balances import TIMEZONE, local_day
from kernel import LogEntry, User

ENTITY = "working-activities"
#: How the export names each kind of correction.
VERBS = {"create": "nachgetragen", "update": "korrigiert", "delete": "gelöscht"}


@dataclass(frozen=True)
class Correction:
    activity: int
    action: str  # create, update, delete
    day: dt.date  # the (Vienna) day of the activity, after the correction if it still exists
    by: str | None  # who corrected (username; None: a user since deleted)
    at: dt.datetime
    before: dict[str, Any] | None
    after: dict[str, Any] | None

    @property
    def label(self) -> str:
        """``korrigiert von admin am 21.11.2026 09:12`` (Vienna time)."""
        when = self.at.astimezone(TIMEZONE).strftime("%d.%m.%Y %H:%M")
        return f"{VERBS[self.action]} von {self.by or 'unbekannt'} am {when}"

    def public(self) -> dict[str, Any]:
        return {
            "activity": {"id": self.activity},
            "action": self.action,
            "date": self.day.isoformat(),
            "by": self.by,
            "at": self.at.isoformat(),
            "label": self.label,
            "before": _times(self.before),
            "after": _times(self.after),
        }


def _times(values: dict[str, Any] | None) -> dict[str, Any] | None:
    """The fields a time sheet shows of an activity."""
    if values is None:
        return None
    keys = ("startedAt", "endedAt", "pausedSeconds", "status", "note")
    return {k: values.get(k) for k in keys}


def _subject(entry: LogEntry) -> dict[str, Any] | None:
    data = entry.data or {}
    return data.get("after") or data.get("before")


async def corrections(
    s: AsyncSession, user_id: int, first: dt.date, last: dt.date
) -> list[Correction]:
    """The corrections of ``user_id``'s activities of the days ``first``–``last``, oldest
    first. An activity counts for the day it began (after the correction)."""
    stmt = (
        select(LogEntry, User.username)
        .outerjoin(User, User.id == LogEntry.user_id)
        .where(LogEntry.entity == ENTITY)
        .order_by(LogEntry.id)
    )
    found = []
    for entry, username in await s.execute(stmt):
        subject = _subject(entry)
        action = entry.action.rpartition(".")[2]
        if subject is None or action not in VERBS:
            continue
        if (subject.get("user") or {}).get("id") != user_id:
            continue
        day = local_day(dt.datetime.fromisoformat(subject["startedAt"]))
        if first <= day <= last:
            found.append(
                Correction(
                    activity=int(entry.entity_id or 0),
                    action=action,
                    day=day,
                    by=username,
                    at=entry.created_at,
                    before=entry.data.get("before"),
                    after=entry.data.get("after"),
                )
            )
    return found
