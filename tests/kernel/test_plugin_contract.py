"""The plugin contract (kernel.testing.PluginContract) over every plugin this repository
has: the built-in domains, the optional plugins under plugins/ and the sample plugins of the tests.

Each check runs for the plugins it applies to (switching off: plugins with a flag; jobs:
plugins with jobs; …). A manifest that declares slots its UI module does not fill yet is
an expected failure naming the plugin: remove its line from ``SLOTS_NOT_FILLED_YET`` when
its module fills them (the mark is strict: a filled slot with the mark left fails).
"""

from __future__ import annotations

from typing import Any

import pytest

from kernel.plugins import discover
from kernel.testing import PluginContract, filled_slots, installed_registry, migration_branches
from kernel.testing.harness import RUNTIME_HOOKS
from tests.sample_plugins import EXTRA_PLUGINS

#: The sample plugins, those with hand-written UI modules (as in the browser tests) and the
#: leader probe of the scale tests.
ALL_EXTRA = EXTRA_PLUGINS + "".join(
    f",tests.sample_plugins.{name}"
    for name in ("ui_throws", "ui_missing", "ui_slots", "leader_probe")
)
SLOTS_NOT_FILLED_YET: dict[str, str] = {}

REGISTRY = installed_registry(ALL_EXTRA)
PLUGINS = list(REGISTRY.plugins.values())
SWITCHABLE = [p for p in PLUGINS if not p.manifest.always_on]
WITH_MIGRATIONS = migration_branches(discover(ALL_EXTRA))
WITH_HOOKS = {
    impl.plugin_name
    for name in RUNTIME_HOOKS
    for impl in getattr(REGISTRY.pm.hook, name).get_hookimpls()
}


def _declares_jobs(plugin: Any) -> bool:
    return any(owner.id == plugin.id for owner, _jobs in REGISTRY.declared("tresen_scheduled_jobs"))


def _slot_params() -> list[Any]:
    params = []
    for plugin in PLUGINS:
        if plugin.manifest.ui is not None and filled_slots(plugin) is None:
            continue  # ui_missing: its module is missing on purpose
        reason = SLOTS_NOT_FILLED_YET.get(plugin.id)
        marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
        params.append(pytest.param(plugin.id, marks=marks, id=plugin.id))
    return params


CASES: dict[str, list[Any]] = {
    "test_manifest_validates": [p.id for p in PLUGINS],
    "test_off_routes_answer_404": [p.id for p in SWITCHABLE],
    "test_off_hooks_are_not_called": [p.id for p in SWITCHABLE if p.id in WITH_HOOKS],
    "test_off_jobs_do_not_run": [p.id for p in SWITCHABLE if _declares_jobs(p)],
    "test_off_ui_module_is_neither_listed_nor_served": [p.id for p in SWITCHABLE],
    "test_migrations_up_down_up_leave_no_table_behind": [
        pytest.param(p.id, marks=pytest.mark.database, id=p.id)  # migrations: on PostgreSQL too
        for p in PLUGINS
        if p.id in WITH_MIGRATIONS
    ],
    "test_declared_slots_are_the_slots_its_ui_module_fills": _slot_params(),
}


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "plugin_id" in metafunc.fixturenames:
        metafunc.parametrize("plugin_id", CASES[metafunc.function.__name__])


class TestEveryPlugin(PluginContract):
    """On the database of the run (SQLite or PostgreSQL), emptied after each test."""

    @pytest.fixture
    def tresen_extra_plugins(self) -> str:
        return ALL_EXTRA

    @pytest.fixture
    def tresen_database_url(self, db_url: str) -> str:
        return db_url

    @pytest.fixture
    def tresen_fresh_database_url(self, fresh_url: str) -> str:
        return fresh_url
