"""Images, image templates and uploaded files.

The bytes of an image or upload live in the app's storage (:mod:`kernel.storage`: the
local ``var/media`` or an S3 bucket) under ``media/<publicHash>.<extension>``; a new file
(replacement) gets a new hash and version, so a file's URL never changes its content and
can be cached forever.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from kernel import Base, JSONType, UTCDateTime, utcnow


class _StoredFile:
    """Columns shared by images and uploads: where the bytes are and what they are."""

    version: Mapped[int] = mapped_column(Integer, default=1)
    extension: Mapped[str] = mapped_column(String(10))
    mime_type: Mapped[str] = mapped_column(String(100))
    # 128-bit random secret (hex): the file's name on disk and in its URL.
    public_hash: Mapped[str] = mapped_column(String(64), unique=True)
    size: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(255), default="")
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, onupdate=utcnow)

    @property
    def file_name(self) -> str:
        return f"{self.public_hash}.{self.extension}"

    @property
    def url(self) -> str:
        return f"/media/{self.file_name}"


class Image(_StoredFile, Base):
    """An uploaded picture (spec 002 §3 Image: id, version, extension, alt, publicHash)."""

    __tablename__ = "images"

    id: Mapped[int] = mapped_column(primary_key=True)
    alt: Mapped[str] = mapped_column(String(255), default="")
    width: Mapped[int] = mapped_column(Integer)
    height: Mapped[int] = mapped_column(Integer)


class Upload(_StoredFile, Base):
    """An uploaded file (spec 002 §3 Uploaded file: id, version, extension, mimeType,
    publicHash). Reachable without login only through its secret hash."""

    __tablename__ = "uploads"

    id: Mapped[int] = mapped_column(primary_key=True)
    #: When an anonymous visitor uploaded it, until an order references it (None: staff's
    #: or referenced); deleted when left unclaimed too long (unclaimed.py).
    unclaimed_since: Mapped[dt.datetime | None] = mapped_column(UTCDateTime, index=True)


class ImageTemplate(Base):
    """A template for generated images: a canvas size and its layers (spec 000 §3)."""

    __tablename__ = "image_templates"

    id: Mapped[int] = mapped_column(primary_key=True)
    identifier: Mapped[str] = mapped_column(String(100), unique=True)
    name: Mapped[str] = mapped_column(String(255))
    width: Mapped[int] = mapped_column(Integer, default=1080)
    height: Mapped[int] = mapped_column(Integer, default=1080)
    layers: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow)
    updated_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, onupdate=utcnow)
