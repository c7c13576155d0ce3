"""The WebSocket a device holds open (a printer, a tablet, a TV's player): what every
device socket shares. ``kernel.device_socket`` for units.

A device has no staff session: it signs in with its key (random, shown once, stored as its
SHA-256: a password a machine types) as its first message. JSON text frames::

    device → {"type": "hello", "key": "…"}     first, within HELLO_SECONDS
    device → {"type": "ping"}                   server → {"type": "pong"}
    server → {"type": "error", "errors": [{"field", "message"}]}   (German)

A first message that is no hello closes with 4400; a wrong key and an unknown device get
the same answer (close code 4401). Then the unit's :class:`DeviceConnection` takes over: it
hears the event bus (so the worker a staff member's request lands on need not be the one
holding the device) and pushes what it hears (:meth:`~DeviceConnection.send_loop`), and it
answers the device's messages (:meth:`~DeviceConnection.on_message`). A unit's route calls
:func:`serve` with its texts, its message schema and its sign-in.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import secrets
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

import orjson
from aiohttp import WSMsgType, web
from pydantic import BaseModel, ValidationError

from kernel import messages as msg
from kernel.api.answers import ApiError
from kernel.api.validation import validation_errors
from kernel.auth.tokens import digest
from kernel.events import EVENTS

#: Seconds a new connection has to say hello.
HELLO_SECONDS = 10.0
#: WebSocket pings (aiohttp answers a dead peer by closing after a missed pong).
HEARTBEAT = 15.0
CLOSE_INVALID = 4400
CLOSE_UNAUTHORISED = 4401

F = TypeVar("F", bound=BaseModel)
Item = TypeVar("Item")


def new_key() -> str:
    """A fresh device key: 256 random bits, URL-safe."""
    return secrets.token_urlsafe(32)


def matches(key: str, stored: str | None) -> bool:
    """``key`` is the one whose digest is ``stored`` (constant time; no key never matches)."""
    return stored is not None and hmac.compare_digest(digest(key), stored)


def error_frame(field: str, message: str) -> dict[str, Any]:
    return {"type": "error", "errors": [{"field": field, "message": message}]}


def parse_frame(raw: str, model: type[F]) -> F | dict[str, Any]:
    """The device's message as ``model``, or the error frame to answer it with."""
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return error_frame("", msg.INVALID_JSON)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = validation_errors(exc, data)[0]
        return error_frame(first.field or "", first.message)


class Hello(Protocol):
    """What :func:`serve` reads of a device's first message."""

    @property
    def type(self) -> str: ...

    @property
    def key(self) -> str | None: ...


@dataclass(frozen=True)
class SocketTexts:
    """A unit's German answers: to a plain request, to a device that does not say hello in
    time, to a wrong key or an unknown device."""

    websocket_only: str
    no_hello: str
    invalid_key: str


class DeviceConnection(ABC, Generic[Item]):
    """One signed-in device: what the bus brings is queued (``None`` ends the connection),
    sent on by :meth:`send_loop`; the device's messages go to :meth:`on_message`."""

    queue_size = 20

    def __init__(self, request: web.Request, ws: web.WebSocketResponse, device_id: int) -> None:
        self.request = request
        self.ws = ws
        self.device_id = device_id
        self.queue: asyncio.Queue[Item | None] = asyncio.Queue(self.queue_size)

    @abstractmethod
    async def on_event(self, topic: str, payload: dict[str, Any]) -> None:
        """An event of the bus (subscribed before :meth:`send_loop` starts)."""

    @abstractmethod
    async def send_loop(self) -> None:
        """Send the first frames, then what the queue brings, until ``None`` or the end."""

    @abstractmethod
    async def on_message(self, raw: str) -> None:
        """A text frame of the device."""

    async def read(self) -> None:
        """Take the device's messages until it goes; then end the send loop."""
        try:
            async for message in self.ws:
                if message.type == WSMsgType.TEXT:
                    await self.on_message(message.data)
        finally:
            with contextlib.suppress(asyncio.QueueFull):
                self.queue.put_nowait(None)


#: ``sign_in(request, ws, key)``: the connection of the device the path names if ``key``
#: is its key, else None.
SignIn = Callable[
    [web.Request, web.WebSocketResponse, str], Awaitable["DeviceConnection[Any] | None"]
]


async def _hello(
    request: web.Request,
    ws: web.WebSocketResponse,
    texts: SocketTexts,
    parse: Callable[[str], Hello | dict[str, Any]],
    sign_in: SignIn,
) -> DeviceConnection[Any] | None:
    """The device's connection once its first message brings the right key; else answer
    and close."""
    try:
        first = await ws.receive(HELLO_SECONDS)
    except TimeoutError:
        await ws.send_json(error_frame("key", texts.no_hello))
        await ws.close(code=CLOSE_UNAUTHORISED)
        return None
    if first.type != WSMsgType.TEXT:
        return None
    parsed = parse(first.data)
    if isinstance(parsed, dict) or parsed.type != "hello" or not parsed.key:
        blank = error_frame("key", msg.BLANK)
        await ws.send_json(parsed if isinstance(parsed, dict) else blank)
        await ws.close(code=CLOSE_INVALID)
        return None
    connection = await sign_in(request, ws, parsed.key)
    if connection is None:
        await ws.send_json(error_frame("key", texts.invalid_key))
        await ws.close(code=CLOSE_UNAUTHORISED)
    return connection


async def serve(
    request: web.Request,
    *,
    texts: SocketTexts,
    parse: Callable[[str], Hello | dict[str, Any]],
    sign_in: SignIn,
    name: str,
) -> web.WebSocketResponse:
    """The whole life of a device's WebSocket: hello, the connection's send loop while its
    messages are read, and the clean-up (``name`` names the reading task)."""
    ws = web.WebSocketResponse(heartbeat=HEARTBEAT)
    if not ws.can_prepare(request).ok:
        raise ApiError(400, texts.websocket_only)
    await ws.prepare(request)
    connection = await _hello(request, ws, texts, parse, sign_in)
    if connection is None:
        return ws
    events = request.app[EVENTS]
    events.subscribe(connection.on_event)  # before the first frame: no change is missed
    reader = asyncio.create_task(connection.read(), name=f"{name}-read-{connection.device_id}")
    try:
        await connection.send_loop()
    except (ConnectionResetError, asyncio.CancelledError):
        pass
    finally:
        events.unsubscribe(connection.on_event)
        reader.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await reader
        await ws.close()
    return ws
