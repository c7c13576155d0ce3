"""Plugin discovery, manifests, the enabled set and isolated hook calls.

Installed plugins come from the ``tresen.plugins`` entry points plus explicitly passed
objects (tests, ``TRESEN_EXTRA_PLUGINS``); kernel domains are added first as built-ins.
The *enabled set* is derived from the configuration flags and kept in memory, so a gate
check costs a set lookup, never a database round trip.
"""

from __future__ import annotations

import asyncio
import importlib
import inspect
import logging
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import Any

import pluggy
from aiohttp import web
from pydantic import BaseModel

from kernel import hookspecs
from kernel.manifest import Manifest, manifest_problems

log = logging.getLogger(__name__)
ENTRY_POINT_GROUP = "tresen.plugins"


class PluginError(RuntimeError):
    """A plugin cannot be installed as declared (bad manifest, clashing routes or fields)."""


@dataclass
class Health:
    """Failures of a plugin's hook implementations and jobs since start."""

    failures: int = 0
    last_error: str | None = None
    last_error_at: float | None = None

    def record(self, error: str) -> None:
        self.failures += 1
        self.last_error = error
        self.last_error_at = time.time()

    def as_json(self) -> dict[str, Any]:
        return {
            "status": "ok" if self.failures == 0 else "degraded",
            "failures": self.failures,
            "lastError": self.last_error,
        }


@dataclass
class Plugin:
    manifest: Manifest
    obj: object
    builtin: bool
    health: Health = field(default_factory=Health)

    @property
    def id(self) -> str:
        return self.manifest.id


def load_object(path: str) -> object:
    """Import ``module`` or ``module:attribute``."""
    module_name, _, attr = path.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attr) if attr else module


def manifest_of(obj: object) -> Manifest:
    """The manifest a plugin object declares through its ``tresen_manifest`` hook."""
    impl = getattr(obj, "tresen_manifest", None)
    if impl is None:
        raise PluginError(f"{obj!r} has no tresen_manifest hook")
    manifest = impl()
    if not isinstance(manifest, Manifest):
        raise PluginError(f"{obj!r}: tresen_manifest must return a kernel.Manifest")
    return manifest


def discover(extra: str = "") -> list[object]:
    """Installed plugins: the entry-point group plus ``extra`` import paths."""
    found = [ep.load() for ep in entry_points(group=ENTRY_POINT_GROUP)]
    found += [load_object(p.strip()) for p in extra.split(",") if p.strip()]
    return found


