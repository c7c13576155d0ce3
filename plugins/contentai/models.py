"""The AI log: every call, who made it and what it asked, and what came back (a draft)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from kernel import Base, JSONType, UTCDateTime, utcnow


class AiGeneration(Base):
    """One call of ``POST /api/content-ai/generate/…``.

    ``kind``: ``site`` or ``image``; ``status``: ``draft`` (content came back and waits
    for a person to take it over) or ``failed`` (``error`` says why, for the operator).
    ``result`` holds a site draft (title, description, content); images are not kept here.
    """

    __tablename__ = "ai_generations"
    __table_args__ = (Index("ix_ai_generations_user_id_created_at", "user_id", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
    kind: Mapped[str] = mapped_column(String(20))
    site_id: Mapped[int | None] = mapped_column(
        ForeignKey("sites.id", ondelete="SET NULL"), index=True
    )
    prompt: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(20))
    result: Mapped[dict[str, Any] | None] = mapped_column(JSONType)
    error: Mapped[str] = mapped_column(Text, default="")
