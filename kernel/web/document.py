"""The HTML document of every front-end route, its head computed on the server (spec 000 §2).

One jinja2 template (``templates/document.html``) for all pages: the head (title,
description, canonical URL, Open Graph and Twitter variants, theme colour, ``lang="de"``),
the ``/api/init`` payload embedded as ``#tresen-init``, the answers the page needs first
as ``#tresen-preload`` (a store page: its branch's catalogue) and the shell's scripts from
its asset manifest. Plugins refine the head through the ``tresen_document_head`` hook.

Served from cached bytes: the head and preloads are public, so a path's document is
built once for everyone (anonymous visitors get it whole, with gzip and ETag/304); a
signed-in user's bootstrap (kernel/web/bootstrap.py) is spliced in per request. Dropped
like the bootstrap: on resource and configuration writes, on every worker, or by age.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import jinja2
from aiohttp import web
from markupsafe import Markup

from kernel.api.answers import dumps, not_found
from kernel.auth.sessions import SESSION_COOKIE, current_user, end_session
from kernel.cache import CacheSpec, Entry, answer_cache, bytes_response, entity_or_config_write
from kernel.config.service import CONFIG
from kernel.headers import content_security_policy
from kernel.plugins import REGISTRY
from kernel.proxy import origin_allowed
from kernel.settings import SETTINGS
from kernel.web.bootstrap import PRIVATE, bootstrap_for, escaped
from kernel.web.head import CHECKOUT_TITLE, STATUS_TITLE, DocumentHead
from kernel.web.paths import PathMatch
from kernel.web.static import shell_scripts

TEMPLATES = Path(__file__).resolve().parent / "templates"
_ENV = jinja2.Environment(
    loader=jinja2.FileSystemLoader(TEMPLATES),
    autoescape=True,
    trim_blocks=True,
    lstrip_blocks=True,
    auto_reload=False,
)
#: Path prefixes that are never pages (the catch-all route leaves them alone).
NOT_PAGES = ("api", "build", "plugins", "media")
#: The legal pages (the shell shows their configured text, 000 §2, 002 §2.1 /site/privacy).
#: Any other ``/site/{path}`` is a page only when a public site claims it (the content
#: domain's ``tresen_resolve_path``), else a 404.
LEGAL_PAGES = (
    "/site/privacy",
    "/site/imprint",
    "/site/terms-and-conditions",
    "/site/allergens",
)
#: The front-end routes of spec 000 §2 (answered whatever the Accept header says).
PAGE_ROUTES = (
    "/",
    "/kontakt",
    "/store/{identifier}",
    "/store/{identifier}/{rest:.*}",
    "/checkout",
    "/checkout/{rest:.*}",
    "/status/{uid}/{hash}",
    *LEGAL_PAGES,
    "/backend",
    "/backend/{rest:.*}",
)
#: Any other path that is not under NOT_PAGES: a content site or the shell's not-found page.
CATCH_ALL = "/{path:(?!(?:" + "|".join(NOT_PAGES) + ")(?:/|$)).*}"
_COMPRESS_FROM = 1400  # bytes; smaller documents fit one packet anyway
#: Documents per path (their absolute URLs come from the public URL, not the Host):
#: bounded, since any path is a page.
DOCUMENTS = CacheSpec("documents", drops_on=entity_or_config_write, max_entries=512)
_INIT_MARK = "<!--tresen-init-" + secrets.token_hex(16) + "-->"


def page_kind(path: str) -> str:
    """The page kind of a front-end path: home, branch, checkout, status, backend or page."""
    parts = [p for p in path.split("/") if p]
    if not parts:
        return "home"
    first = parts[0]
    if first == "backend":
        return "backend"
    if first == "checkout" or (first == "store" and len(parts) >= 3 and parts[2] == "checkout"):
        return "checkout"
    if first == "status":
        return "status"
    if first == "store" and len(parts) == 2:
        return "branch"
    return "page"


async def document_head(request: web.Request) -> DocumentHead:
    """The head for this request: configuration, the kernel's page kinds, then the plugins."""
    path = request.path
    kind = page_kind(path)
    origin = request.app[SETTINGS].public_url
    head = DocumentHead.from_config(
        request.app[CONFIG].public(), origin, request.url.raw_path, kind
    )
    if kind == "checkout":
        head.set_page(CHECKOUT_TITLE)
        head.robots = "noindex"
    elif kind == "status":
        head.set_page(STATUS_TITLE)
        head.robots = "noindex"
    elif kind == "backend":
        head.robots = "noindex, nofollow"
    await request.app[REGISTRY].call("tresen_document_head", request=request, path=path, head=head)
    return head


@dataclass(frozen=True)
class Page:
    """One path's document as bytes around the bootstrap's place (the head is public, the
    same for every audience), plus the whole document for anonymous visitors."""

    prefix: bytes
    suffix: bytes
    anonymous: Entry
    #: The content security policy with what the head's plugins admitted (``head.allow``).
    csp: str