class PluginRegistry:
    """All installed plugins, the enabled subset and the isolated hook caller."""

    def __init__(self, builtins: Iterable[object], plugins: Iterable[object], hook_timeout: float):
        self.pm = pluggy.PluginManager("tresen")
        self.pm.add_hookspecs(hookspecs)
        self.hook_timeout = hook_timeout
        self.plugins: dict[str, Plugin] = {}
        self.watchers: list[Callable[[frozenset[str]], None]] = []
        for obj in builtins:
            self._add(obj, builtin=True)
        for obj in plugins:
            self._add(obj, builtin=False)
        self._validate()
        self.enabled: frozenset[str] = frozenset(
            p.id for p in self.plugins.values() if p.manifest.always_on
        )

    def _add(self, obj: object, *, builtin: bool) -> None:
        manifest = manifest_of(obj)
        if manifest.id in self.plugins:
            if self.plugins[manifest.id].obj is obj:
                return
            raise PluginError(f"two plugins with the id {manifest.id!r}")
        specs = getattr(obj, "TRESEN_HOOKSPECS", None)
        if specs is not None:  # hooks a plugin owns, for other plugins to implement
            try:  # implementations registered before are checked against them now
                self.pm.add_hookspecs(specs)
            except pluggy.PluginValidationError as exc:
                raise PluginError(f"plugin {self.pm.get_name(exc.plugin)}: {exc}") from None
        self.pm.register(obj, name=manifest.id)
        self.plugins[manifest.id] = Plugin(manifest, obj, builtin)

    def _validate(self) -> None:
        try:  # a hook implementation that matches no hook (a misspelt tresen_route)
            self.pm.check_pending()
        except pluggy.PluginValidationError as exc:
            raise PluginError(f"plugin {self.pm.get_name(exc.plugin)}: {exc}") from None
        installed = set(self.plugins)
        problems = []
        flag_owner: dict[str, str] = {}
        for plugin in self.plugins.values():
            package = None if plugin.builtin else getattr(plugin.obj, "__name__", None)
            problems += [
                f"plugin {plugin.id}: {p}"
                for p in manifest_problems(plugin.manifest, package, installed)
            ]
            for flag in plugin.manifest.flags:
                if flag in flag_owner:
                    problems.append(f"flag {flag} claimed by {flag_owner[flag]} and {plugin.id}")
                flag_owner[flag] = plugin.id
        if problems:
            raise PluginError("invalid plugins:\n  " + "\n  ".join(problems))

    # ------------------------------------------------------------------ enabled set

    def enabled_from(self, config: Mapping[str, Any]) -> frozenset[str]:
        """The plugins a configuration document enables (built-ins always); a flag the
        document lacks counts as its default (on for a ``default_on`` manifest)."""
        return frozenset(
            p.id
            for p in self.plugins.values()
            if p.manifest.always_on
            or any(config.get(f, p.manifest.default_on) is True for f in p.manifest.flags)
        )

    def apply(self, config: Mapping[str, Any]) -> None:
        """Recompute the enabled set from the configuration (atomic swap)."""
        enabled = self.enabled_from(config)
        if enabled == self.enabled:
            return
        log.info("enabled plugins: %s", ", ".join(sorted(enabled)))
        self.enabled = enabled
        for watcher in self.watchers:
            watcher(enabled)

    def watch(self, watcher: Callable[[frozenset[str]], None]) -> None:
        """Call ``watcher(enabled)`` whenever the enabled set changes (the live stream)."""
        self.watchers.append(watcher)

    def is_enabled(self, plugin_id: str) -> bool:
        return plugin_id in self.enabled

    def optional(self) -> list[Plugin]:
        return [p for p in self.plugins.values() if not p.builtin]

    # ------------------------------------------------------------------ declaration hooks

    def declared(self, hook: str) -> list[tuple[Plugin, Any]]:
        """Call a declaration hook on every installed plugin, pairing results with owners."""
        results = []
        for impl in reversed(getattr(self.pm.hook, hook).get_hookimpls()):
            value = impl.function()
            if value is not None:
                results.append((self.plugins[impl.plugin_name], value))
        return results

    def config_models(self) -> list[tuple[Plugin, type[BaseModel]]]:
        return self.declared("tresen_config_fields")

    # ------------------------------------------------------------------ run-time hooks

    async def call(self, hook: str, **kwargs: Any) -> list[Any]:
        """Call a run-time hook on the enabled plugins, isolating each implementation."""
        results = []
        for impl in reversed(getattr(self.pm.hook, hook).get_hookimpls()):
            plugin = self.plugins[impl.plugin_name]
            if plugin.id not in self.enabled:
                continue
            args = {name: kwargs[name] for name in impl.argnames}
            try:
                value = impl.function(**args)
                if inspect.isawaitable(value):
                    # In this task (no task per hook, as wait_for makes): a timeout
                    # cancels the hook and waits for it to unwind, as wait_for does.
                    async with asyncio.timeout(self.hook_timeout):
                        value = await value
            except TimeoutError:
                self.failed(plugin, f"{hook} exceeded {self.hook_timeout}s")
                continue
            except Exception as exc:
                self.failed(plugin, f"{hook} raised {exc!r}", exc)
                continue
            if value is not None:
                results.append(value)
        return results

    def failed(self, plugin: Plugin, error: str, exc: BaseException | None = None) -> None:
        log.error("plugin %s: %s; skipped", plugin.id, error, exc_info=exc)
        plugin.health.record(error)


REGISTRY: web.AppKey[PluginRegistry] = web.AppKey("registry")
ROUTE_OWNERS: web.AppKey[dict[tuple[str, str], str]] = web.AppKey("route_owners")
