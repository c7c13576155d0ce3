"""Digital signage: film sequences (segments), streams of them, and the TVs playing them."""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from kernel import Base, JSONType, UTCDateTime


class SignageSegment(Base):
    """A film sequence ('Filmsequenz'): media shown for ``duration`` seconds.

    Without a branch it is company-wide: only admins manage it, every stream may use it.
    """

    __tablename__ = "signage_segments"

    id: Mapped[int] = mapped_column(primary_key=True)
    branch_id: Mapped[int | None] = mapped_column(
        ForeignKey("branches.id", ondelete="SET NULL"), index=True
    )
    name: Mapped[str] = mapped_column(String(255))
    duration: Mapped[int] = mapped_column(Integer, default=10)
    media: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)

    @property
    def branch(self) -> dict[str, int] | None:
        return {"id": self.branch_id} if self.branch_id else None


class SignageStream(Base):
    """An ordered playlist of segments for the TVs of one branch."""

    __tablename__ = "signage_streams"

    id: Mapped[int] = mapped_column(primary_key=True)
    branch_id: Mapped[int] = mapped_column(
        ForeignKey("branches.id", ondelete="CASCADE"), index=True
    )
    name: Mapped[str] = mapped_column(String(255))
    segment_ids: Mapped[list[int]] = mapped_column(JSONType, default=list)

    @property
    def branch(self) -> dict[str, int]:
        return {"id": self.branch_id}

    @property
    def segments(self) -> list[dict[str, int]]:
        return [{"id": i} for i in self.segment_ids]


class SignageDevice(Base):
    """A TV: plays ``stream`` and takes one ``command`` at a time.

    ``command_status``: ``pending`` (sent, the TV has not taken it), ``aborted`` (withdrawn
    before the TV took it), ``done`` (the TV's player carried it out).
    """

    __tablename__ = "signage_devices"

    id: Mapped[int] = mapped_column(primary_key=True)
    branch_id: Mapped[int] = mapped_column(
        ForeignKey("branches.id", ondelete="CASCADE"), index=True
    )
    stream_id: Mapped[int | None] = mapped_column(
        ForeignKey("signage_streams.id", ondelete="SET NULL"), index=True
    )
    identifier: Mapped[str] = mapped_column(String(100), unique=True)
    name: Mapped[str] = mapped_column(String(255), default="")
    last_seen_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime)
    command: Mapped[dict[str, Any] | None] = mapped_column(JSONType)
    command_status: Mapped[str | None] = mapped_column(String(20))
    #: SHA-256 of the player key (``plugins.signage.keys``); the key itself is shown once.
    key_hash: Mapped[str | None] = mapped_column(String(64))

    @property
    def branch(self) -> dict[str, int]:
        return {"id": self.branch_id}

    @property
    def has_key(self) -> bool:
        return self.key_hash is not None

    @property
    def stream(self) -> dict[str, int] | None:
        return {"id": self.stream_id} if self.stream_id else None
