"""The plugin contract as pytest tests, for the kernel's own plugins and any other.

Subclass :class:`PluginContract` in a test module and name the plugin::

    from kernel.testing import PluginContract

    class TestContract(PluginContract):
        plugin_id = "my_plugin"
        extra_plugins = "my_plugin"  # its import path, unless installed by entry point

What it checks: the manifest validates; while the plugin is off each of its routes answers
404 (to an administrator), its run-time hooks and its jobs are not called, its UI module
is not listed and ``/plugins/<id>/remoteEntry.js`` is 404; while on they are; its
migrations go up, down and up again leaving none of its tables behind; the slots the
manifest declares are exactly those its UI module fills.

The tests are plain (synchronous) pytest tests: no asyncio plugin needed. The database is
a SQLite file per test, copied from one migrated per session; override the
``tresen_database_url`` fixture (and ``tresen_fresh_database_url`` for the migration
test) to use another.
"""

from __future__ import annotations

import asyncio
import os
import shutil
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest

from kernel import migrate
from kernel.builtins import load_builtins
from kernel.manifest import Manifest, manifest_problems
from kernel.plugins import Plugin, PluginRegistry, discover
from kernel.testing.harness import (
    Harness,
    filled_slots,
    migration_branches,
    migration_cycle,
    model_tables,
    sample_path,
)
from kernel.web.static import plugin_dist


def installed_registry(extra_plugins: str) -> PluginRegistry:
    """Built-ins plus the installed plugins, validated as at start (``check_pending``)."""
    return PluginRegistry(load_builtins(), discover(extra_plugins), hook_timeout=1.0)


def plugin_contract(plugin_id: str, extra_plugins: str = "") -> type[PluginContract]:
    """The contract check in one call: ``TestContract = plugin_contract("gallery")`` in a
    test module collects every contract test for that plugin (``extra_plugins``: import
    paths to install besides the entry points; default ``TRESEN_EXTRA_PLUGINS``)."""
    return type(
        "TestContract",
        (PluginContract,),
        {"plugin_id": plugin_id, "extra_plugins": extra_plugins, "__test__": True},
    )


