"""The device's side: the WebSocket a printer, tablet or screen holds open.

``GET /api/devices/{identifier}/socket``; no staff session: the device signs in with its
key (``POST /api/devices/{id}/key``, shown once) as its first message; the socket's life is
:mod:`kernel.device_socket`'s, this module says what a device is sent and answers.

Protocol (JSON text frames)::

    device → {"type": "hello", "key": "…"}                  first, within HELLO_SECONDS
    server → {"type": "ready", "device": {"id", "identifier", "name", "type"}}
    server → {"type": "notification", "id": "…", "title": "…", "text": "…"}
    server → {"type": "print", "id": "…", "job": 7, "format": "escpos",
              "data": "<base64 ESC/POS>", "text": "…"}
    server → {"type": "logs", "id": "…"}
    device → {"type": "answer", "id": "…", "ok": true}      shown / printed (or ok false)
    device → {"type": "logs", "id": "…", "lines": ["…"]}    its log, as lines
    device → {"type": "ping"}   server → {"type": "pong"}
    server → {"type": "error", "errors": [{"field", "message"}]}  (German)

Requests reach the socket over the event bus (:mod:`plugins.devices.bus`), so the
worker a staff member's request lands on need not be the one holding the device. A wrong
key and an unknown device get the same answer (close code 4401); a new key closes
connections signed in with the old one.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
from typing import Annotated, Any, Literal

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import select

from domains.branches.api import Device
from kernel import DB, EVENTS, STREAMING, ApiError, Routes, device_socket, utcnow
from kernel import messages as msg
from plugins.devices import bus, texts
from plugins.devices.models import DeviceKey, DeviceLog, PrintJob

routes = Routes(tag="devices")

#: Requests a connection remembers while waiting for their answers.
PENDING = 50
IDENTIFIER = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")
TEXTS = device_socket.SocketTexts(
    websocket_only=texts.WEBSOCKET_ONLY, no_hello=texts.NO_HELLO, invalid_key=texts.INVALID_KEY
)
_error = device_socket.error_frame


class DeviceMessage(BaseModel):
    """What a device may send."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["hello", "answer", "logs", "ping"]
    key: str | None = Field(None, max_length=200)
    id: str | None = Field(None, max_length=64)
    ok: bool = True
    error: str | None = Field(None, max_length=500)
    lines: list[Annotated[str, Field(max_length=2000)]] = Field(
        default_factory=list, max_length=2000
    )


def _parse(raw: str) -> DeviceMessage | dict[str, Any]:
    """The device's message, or the error frame to answer it with."""
    return device_socket.parse_frame(raw, DeviceMessage)


class Connection(device_socket.DeviceConnection[dict[str, Any]]):
    """One signed-in device: requests heard on the bus, sent on; answers recorded."""

    def __init__(
        self,
        request: web.Request,
        ws: web.WebSocketResponse,
        device_id: int,
        key_hash: str,
        ready: dict[str, Any],
    ) -> None:
        super().__init__(request, ws, device_id)
        self.key_hash = key_hash
        self.ready = ready
        #: Requests sent and not yet answered: id → (frame, who asked).
        self.pending: dict[str, tuple[dict[str, Any], int | None]] = {}
        #: Ids of the requests sent lately: one heard twice on the bus is sent once.
        self.sent: dict[str, None] = {}

    async def on_event(self, topic: str, payload: dict[str, Any]) -> None:
        if payload.get("deviceId") != self.device_id:
            return
        if topic == bus.REQUEST:
            item = {"frame": payload.get("frame"), "userId": payload.get("userId")}
        elif topic == bus.KEY:
            item = {"key": True}
        else:
            return
        with contextlib.suppress(asyncio.QueueFull):  # a device that stopped reading
            self.queue.put_nowait(item)

    async def send_loop(self) -> None:
        # the bus is heard already (serve subscribes first): a request right after 'ready'
        # is not missed
        await self.ws.send_json(self.ready)
        while (item := await self.queue.get()) is not None:
            if item.get("key"):
                async with self.request.app[DB].session() as s:
                    stored = await s.get(DeviceKey, self.device_id, populate_existing=True)
                if stored is None or stored.key_hash != self.key_hash:
                    await self.ws.send_json(_error("key", texts.INVALID_KEY))
                    await self.ws.close(code=device_socket.CLOSE_UNAUTHORISED)
                    return
                continue
            frame = item["frame"]
            if not isinstance(frame, dict) or not isinstance(frame.get("id"), str):
                continue
            if frame["id"] in self.sent:
                continue
            self.sent[frame["id"]] = None
            for remembered in (self.pending, self.sent):
                if len(remembered) > PENDING:
                    remembered.pop(next(iter(remembered)))
            self.pending[frame["id"]] = (frame, item["userId"])
            await self.ws.send_json(frame)

    async def on_message(self, raw: str) -> None:
        parsed = _parse(raw)
        if isinstance(parsed, dict):
            await self.ws.send_json(parsed)
            return
        if parsed.type == "ping":
            await self.ws.send_json({"type": "pong"})
            return
        if parsed.type == "hello":
            return
        found = self.pending.pop(parsed.id or "", None)
        if found is None:
            await self.ws.send_json(_error("id", texts.UNKNOWN_REQUEST))
            return
        frame, user_id = found
        events = self.request.app[EVENTS]
        async with self.request.app[DB].transaction() as s:
            device = await s.get(Device, self.device_id)
            if device is not None:
                device.last_seen_at = utcnow()
            extra: dict[str, Any] = {}
            ok = parsed.ok
            if frame["type"] == "print" and isinstance(frame.get("job"), int):
                job = await s.get(PrintJob, frame["job"])
                if job is not None:
                    job.status = "printed" if ok else "failed"
            if frame["type"] == "logs":
                ok = parsed.type == "logs"
                if ok:
                    log = DeviceLog(
                        device_id=self.device_id, requested_by_id=user_id, lines=parsed.lines
                    )
                    s.add(log)
                    await s.flush()
                    extra["logId"] = log.id
            if parsed.error:
                extra["error"] = parsed.error
            await bus.answer(events, s, self.device_id, frame["id"], ok, **extra)


async def _sign_in(request: web.Request, ws: web.WebSocketResponse, key: str) -> Connection | None:
    """The connection of the device the path names, if ``key`` is its key."""
    async with request.app[DB].transaction() as s:
        row = (
            await s.execute(
                select(Device, DeviceKey.key_hash)
                .join(DeviceKey, DeviceKey.device_id == Device.id)
                .where(Device.identifier == request.match_info["identifier"])
            )
        ).first()
        if row is None or not device_socket.matches(key, row[1]):
            return None
        device = row[0]
        device.last_seen_at = utcnow()
        ready = {
            "type": "ready",
            "device": {
                "id": device.id,
                "identifier": device.identifier,
                "name": device.name,
                "type": device.type,
            },
        }
        return Connection(request, ws, device.id, row[1], ready)


@routes.get(
    "/api/devices/{identifier}/socket",
    response={"type": "string", "description": "WebSocket: hello, ready, requests, answers"},
    raw=True,
    errors=(400, 404),
    summary="A device's WebSocket: test notifications, test prints and log requests, pushed",
)
async def socket(request: web.Request) -> web.StreamResponse:
    if not IDENTIFIER.match(request.match_info["identifier"]):
        raise ApiError(404, msg.NOT_FOUND)
    return await device_socket.serve(
        request, texts=TEXTS, parse=_parse, sign_in=_sign_in, name="device"
    )


setattr(socket, STREAMING, True)
