"""Serving the built UI: the shell under ``/build/…``, plugin remotes under ``/plugins/<id>/…``.

Files are read once and kept in memory together with their gzip bytes (compressed once,
never per request); a changed file (new mtime or size, e.g. after a rebuild) is read again.
Hashed chunk names (``85.4ecc7612.js``) never change content, so they are cached for a
year; entries (``main.js``, ``remoteEntry.js``, ``asset-manifest.json``) and everything
else are revalidated (``no-cache`` plus an ETag answered with 304).
"""

from __future__ import annotations

import asyncio
import gzip
import hashlib
import json
import logging
import mimetypes
import os
import re
import stat
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import web

from kernel.api.answers import not_found
from kernel.cache import bytes_response
from kernel.plugins import REGISTRY, Plugin

log = logging.getLogger(__name__)

ROOT = Path(__file__).resolve().parents[2]
#: Where ``npm --prefix ui-shell run build`` writes the shell (``TRESEN_SHELL_DIST`` or a
#: test may point an app elsewhere).
#: In a checkout ui-shell/shell/dist; installed from a wheel, the copy the wheel carries
#: (setup.py puts the built shell into kernel/web/shell_dist).
SHELL_DIST = next(
    (
        p
        for p in (ROOT / "ui-shell" / "shell" / "dist", Path(__file__).parent / "shell_dist")
        if p.is_dir()
    ),
    ROOT / "ui-shell" / "shell" / "dist",
)
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
GZIP_LEVEL = 9  # compressed once per file version, so the best ratio is affordable
_HASHED = re.compile(r"\.[0-9a-f]{8,}\.[A-Za-z0-9]+$")
_ID = re.compile(r"^[a-z][a-z0-9_]*$")
_COMPRESSIBLE = frozenset(
    {".js", ".mjs", ".json", ".css", ".map", ".svg", ".txt", ".html", ".webmanifest"}
)
_TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".json": "application/json",
    ".map": "application/json",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".txt": "text/plain",
    ".html": "text/html",
    ".webmanifest": "application/manifest+json",
    ".woff2": "font/woff2",
}
_TEXT = frozenset({"text/javascript", "text/css", "text/plain", "text/html"})


@dataclass(frozen=True)
class StaticFile:
    """One file's bytes, its gzip bytes (None when not worth it) and its validators."""

    body: bytes
    gzipped: bytes | None
    etag: str
    content_type: str
    charset: str | None
    stamp: tuple[int, int]  # (mtime_ns, size) the bytes were read at

    @classmethod
    def read(cls, path: Path, stamp: tuple[int, int]) -> StaticFile:
        body = path.read_bytes()
        suffix = path.suffix.lower()
        packed = None
        if suffix in _COMPRESSIBLE and len(body) > 256:
            candidate = gzip.compress(body, GZIP_LEVEL, mtime=0)
            if len(candidate) < len(body):
                packed = candidate
        content_type = _TYPES.get(suffix) or mimetypes.guess_type(path.name)[0]
        content_type = content_type or "application/octet-stream"
        charset = "utf-8" if content_type in _TEXT else None
        digest = hashlib.blake2b(body, digest_size=12).hexdigest()
        return cls(body, packed, f'"{digest}"', content_type, charset, stamp)

    @property
    def size(self) -> int:
        return len(self.body) + len(self.gzipped or b"")


class FileCache:
    """Bounded in-memory cache of static files, keyed by absolute path (one per app)."""

    def __init__(self, max_bytes: int = 128 * 1024 * 1024) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0
        self.files: OrderedDict[Path, StaticFile] = OrderedDict()

    async def get(self, path: Path) -> StaticFile | None:
        """The file's current content, or None if it is not a regular file."""
        try:
            st = os.stat(path)  # a stat per request notices rebuilds; reading is cached
        except OSError:
            self._drop(path)
            return None
        if not stat.S_ISREG(st.st_mode):
            return None
        stamp = (st.st_mtime_ns, st.st_size)
        cached = self.files.get(path)
        if cached is not None and cached.stamp == stamp:
            self.files.move_to_end(path)
            return cached
        try:
            fresh = await asyncio.to_thread(StaticFile.read, path, stamp)
        except OSError:
            return None
        self._drop(path)
        self.files[path] = fresh
        self.bytes += fresh.size
        while self.bytes > self.max_bytes and len(self.files) > 1:
            _, old = self.files.popitem(last=False)
            self.bytes -= old.size
        return fresh

    def _drop(self, path: Path) -> None:
        old = self.files.pop(path, None)
        if old is not None:
            self.bytes -= old.size


@dataclass
class StaticFiles:
    """Per-app state of the static files: where the shell is built, the file cache."""

    shell_dist: Path = SHELL_DIST
    cache: FileCache = field(default_factory=FileCache)
    warned: set[Path] = field(default_factory=set)


