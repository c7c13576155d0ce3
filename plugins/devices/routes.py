"""The device calls of spec 000 §7: a test notification, a test print, the device's log —
and the key a device signs in with, its logs and print jobs for the back office.

Each needs the right to update the device (admins; employees for their branches' devices,
others' are 404). The device is asked over the event bus (:mod:`.bus`); when it does not
answer within ``Settings.device_answer_seconds`` (or answers that it could not), the call
fails with 'Test nicht erfolgreich.' or 'Log konnte nicht angefordert werden.' (§8):
504 when nobody answered, 502 when the device answered that it failed.
"""

from __future__ import annotations

from typing import Any

from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.branches.api import DEVICES, Branch, Device
from kernel import (
    CONFIG,
    DB,
    EVENTS,
    SETTINGS,
    ApiError,
    Routes,
    User,
    audit,
    current_user,
    denied,
    ok,
    path_id,
    utcnow,
)
from plugins.devices import bus, keys, printing, texts
from plugins.devices.models import DeviceKey, DeviceLog, PrintJob
from plugins.devices.schemas import DeviceKeyOut, DeviceLogOut, DeviceTestOut, PrintJobOut

routes = Routes(tag="devices")
ONE = "/api/devices/{id:\\d+}"
#: Logs and print jobs the back office lists per device (newest first).
RECENT = 20


async def _device(request: web.Request, action: str) -> tuple[User, Device]:
    """The device the caller may act on (401/403/404), the action audited."""
    user = await current_user(request)
    if user is None or not DEVICES.policy.allows(user, "update"):
        raise denied(user)
    async with request.app[DB].transaction() as s:
        device = await DEVICES.fetch(s, user, path_id(request))
        s.add(audit(user, f"devices.{action}", "devices", device.id, None, None))
    return user, device


def _failed(answer: dict[str, Any] | None, message: str) -> ApiError:
    return ApiError(504 if answer is None else 502, message)


async def _ask(
    request: web.Request, device: Device, user: User, frame: dict[str, Any], record: Any = None
) -> dict[str, Any] | None:
    app = request.app
    timeout = app[SETTINGS].device_answer_seconds
    return await bus.ask(app[DB], app[EVENTS], device.id, user.id, frame, timeout, record)


@routes.post(
    f"{ONE}/test/notification",
    response=DeviceTestOut,
    errors=(401, 403, 404, 502, 504),
    summary="Show a test notification on the device; fails when it does not answer in time",
)
async def test_notification(request: web.Request) -> web.Response:
    user, device = await _device(request, "test-notification")
    frame = {
        "type": "notification",
        "id": bus.request_id(),
        "title": texts.NOTIFICATION_TITLE,
        "text": texts.NOTIFICATION_TEXT.format(name=device.name or device.identifier),
    }
    answer = await _ask(request, device, user, frame)
    if answer is None or not answer.get("ok"):
        raise _failed(answer, texts.TEST_FAILED)
    return ok(DeviceTestOut(ok=True, answered_at=utcnow()).model_dump(mode="json", by_alias=True))


@routes.post(
    f"{ONE}/test/print",
    response=PrintJobOut,
    errors=(401, 403, 404, 502, 504),
    summary="Print a test receipt (ESC/POS, the order receipt's format); returns the print job",
)
async def test_print(request: web.Request) -> web.Response:
    user, device = await _device(request, "test-print")
    async with request.app[DB].session() as s:
        branch = await s.get(Branch, device.branch_id)
    assert branch is not None  # a device belongs to its branch (CASCADE)
    shop = str(request.app[CONFIG].document.get("shopName", ""))
    pieces = printing.test_pieces(
        shop, branch.name, device.name or device.identifier, utcnow(), branch.timezone
    )
    text, escpos = printing.render(pieces)
    job = PrintJob(
        device_id=device.id, requested_by_id=user.id, kind="test", text=text, escpos=escpos
    )

    async def record(s: AsyncSession) -> None:
        s.add(job)
        await s.flush()
        frame.update(job=job.id)

    frame: dict[str, Any] = {
        "type": "print",
        "id": bus.request_id(),
        "format": "escpos",
        "data": escpos,
        "text": text,
    }
    answer = await _ask(request, device, user, frame, record)
    async with request.app[DB].transaction() as s:
        stored = await s.get(PrintJob, job.id, populate_existing=True)
        assert stored is not None
        if answer is None:
            stored.status = "unanswered"
        dumped = PrintJobOut.model_validate(stored).model_dump(mode="json", by_alias=True)
    if answer is None or not answer.get("ok"):
        raise _failed(answer, texts.TEST_FAILED)
    return ok(dumped)


