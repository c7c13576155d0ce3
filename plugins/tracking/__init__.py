"""Built-in plugin ``tracking``: third-party analytics and ad scripts (002 §7, §9).

Two configuration fields, empty by default: the id of a tag service (Google tag,
``G-…``/``GT-…``) and of an ad pixel (Meta pixel, digits). The shell loads their scripts
only after cookie consent and only while an id is set (``ui-shell/shell/src/tracking``);
the content security policy of the HTML document admits their origins only then.
"""

from __future__ import annotations

from aiohttp import web
from pydantic import BaseModel

from kernel import CONFIG, KERNEL_VERSION, DocumentHead, Manifest, hookimpl
from plugins.tracking.config import TrackingConfig
from plugins.tracking.origins import sources_for


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="tracking", title="Tracking und Werbung", version=KERNEL_VERSION)


@hookimpl
def tresen_config_fields() -> type[BaseModel]:
    return TrackingConfig


@hookimpl
def tresen_document_head(request: web.Request, path: str, head: DocumentHead) -> None:
    for directive, sources in sources_for(request.app[CONFIG].public()).items():
        head.allow(directive, *sources)