def safe_join(base: Path, relative: str) -> Path | None:
    """``base/relative`` if it stays inside ``base`` and names no hidden part, else None."""
    if not relative or "\x00" in relative or "\\" in relative:
        return None
    parts = relative.split("/")
    if any(part in ("", ".", "..") or part.startswith(".") for part in parts):
        return None
    try:
        root = base.resolve()
        target = (root / relative).resolve()
    except (OSError, RuntimeError):
        return None
    return target if target.is_relative_to(root) and target != root else None


def cache_control(name: str) -> str:
    return IMMUTABLE if _HASHED.search(name) else REVALIDATE


async def file_response(request: web.Request, path: Path | None) -> web.StreamResponse:
    """Answer with a cached static file (gzip if accepted, 304 on a matching ETag)."""
    found = await request.app[STATIC].cache.get(path) if path is not None else None
    if found is None or path is None:
        raise not_found()
    return bytes_response(
        request,
        found.body,
        found.gzipped,
        found.etag,
        found.content_type,
        cache_control(path.name),
        found.charset,
    )


# ---------------------------------------------------------------------------- plugins


def plugin_dist(plugin: Plugin) -> Path | None:
    """Where the plugin's built UI module lives: ``<package>/ui/dist``.

    A plugin object may name another directory with a ``UI_DIST`` attribute (a prebuilt
    remote shipped elsewhere in its package).
    """
    explicit = getattr(plugin.obj, "UI_DIST", None)
    if explicit is not None:
        return Path(explicit)
    module_file = getattr(plugin.obj, "__file__", None)
    if not module_file:
        return None
    return Path(module_file).resolve().parent / "ui" / "dist"


async def serve_shell(request: web.Request) -> web.StreamResponse:
    dist = request.app[STATIC].shell_dist
    return await file_response(request, safe_join(dist, request.match_info["path"]))


async def serve_plugin(request: web.Request) -> web.StreamResponse:
    """A plugin's remote; 404 while the plugin is disabled, unknown or has no UI."""
    plugin_id = request.match_info["id"]
    registry = request.app[REGISTRY]
    plugin = registry.plugins.get(plugin_id) if _ID.match(plugin_id) else None
    if plugin is None or plugin.manifest.ui is None or not registry.is_enabled(plugin_id):
        raise not_found()
    dist = plugin_dist(plugin)
    path = safe_join(dist, request.match_info["path"]) if dist is not None else None
    return await file_response(request, path)


# ---------------------------------------------------------------------------- asset manifest


async def shell_assets(app: web.Application) -> dict[str, Any]:
    """The shell's asset-manifest.json (entry points, preload list), or {} before a build."""
    files = app[STATIC]
    path = files.shell_dist / "asset-manifest.json"
    found = await files.cache.get(path)
    if found is None:
        if path not in files.warned:
            files.warned.add(path)
            log.warning("%s is missing: build the UI (npm --prefix ui-shell run build)", path)
        return {}
    try:
        data = json.loads(found.body)
    except ValueError:
        log.warning("%s is not valid JSON", path)
        return {}
    return data if isinstance(data, dict) else {}


async def shell_scripts(app: web.Application) -> tuple[list[str], list[str]]:
    """(entry script URLs, preload URLs) for the document, from the asset manifest."""
    assets = await shell_assets(app)
    public = str(assets.get("publicPath") or "/build/")
    entries = (assets.get("entrypoints") or {}).get("main") or ["main.js"]
    scripts = [public + name for name in entries if isinstance(name, str)]
    preload = [
        public + name
        for name in assets.get("preload") or []
        if isinstance(name, str) and public + name not in scripts
    ]
    return scripts, preload


# ---------------------------------------------------------------------------- for plugins


async def built_file(app: web.Application, owner: str, name: str) -> bytes | None:
    """The bytes of a built UI file: ``owner`` "shell" (``/build/<name>``) or an installed
    plugin's id (``/plugins/<id>/<name>``, whether enabled or not); None when missing."""
    if owner == "shell":
        base: Path | None = app[STATIC].shell_dist
    else:
        plugin = app[REGISTRY].plugins.get(owner)
        base = plugin_dist(plugin) if plugin is not None and plugin.manifest.ui else None
    path = safe_join(base, name) if base is not None else None
    found = await app[STATIC].cache.get(path) if path is not None else None
    return found.body if found is not None else None


def is_hashed(name: str) -> bool:
    """Whether a built file's name carries its content hash (``85.4ecc7612.js``)."""
    return _HASHED.search(name) is not None


STATIC: web.AppKey[StaticFiles] = web.AppKey("static")
