"""Plugin ``toolbar``: Staff toolbar on the public front end.

Its UI module is for staff only (``audience="staff"``): ``/api/init`` lists it to users
with ROLE_ADMIN or ROLE_EMPLOYEE, so customers' browsers never download it. The module
shows the links of spec 000 §2, the username, the version and the branches' open state
from ``GET /api/toolbar/status`` (:mod:`plugins.toolbar.routes`).
"""

from __future__ import annotations

from kernel import Manifest, Routes, UiRemote, hookimpl, manifest_hook
from plugins.toolbar.routes import routes

MANIFEST = Manifest(
    id="toolbar",
    title="Werkzeugleiste",
    version="1.0.0",
    requires=("branches",),
    flags=("enablePluginToolbar",),
    slots=("frontend.overlays",),
    ui=UiRemote(name="plugin_toolbar", entry="/plugins/toolbar/remoteEntry.js"),
    audience="staff",
    description="Staff toolbar on the public front end.",
)


tresen_manifest = manifest_hook(MANIFEST)


@hookimpl
def tresen_routes() -> Routes:
    return routes
