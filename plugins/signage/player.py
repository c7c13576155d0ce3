"""What a TV's player needs, read and written without a web request: who it is (by its
key), what it plays (its stream's film sequences in order) and its command.

Every change a player should hear travels on the event bus under :data:`TOPIC`, published
in the transaction that makes it, so every worker's open players hear it at commit.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Protocol

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from kernel import device_socket, utcnow
from plugins.signage.models import SignageDevice, SignageSegment, SignageStream
from plugins.signage.resources import DEVICES, SEGMENTS, STREAMS

#: Event topic: ``{"deviceId": …, "change": "command" | "abort" | "done"}``.
TOPIC = "signage"
#: Entity resources whose changes can alter what a player shows.
RESOURCES = frozenset({SEGMENTS.name, STREAMS.name, DEVICES.name})
#: ``last_seen_at`` is written at most this often per TV (not on every ping).
SEEN_EVERY = dt.timedelta(seconds=30)


class Publisher(Protocol):
    async def publish(self, session: AsyncSession, topic: str, payload: dict[str, Any]) -> None: ...


async def publish(events: Publisher, s: AsyncSession, device_id: int, change: str) -> None:
    await events.publish(s, TOPIC, {"deviceId": device_id, "change": change})


async def authenticate(s: AsyncSession, identifier: str, key: str) -> SignageDevice | None:
    """The TV named ``identifier`` if ``key`` is its player key."""
    device = await s.scalar(select(SignageDevice).where(SignageDevice.identifier == identifier))
    if device is None:
        device_socket.matches(key, "0" * 64)  # the same work for an unknown TV as for a wrong key
        return None
    return device if device_socket.matches(key, device.key_hash) else None


async def state(s: AsyncSession, device_id: int) -> dict[str, Any] | None:
    """The TV and what it plays: its stream's film sequences in the stream's order."""
    device = await s.get(SignageDevice, device_id, populate_existing=True)
    if device is None:
        return None
    stream = await s.get(SignageStream, device.stream_id) if device.stream_id else None
    segments: list[dict[str, Any]] = []
    if stream is not None:
        rows = await s.scalars(
            select(SignageSegment).where(SignageSegment.id.in_(stream.segment_ids))
        )
        by_id = {row.id: row for row in rows}
        segments = [
            {"id": seg.id, "name": seg.name, "duration": seg.duration, "media": seg.media}
            for seg in (by_id.get(i) for i in stream.segment_ids)
            if seg is not None
        ]
    return {
        "device": {"id": device.id, "identifier": device.identifier, "name": device.name},
        "stream": {"id": stream.id, "name": stream.name} if stream is not None else None,
        "segments": segments,
    }


async def pending_command(s: AsyncSession, device_id: int) -> dict[str, Any] | None:
    device = await s.get(SignageDevice, device_id, populate_existing=True)
    if device is None or device.command_status != "pending":
        return None
    return device.command


async def mark_done(events: Publisher, s: AsyncSession, device_id: int) -> bool:
    """The player carried out its pending command; False if none was pending (aborted)."""
    device = await s.get(SignageDevice, device_id, with_for_update=True, populate_existing=True)
    if device is None or device.command_status != "pending":
        return False
    device.command_status = "done"
    device.last_seen_at = utcnow()
    await publish(events, s, device_id, "done")
    return True


async def seen(s: AsyncSession, device_id: int, last: dt.datetime | None) -> dt.datetime | None:
    """Note that the TV is online (at most every ``SEEN_EVERY``); the time written, if any."""
    now = utcnow()
    if last is not None and now - last < SEEN_EVERY:
        return None
    device = await s.get(SignageDevice, device_id)
    if device is None:
        return None
    device.last_seen_at = now
    return now