async def _build_page(request: web.Request) -> Page:
    head = await document_head(request)
    scripts, preload = await shell_scripts(request.app)
    preloaded = [{"url": url, "data": answer} for url, answer in head.preloaded.items()]
    html = _ENV.get_template("document.html").render(
        head=head,
        init_json=Markup(_INIT_MARK),
        preload_json=Markup(escaped(dumps(preloaded)).decode()) if preloaded else "",
        json_ld=[Markup(escaped(dumps(data)).decode()) for data in head.json_ld],
        scripts=scripts,
        preload=preload,
    )
    prefix, suffix = html.encode().split(_INIT_MARK.encode())
    bootstrap = await bootstrap_for(request, None)
    return Page(
        prefix,
        suffix,
        Entry.of(prefix + bootstrap.render(None) + suffix),
        content_security_policy(head.csp),
    )


async def render(request: web.Request, status: int = 200) -> web.Response:
    """The document: cached per path; a signed-in user's own part spliced in.

    ``status`` 404: the same document (the shell shows its not-found page), answered as
    what it is, not revalidated and not indexed.
    """
    key = request.url.raw_path

    async def build() -> Page:
        return await _build_page(request)

    page = await answer_cache(request.app, DOCUMENTS).get_or_build(key, build)
    assert page is not None
    user = await current_user(request)
    if status != 200:
        body = page.prefix + (await bootstrap_for(request, user)).render(user) + page.suffix
        missing = web.Response(
            body=body,
            status=status,
            content_type="text/html",
            charset="utf-8",
            headers={
                "Cache-Control": "no-store",
                "Vary": "Cookie",
                "X-Robots-Tag": "noindex",
                "Content-Security-Policy": page.csp,
            },
        )
        if len(body) >= _COMPRESS_FROM:
            missing.enable_compression()
        return missing
    if user is None:
        entry = page.anonymous
        anonymous = bytes_response(
            request,
            entry.body,
            entry.gzipped,
            entry.etag,
            "text/html",
            PRIVATE,
            charset="utf-8",
            vary="Cookie",
        )
        anonymous.headers["Content-Security-Policy"] = page.csp
        return anonymous
    bootstrap = await bootstrap_for(request, user)
    body = page.prefix + bootstrap.render(user) + page.suffix
    resp = web.Response(
        body=body,
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": PRIVATE, "Vary": "Cookie", "Content-Security-Policy": page.csp},
    )
    if len(body) >= _COMPRESS_FROM:
        resp.enable_compression()
    return resp


def wants_html(request: web.Request) -> bool:
    """A browser navigation (or a client that takes anything) to a path without a file
    extension; ``/favicon.ico`` fetched as an image is not a page."""
    accept = request.headers.get("Accept", "")
    if "text/html" in accept or "application/xhtml+xml" in accept:
        return True
    last = request.path.rstrip("/").rsplit("/", 1)[-1]
    return "." not in last and (not accept or "*/*" in accept)


async def page(request: web.Request) -> web.StreamResponse:
    """A front-end route of spec 000 §2: the document; the shell renders the page."""
    return await render(request)


async def resolve(request: web.Request) -> PathMatch | None:
    """What the plugins make of a path no route matches: the first redirect, else a page,
    else None (nobody claims it)."""
    answers = await request.app[REGISTRY].call(
        "tresen_resolve_path", request=request, path=request.path
    )
    matches = [a for a in answers if isinstance(a, PathMatch)]
    redirects = [m for m in matches if m.location]
    return redirects[0] if redirects else (matches[0] if matches else None)


async def any_page(request: web.Request) -> web.StreamResponse:
    """Any other path: a redirect or QR code sends the visitor on; a page a plugin claims
    (a content site, a wood page) is the document; anything else is the document with
    status 404 (the shell shows its not-found page), never a soft 404."""
    if len(request.path) > 2000 or "\x00" in request.path:
        raise not_found()
    match = await resolve(request)
    if match is not None and match.location:
        raise _redirect(match)
    if not wants_html(request):
        raise not_found()
    return await render(request, 200 if match is not None else 404)


def _redirect(match: PathMatch) -> web.HTTPException:
    kinds: dict[int, type[web.HTTPMove]] = {
        301: web.HTTPMovedPermanently,
        302: web.HTTPFound,
        303: web.HTTPSeeOther,
        307: web.HTTPTemporaryRedirect,
        308: web.HTTPPermanentRedirect,
    }
    return kinds[match.status](match.location, headers={"Cache-Control": "no-store"})


async def backend_logout(request: web.Request) -> web.StreamResponse:
    """``/backend/logout`` (the toolbar's 'Abmelden'): end the session, back to the home page.

    A GET, so only a navigation from this site signs out (``Sec-Fetch-Site`` same-origin
    or none, or without it a same-host ``Referer``): a link or image on another site
    cannot sign anybody out. ``POST /api/logout`` remains the API's way.
    """
    resp = web.Response(status=302, headers={"Location": "/", "Cache-Control": "no-store"})
    if request.cookies.get(SESSION_COOKIE) and _same_site(request):
        await end_session(request, resp)
    return resp


def _same_site(request: web.Request) -> bool:
    fetch_site = request.headers.get("Sec-Fetch-Site")
    if fetch_site is not None:
        return fetch_site in ("same-origin", "none")
    referer = request.headers.get("Referer", "")
    return bool(referer) and origin_allowed(request, _origin_of(referer))


def _origin_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def routes() -> list[web.RouteDef]:
    """Page routes, ``/backend/logout`` and the catch-all (which must be mounted last)."""
    table = [web.route("GET", "/backend/logout", backend_logout)]
    table += [web.route("GET", path, page) for path in PAGE_ROUTES]
    table.append(web.route("GET", CATCH_ALL, any_page))
    return table
