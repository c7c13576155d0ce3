"""The TV's side: its player page and the WebSocket that feeds it.

``GET /signage/{identifier}`` is a small HTML page that loads the player script
(``ui/src/player``, built to ``ui/dist/pages``); no staff session. The page reads the TV's
key from the address fragment and opens ``GET /api/signage/{identifier}/socket``.

WebSocket protocol (JSON text frames)::

    player → {"type": "hello", "key": "…"}              first, within HELLO_SECONDS
    server → {"type": "state", "device": …, "stream": …, "segments": [...]}
    server → {"type": "command", "command": {"type": "message", "data": {...}}}
    player → {"type": "done"}                            the command was carried out
    server → {"type": "abort"}                           the pending command was withdrawn
    player → {"type": "ping"}  server → {"type": "pong"}
    server → {"type": "error", "errors": [{"field", "message"}]}  (German)

Changes reach the socket through the kernel's event bus (every worker hears them, see
``kernel/live.py`` for the same pattern with SSE): a command or abort of this TV, and any
change of a TV, stream or film sequence (the player gets its state again). After a bus
reconnect (``resync``) the state and any pending command are sent again, and so they are
when the player reconnects after a network loss: it picks up its stream and the command
it missed. A wrong key and an unknown TV get the same answer (close code 4401): the
socket's life (hello, key, ping, clean-up) is :mod:`kernel.device_socket`'s.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import re
from pathlib import Path
from typing import Any, Literal

import orjson
from aiohttp import web
from markupsafe import escape
from pydantic import BaseModel, Field

from kernel import DB, ENTITY_TOPIC, EVENTS, RESYNC, STREAMING, ApiError, Routes, device_socket
from kernel import messages as msg
from plugins.signage import player, texts
from plugins.signage.models import SignageDevice

log = logging.getLogger(__name__)
routes = Routes(tag="digital-signage-player")

CLOSE_GONE = 4404
IDENTIFIER = re.compile(r"^[a-z0-9][a-z0-9-]{0,99}$")
PAGES = Path(__file__).resolve().parent / "ui" / "dist" / "pages"
#: The player page's policy: the shell's, plus films from this site and https hosts.
CSP = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "media-src 'self' blob: https:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'self'",
    )
)
PAGE = """<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>{title}</title>
<style>html,body{{margin:0;height:100%;background:#000;color:#fff;overflow:hidden;font-family:system-ui,sans-serif}}</style>
{script}
</head>
<body>
<main id="signage-player" data-identifier="{identifier}"></main>
</body>
</html>
"""


class PlayerMessage(BaseModel):
    """What a player may send; the key only in its hello."""

    type: Literal["hello", "done", "ping"]
    key: str | None = Field(None, max_length=200)


def _script() -> str:
    """The player's hashed script from the pages build's asset manifest ('' before a build)."""
    try:
        manifest = orjson.loads((PAGES / "asset-manifest.json").read_bytes())
        files = manifest["entrypoints"]["player"]
    except (OSError, ValueError, KeyError, TypeError):
        log.warning("%s has no player: build the UI (npm --prefix ui-shell run build)", PAGES)
        return ""
    return "".join(
        f'<script src="/plugins/signage/pages/{escape(name)}" defer></script>' for name in files
    )


@routes.get(
    "/signage/{identifier}",
    response={"type": "string", "description": "text/html: the TV's player page"},
    raw=True,
    errors=(404,),
    summary="A TV's player page (its key comes in the address fragment: #key=…)",
)
async def page(request: web.Request) -> web.Response:
    identifier = request.match_info["identifier"]
    if not IDENTIFIER.match(identifier):
        raise ApiError(404, msg.NOT_FOUND)
    html = PAGE.format(
        title=escape(texts.PLAYER_TITLE.format(name=identifier)),
        identifier=escape(identifier),
        script=await asyncio.to_thread(_script),
    )
    return web.Response(
        text=html,
        content_type="text/html",
        headers={
            "Content-Security-Policy": CSP,
            "Cache-Control": "no-store",
            "Referrer-Policy": "no-referrer",
        },
    )


TEXTS = device_socket.SocketTexts(
    websocket_only=texts.WEBSOCKET_ONLY, no_hello=texts.NO_HELLO, invalid_key=texts.INVALID_KEY
)
_error = device_socket.error_frame


def _parse(raw: str) -> PlayerMessage | dict[str, Any]:
    """The player's message, or the error frame to answer it with."""
    return device_socket.parse_frame(raw, PlayerMessage)


class Connection(device_socket.DeviceConnection[str]):
    """One authorised player: its queue of bus changes and what it is sent."""

    #: Changes kept per socket while the player reads slowly; beyond that it is closed.
    queue_size = 50

    def __init__(
        self, request: web.Request, ws: web.WebSocketResponse, device_id: int, key_hash: str
    ) -> None:
        super().__init__(request, ws, device_id)
        self.key_hash = key_hash
        self.last_seen: dt.datetime | None = None
        #: The command sent and not yet answered with done/abort: never sent twice.
        self.sent: dict[str, Any] | None = None
        #: Reading the pending command and sending it, and recording 'done', one at a time:
        #: else a read from before the 'done' commit could send the command again after it.
        self.commands = asyncio.Lock()

    async def send_command(self, command: dict[str, Any] | None) -> None:
        if command is not None and command != self.sent:
            self.sent = command
            await self.ws.send_json({"type": "command", "command": command})

    async def on_event(self, topic: str, payload: dict[str, Any]) -> None:
        if topic == player.TOPIC and payload.get("deviceId") == self.device_id:
            change = str(payload.get("change"))
        elif topic == ENTITY_TOPIC and payload.get("resource") in player.RESOURCES:
            change = "state"
        elif topic == RESYNC:
            change = "resync"
        else:
            return
        try:
            self.queue.put_nowait(change)
        except asyncio.QueueFull:  # a player that stopped reading: end it, it reconnects
            with contextlib.suppress(asyncio.QueueFull):
                self.queue.get_nowait()
                self.queue.put_nowait(None)

    async def send_state(self) -> bool:
        """The state and any pending command; False when the TV is gone."""
        async with self.commands:
            async with self.request.app[DB].session() as s:
                state = await player.state(s, self.device_id)
                command = await player.pending_command(s, self.device_id)
            if state is None:
                await self.ws.send_json(_error("", msg.NOT_FOUND))
                await self.ws.close(code=CLOSE_GONE)
                return False
            await self.ws.send_json({"type": "state", **state})
            await self.send_command(command)
        return True

    async def next_changes(self) -> list[str | None]:
        """The next change and whatever else is already waiting (a burst is sent once)."""
        changes = [await self.queue.get()]
        while not self.queue.empty():
            changes.append(self.queue.get_nowait())
        return changes

    async def deliver(self, changes: list[str | None]) -> bool:
        """Send what ``changes`` mean, the state at most once; False to end the connection."""
        state_sent = False
        for change in changes:
            if change is None:
                return False
            if change in ("state", "resync"):
                if state_sent:
                    continue
                state_sent = True
            if not await self.on_change(change):
                return False
        return True

    async def send_loop(self) -> None:
        if await self.send_state():
            while await self.deliver(await self.next_changes()):
                pass

    async def on_change(self, change: str) -> bool:
        """Tell the player what changed; False to end the connection."""
        if change == "command":
            async with self.commands:
                async with self.request.app[DB].session() as s:
                    command = await player.pending_command(s, self.device_id)
                await self.send_command(command)
            return True
        if change == "command-abort":
            self.sent = None
            await self.ws.send_json({"type": "abort"})
            return True
        if change == "key":  # a new key was made: the old one no longer opens the player
            async with self.request.app[DB].session() as s:
                device = await s.get(SignageDevice, self.device_id, populate_existing=True)
            if device is not None and device.key_hash == self.key_hash:
                return True  # the news of the key this player signed in with
            await self.ws.send_json(_error("key", texts.INVALID_KEY))
            await self.ws.close(code=device_socket.CLOSE_UNAUTHORISED)
            return False
        if change == "done":
            return True
        return await self.send_state()

    async def on_message(self, raw: str) -> None:
        parsed = _parse(raw)
        if isinstance(parsed, dict):
            await self.ws.send_json(parsed)
            return
        db, events = self.request.app[DB], self.request.app[EVENTS]
        async with self.commands:
            async with db.transaction() as s:
                written = await player.seen(s, self.device_id, self.last_seen)
                if parsed.type == "done":
                    await player.mark_done(events, s, self.device_id)
            if parsed.type == "done":  # after the commit: until then it still reads as pending
                self.sent = None
        self.last_seen = written or self.last_seen
        if parsed.type == "ping":
            await self.ws.send_json({"type": "pong"})


async def _sign_in(request: web.Request, ws: web.WebSocketResponse, key: str) -> Connection | None:
    """The connection of the TV the path names, if ``key`` is its player key."""
    async with request.app[DB].transaction() as s:
        device = await player.authenticate(s, request.match_info["identifier"], key)
        if device is None or device.key_hash is None:
            return None
        await player.seen(s, device.id, None)
        return Connection(request, ws, device.id, device.key_hash)


@routes.get(
    "/api/signage/{identifier}/socket",
    response={"type": "string", "description": "WebSocket: hello, state, command, abort"},
    raw=True,
    errors=(400,),
    summary="A TV player's WebSocket: its stream and the commands sent to it, pushed",
)
async def socket(request: web.Request) -> web.StreamResponse:
    return await device_socket.serve(
        request, texts=TEXTS, parse=_parse, sign_in=_sign_in, name="signage"
    )


setattr(socket, STREAMING, True)
