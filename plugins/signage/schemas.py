"""Request and response schemas of the digital signage plugin (camelCase on the wire)."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from kernel import Integer, OutSchema, Ref, RefOut, Schema


class SignageMedia(Schema):
    """One picture or film of a segment: a path on this site (``/media/…``) or an https URL."""

    type: Literal["image", "video"] = "image"
    url: str = Field(min_length=1, max_length=500, pattern=r"^(/[^/\\]|https://)")


class SignageSegmentIn(Schema):
    name: str = Field(min_length=1, max_length=255)
    duration: Integer = Field(10, ge=1, le=86_400)
    media: list[SignageMedia] = Field(default_factory=list, max_length=100)
    branch: Ref | None = None


class SignageSegmentOut(OutSchema):
    id: int
    name: str
    duration: int
    media: list[dict[str, Any]]
    branch: RefOut | None


class SignageStreamIn(Schema):
    name: str = Field(min_length=1, max_length=255)
    branch: Ref
    segments: list[Ref] = Field(default_factory=list, max_length=500)


class SignageStreamOut(OutSchema):
    id: int
    name: str
    branch: RefOut
    segments: list[RefOut]


class SignageDeviceIn(Schema):
    identifier: str = Field(min_length=1, max_length=100, pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str = Field("", max_length=255)
    branch: Ref
    stream: Ref | None = None


class SignageDeviceOut(OutSchema):
    id: int
    identifier: str
    name: str
    branch: RefOut
    stream: RefOut | None
    last_seen_at: dt.datetime | None
    command: dict[str, Any] | None
    command_status: Literal["pending", "aborted", "done"] | None
    has_key: bool


#: What a player carries out (plugins/signage/ui/src/player): start its stream again,
#: show a message over it, jump to a film sequence, hold or go on playing.
COMMAND_TYPES = ("reload", "message", "segment", "pause", "play")


class SignageCommandIn(BaseModel):
    """Command data for a TV, kept as sent; an ``id`` in it must name the device and
    ``type`` must be one the player knows (``COMMAND_TYPES``)."""

    model_config = ConfigDict(extra="allow")

    id: int | None = None
    type: Literal["reload", "message", "segment", "pause", "play"]
    data: dict[str, Any] = Field(default_factory=dict)


class SignageKeyOut(BaseModel):
    """A TV's new player key, shown once, and the player address that carries it."""

    key: str
    url: str
