"""Which front-end paths the content domain owns (``tresen_resolve_path``).

In this order: a redirect's path (``/alt.html``) answers its status (301/302) to its
target; a QR code's path (``/flyer``) answers 302 to its target and counts the scan
(``scans``, ``last_scan_at``: the statistics read them); a public site's path
(``/ueber-uns``, ``/site/privacy``) and a public wood or construction node's page
(``/unser-holz/{slug}``, ``/holzverarbeitung/{slug}``, the slug of the node's name by the
rule of 002 §5) are pages. Anything else is left to other plugins, and else is a 404.
A chain of redirects and QR codes that comes back to itself is no redirect (a 404).
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from aiohttp import web
from sqlalchemy import insert, literal, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from domains.content.head import candidate_paths
from domains.content.models import QrCode, QrScan, Redirect, Site
from domains.content.pages import node_at
from kernel import DB, PathMatch, UTCDateTime, utcnow

#: Redirects followed on this site before a chain counts as a loop.
MAX_HOPS = 10


@dataclass(frozen=True)
class Hop:
    """Where a redirect or QR code at a path leads."""

    location: str
    status: int
    qr_path: str | None  # the QR code's path (its scan is counted), None for a redirect


async def hop(s: AsyncSession, path: str) -> Hop | None:
    redirect = await s.scalar(select(Redirect).where(Redirect.path == path))
    if redirect is not None:
        return Hop(redirect.target, redirect.status_code, None)
    qr_path = path.strip("/")
    target = (
        await s.scalar(select(QrCode.target).where(QrCode.path == qr_path)) if qr_path else None
    )
    return Hop(target, 302, qr_path) if target is not None else None


async def loops(s: AsyncSession, path: str, first: Hop) -> bool:
    """Whether following ``first`` on this site comes back to a path already passed (a
    redirect A → B plus B → A, a QR code leading to its own path): such a path is not
    answered with a redirect that browsers would follow forever."""
    seen = {path}
    location = first.location
    for _ in range(MAX_HOPS):
        if not location.startswith("/") or location.startswith("//"):
            return False  # leaves this site
        target = urlsplit(location).path
        if target in seen:
            return True
        seen.add(target)
        following = await hop(s, target)
        if following is None:
            return False
        location = following.location
    return True


async def resolve(request: web.Request, path: str) -> PathMatch | None:
    async with request.app[DB].session() as s:
        first = await hop(s, path)
        looping = first is not None and await loops(s, path, first)
    if first is not None and not looping:
        if first.qr_path is not None:
            await count_scan(request, first.qr_path)
        return PathMatch.redirect(first.location, first.status)
    return await page(request, path)


async def page(request: web.Request, path: str) -> PathMatch | None:
    """A public site's or a wood or construction node's page at ``path``."""
    async with request.app[DB].session() as s:
        candidates = candidate_paths(path)
        if candidates and await s.scalar(
            select(Site.id).where(Site.path.in_(candidates), Site.is_public.is_(True)).limit(1)
        ):
            return PathMatch.page()
        if await node_at(s, path) is not None:
            return PathMatch.page()
    return None


async def count_scan(request: web.Request, path: str) -> None:
    """One more scan of the QR code at ``path`` (one atomic UPDATE: concurrent scans all
    count), and the scan with its time and target for the statistics of a period."""
    now = utcnow()
    async with request.app[DB].transaction() as s:
        await s.execute(
            update(QrCode)
            .where(QrCode.path == path)
            .values(scans=QrCode.scans + 1, last_scan_at=now)
        )
        scanned = select(QrCode.id, QrCode.target, literal(now, UTCDateTime)).where(
            QrCode.path == path
        )
        await s.execute(insert(QrScan).from_select(["qr_code_id", "target", "created_at"], scanned))
