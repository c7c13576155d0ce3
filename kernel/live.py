"""Built-in plugin ``live``: server push for the back office (``GET /api/live``, SSE).

One connection per open back office. The kernel knows no business topic: a unit declares
the event bus topics it wants pushed (``tresen_live_topics`` → :class:`LiveTopic`: the bus
topic, the SSE event name and who may see a payload), publishes on them in its
transactions, so every worker hears them, and each worker's :class:`LiveHub` fans them out
to its open streams whose :class:`Viewer` the topic admits, while the declaring unit is
enabled. The kernel's own events: ``ready`` (first, on every stream), ``resync`` (after a
bus reconnect: clients reload) and ``plugins`` (the enabled plugin set changed, to staff
streams: the shell loads or drops plugin UIs). The stream is authorised like any staff
call, re-checks the session on every heartbeat (a signed-out or revoked session ends it)
and is ended by the client on logout.

Wire format (``text/event-stream``)::

    event: plugins
    data: {"enabled": ["auth", "config", "donations", …]}
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import orjson
from aiohttp import web

from kernel.api import Routes
from kernel.auth.models import ROLE_ADMIN, ROLE_EMPLOYEE, User
from kernel.auth.sessions import current_user, forget_user, require_staff
from kernel.deadline import STREAMING
from kernel.events import RESYNC
from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest
from kernel.plugins import PluginError, PluginRegistry

log = logging.getLogger(__name__)
#: Seconds between heartbeats (a comment line; also when the session is checked again).
HEARTBEAT = 15.0
#: Events kept per stream while its client reads slowly; beyond it the stream is ended.
QUEUE_SIZE = 100
#: The SSE events the kernel sends itself; no declared topic may use them.
KERNEL_EVENTS = frozenset({"ready", RESYNC, "plugins"})

STAFF_ROLES = frozenset({ROLE_ADMIN, ROLE_EMPLOYEE})
routes = Routes(tag="live")


@dataclass(frozen=True)
class Viewer:
    """Whom a stream is for: an admin (every branch), the branches of an employee or of a
    branch's keyed screen (plugins/frontdesk), and whether a signed-in staff member (not a
    keyed screen) reads it."""

    admin: bool
    branches: frozenset[int]
    staff: bool = False

    def sees_branch(self, branch_id: object) -> bool:
        """Admins every branch, everyone else their own (as ``GET`` lists filter)."""
        return self.admin or branch_id in self.branches


@dataclass(frozen=True)
class LiveTopic:
    """An event bus topic pushed to open streams (declared by ``tresen_live_topics``).

    ``name`` is the bus topic the unit publishes on, ``event`` the SSE event name the
    clients listen for, ``visible(viewer, payload)`` whether a stream's :class:`Viewer`
    may see that payload (called for every open stream, so keep it a cheap check of the
    payload, no I/O). The payload is sent as the event's data unchanged.
    """

    name: str
    event: str
    visible: Callable[[Viewer, Mapping[str, Any]], bool]


Message = tuple[str, Mapping[str, Any]]


@dataclass(eq=False)
class Listener:
    """One open stream: who it is for and what is waiting to be sent."""

    viewer: Viewer
    queue: asyncio.Queue[Message | None] = field(default_factory=lambda: asyncio.Queue(QUEUE_SIZE))


class LiveHub:
    """This worker's open streams and the declared topics; subscribed once to the event bus
    and to the enabled set in ``create_app``."""

    def __init__(self, registry: PluginRegistry) -> None:
        self.registry = registry
        self.listeners: set[Listener] = set()
        #: bus topic → (declaring plugin's id, topic)
        self.topics: dict[str, tuple[str, LiveTopic]] = {}
        for plugin, declared in registry.declared("tresen_live_topics"):
            for topic in declared:
                self._declare(plugin.id, topic)

    def _declare(self, owner: str, topic: object) -> None:
        if not isinstance(topic, LiveTopic):
            raise PluginError(f"plugin {owner}: tresen_live_topics must return kernel.LiveTopic")
        if topic.name in self.topics:
            both = " and ".join(sorted((self.topics[topic.name][0], owner)))
            raise PluginError(f"live topic {topic.name!r} declared by {both}")
        if topic.name == RESYNC or topic.event in KERNEL_EVENTS:
            raise PluginError(f"plugin {owner}: live topic {topic.name!r} uses a kernel name")
        self.topics[topic.name] = (owner, topic)

    def open(self, user: User) -> Listener:
        """A stream for a staff member: every branch for admins, else the user's."""
        viewer = Viewer(ROLE_ADMIN in user.roles, frozenset(user.branch_ids), staff=True)
        return self._open(viewer)

    def open_for(self, admin: bool, branches: frozenset[int]) -> Listener:
        """A stream for ``branches`` (all with ``admin``) that no staff member reads: a
        branch's keyed counter screen (plugins/frontdesk) opens one for its own branch."""
        return self._open(Viewer(admin, branches))

    def _open(self, viewer: Viewer) -> Listener:
        listener = Listener(viewer)
        self.listeners.add(listener)
        return listener

    def close(self, listener: Listener) -> None:
        self.listeners.discard(listener)

    async def on_event(self, topic: str, payload: dict[str, Any]) -> None:
        if topic == RESYNC:
            self._send(("resync", {}), lambda viewer: True)
            return
        declared = self.topics.get(topic)
        if declared is None or not self.registry.is_enabled(declared[0]):
            return
        owner, live_topic = declared

        def admits(viewer: Viewer) -> bool:
            try:
                return live_topic.visible(viewer, payload)
            except Exception as exc:  # counted in the owner's health, the stream skipped
                plugin = self.registry.plugins[owner]
                self.registry.failed(plugin, f"live topic {topic} filter raised {exc!r}", exc)
                return False

        self._send((live_topic.event, payload), admits)

    def plugins_changed(self, enabled: frozenset[str]) -> None:
        """Tell every staff stream the new enabled set (``PluginRegistry.watch``)."""
        self._send(("plugins", {"enabled": sorted(enabled)}), lambda viewer: viewer.staff)

    def _send(self, message: Message, admits: Callable[[Viewer], bool]) -> None:
        for listener in list(self.listeners):
            if not admits(listener.viewer):
                continue
            try:
                listener.queue.put_nowait(message)
            except asyncio.QueueFull:  # a client that stopped reading: end its stream
                self.close(listener)
                with contextlib.suppress(asyncio.QueueFull):
                    listener.queue.get_nowait()
                    listener.queue.put_nowait(None)


def _frame(event: str, data: Mapping[str, Any]) -> bytes:
    return b"event: " + event.encode() + b"\ndata: " + orjson.dumps(data) + b"\n\n"


@routes.get(
    "/api/live",
    response={
        "type": "string",
        "description": "text/event-stream: ready, resync, plugins and the units' topics",
    },
    raw=True,
    errors=(401, 403),
    summary="Server push for the back office (SSE): the units' live topics, plugin changes",
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
    ``ready`` event carrying ``hello``, then the listener's events and a heartbeat
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
