"""Stored configuration versions and the change log."""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Any

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from kernel.db import Base, JSONType, UTCDateTime, utcnow

if TYPE_CHECKING:
    from kernel.auth.models import User


class ConfigVersion(Base):
    """One saved configuration document; the highest version is the current one."""

    __tablename__ = "config_versions"

    version: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    document: Mapped[dict[str, Any]] = mapped_column(JSONType)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))


class LogEntry(Base):
    """An audit record: who changed what, when, from what to what (``GET /api/logs``)."""

    __tablename__ = "logs"

    id: Mapped[int] = mapped_column(primary_key=True)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, index=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    action: Mapped[str] = mapped_column(String(100))
    entity: Mapped[str] = mapped_column(String(100), index=True)
    entity_id: Mapped[str | None] = mapped_column(String(100))
    data: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)

    def public(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "createdAt": self.created_at.isoformat(),
            "userId": self.user_id,
            "action": self.action,
            "entity": self.entity,
            "entityId": self.entity_id,
            "data": self.data,
        }


def audit(
    user: User | None,
    action: str,
    entity: str,
    entity_id: Any,
    before: dict[str, Any] | None,
    after: dict[str, Any] | None,
) -> LogEntry:
    """An audit log entry (``GET /api/logs``) to add to the session of the change."""
    return LogEntry(
        user_id=user.id if user else None,
        action=action,
        entity=entity,
        entity_id=str(entity_id),
        data={"before": before, "after": after},
        created_at=utcnow(),
    )
