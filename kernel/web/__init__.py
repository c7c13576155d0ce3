"""Built-in plugin ``web``: the browser's side of the kernel.

* ``/build/{path}``: the shell (``ui-shell/shell/dist``); ``/plugins/{id}/{path}``: an
  enabled plugin's federated module (``<package>/ui/dist``), see :mod:`kernel.web.static`.
* The HTML document of every front-end route with the head of spec 000 §2, see
  :mod:`kernel.web.document`; other plugins refine the head via ``tresen_document_head``.
* ``GET /api/init``: the page bootstrap, cached per audience, see :mod:`kernel.web.bootstrap`.
* ``POST /api/ui-errors``: plugin failures reported by browsers, see :mod:`kernel.web.ui_errors`.
* ``/healthz`` and ``/readyz`` for load balancers, see :mod:`kernel.web.health`.
"""

from __future__ import annotations

from aiohttp import web
from pydantic import BaseModel, Field

from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest
from kernel.web import bootstrap, document, favicon, health, static, ui_errors


class WebConfig(BaseModel):
    """Head fields of spec 000 §2 that the kernel's configuration has no place for."""

    seoImage: str = Field(
        "",
        max_length=500,
        description="Image for social sharing (og:image, twitter:image): URL or /media/… path",
    )


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="web", title="Web", version=KERNEL_VERSION)


@hookimpl
def tresen_config_fields() -> type[BaseModel]:
    return WebConfig


# trylast: mounted after every other plugin's routes, so the catch-all page route comes
# last (it also never matches /api, /build, /plugins or /media).
@hookimpl(trylast=True)
def tresen_routes() -> list[web.RouteDef]:
    return [
        *bootstrap.routes,
        *ui_errors.routes,
        *health.routes,
        *favicon.routes,
        web.route("GET", "/build/{path:.+}", static.serve_shell),
        web.route("GET", "/plugins/{id}/{path:.+}", static.serve_plugin),
        *document.routes(),
    ]
