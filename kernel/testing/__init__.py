"""Test helpers for Tresen plugins (needs the ``test`` extra: pytest).

``PluginContract`` holds the plugin contract as pytest tests; subclass it and name your
plugin (see :mod:`kernel.testing.contract` and docs/writing-a-plugin.md). ``Harness``
serves an app over a migrated database for your own tests of the same kind;
:mod:`kernel.testing.fixtures` (a pytest plugin) has the fixtures: app, clients, browser.
"""

from kernel.testing.client import Api, add_user
from kernel.testing.contract import PluginContract, installed_registry, plugin_contract
from kernel.testing.harness import Harness, filled_slots, migration_branches

__all__ = [
    "Api",
    "Harness",
    "PluginContract",
    "add_user",
    "filled_slots",
    "installed_registry",
    "migration_branches",
    "plugin_contract",
]
