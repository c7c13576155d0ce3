"""Request and response schemas of the staff domain (camelCase on the wire)."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Literal

from pydantic import AwareDatetime, Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from kernel.domains.branches.schemas import Name
from kernel.domains.staff import texts
from kernel.entities import OutSchema, Ref, RefOut, Schema

#: Wall-clock time ``HH:mm``; an end may also be ``24:00``.
Clock = Annotated[str, Field(pattern=r"^([01]\d|2[0-3]):[0-5]\d$")]
EndClock = Annotated[str, Field(pattern=r"^(([01]\d|2[0-3]):[0-5]\d|24:00)$")]
Text = Annotated[str, Field(max_length=10_000)]
#: Task and project states (spec 000 §4 leaves them open; these three are ours).
WorkStatus = Literal["open", "in-progress", "done"]


class WorkingActivityIn(Schema):
    user: Ref
    branch: Ref
    status: Literal["started", "paused", "ended"] = "started"
    started_at: AwareDatetime
    ended_at: AwareDatetime | None = None
    paused_seconds: int = Field(0, ge=0, le=10 * 24 * 3600)
    note: Text = ""

    @field_validator("ended_at")
    @classmethod
    def _after_start(cls, value: dt.datetime | None, info: ValidationInfo) -> dt.datetime | None:
        started = info.data.get("started_at")
        if value is not None and started is not None and value < started:
            raise PydanticCustomError("tresen", texts.ENDS_BEFORE_START)
        return value


class WorkingActivityOut(OutSchema):
    id: int
    user: RefOut
    branch: RefOut
    status: str
    started_at: dt.datetime
    ended_at: dt.datetime | None
    paused_seconds: int
    note: str


class WorkingScheduleIn(Schema):
    user: Ref
    branch: Ref
    date: dt.date
    time_from: Clock = Field(alias="from")
    time_to: EndClock = Field(alias="to")

    @field_validator("time_to")
    @classmethod
    def _not_empty(cls, value: str, info: ValidationInfo) -> str:
        # An end before the start is a night shift; only an empty shift is refused.
        start = info.data.get("time_from")
        if value == start:
            raise PydanticCustomError("tresen", texts.EQUAL_TIMES)
        return value


class WorkingScheduleOut(OutSchema):
    id: int
    user: RefOut
    branch: RefOut
    date: dt.date
    time_from: str = Field(serialization_alias="from")
    time_to: str = Field(serialization_alias="to")


class ProjectIn(Schema):
    name: Name
    status: WorkStatus = "open"
    description: Text = ""
    branch: Ref | None = None


class ProjectOut(OutSchema):
    id: int
    name: str
    status: str
    description: str
    branch: RefOut | None


class TaskIn(Schema):
    title: Name
    status: WorkStatus = "open"
    project: Ref | None = None
    assignee: Ref | None = None
    due_date: dt.date | None = None
    description: Text = ""


class TaskOut(OutSchema):
    id: int
    title: str
    status: str
    project: RefOut | None
    assignee: RefOut | None
    due_date: dt.date | None
    description: str
    view_count: int
