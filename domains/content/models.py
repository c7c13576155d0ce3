"""Content of the public site: pages (sites), redirects, blocks, nodes, navigations,
QR codes and scenes (spec 000 §3, spec 002 §3)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import Boolean, ForeignKey, Integer, SmallInteger, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from kernel import Base, JSONType, UTCDateTime, utcnow


class Site(Base):
    """A content page, looked up by ``path`` (``/{sitePath}``; the empty path is home).

    The HTML document head reads ``title``/``seo_title``, ``description``/
    ``seo_description``, ``name`` and ``is_public`` from here.
    """

    __tablename__ = "sites"

    id: Mapped[int] = mapped_column(primary_key=True)
    type: Mapped[str] = mapped_column(String(50), default="default")
    path: Mapped[str] = mapped_column(String(500), unique=True)
    name: Mapped[str] = mapped_column(String(255))
    title: Mapped[str] = mapped_column(String(255), default="")
    seo_title: Mapped[str] = mapped_column(String(255), default="")
    keywords: Mapped[str] = mapped_column(String(500), default="")
    description: Mapped[str] = mapped_column(Text, default="")
    seo_description: Mapped[str] = mapped_column(Text, default="")
    # A body list, or keyed content per layout (spec 002 §3 Site).
    content: Mapped[Any] = mapped_column(JSONType, default=list)
    is_public: Mapped[bool] = mapped_column(Boolean, default=True)
    updated_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, onupdate=utcnow)


class Redirect(Base):
    """An old address (``/alte-seite.html``) answered with a redirect to ``target``."""

    __tablename__ = "redirects"

    id: Mapped[int] = mapped_column(primary_key=True)
    path: Mapped[str] = mapped_column(String(500), unique=True)
    target: Mapped[str] = mapped_column(String(2000))
    status_code: Mapped[int] = mapped_column(SmallInteger, default=301)


class Block(Base):
    """A reusable piece of content: info pop-up, news overlay, … (spec 002 §3 Block)."""

    __tablename__ = "blocks"

    id: Mapped[int] = mapped_column(primary_key=True)
    identifier: Mapped[str] = mapped_column(String(100), unique=True)
    name: Mapped[str] = mapped_column(String(255))
    type: Mapped[str] = mapped_column(String(50))
    is_public: Mapped[bool] = mapped_column(Boolean, default=True)
    content: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)


class Node(Base):
    """A typed content record: wood, construction, main category or form (spec 002 §3)."""

    __tablename__ = "nodes"

    id: Mapped[int] = mapped_column(primary_key=True)
    identifier: Mapped[str] = mapped_column(String(100), unique=True)
    type: Mapped[str] = mapped_column(String(20))
    is_public: Mapped[bool] = mapped_column(Boolean, default=True)
    content: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)


class Navigation(Base):
    """A menu of the site (``main-menu``, ``footer-main``, ``quick-links`` …)."""

    __tablename__ = "navigations"

    id: Mapped[int] = mapped_column(primary_key=True)
    identifier: Mapped[str] = mapped_column(String(100), unique=True)
    is_public: Mapped[bool] = mapped_column(Boolean, default=True)
    items: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)


class QrCode(Base):
    """A printed QR code: its short ``path`` leads to ``target`` (and counts the scan)."""

    __tablename__ = "qr_codes"

    id: Mapped[int] = mapped_column(primary_key=True)
    path: Mapped[str] = mapped_column(String(500), unique=True)
    target: Mapped[str] = mapped_column(String(2000))
    name: Mapped[str] = mapped_column(String(255), default="")
    #: How often the code was followed (``GET /{path}``), for the statistics.
    scans: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    last_scan_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime, nullable=True)


class QrScan(Base):
    """One scan of a QR code, with the target it led to then: the statistics of a period
    (000 §7 qr-code-origins, qr-code-targets). Nothing about the scanning device."""

    __tablename__ = "qr_scans"

    id: Mapped[int] = mapped_column(primary_key=True)
    qr_code_id: Mapped[int] = mapped_column(
        ForeignKey("qr_codes.id", ondelete="CASCADE"), index=True
    )
    target: Mapped[str] = mapped_column(String(2000))
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, index=True)


class Scene(Base):
    """A composed scene addressed by ``path``; its ``content`` is a JSON document."""

    __tablename__ = "scenes"

    id: Mapped[int] = mapped_column(primary_key=True)
    path: Mapped[str] = mapped_column(String(500), unique=True)
    name: Mapped[str] = mapped_column(String(255))
    content: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)


class FormSubmission(Base):
    """One accepted submission of a form node (``POST /api/custom/form/{id}``).

    ``key`` is unique: the hashed Idempotency-Key, or the payload's digest within its
    time window, so a retried submit is found instead of stored and mailed again.
    ``data`` holds the field values by key, ``files`` the uploaded files (name, size,
    MIME type, storage key).
    """

    __tablename__ = "form_submissions"

    id: Mapped[int] = mapped_column(primary_key=True)
    node_id: Mapped[int] = mapped_column(ForeignKey("nodes.id", ondelete="CASCADE"), index=True)
    key: Mapped[str] = mapped_column(String(64), unique=True)
    digest: Mapped[str] = mapped_column(String(64), index=True)
    data: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    files: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, default=list)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, default=utcnow, index=True)
