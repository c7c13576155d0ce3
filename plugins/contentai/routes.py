"""``POST /api/content-ai/generate/site/{id}`` and ``…/generate/image`` (spec 000 §7 AI).

Admins only (the right to change sites, to add images). Rate-limited per user
(``Settings.ai_calls_per_hour``, counted in the AI log so every worker agrees); 503 while
no provider is set up; a provider failure is a 502 with 'Inhalt|Bild konnte nicht erzeugt
werden.'. Each call is logged with who asked what (``ai_generations``) and audited.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import aiohttp
from aiohttp import web

from domains.content.api import SITES, Site
from domains.media.api import IMAGES
from kernel import (
    DB,
    SETTINGS,
    ApiError,
    Routes,
    Settings,
    User,
    audit,
    current_user,
    denied,
    ok,
    path_id,
    read_body,
)
from plugins.contentai import service, texts
from plugins.contentai.provider import ContentProvider, OpenAICompatible
from plugins.contentai.schemas import (
    AiImageOut,
    AiSiteDraftOut,
    GenerateImageIn,
    GenerateSiteIn,
)

routes = Routes(tag="content-ai")


@asynccontextmanager
async def provider_of(settings: Settings) -> AsyncIterator[ContentProvider]:
    """The configured provider (an OpenAI-compatible API); 503 while none is set up."""
    if not settings.ai_base_url:
        raise ApiError(503, texts.NOT_SET_UP)
    async with aiohttp.ClientSession() as session:
        yield OpenAICompatible(
            session,
            settings.ai_base_url,
            settings.ai_api_key,
            settings.ai_model,
            settings.ai_image_model,
            settings.ai_timeout,
        )


async def _allowed(request: web.Request, allowed: bool) -> User:
    user = await current_user(request)
    if user is None or not allowed:
        raise denied(user)
    await service.check_rate(request.app[DB], user, request.app[SETTINGS].ai_calls_per_hour)
    return user


@routes.post(
    "/api/content-ai/generate/site/{id:\\d+}",
    body=GenerateSiteIn,
    response=AiSiteDraftOut,
    errors=(401, 403, 404, 429, 502, 503),
    summary="Generate a draft of the site's content (the site stays as it is until saved)",
)
async def generate_site(request: web.Request) -> web.Response:
    user = await current_user(request)
    user = await _allowed(request, SITES.policy.allows(user, "update"))
    body = await read_body(request, GenerateSiteIn)
    db = request.app[DB]
    async with db.session() as s:
        site: Site = await SITES.fetch(s, user, path_id(request))
    async with provider_of(request.app[SETTINGS]) as provider:
        row = await service.generate_site(db, provider, user, site, body.prompt)
    async with db.transaction() as s:
        s.add(audit(user, "content-ai.site", "sites", site.id, None, {"prompt": body.prompt}))
    result = row.result or {}
    draft = AiSiteDraftOut(
        id=row.id,
        site={"id": site.id},
        status=row.status,
        created_at=row.created_at,
        prompt=row.prompt,
        title=result.get("title", ""),
        description=result.get("description", ""),
        content=result.get("content", []),
    )
    return ok(draft.model_dump(mode="json", by_alias=True))


@routes.post(
    "/api/content-ai/generate/image",
    body=GenerateImageIn,
    response=AiImageOut,
    errors=(401, 403, 429, 502, 503),
    summary="Generate a picture (a data URL: save it with POST /api/images to use it)",
)
async def generate_image(request: web.Request) -> web.Response:
    user = await current_user(request)
    user = await _allowed(request, IMAGES.policy.allows(user, "create"))
    body = await read_body(request, GenerateImageIn)
    db = request.app[DB]
    async with provider_of(request.app[SETTINGS]) as provider:
        row, image = await service.generate_image(db, provider, user, body.prompt, body.size)
    async with db.transaction() as s:
        s.add(audit(user, "content-ai.image", "images", None, None, {"prompt": body.prompt}))
    out = AiImageOut(
        id=row.id,
        status=row.status,
        created_at=row.created_at,
        prompt=row.prompt,
        size=body.size,
        image=image,
    )
    return ok(out.model_dump(mode="json", by_alias=True))
