"""The monthly time sheet of one person as a payroll office takes it: CSV (semicolon,
UTF-8 with BOM, decimal comma — what Excel and payroll software in Austria read without an
import dialog) and PDF (an A4 table to sign).

One row per day of the month: date, weekday, first start and last end (Vienna time),
pause, planned, worked and balance hours; then the month's sum.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from fpdf import FPDF
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.staff.balances import (
    TIMEZONE,
    Day,
    days,
    figures,
    hours,
    local_day,
    midnight,
)
from domains.staff.clock import worked_seconds
from domains.staff.corrections import Correction, corrections
from domains.staff.models import WorkingActivity

WEEKDAYS = ("Mo", "Di", "Mi", "Do", "Fr", "Sa", "So")
HEADER = (
    "Mitarbeiter",
    "Datum",
    "Wochentag",
    "Beginn",
    "Ende",
    "Pause",
    "Soll",
    "Ist",
    "Saldo",
    "Korrektur",
)
MONTHS = [
    "Jänner",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
]


@dataclass
class SheetDay:
    day: dt.date
    figures: Day
    begin: dt.datetime | None = None
    end: dt.datetime | None = None
    pause: int = 0


@dataclass
class Sheet:
    username: str
    first: dt.date
    last: dt.date
    rows: list[SheetDay] = field(default_factory=list)
    corrections: list[Correction] = field(default_factory=list)

    def corrected(self, day: dt.date) -> str:
        """The day's corrections: "korrigiert von admin am 21.11.2026 09:12; …"."""
        return "; ".join(c.label for c in self.corrections if c.day == day)

    @property
    def title(self) -> str:
        return f"Zeitnachweis {MONTHS[self.first.month - 1]} {self.first.year}"

    @property
    def total(self) -> Day:
        return Day(
            planned=sum(r.figures.planned for r in self.rows),
            worked=sum(r.figures.worked for r in self.rows),
        )


def month_span(month: str) -> tuple[dt.date, dt.date]:
    first = dt.date.fromisoformat(f"{month}-01")
    last = (first + dt.timedelta(days=32)).replace(day=1) - dt.timedelta(days=1)
    return first, last


async def sheet(
    s: AsyncSession, user_id: int, username: str, month: str, now: dt.datetime
) -> Sheet:
    first, last = month_span(month)
    per_day = (await figures(s, first, last, now, [user_id]))[user_id]
    result = Sheet(
        username, first, last, [SheetDay(d, per_day.get(d, Day())) for d in days(first, last)]
    )
    by_day: dict[dt.date, list[WorkingActivity]] = defaultdict(list)
    stmt = select(WorkingActivity).where(
        WorkingActivity.user_id == user_id,
        WorkingActivity.started_at >= midnight(first),
        WorkingActivity.started_at < midnight(last + dt.timedelta(days=1)),
    )
    for act in await s.scalars(stmt):
        by_day[local_day(act.started_at)].append(act)
    for row in result.rows:
        acts = by_day.get(row.day, [])
        if acts:
            row.begin = min(a.started_at for a in acts)
            ends = [a.ended_at for a in acts if a.ended_at is not None]
            row.end = max(ends) if len(ends) == len(acts) else None
            row.pause = sum(
                int(((a.ended_at or now) - a.started_at).total_seconds()) - worked_seconds(a, now)
                for a in acts
            )
    result.corrections = await corrections(s, user_id, first, last)
    return result


def _clock(at: dt.datetime | None) -> str:
    return at.astimezone(TIMEZONE).strftime("%H:%M") if at else ""


def _comma(seconds: int) -> str:
    return hours(seconds).replace(".", ",")


def _cells(sheet_: Sheet) -> list[list[str]]:
    lines = []
    for r in sheet_.rows:
        lines.append(
            [
                sheet_.username,
                r.day.strftime("%d.%m.%Y"),
                WEEKDAYS[r.day.weekday()],
                _clock(r.begin),
                _clock(r.end),
                _comma(r.pause),
                _comma(r.figures.planned),
                _comma(r.figures.worked),
                _comma(r.figures.worked - r.figures.planned),
                sheet_.corrected(r.day),
            ]
        )
    total = sheet_.total
    lines.append(
        [
            sheet_.username,
            "Summe",
            "",
            "",
            "",
            _comma(sum(r.pause for r in sheet_.rows)),
            _comma(total.planned),
            _comma(total.worked),
            _comma(total.worked - total.planned),
            "",
        ]
    )
    return lines


def _span(values: dict[str, Any] | None) -> str:
    if values is None:
        return "-"
    start = dt.datetime.fromisoformat(values["startedAt"])
    end = dt.datetime.fromisoformat(values["endedAt"]) if values.get("endedAt") else None
    pause = _comma(int(values.get("pausedSeconds") or 0))
    return f"{_clock(start)}-{_clock(end) or 'offen'} (Pause {pause} h)"


def _change(c: Correction) -> str:
    """``07:00-15:00 (Pause 0,00 h) -> 03:00-00:00 (Pause 0,00 h)``."""
    return f"{_span(c.before)} -> {_span(c.after)}"


def _latin(text: str) -> str:
    """The PDF's core font speaks Latin-1 (German umlauts included)."""
    return text.encode("latin-1", "replace").decode("latin-1")


def to_csv(sheet_: Sheet) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";", lineterminator="\r\n")
    writer.writerow(HEADER)
    writer.writerows(_cells(sheet_))
    return out.getvalue().encode("utf-8-sig")


def to_pdf(sheet_: Sheet) -> bytes:
    pdf = FPDF(orientation="portrait", unit="mm", format="A4")
    pdf.set_creation_date(dt.datetime(2000, 1, 1, tzinfo=dt.UTC))
    pdf.set_title(f"{sheet_.title} {sheet_.username}")
    pdf.add_page()
    pdf.set_font("Helvetica", "B", 14)
    pdf.cell(0, 8, f"{sheet_.title} - {sheet_.username}", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "", 8)
    pdf.cell(
        0,
        6,
        "Zeiten in Stunden (Europe/Vienna); Saldo = Ist - Soll",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    with pdf.table(
        col_widths=(14, 9, 7, 8, 8, 8, 8, 8, 8),
        text_align=("LEFT", "LEFT", "LEFT", "RIGHT", "RIGHT", "RIGHT", "RIGHT", "RIGHT", "RIGHT"),
        line_height=4.2,
    ) as table:
        for cells in [list(HEADER[:-1]), *_cells(sheet_)]:
            row = table.row()
            # a corrected day is starred; its corrections follow the table, in full
            if len(cells) == len(HEADER) and cells.pop():
                cells[1] += " *"
            for cell in cells:
                row.cell(cell)
    if sheet_.corrections:
        pdf.set_x(pdf.l_margin)
        pdf.ln(4)
        pdf.set_font("Helvetica", "B", 9)
        pdf.cell(0, 6, "* Korrekturen", new_x="LMARGIN", new_y="NEXT")
        pdf.set_font("Helvetica", "", 8)
        for c in sheet_.corrections:
            line = _latin(f"{c.day:%d.%m.%Y}: {_change(c)}, {c.label}")
            pdf.multi_cell(0, 4.2, line, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(12)
    pdf.cell(0, 6, "Datum, Unterschrift Mitarbeiter/in: ______________________________")
    return bytes(pdf.output())
