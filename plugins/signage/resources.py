"""The three signage resources. Employees manage those of their branches; a segment without
branch is company-wide (admins). A stream uses its branch's and company-wide segments, and a
TV plays a stream of its own branch."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.branches.api import Branch
from kernel import ApiError, Caller, Filter, Policy, Resource
from kernel import messages as msg
from plugins.signage import schemas
from plugins.signage.models import SignageDevice, SignageSegment, SignageStream


def _current(values: dict[str, Any], current: Any, key: str, default: Any = None) -> Any:
    return values.get(key, getattr(current, key, default) if current is not None else default)


async def _segments_of_branch(
    caller: Caller, s: AsyncSession, current: Any, values: dict[str, Any]
) -> None:
    """A stream's segments are company-wide or of the stream's branch."""
    branch_id = _current(values, current, "branch_id")
    ids = _current(values, current, "segment_ids", [])
    foreign = await s.scalar(
        select(func.count())
        .select_from(SignageSegment)
        .where(
            SignageSegment.id.in_(ids),
            SignageSegment.branch_id.is_not(None),
            SignageSegment.branch_id != branch_id,
        )
    )
    if ids and foreign:
        raise ApiError(422, msg.CHOICE, field="segments")


async def _stream_of_branch(
    caller: Caller, s: AsyncSession, current: Any, values: dict[str, Any]
) -> None:
    """A TV plays a stream of its own branch."""
    stream_id = _current(values, current, "stream_id")
    if stream_id is None:
        return
    branch_id = await s.scalar(select(SignageStream.branch_id).where(SignageStream.id == stream_id))
    if branch_id != _current(values, current, "branch_id"):
        raise ApiError(422, msg.CHOICE, field="stream")


SEGMENTS = Resource(
    name="digital-signage-segments",
    model=SignageSegment,
    create=schemas.SignageSegmentIn,
    out=schemas.SignageSegmentOut,
    policy=Policy(rules_of="digital-signage-segments", branch=SignageSegment.branch_id),
    refs={"branch": (Branch, "branch_id")},
    filters={
        "branch": Filter(SignageSegment.branch_id, int),
        "name": Filter(SignageSegment.name, str, "like"),
    },
    sort=("id", "name", "duration"),
    default_sort="name",
    title="film sequences",
)
STREAMS = Resource(
    name="digital-signage-streams",
    model=SignageStream,
    create=schemas.SignageStreamIn,
    out=schemas.SignageStreamOut,
    policy=Policy(rules_of="digital-signage-streams", branch=SignageStream.branch_id),
    refs={"branch": (Branch, "branch_id"), "segments": (SignageSegment, "segment_ids")},
    filters={
        "branch": Filter(SignageStream.branch_id, int),
        "name": Filter(SignageStream.name, str, "like"),
    },
    sort=("id", "name"),
    default_sort="name",
    before_save=_segments_of_branch,
    title="streams",
)
DEVICES = Resource(
    name="digital-signage-devices",
    model=SignageDevice,
    create=schemas.SignageDeviceIn,
    out=schemas.SignageDeviceOut,
    policy=Policy(rules_of="digital-signage-devices", branch=SignageDevice.branch_id),
    refs={"branch": (Branch, "branch_id"), "stream": (SignageStream, "stream_id")},
    filters={
        "branch": Filter(SignageDevice.branch_id, int),
        "stream": Filter(SignageDevice.stream_id, int),
        "commandStatus": Filter(SignageDevice.command_status),
        "name": Filter(SignageDevice.name, str, "like"),
    },
    unique=("identifier",),
    sort=("id", "identifier", "name", "lastSeenAt"),
    default_sort="identifier",
    before_save=_stream_of_branch,
    title="TVs",
)
RESOURCES = [SEGMENTS, STREAMS, DEVICES]
