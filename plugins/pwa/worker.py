"""The service worker the browser finds at ``/build/service-worker.js``.

While the plugin is on: the Workbox worker the UI build wrote (``ui-shell`` compiles
``plugins/pwa/ui/src/sw/service-worker.ts`` with ``InjectManifest``, its precache list
holding the shell's hashed files), preceded by one line naming what only the server knows:
the enabled plugins' built files and the offline page. Switching a plugin on or off changes
that line, so the browser's update check installs a worker with the new precache.

While the plugin is off: a worker that unregisters itself, empties its caches and reloads
its pages, so the browser's own update check removes a worker installed while it was on.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any

from aiohttp import web

from kernel import REGISTRY, built_file, is_hashed

#: The file the UI build writes into the shell's output.
BUILT_NAME = "service-worker.js"
OFFLINE_URL = "/api/pwa/offline.html"

#: Served while the plugin is off (zero bytes in the shell: the browser fetches it itself).
UNREGISTER = """\
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await self.registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
    const pages = await self.clients.matchAll({ type: 'window' });
    for (const page of pages) page.navigate(page.url);
  })());
});
"""


def revision(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=8).hexdigest()


async def plugin_entries(app: web.Application, ids: Iterable[str]) -> list[dict[str, Any]]:
    """Precache entries of the enabled plugins' built files (from their asset manifests)."""
    entries: list[dict[str, Any]] = []
    for plugin_id in sorted(ids):
        raw = await built_file(app, plugin_id, "asset-manifest.json")
        try:
            files = json.loads(raw or b"{}").get("files") or []
        except ValueError:
            continue
        for name in files:
            if not isinstance(name, str) or not name.endswith(".js"):
                continue
            url = f"/plugins/{plugin_id}/{name}"
            if is_hashed(name):
                entries.append({"url": url, "revision": None})
            else:  # remoteEntry.js: its content is its revision
                body = await built_file(app, plugin_id, name)
                if body is not None:
                    entries.append({"url": url, "revision": revision(body)})
    return entries


async def worker_script(app: web.Application, offline_page: bytes) -> bytes | None:
    """The worker for an enabled plugin, or None before the UI is built."""
    built = await built_file(app, "shell", BUILT_NAME)
    if built is None:
        return None
    registry = app[REGISTRY]
    enabled = [
        p.id for p in registry.plugins.values() if p.manifest.ui and registry.is_enabled(p.id)
    ]
    extra = await plugin_entries(app, enabled)
    extra.append({"url": OFFLINE_URL, "revision": revision(offline_page)})
    line = f"self.__TRESEN_PRECACHE = {json.dumps(extra, separators=(',', ':'))};\n"
    return line.encode() + built
