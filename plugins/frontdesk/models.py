"""The screens' keys: one per frontdesk or backoffice screen of a branch, stored hashed."""

from __future__ import annotations

import datetime as dt

from sqlalchemy import ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from kernel import Base, UTCDateTime, utcnow


class BranchApiKey(Base):
    """A frontdesk or backoffice screen's key for one branch; only its hash is stored."""

    __tablename__ = "branch_api_keys"

    id: Mapped[int] = mapped_column(primary_key=True)
    branch_id: Mapped[int] = mapped_column(
        ForeignKey("branches.id", ondelete="CASCADE"), index=True
    )
    kind: Mapped[str] = mapped_column(String(20))  # frontdesk | backoffice
    key_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
