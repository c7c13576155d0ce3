"""The kernel's built-in plugins, in registration order (pytest's ``default_plugins``).

Named, not imported: no kernel module imports a domain. :func:`load_builtins` imports
them when an app or the migrations need them, just as installed plugins are loaded from
their entry points. Each is a plugin like any other, always on.
"""

from __future__ import annotations

import importlib

BUILTINS: tuple[str, ...] = (
    "kernel.config.plugin",
    "kernel.auth.plugin",
    "kernel.domains.system",
    "kernel.domains.access",
    "kernel.domains.branches",
    "kernel.domains.catalog",
    "kernel.domains.media",
    "kernel.domains.content",
    "kernel.domains.staff",
    "kernel.domains.crm",
    "kernel.domains.analytics",
    "kernel.domains.tracking",
    "kernel.domains.orders",
    "kernel.domains.statistics",
    "kernel.domains.terrace",
    "kernel.domains.devices",
    "kernel.domains.contentai",
    "kernel.live",
    "kernel.web",
    "kernel.domains.branches.head",
    "kernel.domains.content.head",
    "kernel.domains.catalog.findable",
)


def load_builtins() -> list[object]:
    """The built-in plugin modules, imported."""
    return [importlib.import_module(name) for name in BUILTINS]
