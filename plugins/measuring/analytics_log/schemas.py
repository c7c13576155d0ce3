"""What the browser sends (002 §7) and what staff read."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from kernel import AwareTime, Integer, Number, OutSchema, Schema

#: 002 §7: the kinds of entries.
Kind = Literal["device", "event", "pageview"]
#: The largest data object accepted, serialised (ours are well under 1 KB).
MAX_DATA_BYTES = 4096

Text35 = Field(None, max_length=35)


class Size(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    width: Integer = Field(ge=0, le=100_000)
    height: Integer = Field(ge=0, le=100_000)


class ClientData(BaseModel):
    """The data object of 002 §7. The named fields are checked; an event may carry more
    (e.g. a commerce event's items), within :data:`MAX_DATA_BYTES`."""

    model_config = ConfigDict(extra="allow")

    language: str | None = Field(None, max_length=35)
    languages: list[str] | None = Field(None, max_length=20)
    userAgent: str | None = Field(None, max_length=512)
    referrer: str | None = Field(None, max_length=2048)
    screen: Size | None = None
    window: Size | None = None
    pixelRatio: Number | None = Field(None, ge=0, le=16)
    orientation: str | None = Field(None, max_length=40)
    darkMode: bool | None = None


class AnalyticsLogIn(Schema):
    type: Kind
    action: str = Field(min_length=1, max_length=255)
    category: str = Field("", max_length=100)
    data: ClientData = Field(default_factory=ClientData)


class AnalyticsLogOut(OutSchema):
    id: int
    created_at: dt.datetime
    type: str
    action: str
    category: str
    visitor: str
    data: dict[str, Any]


class AnalyticsLogQuery(BaseModel):
    """Filters of the staff list; newest first."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    type: Kind | None = None
    action: str | None = Field(None, max_length=255)
    category: str | None = Field(None, max_length=100)
    start: AwareTime | None = Field(None, alias="from")
    end: AwareTime | None = Field(None, alias="to")
    page: Integer = Field(1, ge=1, le=100_000)
    limit: Integer = Field(30, ge=1, le=100)
    # x-sort: the keys the back office's list may sort by ("-" first: descending).
    sort: Literal["id", "-id", "createdAt", "-createdAt"] | None = Field(
        None, json_schema_extra={"x-sort": ["id", "createdAt"]}
    )
