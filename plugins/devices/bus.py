"""Asking a device over the event bus, whichever worker holds its connection.

The asking request publishes ``devices.request`` (the device id, who asks, and the frame
for the device) in the transaction that records the request (a print job, say); every
worker hears it and the one holding that device's socket sends the frame on. The device's
answer is recorded by that worker, which publishes ``devices.answer`` with the request's
id in the same transaction; the asking request waits for it, up to
``Settings.device_answer_seconds``. Nobody answers when the device is offline: the wait
ends and the caller says so ('Test nicht erfolgreich.').
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from kernel import Database, EventBus

REQUEST = "devices.request"
ANSWER = "devices.answer"
KEY = "devices.key"


def request_id() -> str:
    return secrets.token_hex(12)


async def ask(
    db: Database,
    events: EventBus,
    device_id: int,
    user_id: int | None,
    frame: dict[str, Any],
    wait: float,
    record: Callable[[AsyncSession], Awaitable[None]] | None = None,
) -> dict[str, Any] | None:
    """Send ``frame`` (with its ``id``) to the device; its answer, or None after ``wait`` seconds.

    ``record`` adds what the request leaves behind to the transaction that publishes it.
    """
    answered: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()

    async def on_event(topic: str, payload: dict[str, Any]) -> None:
        if topic == ANSWER and payload.get("requestId") == frame["id"] and not answered.done():
            answered.set_result(payload)

    events.subscribe(on_event)  # before the request goes out: its answer cannot be missed
    try:
        async with db.transaction() as s:
            if record is not None:
                await record(s)
            payload = {"deviceId": device_id, "userId": user_id, "frame": frame}
            await events.publish(s, REQUEST, payload)
        try:
            return await asyncio.wait_for(answered, wait)
        except TimeoutError:
            return None
    finally:
        events.unsubscribe(on_event)


async def answer(
    events: EventBus, s: AsyncSession, device_id: int, request: str, ok: bool, **extra: Any
) -> None:
    """Tell the asking worker (in ``s``'s transaction) that the device answered."""
    payload = {"requestId": request, "deviceId": device_id, "ok": ok, **extra}
    await events.publish(s, ANSWER, payload)