@routes.post(
    f"{ONE}/request-device-logs",
    response=DeviceLogOut,
    errors=(401, 403, 404, 502, 504),
    summary="Ask the device for its log; returns the log it sent (kept for the back office)",
)
async def request_device_logs(request: web.Request) -> web.Response:
    user, device = await _device(request, "request-device-logs")
    frame = {"type": "logs", "id": bus.request_id()}
    answer = await _ask(request, device, user, frame)
    if answer is None or not answer.get("ok") or not isinstance(answer.get("logId"), int):
        raise _failed(answer, texts.LOGS_FAILED)
    async with request.app[DB].session() as s:
        log = await s.get(DeviceLog, answer["logId"])
        if log is None:  # removed with its device meanwhile
            raise _failed(answer, texts.LOGS_FAILED)
        return ok(DeviceLogOut.model_validate(log).model_dump(mode="json", by_alias=True))


async def _visible(request: web.Request) -> Device:
    user = await current_user(request)
    if user is None or not DEVICES.policy.allows(user, "get"):
        raise denied(user)
    async with request.app[DB].session() as s:
        device: Device = await DEVICES.fetch(s, user, path_id(request))
    return device


@routes.get(
    f"{ONE}/logs",
    response=list[DeviceLogOut],
    errors=(401, 403, 404),
    summary="The logs the device sent, newest first (the last 20)",
)
async def logs(request: web.Request) -> web.Response:
    device = await _visible(request)
    async with request.app[DB].session() as s:
        rows = await s.scalars(
            select(DeviceLog)
            .where(DeviceLog.device_id == device.id)
            .order_by(DeviceLog.id.desc())
            .limit(RECENT)
        )
        return ok(
            [DeviceLogOut.model_validate(r).model_dump(mode="json", by_alias=True) for r in rows]
        )


@routes.get(
    f"{ONE}/print-jobs",
    response=list[PrintJobOut],
    errors=(401, 403, 404),
    summary="The print jobs sent to the device, newest first (the last 20)",
)
async def print_jobs(request: web.Request) -> web.Response:
    device = await _visible(request)
    async with request.app[DB].session() as s:
        rows = await s.scalars(
            select(PrintJob)
            .where(PrintJob.device_id == device.id)
            .order_by(PrintJob.id.desc())
            .limit(RECENT)
        )
        return ok(
            [PrintJobOut.model_validate(r).model_dump(mode="json", by_alias=True) for r in rows]
        )


@routes.post(
    f"{ONE}/key",
    response=DeviceKeyOut,
    errors=(401, 403, 404),
    summary="Give the device a new key (shown once; connections with the old one are closed)",
)
async def new_key(request: web.Request) -> web.Response:
    _, device = await _device(request, "key")
    key = keys.new_key()
    async with request.app[DB].transaction() as s:
        stored = await s.get(DeviceKey, device.id)
        if stored is None:
            s.add(DeviceKey(device_id=device.id, key_hash=keys.digest(key)))
        else:
            stored.key_hash = keys.digest(key)
            stored.created_at = utcnow()
        await request.app[EVENTS].publish(s, bus.KEY, {"deviceId": device.id})
    socket = f"/api/devices/{device.identifier}/socket"
    return ok({"key": key, "socket": socket})
