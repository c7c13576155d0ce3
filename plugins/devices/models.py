"""What the devices domain keeps: a device's key, the logs it sent and its print jobs."""

from __future__ import annotations

import datetime as dt

from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from kernel import Base, JSONType, UTCDateTime, utcnow


class DeviceKey(Base):
    """The SHA-256 of a device's key (``keys``): the key itself is shown once."""

    __tablename__ = "device_keys"

    device_id: Mapped[int] = mapped_column(
        ForeignKey("devices.id", ondelete="CASCADE"), primary_key=True
    )
    key_hash: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)


class DeviceLog(Base):
    """The log lines a device sent back when asked (``POST …/request-device-logs``)."""

    __tablename__ = "device_logs"

    id: Mapped[int] = mapped_column(primary_key=True)
    device_id: Mapped[int] = mapped_column(ForeignKey("devices.id", ondelete="CASCADE"), index=True)
    requested_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
    lines: Mapped[list[str]] = mapped_column(JSONType, default=list)

    @property
    def device(self) -> dict[str, int]:
        return {"id": self.device_id}


class PrintJob(Base):
    """A receipt sent to a printer: ESC/POS as the printer gets it, and its text.

    ``status``: ``sent`` (on its way), ``printed`` (the device said so), ``failed`` (the
    device said it could not), ``unanswered`` (no answer in time).
    """

    __tablename__ = "print_jobs"

    id: Mapped[int] = mapped_column(primary_key=True)
    device_id: Mapped[int] = mapped_column(ForeignKey("devices.id", ondelete="CASCADE"), index=True)
    requested_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
    kind: Mapped[str] = mapped_column(String(20), default="test")
    status: Mapped[str] = mapped_column(String(20), default="sent")
    text: Mapped[str] = mapped_column(Text, default="")
    escpos: Mapped[str] = mapped_column(Text, default="")  # base64 of the printer's bytes

    @property
    def device(self) -> dict[str, int]:
        return {"id": self.device_id}
