"""Plugin ``frontdesk``: the counter and kitchen screens of a branch (spec 000 §2).

A screen is opened by a link carrying the branch id and an API key (no staff session):
``/backend#/frontdesk/{branchId}/{apiKey}`` shows the branch's open orders at the counter,
``/backend#/backoffice/{branchId}/{apiKey}`` the last day's orders in the kitchen. An
administrator makes a link on the branch's edit screen (the key is shown once and stored
hashed, table ``branch_api_keys``). The screens stay current by server push over the
kernel's event bus (``kernel.live``), authorised by the key, for that branch only.
While the plugin is off the routes answer 404 and the back office shows nothing of it.
"""

from __future__ import annotations

from kernel import Manifest, Routes, UiRemote, hookimpl, manifest_hook
from plugins.frontdesk.routes import routes

MANIFEST = Manifest(
    id="frontdesk",
    title="Theken- und Küchen-Bildschirm",
    version="1.0.0",
    requires=("branches", "orders"),
    flags=("enablePluginFrontdesk",),
    slots=("backend.resources",),
    ui=UiRemote(name="plugin_frontdesk", entry="/plugins/frontdesk/remoteEntry.js"),
    description="Counter and kitchen screens of a branch, opened by a link with an API key.",
)


tresen_manifest = manifest_hook(MANIFEST)


@hookimpl
def tresen_routes() -> Routes:
    return routes
