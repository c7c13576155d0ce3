"""The always-on plugins, in registration order (pytest's ``default_plugins``).

Two kinds, one list:

* the kernel's own plugins (configuration, sign-in, system, live stream, the web shell),
  imported here like any kernel module;
* the units of the ``tresen.plugins`` entry points whose manifest names no flag (the
  business domains of ``domains/``, ``demo``): discovered, never named here, so no kernel
  module imports a unit. Their order is derived from the ``requires`` graph of their
  manifests — a unit comes after every unit it requires, ties by id — never from a hand
  list.

The live stream and the web shell register last: the document route (``/{path}``) is the
catch-all that every unit's routes come before.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from kernel import live, system, web
from kernel.auth import plugin as auth_plugin
from kernel.config import plugin as config_plugin
from kernel.plugins import ENTRY_POINT_GROUP, discover, manifest_of

__all__ = [
    "ENTRY_POINT_GROUP",
    "RequiresCycle",
    "dependency_order",
    "installed_units",
    "load_builtins",
    "manifest_of",
]
KERNEL_FIRST: tuple[object, ...] = (config_plugin, auth_plugin, system)
KERNEL_LAST: tuple[object, ...] = (live, web)


class RequiresCycle(RuntimeError):
    """The manifests' ``requires`` graph has a cycle: no unit can go first."""


def installed_units() -> list[object]:
    """Every unit of the ``tresen.plugins`` entry points, imported."""
    return discover()


def dependency_order(units: Iterable[object]) -> list[object]:
    """``units`` ordered so that each comes after the units its manifest ``requires``
    (those among ``units``); ties by id. Raises :class:`RequiresCycle` naming the units
    left in a cycle."""
    by_id = {manifest_of(u).id: u for u in units}
    needs = {uid: {r for r in manifest_of(u).requires if r in by_id} for uid, u in by_id.items()}
    ordered: list[object] = []
    done: set[str] = set()
    while len(done) < len(by_id):
        ready = sorted(uid for uid in by_id if uid not in done and needs[uid] <= done)
        if not ready:
            left = sorted(set(by_id) - done)
            raise RequiresCycle("the requires of these units form a cycle: " + ", ".join(left))
        done.add(ready[0])
        ordered.append(by_id[ready[0]])
    return ordered


@cache
def _always_on_units() -> tuple[object, ...]:
    units = [u for u in installed_units() if manifest_of(u).always_on]
    return tuple(dependency_order(units))


def load_builtins() -> list[object]:
    """The always-on plugin modules, in registration order."""
    return [*KERNEL_FIRST, *_always_on_units(), *KERNEL_LAST]
