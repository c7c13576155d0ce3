"""Built-in plugin ``live``: server push for the back office (``GET /api/live``, SSE).

One connection per open back office. New orders and status changes are published on the
event bus by the orders domain, in their transactions (topic ``orders``,
domains/orders/bus.py), so every worker hears them; each worker's :class:`LiveHub`
fans them out to its open streams, filtered like ``GET /api/orders``: admins see every
branch, employees only theirs. The stream is authorised like any staff call, re-checks the
session on every heartbeat (a signed-out or revoked session ends it) and is ended by the
client on logout. After a bus reconnect (``resync``) clients are told to reload.

Wire format (``text/event-stream``)::

    event: order
    data: {"id": 7, "branchId": 1, "status": "new", "change": "created"}

    event: plugins
    data: {"enabled": ["payments", "sms"]}

``plugins`` goes to every stream after a configuration change (the shell then reads
``/api/init`` again and loads or unloads plugin UI modules).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import orjson
from aiohttp import web

from kernel.api import Routes
from kernel.auth.models import ROLE_ADMIN, ROLE_EMPLOYEE, User
from kernel.auth.sessions import current_user, forget_user, require_staff
from kernel.config.service import TOPIC as CONFIG_TOPIC
from kernel.deadline import STREAMING
from kernel.events import RESYNC
from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest

#: The bus topic of order changes (published by the orders domain, domains/orders/bus.py).
TOPIC = "orders"
#: Seconds between heartbeats (a comment line; also when the session is checked again).
HEARTBEAT = 15.0
#: Events kept per stream while its client reads slowly; beyond it the stream is ended.
QUEUE_SIZE = 100

STAFF_ROLES = frozenset({ROLE_ADMIN, ROLE_EMPLOYEE})
routes = Routes(tag="live")


@dataclass(eq=False)
class Listener:
    """One open stream: who it is for and what is waiting to be sent."""

    admin: bool
    branches: frozenset[int]
    queue: asyncio.Queue[tuple[str, dict[str, Any]] | None] = field(
        default_factory=lambda: asyncio.Queue(QUEUE_SIZE)
    )

    def wants(self, payload: dict[str, Any]) -> bool:
        return self.admin or payload.get("branchId") in self.branches


class LiveHub:
    """This worker's open streams; subscribed once to the event bus in ``create_app``."""

    def __init__(self, enabled: Callable[[], Iterable[str]] | None = None) -> None:
        self.listeners: set[Listener] = set()
        #: The enabled plugin ids, told to every stream after a configuration change.
        self.enabled = enabled

    def open(self, user: User) -> Listener:
        """A stream for a staff member: every branch for admins, else the user's."""
        return self.open_for(ROLE_ADMIN in user.roles, frozenset(user.branch_ids))

    def open_for(self, admin: bool, branches: frozenset[int]) -> Listener:
        """A stream for ``branches`` (all with ``admin``): a branch's keyed counter screen
        (plugins/frontdesk) opens one for its own branch."""
        listener = Listener(admin, branches)
        self.listeners.add(listener)
        return listener

    def close(self, listener: Listener) -> None:
        self.listeners.discard(listener)

    async def on_event(self, topic: str, payload: dict[str, Any]) -> None:
        if topic == RESYNC:
            message: tuple[str, dict[str, Any]] = ("resync", {})
        elif topic == TOPIC:
            message = ("order", payload)
        elif topic == CONFIG_TOPIC and self.enabled is not None:
            message = ("plugins", {"enabled": sorted(self.enabled())})
        else:
            return
        for listener in list(self.listeners):
            if topic == TOPIC and not listener.wants(payload):
                continue
            try:
                listener.queue.put_nowait(message)
            except asyncio.QueueFull:  # a client that stopped reading: end its stream
                self.close(listener)
                with contextlib.suppress(asyncio.QueueFull):
                    listener.queue.get_nowait()
                    listener.queue.put_nowait(None)


def _frame(event: str, data: dict[str, Any]) -> bytes:
    return b"event: " + event.encode() + b"\ndata: " + orjson.dumps(data) + b"\n\n"


@routes.get(
    "/api/live",
    response={"type": "string", "description": "text/event-stream: order, resync"},
    raw=True,
    errors=(401, 403),
    summary="Server push for the back office (SSE): new orders and status changes",
)
async def live(request: web.Request) -> web.StreamResponse:
    user = await require_staff(request)
    listener = request.app[LIVE].open(user)
    return await stream(
        request, listener, {"userId": user.id}, lambda: _still_signed_in(request, user)
    )


async def stream(
    request: web.Request,
    listener: Listener,
    hello: dict[str, Any],
    still_allowed: Callable[[], Awaitable[bool]],
) -> web.StreamResponse:
    """Send ``listener``'s events as Server-Sent Events until the client leaves: first a
    ``ready`` event carrying ``hello``, then ``order``/``resync`` events and a heartbeat
    every :data:`HEARTBEAT` seconds, when ``still_allowed()`` is asked again (False ends
    the stream). The listener is closed at the end. Mark the handler ``STREAMING``."""
    response = web.StreamResponse(
        headers={
            "Content-Type": "text/event-stream",
            "Cache-Control": "no-store",
            "X-Accel-Buffering": "no",
        }
    )
    try:
        await response.prepare(request)
        await response.write(b"retry: 2000\n\n" + _frame("ready", hello))
        while True:
            try:
                message = await asyncio.wait_for(listener.queue.get(), HEARTBEAT)
            except TimeoutError:
                if not await still_allowed():
                    break
                await response.write(b": heartbeat\n\n")
                continue
            if message is None:
                break
            await response.write(_frame(*message))
    except (ConnectionResetError, asyncio.CancelledError):
        pass
    finally:
        request.app[LIVE].close(listener)
    return response


setattr(live, STREAMING, True)


async def _still_signed_in(request: web.Request, user: User) -> bool:
    """The session cookie still names a live session of the same staff member."""
    forget_user(request)
    again = await current_user(request)
    return again is not None and again.id == user.id and not STAFF_ROLES.isdisjoint(again.roles)


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="live", title="Live-Aktualisierung", version=KERNEL_VERSION)


@hookimpl
def tresen_routes() -> Routes:
    return routes


#: This worker's open back-office streams (kernel/live.py).
LIVE: web.AppKey[LiveHub] = web.AppKey("live")
