"""Request and response schemas of the staff domain (camelCase on the wire)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from domains.branches.api import Name
from domains.staff import texts
from kernel import AwareTime, DecimalNumber, Integer, IsoDate, OutSchema, Ref, RefOut, Schema

#: Wall-clock time ``HH:mm``; an end may also be ``24:00``.
Clock = Annotated[str, Field(pattern=r"^([01][0-9]|2[0-3]):[0-5][0-9]$")]
EndClock = Annotated[str, Field(pattern=r"^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$")]
Text = Annotated[str, Field(max_length=10_000)]
#: Task and project states (spec 000 §4 leaves them open; these three are ours).
WorkStatus = Literal["open", "in-progress", "done"]


class WorkingActivityIn(Schema):
    user: Ref
    branch: Ref
    status: Literal["started", "paused", "ended"] = "started"
    started_at: AwareTime
    ended_at: AwareTime | None = None
    paused_seconds: Integer = Field(0, ge=0, le=10 * 24 * 3600)
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
    paused_at: dt.datetime | None = None
    note: str


class WorkingScheduleIn(Schema):
    user: Ref
    branch: Ref
    date: IsoDate
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
    due_date: IsoDate | None = None
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


# ---------------------------------------------------------------------------- time tracking

Id = Annotated[int, Field(ge=1, le=2**31 - 1)]
#: Half days at most, never more than a year's worth.
Days = Annotated[DecimalNumber, Field(ge=0, le=366, decimal_places=1)]


class PeriodQuery(BaseModel):
    """Days on the clock of Vienna, both included; without them a default period."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    first: IsoDate | None = Field(None, alias="from")
    last: IsoDate | None = Field(None, alias="to")


class SheetQuery(PeriodQuery):
    """A period and, for administrators, one user (staff always see their own)."""

    user: Id | None = None


class HolidayQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    year: Integer | None = Field(None, ge=2000, le=2100)
    user: Id | None = None


class ExportQuery(BaseModel):
    """One month (``YYYY-MM``) of one person, as CSV or PDF for the payroll office."""

    model_config = ConfigDict(extra="forbid")

    month: str = Field(pattern=r"^(20[0-9][0-9])-(0[1-9]|1[0-2])$")
    user: Id
    format: Literal["csv", "pdf"] = "csv"


class AccessTokenIn(Schema):
    """Whose token to (re)generate: one's own without ``user``; admins name anyone."""

    user: Ref | None = None


class AccessTokenOut(BaseModel):
    model_config = ConfigDict(serialize_by_alias=True)

    access_token: str = Field(serialization_alias="accessToken")
    user: dict[str, int | str]


class HolidayBalanceIn(Schema):
    user: Ref
    year: Integer = Field(ge=2000, le=2100)
    entitlement: Days
    carried_over: Days = Decimal(0)
    taken: Days = Decimal(0)
    note: Annotated[str, Field(max_length=255)] = ""


class HolidayBalanceOut(OutSchema):
    id: int
    user: RefOut
    year: int
    entitlement: Decimal
    carried_over: Decimal
    taken: Decimal
    remaining: Decimal
    note: str
