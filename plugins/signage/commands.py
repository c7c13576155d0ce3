"""Commands to a TV (spec 000 §4 Digital signage): send one, or abort the pending one.

``POST /api/digital-signage-devices/{id}/command`` stores the body as the device's command
with status ``pending``; ``…/command/abort`` turns a pending command into ``aborted``. Both
answer the updated device and need the right to update it, and both are published on the
event bus (``plugins.signage.player.TOPIC``) so the TV's open player hears them at once.
``…/key`` gives the TV a new player key (shown once).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aiohttp import web

from kernel import (
    DB,
    EVENTS,
    ApiError,
    Routes,
    audit,
    current_user,
    denied,
    device_socket,
    digest,
    ok,
    path_id,
    read_json,
    validate,
)
from kernel import messages as msg
from plugins.signage import keys, player, texts
from plugins.signage.models import SignageDevice
from plugins.signage.resources import DEVICES
from plugins.signage.schemas import SignageCommandIn, SignageDeviceOut, SignageKeyOut

routes = Routes(tag=DEVICES.name)
ONE = "/api/digital-signage-devices/{id:\\d+}"


def send(device: SignageDevice, command: dict[str, Any]) -> None:
    """Queue ``command`` for the TV, replacing whatever it had."""
    device.command = command
    device.command_status = "pending"


def command_of(payload: SignageCommandIn) -> dict[str, Any]:
    """The command as the TV gets it (without the device id); refuses what it cannot show."""
    data = payload.data
    if payload.type == "message":
        text = data.get("text")
        if not isinstance(text, str) or not text.strip():
            raise ApiError(422, msg.BLANK, field="data.text")
        if len(text) > 500:
            raise ApiError(422, msg.TOO_LONG.format(limit=500), field="data.text")
    if payload.type == "segment" and (not isinstance(data.get("id"), int) or data["id"] < 1):
        raise ApiError(422, msg.INVALID, field="data.id")
    return {"type": payload.type, "data": data, **(payload.model_extra or {})}


def abort(device: SignageDevice) -> None:
    """Withdraw the pending command; the TV has not taken it yet."""
    if device.command_status != "pending":
        raise ApiError(409, texts.NO_PENDING_COMMAND)
    device.command_status = "aborted"


async def _act(request: web.Request, action: str, change: Callable[[SignageDevice], None]) -> Any:
    user = await current_user(request)
    if not DEVICES.policy.allows(user, "update"):
        raise denied(user)
    device_id = path_id(request)
    async with request.app[DB].transaction() as s:
        device = await DEVICES.fetch(s, user, device_id)
        before = DEVICES.dump(device)
        change(device)
        await s.flush()
        after = DEVICES.dump(device)
        s.add(audit(user, f"{DEVICES.name}.{action}", DEVICES.name, device.id, before, after))
        await player.publish(request.app[EVENTS], s, device.id, action)
    return after


@routes.post(
    f"{ONE}/command",
    body=SignageCommandIn,
    response=SignageDeviceOut,
    errors=(401, 403, 404, 422),
    summary="Send a command to a TV (status pending); returns the TV",
)
async def command(request: web.Request) -> web.Response:
    data = await read_json(request)

    def change(device: SignageDevice) -> None:
        payload = validate(SignageCommandIn, data)
        if payload.id is not None and payload.id != device.id:
            raise ApiError(422, msg.INVALID, field="id")
        send(device, command_of(payload))

    return ok(await _act(request, "command", change))


@routes.post(
    f"{ONE}/command/abort",
    response=SignageDeviceOut,
    errors=(401, 403, 404, 409),
    summary="Abort the TV's pending command; returns the TV",
)
async def abort_command(request: web.Request) -> web.Response:
    return ok(await _act(request, "command-abort", abort))


@routes.post(
    f"{ONE}/key",
    response=SignageKeyOut,
    errors=(401, 403, 404),
    summary="Give the TV a new player key (shown once; the old one stops working)",
)
async def new_key(request: web.Request) -> web.Response:
    user = await current_user(request)
    if not DEVICES.policy.allows(user, "update"):
        raise denied(user)
    key = device_socket.new_key()
    async with request.app[DB].transaction() as s:
        device = await DEVICES.fetch(s, user, path_id(request))
        device.key_hash = digest(key)
        s.add(audit(user, f"{DEVICES.name}.key", DEVICES.name, device.id, None, None))
        # an open player with the old key is told to sign in again
        await player.publish(request.app[EVENTS], s, device.id, "key")
        identifier = device.identifier
    return ok({"key": key, "url": keys.player_path(identifier, key)})
