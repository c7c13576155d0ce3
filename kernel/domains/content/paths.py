"""Which front-end paths the content domain owns (``tresen_resolve_path``).

In this order: a redirect's path (``/alt.html``) answers its status (301/302) to its
target; a QR code's path (``/flyer``) answers 302 to its target and counts the scan
(``scans``, ``last_scan_at``: the statistics read them); a public site's path
(``/ueber-uns``, ``/site/privacy``) and a public wood or construction node's page
(``/unser-holz/{slug}``, ``/holzverarbeitung/{slug}``, the slug of the node's name by the
rule of 002 §5) are pages. Anything else is left to other plugins, and else is a 404.
"""

from __future__ import annotations

from aiohttp import web
from sqlalchemy import select, update

from kernel.db import utcnow
from kernel.domains.content.head import candidate_paths
from kernel.domains.content.models import QrCode, Redirect, Site
from kernel.domains.content.pages import node_at
from kernel.state import DB
from kernel.web.paths import PathMatch


async def resolve(request: web.Request, path: str) -> PathMatch | None:
    async with request.app[DB].session() as s:
        redirect = await s.scalar(select(Redirect).where(Redirect.path == path))
        qr_path = path.strip("/")
        target = None
        if redirect is None and qr_path:
            target = await s.scalar(select(QrCode.target).where(QrCode.path == qr_path))
    if redirect is not None:
        return PathMatch.redirect(redirect.target, redirect.status_code)
    if target is not None:
        await count_scan(request, qr_path)
        return PathMatch.redirect(target, 302)
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
    count)."""
    async with request.app[DB].transaction() as s:
        await s.execute(
            update(QrCode)
            .where(QrCode.path == path)
            .values(scans=QrCode.scans + 1, last_scan_at=utcnow())
        )
