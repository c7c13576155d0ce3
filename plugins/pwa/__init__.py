"""Plugin ``pwa``: the installable app (spec 000 §2/§4, 002 §2.11/§4/§9).

* ``routes``: the web app manifest and its icons, the offline page and the service worker
  at ``/build/service-worker.js`` (a self-unregistering one while the plugin is off).
* ``tresen_document_head``: links the manifest and the iOS icon while the plugin is on.
* ``ui/``: the federated module: registers the worker, 'App installieren' in the footer,
  the install prompt and instructions, the update and offline notices.
"""

from __future__ import annotations

from aiohttp import web

from kernel import DocumentHead, Manifest, Routes, UiRemote, hookimpl, manifest_hook
from plugins.pwa.icons import APPLE_TOUCH_SIZE
from plugins.pwa.routes import routes
from plugins.pwa.webmanifest import MANIFEST_URL, icon_url

MANIFEST = Manifest(
    id="pwa",
    title="Progressive Web App",
    version="1.0.0",
    flags=("enablePluginPWA",),
    slots=("footer.actions", "frontend.overlays", "status.after"),
    ui=UiRemote(name="plugin_pwa", entry="/plugins/pwa/remoteEntry.js"),
    description="Installable app: manifest, service worker, 'App installieren'.",
)


tresen_manifest = manifest_hook(MANIFEST)


@hookimpl
def tresen_routes() -> Routes:
    return routes


@hookimpl
def tresen_document_head(request: web.Request, path: str, head: DocumentHead) -> None:
    if head.kind == "backend":  # the back office is not the installable app
        return
    head.link("manifest", MANIFEST_URL)
    head.link(
        "apple-touch-icon",
        icon_url(APPLE_TOUCH_SIZE),
        sizes=f"{APPLE_TOUCH_SIZE}x{APPLE_TOUCH_SIZE}",
    )
