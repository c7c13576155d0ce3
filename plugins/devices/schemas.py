"""What the device calls answer."""

from __future__ import annotations

import datetime as dt

from kernel import OutSchema, RefOut


class DeviceKeyOut(OutSchema):
    """A device's new key, shown once; the device sends it as its first socket message."""

    key: str
    socket: str


class DeviceTestOut(OutSchema):
    """The device answered the test: it showed the notification."""

    ok: bool
    answered_at: dt.datetime


class PrintJobOut(OutSchema):
    id: int
    device: RefOut
    created_at: dt.datetime
    kind: str
    status: str
    text: str
    escpos: str


class DeviceLogOut(OutSchema):
    id: int
    device: RefOut
    created_at: dt.datetime
    lines: list[str]