class PluginContract:
    """The contract tests for ``plugin_id`` (a class attribute, or a ``plugin_id``
    fixture/parametrisation of a subclass, as the kernel's own suite does)."""

    plugin_id: ClassVar[str] = ""
    #: Import paths (comma-separated) of plugins to install besides the entry points.
    extra_plugins: ClassVar[str] = ""

    # ------------------------------------------------------------------ fixtures

    @pytest.fixture(name="plugin_id")
    def _plugin_id(self) -> str:
        if not self.plugin_id:
            pytest.fail(f"{type(self).__name__}: set plugin_id to the plugin's id")
        return self.plugin_id

    @pytest.fixture
    def tresen_extra_plugins(self) -> str:
        return self._extra()

    @classmethod
    def _extra(cls) -> str:
        return cls.extra_plugins or os.environ.get("TRESEN_EXTRA_PLUGINS", "")

    @pytest.fixture
    def tresen_plugin(self, plugin_id: str, tresen_extra_plugins: str) -> Plugin:
        registry = installed_registry(tresen_extra_plugins)
        if plugin_id not in registry.plugins:
            pytest.fail(f"plugin {plugin_id!r} is not installed (entry point or extra_plugins)")
        return registry.plugins[plugin_id]

    @pytest.fixture(scope="session")
    def tresen_template_database(self, tmp_path_factory: pytest.TempPathFactory) -> Path:
        path = tmp_path_factory.mktemp("contract") / "template.db"
        migrate.upgrade(f"sqlite+aiosqlite:///{path}", discover(self._extra()))
        return path

    @pytest.fixture
    def tresen_database_url(self, tresen_template_database: Path, tmp_path: Path) -> str:
        """A migrated, empty database for this test."""
        copy = tmp_path / "contract.db"
        shutil.copy(tresen_template_database, copy)
        return f"sqlite+aiosqlite:///{copy}"

    @pytest.fixture
    def tresen_fresh_database_url(self, tmp_path: Path) -> str:
        """An empty database (no tables) for the migration test."""
        return f"sqlite+aiosqlite:///{tmp_path / 'fresh.db'}"

    @pytest.fixture
    def tresen_run(
        self, tresen_database_url: str, tresen_extra_plugins: str, tmp_path: Path
    ) -> Iterator[Callable[[Callable[[Harness], Awaitable[None]]], None]]:
        """``run(check)``: serve the app, sign an administrator in, ``await check(h)``."""

        def run(check: Callable[[Harness], Awaitable[None]]) -> None:
            async def main() -> None:
                harness = Harness(tresen_database_url, tmp_path / "var", tresen_extra_plugins)
                async with harness.running() as h:
                    await check(h)

            asyncio.run(main())

        yield run

    @staticmethod
    def _switchable(plugin: Plugin) -> None:
        if plugin.manifest.always_on:
            pytest.skip(f"{plugin.id} is always on (no flag)")

    # ------------------------------------------------------------------ the contract

    def test_manifest_validates(self, tresen_plugin: Plugin, tresen_extra_plugins: str) -> None:
        manifest = tresen_plugin.manifest
        assert Manifest.model_validate(manifest.model_dump()) == manifest
        registry = installed_registry(tresen_extra_plugins)
        package = None if tresen_plugin.builtin else getattr(tresen_plugin.obj, "__name__", None)
        assert manifest_problems(manifest, package, set(registry.plugins)) == []

    def test_off_routes_answer_404(self, tresen_plugin: Plugin, tresen_run: Any) -> None:
        self._switchable(tresen_plugin)

        async def check(h: Harness) -> None:
            await h.switch(tresen_plugin.id, on=False)
            routes = h.routes(tresen_plugin.id)
            # Routes marked answers_while_disabled answer on purpose (they undo the plugin).
            answers = {
                f"{method} {path}": (await h.request(method, sample_path(path)))[0]
                for method, path in routes
                if not h.answers_while_disabled(method, path)
            }
            assert answers == dict.fromkeys(answers, 404)
            await h.switch(tresen_plugin.id, on=True)
            on = {
                f"{method} {path}": (await h.request(method, sample_path(path)))[0]
                for method, path in routes
                if "{" not in path and method == "GET"
            }
            # Switched on, its fixed GET routes exist (whatever they answer, not 404/405).
            assert {k: v for k, v in on.items() if v in (404, 405)} == {}

        tresen_run(check)

    def test_off_hooks_are_not_called(self, tresen_plugin: Plugin, tresen_run: Any) -> None:
        self._switchable(tresen_plugin)

        async def check(h: Harness) -> None:
            hooks = h.implemented_hooks(tresen_plugin.id)
            if not hooks:
                pytest.skip(f"{tresen_plugin.id} implements no run-time hook")
            await h.switch(tresen_plugin.id, on=False)
            with h.counting_hooks(tresen_plugin.id) as counter:
                for path in ("/api/init", "/"):
                    await h.request("GET", path)
                await h.call_hooks(tresen_plugin.id)
                assert counter.calls == {}
                await h.switch(tresen_plugin.id, on=True)
                await h.call_hooks(tresen_plugin.id)
                assert set(counter.calls) == set(hooks)

        tresen_run(check)

    def test_off_jobs_do_not_run(self, tresen_plugin: Plugin, tresen_run: Any) -> None:
        self._switchable(tresen_plugin)

        async def check(h: Harness) -> None:
            await h.switch(tresen_plugin.id, on=False)
            with h.counting_jobs(tresen_plugin.id) as (counter, keys):
                if not keys:
                    pytest.skip(f"{tresen_plugin.id} has no scheduled job")
                for key in keys:
                    await h.run_job(key)
                assert counter.calls == {}
                await h.switch(tresen_plugin.id, on=True)
                for key in keys:
                    await h.run_job(key)
                assert counter.calls == dict.fromkeys(keys, 1)

        tresen_run(check)

    def test_off_ui_module_is_neither_listed_nor_served(
        self, tresen_plugin: Plugin, tresen_run: Any
    ) -> None:
        self._switchable(tresen_plugin)
        entry = f"/plugins/{tresen_plugin.id}/remoteEntry.js"
        dist = plugin_dist(tresen_plugin)
        built = dist is not None and (dist / "remoteEntry.js").exists()

        async def check(h: Harness) -> None:
            await h.switch(tresen_plugin.id, on=False)
            assert tresen_plugin.id not in await h.listed_ui()
            assert (await h.request("GET", entry))[0] == 404
            await h.switch(tresen_plugin.id, on=True)
            listed = tresen_plugin.id in await h.listed_ui()  # to an administrator
            assert listed is (tresen_plugin.manifest.ui is not None)
            if tresen_plugin.manifest.ui is not None and built:
                assert (await h.request("GET", entry))[0] == 200

        tresen_run(check)

    def test_migrations_up_down_up_leave_no_table_behind(
        self, tresen_plugin: Plugin, tresen_extra_plugins: str, tresen_fresh_database_url: str
    ) -> None:
        plugins = discover(tresen_extra_plugins)
        if tresen_plugin.id not in migration_branches(plugins):
            pytest.skip(f"{tresen_plugin.id} has no migrations")
        tables = migration_cycle(tresen_fresh_database_url, plugins, tresen_plugin)
        own = model_tables(tresen_plugin)
        assert own <= tables["up"], "its models' tables after the upgrade"
        assert own & tables["down"] == set(), "its tables left behind by the downgrade"
        assert tables["again"] == tables["up"]

    def test_declared_slots_are_the_slots_its_ui_module_fills(self, tresen_plugin: Plugin) -> None:
        declared = set(tresen_plugin.manifest.slots)
        if tresen_plugin.manifest.ui is None:
            assert declared == set(), "slots declared without a UI module"
            return
        filled = filled_slots(tresen_plugin)
        if filled is None:
            pytest.skip(f"{tresen_plugin.id}: neither UI sources nor a built module to read")
        assert sorted(declared) == sorted(filled), f"{tresen_plugin.id}: declared vs filled"
