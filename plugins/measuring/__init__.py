"""Plugin ``measuring``: everything that measures the business, one unit.

* :mod:`.analytics_log` — the analytics log of 000 §7 / 002 §7 (``/api/analytics-log``);
* :mod:`.statistics` — the statistics of 000 §7, computed from the analytics log, the
  orders and the time tracking (``/api/statistics/…``);
* :mod:`.tracking` — the third-party tag and pixel ids (configuration fields) and the
  origins the document's content security policy admits for them.

Its tables are those of the analytics log; their migration branch keeps the revision ids
and the label ``analytics`` it had as a plugin of its own and carries ``measuring`` too, so
``tresen db downgrade measuring@base`` (and the old ``analytics@base``) removes them.

The spec names no flag for measuring: ``enablePluginMeasuring`` defaults to on.
"""

from __future__ import annotations

from aiohttp import web
from pydantic import BaseModel

from kernel import CONFIG, KERNEL_VERSION, DocumentHead, Manifest, UiRemote, hookimpl
from plugins.measuring.analytics_log import routes as analytics_log
from plugins.measuring.statistics import profile
from plugins.measuring.statistics import routes as statistics
from plugins.measuring.tracking.config import TrackingConfig
from plugins.measuring.tracking.origins import sources_for


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="measuring",
        title="Statistiken und Tracking",
        version=KERNEL_VERSION,
        flags=("enablePluginMeasuring",),
        default_on=True,
        requires=("access", "branches", "content", "orders", "staff"),
        slots=("backend.resources",),
        ui=UiRemote(name="plugin_measuring", entry="/plugins/measuring/remoteEntry.js"),
        # The page-view log's sender (after the visitor's consent) and 'Statistiken'.
        audience="consent",
        description="Analytics-Log, Statistiken, Google-Tag und Meta-Pixel",
    )


@hookimpl
def tresen_routes() -> list[web.RouteDef]:
    # The two profile paths before ``/api/statistics/{name}``, which would take them.
    return [*analytics_log.routes, *profile.routes, *statistics.routes]


@hookimpl
def tresen_config_fields() -> type[BaseModel]:
    return TrackingConfig


@hookimpl
def tresen_document_head(request: web.Request, path: str, head: DocumentHead) -> None:
    for directive, sources in sources_for(request.app[CONFIG].public()).items():
        head.allow(directive, *sources)
