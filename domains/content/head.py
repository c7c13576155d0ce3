"""Built-in plugin ``content_head``: the document head of content sites.

Spec 000 §2: a site page is titled 'site title or name - shop title' (a site's SEO title
first); its description is the site's SEO description, else its description, else the
site-wide one. Sites are found by path: ``/site/{path}`` (the spec's site route, whose
parameter is the site's path), ``/shop/…`` and any other content path such as
``/kontakt``. Only public sites are used. A wood or construction page
(``/unser-holz/{slug}``) is titled with its node's name and described by its teaser.

The page's text (headings, paragraphs, links, image alts of its blocks) goes into the
document as ``head.body_html`` (:mod:`domains.content.findable`), for the home
page too (the site with the empty path).
"""

from __future__ import annotations

import logging

from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.content.findable import names_for, page_html
from domains.content.models import Site
from domains.content.pages import node_at, plain_text
from kernel import DB, KERNEL_VERSION, DocumentHead, Manifest, hookimpl

log = logging.getLogger(__name__)


def candidate_paths(path: str) -> list[str]:
    """The stored site paths that may mean ``path`` (with and without leading slash).

    ``/site/privacy`` is the site with path ``privacy`` (or ``/site/privacy``);
    ``/kontakt`` the site with path ``kontakt`` (or ``/kontakt``). The home page and the
    kernel's own routes are not site pages.
    """
    parts = [p for p in path.split("/") if p]
    if not parts or parts[0] in ("store", "checkout", "status", "backend"):
        return []
    if len(path) > 500 or "\x00" in path:  # no stored path is that long or has NUL
        return []
    full = "/".join(parts)
    names = [full]
    if parts[0] == "site" and len(parts) > 1:
        names.insert(0, "/".join(parts[1:]))
    return [variant for name in names for variant in (name, "/" + name)]


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="content_head",
        title="Inhaltsseiten",
        version=KERNEL_VERSION,
        requires=("content",),
    )


@hookimpl
async def tresen_document_head(request: web.Request, path: str, head: DocumentHead) -> None:
    if head.kind == "home":
        await _home_text(request, head)
        return
    candidates = candidate_paths(path)
    if not candidates or head.kind != "page":
        return
    async with request.app[DB].session() as s:
        rows = (
            await s.scalars(select(Site).where(Site.path.in_(candidates), Site.is_public.is_(True)))
        ).all()
        node = None if rows else await node_at(s, path)
        if node is not None:  # a wood or construction page: its name and teaser
            content = node.content or {}
            teaser: dict[str, object] = content.get("teaser") or {}
            name = str(content.get("name") or "")
            head.set_page(name, plain_text(teaser.get("text")), kind="site")
            body = content.get("body") or []
            head.body_html = page_html(
                name, str(teaser.get("text") or ""), body, await names_for(request.app, s, body)
            )
            return
        if not rows:
            return
        found = min(rows, key=lambda row: candidates.index(row.path))  # the most specific path
        name = found.seo_title or found.title or found.name or ""
        description = found.seo_description or found.description or ""
        head.set_page(name, description, kind="site")
        head.body_html = await _site_text(request.app, s, found)


async def _site_text(app: web.Application, s: AsyncSession, found: Site) -> str:
    """A standard page's blocks, or a simple page's rich text body."""
    title = found.title or found.name or ""
    content = found.content
    if isinstance(content, dict):
        return page_html(title, str(content.get("body") or ""), [], await names_for(app, s, []))
    return page_html(title, "", content, await names_for(app, s, content))


async def _home_text(request: web.Request, head: DocumentHead) -> None:
    async with request.app[DB].session() as s:
        found = await s.scalar(
            select(Site).where(Site.path.in_(("", "/")), Site.is_public.is_(True)).limit(1)
        )
        if found is not None:
            head.body_html = await _site_text(request.app, s, found)
