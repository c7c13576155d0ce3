"""Routes of the pwa plugin: the web app manifest, its icons, the offline page, the worker."""

from __future__ import annotations

import json

from aiohttp import web

from kernel import CONFIG, REGISTRY, ApiError, Routes, answers_while_disabled, not_found
from plugins.pwa import texts
from plugins.pwa.icons import ALL_SIZES, MASKABLE_SIZE, icon_png
from plugins.pwa.offline import offline_page
from plugins.pwa.webmanifest import app_name, icon_name, theme_color, web_manifest
from plugins.pwa.worker import UNREGISTER, worker_script

PLUGIN_ID = "pwa"
routes = Routes(tag="pwa")
#: Revalidated on every use: a changed configuration shows on the next visit.
REVALIDATE = "no-cache"


@routes.get(
    "/api/pwa/manifest.webmanifest",
    raw=True,
    response={"type": "object"},
    errors=(404,),
    summary="The web app manifest: name, colours and icons from the configuration",
)
async def manifest(request: web.Request) -> web.Response:
    body = json.dumps(web_manifest(request.app[CONFIG].public()), ensure_ascii=False)
    return web.Response(
        text=body,
        content_type="application/manifest+json",
        headers={"Cache-Control": REVALIDATE},
    )


#: The icon files served: name → (size, maskable).
ICONS = {
    **{icon_name(size): (size, False) for size in ALL_SIZES},
    icon_name(MASKABLE_SIZE, maskable=True): (MASKABLE_SIZE, True),
}


@routes.get(
    "/api/pwa/icons/{name}",
    raw=True,
    response={"type": "string", "format": "binary"},
    errors=(404,),
    summary="An app icon (192, 512, 180 for iOS; 512 maskable)",
)
async def icon(request: web.Request) -> web.Response:
    found = ICONS.get(request.match_info["name"])
    if found is None:
        raise not_found()
    size, maskable = found
    config = request.app[CONFIG].public()
    png = icon_png(size, theme_color(config), app_name(config), maskable)
    return web.Response(body=png, content_type="image/png", headers={"Cache-Control": REVALIDATE})


@routes.get(
    "/api/pwa/offline.html",
    raw=True,
    response={"type": "string"},
    errors=(404,),
    summary="The page the service worker shows offline",
)
async def offline(request: web.Request) -> web.Response:
    return web.Response(
        body=offline_page(request.app[CONFIG].public()),
        content_type="text/html",
        charset="utf-8",
        headers={"Cache-Control": REVALIDATE},
    )


@routes.get(
    "/build/service-worker.js",
    raw=True,
    response={"type": "string"},
    errors=(503,),
    summary="The service worker; while the plugin is off, one that unregisters itself",
)
@answers_while_disabled
async def service_worker(request: web.Request) -> web.Response:
    # Service-Worker-Allowed: the worker lives under /build/ but controls the whole site.
    headers = {"Cache-Control": REVALIDATE, "Service-Worker-Allowed": "/"}
    if not request.app[REGISTRY].is_enabled(PLUGIN_ID):
        return web.Response(text=UNREGISTER, content_type="text/javascript", headers=headers)
    script = await worker_script(request.app, offline_page(request.app[CONFIG].public()))
    if script is None:  # the UI is not built (yet): browsers keep the worker they have
        raise ApiError(503, texts.NOT_BUILT, headers={"Retry-After": "60"})
    return web.Response(
        body=script, content_type="text/javascript", charset="utf-8", headers=headers
    )
