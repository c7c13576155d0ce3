"""Users and their server-side sessions."""

from __future__ import annotations

import datetime as dt

from sqlalchemy import Boolean, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from kernel.db import Base, JSONType, UTCDateTime, utcnow

ROLE_ADMIN = "ROLE_ADMIN"
ROLE_EMPLOYEE = "ROLE_EMPLOYEE"


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(180), unique=True)
    email: Mapped[str] = mapped_column(String(180), unique=True)
    password_hash: Mapped[str | None] = mapped_column(String(255))
    roles: Mapped[list[str]] = mapped_column(JSONType, default=list)
    branch_ids: Mapped[list[int]] = mapped_column(JSONType, default=list)
    is_enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    # Locked by an administrator (as opposed to the temporary lockout after failures).
    is_locked: Mapped[bool] = mapped_column(Boolean, default=False)
    expires_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
    last_login_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime)

    @property
    def branches(self) -> list[dict[str, int]]:
        return [{"id": b} for b in self.branch_ids]

    @property
    def is_admin(self) -> bool:
        return ROLE_ADMIN in self.roles

    def public(self) -> dict[str, object]:
        """The user as the client sees it (``GET /api/users/me``)."""
        return {
            "id": self.id,
            "username": self.username,
            "email": self.email,
            "roles": list(self.roles),
            "branches": [{"id": b} for b in self.branch_ids],
        }


class LoginLink(Base):
    """A one-time sign-in link; only the token's hash is stored."""

    __tablename__ = "login_links"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)  # sha256 of the token
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
    expires_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)


class Session(Base):
    """A signed-in browser. The cookie holds a random token; only its hash is stored."""

    __tablename__ = "sessions"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)  # sha256 of the token
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    csrf_token: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
    expires_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)
