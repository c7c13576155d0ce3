"""What the plugin contract checks need: an app on a migrated database, a signed-in
administrator, counters on a plugin's hooks and jobs, its tables and its UI module's slots.

Nothing here is a mock: the app is :func:`kernel.app.create_app` served by aiohttp's test
server, the database a real one (SQLite by default), the migrations alembic's.
"""

from __future__ import annotations

import contextlib
import dataclasses
import re
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, inspect, pool

from kernel import hookspecs, migrate
from kernel.api.routes import UNGATED
from kernel.app import create_app
from kernel.auth.models import User
from kernel.auth.passwords import hash_password
from kernel.config.service import CONFIG
from kernel.db import Base, Database, sync_url
from kernel.plugins import REGISTRY, ROUTE_OWNERS, Plugin, PluginRegistry
from kernel.scheduler import SCHEDULER
from kernel.settings import Settings
from kernel.web.static import plugin_dist

#: Hooks called once at start on every installed plugin (enabled or not); all others are
#: run-time hooks, called only on enabled plugins.
DECLARATION_HOOKS = frozenset(
    {
        "tresen_manifest",
        "tresen_config_fields",
        "tresen_routes",
        "tresen_entities",
        "tresen_roles",
        "tresen_scheduled_jobs",
    }
)
RUNTIME_HOOKS = frozenset(
    name for name in dir(hookspecs) if name.startswith("tresen_") and name not in DECLARATION_HOOKS
)
ADMIN = ("contract-admin", "contract-geheim-1")
_PLACEHOLDER = re.compile(r"\{[^}]+\}")
#: ``api.contribute('slot', …)`` and ``api.override('slot', …)``, also minified.
_FILLS = re.compile(r"\.(?:contribute|override)\(\s*['\"]([\w.-]+)['\"]")
_SOURCES = ("*.ts", "*.tsx", "*.js", "*.jsx", "*.mjs")


def sample_path(path: str) -> str:
    """A concrete URL for a route pattern: every ``{placeholder}`` becomes ``1``."""
    return _PLACEHOLDER.sub("1", path)


def flags_to_enable(registry: PluginRegistry, plugin_id: str) -> dict[str, bool]:
    """The flags that switch ``plugin_id`` on, with those of the plugins it requires."""
    flags: dict[str, bool] = {}
    todo, seen = [plugin_id], set()
    while todo:
        current = registry.plugins[todo.pop()]
        if current.id in seen:
            continue
        seen.add(current.id)
        if current.manifest.flags:
            flags[current.manifest.flags[0]] = True
        todo += current.manifest.requires
    return flags


def filled_slots(plugin: Plugin) -> set[str] | None:
    """The slots the plugin's UI module fills, read from its sources (``<package>/ui/src``)
    or, without sources, from its built remote; None when neither is there."""
    module_file = getattr(plugin.obj, "__file__", None)
    roots = []
    if module_file:
        roots.append(Path(module_file).resolve().parent / "ui" / "src")
    dist = plugin_dist(plugin)
    if dist is not None:
        roots.append(dist)
    for root in roots:
        if root.is_dir():
            files = [f for pattern in _SOURCES for f in root.rglob(pattern)]
            files = [f for f in files if "node_modules" not in f.parts]
            if files:
                return {m for f in files for m in _FILLS.findall(f.read_text(errors="replace"))}
    return None


def table_names(url: str) -> set[str]:
    engine = create_engine(sync_url(url), poolclass=pool.NullPool)
    try:
        with engine.connect() as conn:
            return set(inspect(conn).get_table_names())
    finally:
        engine.dispose()


def model_tables(plugin: Plugin) -> set[str]:
    """Tables of the SQLAlchemy models defined in the plugin's package."""
    package = getattr(plugin.obj, "__name__", "")
    return {
        mapper.local_table.name  # type: ignore[attr-defined]
        for mapper in Base.registry.mappers
        if package and mapper.class_.__module__.startswith(package)
    }


def migration_branches(plugins: list[object]) -> set[str]:
    """Branch labels of every migration the kernel would apply (one per plugin that has
    migrations: its id)."""
    script = ScriptDirectory.from_config(migrate.alembic_config("sqlite:///:memory:", plugins))
    return {label for rev in script.walk_revisions() for label in rev.branch_labels}


class Counter:
    """Calls of a plugin's run-time hook implementations and jobs, by name."""

    def __init__(self) -> None:
        self.calls: dict[str, int] = {}

    def wrap(self, name: str, func: Callable[..., Any]) -> Callable[..., Any]:
        def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls[name] = self.calls.get(name, 0) + 1
            return func(*args, **kwargs)

        return counted


@dataclasses.dataclass
class Harness:
    """One app (``create_app``) over ``database_url``, already migrated, with the plugins
    of ``extra_plugins`` installed besides the entry points."""

    database_url: str
    var_dir: Path
    extra_plugins: str = ""
    client: TestClient[Any, Any] | None = None

    @property
    def app(self) -> web.Application:
        assert self.client is not None, "use `async with harness.running():`"
        app: web.Application = self.client.app
        return app

    @property
    def registry(self) -> PluginRegistry:
        return self.app[REGISTRY]

    def settings(self) -> Settings:
        return Settings(
            database_url=self.database_url,
            var_dir=self.var_dir,
            secret_key="contract",
            extra_plugins=self.extra_plugins,
            scheduler=False,
            event_poll_seconds=0.05,
            smtp_port=1,
        )

    @contextlib.asynccontextmanager
    async def running(self) -> AsyncIterator[Harness]:
        """Serve the app and sign an administrator in."""
        await _add_admin(self.database_url)
        client: TestClient[Any, Any] = TestClient(TestServer(create_app(self.settings())))
        await client.start_server()
        self.client = client
        try:
            status, body = await self.request(
                "POST", "/api/login", {"username": ADMIN[0], "password": ADMIN[1]}
            )
            assert status == 200, body
            yield self
        finally:
            self.client = None
            await client.close()

    async def request(self, method: str, path: str, json: Any = None) -> tuple[int, Any]:
        assert self.client is not None
        headers = {"Origin": str(self.client.make_url("/")).rstrip("/")}
        for cookie in self.client.session.cookie_jar:
            if cookie.key == "XSRF-TOKEN":
                headers["X-XSRF-TOKEN"] = cookie.value
        resp = await self.client.request(method, path, json=json, headers=headers)
        body = await resp.json() if resp.content_type == "application/json" else await resp.read()
        return resp.status, body

    async def switch(self, plugin_id: str, on: bool) -> None:
        """Switch the plugin (and, to switch it on, the plugins it requires) by its flags,
        through the configuration like an administrator would."""
        flags = flags_to_enable(self.registry, plugin_id)
        if not on:
            flags = dict.fromkeys(self.registry.plugins[plugin_id].manifest.flags, False)
        await self.app[CONFIG].update(flags, None)
        assert self.registry.is_enabled(plugin_id) is on

    def routes(self, plugin_id: str) -> list[tuple[str, str]]:
        """``(method, path pattern)`` of every route the plugin owns (entities included)."""
        owners: dict[tuple[str, str], str] = self.app[ROUTE_OWNERS]
        return sorted(key for key, owner in owners.items() if owner == plugin_id)

    def answers_while_disabled(self, method: str, path: str) -> bool:
        """Whether the route's handler is marked :func:`kernel.answers_while_disabled`."""
        return any(
            getattr(route.handler, UNGATED, False)
            for route in self.app.router.routes()
            if route.method == method
            and route.resource is not None
            and route.resource.canonical == path
        )

    async def listed_ui(self) -> set[str]:
        status, body = await self.request("GET", "/api/init")
        assert status == 200, body
        return {p["id"] for p in body["data"]["plugins"]}

    @contextlib.contextmanager
    def counting_hooks(self, plugin_id: str) -> Iterator[Counter]:
        """Count the calls of the plugin's run-time hook implementations."""
        counter = Counter()
        impls = [
            (impl, impl.function)
            for name in RUNTIME_HOOKS
            for impl in getattr(self.registry.pm.hook, name).get_hookimpls()
            if impl.plugin_name == plugin_id
        ]
        for impl, func in impls:
            impl.function = counter.wrap(func.__name__, func)
        try:
            yield counter
        finally:
            for impl, func in impls:
                impl.function = func

    def implemented_hooks(self, plugin_id: str) -> dict[str, tuple[str, ...]]:
        """Run-time hooks the plugin implements, with the arguments of the hook."""
        hooks = {}
        for name in sorted(RUNTIME_HOOKS):
            caller = getattr(self.registry.pm.hook, name)
            if any(impl.plugin_name == plugin_id for impl in caller.get_hookimpls()):
                hooks[name] = tuple(caller.spec.argnames) if caller.spec else ()
        return hooks

    async def call_hooks(self, plugin_id: str) -> None:
        """Call every run-time hook the plugin implements through the kernel's gate (with
        ``None`` for each argument: what counts here is whether it is called)."""
        for name, argnames in self.implemented_hooks(plugin_id).items():
            await self.registry.call(name, **dict.fromkeys(argnames))

    @contextlib.contextmanager
    def counting_jobs(self, plugin_id: str) -> Iterator[tuple[Counter, list[str]]]:
        """Count the runs of the plugin's scheduled jobs; yields the counter and the keys
        (``<plugin>.<job>``) to pass to :meth:`run_job`."""
        scheduler = self.app[SCHEDULER]
        counter = Counter()
        saved = dict(scheduler.jobs)
        keys = [key for key, (plugin, _job) in saved.items() if plugin.id == plugin_id]
        for key in keys:
            plugin, job = saved[key]
            counted = dataclasses.replace(job, func=counter.wrap(key, job.func))
            scheduler.jobs[key] = (plugin, counted)
        leader = scheduler.leader.is_leader
        scheduler.leader.is_leader = True  # as the leader process: only the plugin gate left
        try:
            yield counter, keys
        finally:
            scheduler.jobs.clear()
            scheduler.jobs.update(saved)
            scheduler.leader.is_leader = leader

    async def run_job(self, key: str) -> None:
        await self.app[SCHEDULER].run(key)


async def _add_admin(url: str) -> None:
    db = Database(url)
    try:
        async with db.transaction() as s:
            s.add(
                User(
                    username=ADMIN[0],
                    email=f"{ADMIN[0]}@example.com",
                    roles=["ROLE_ADMIN"],
                    branch_ids=[],
                    password_hash=hash_password(ADMIN[1]),
                )
            )
    finally:
        await db.dispose()


def migration_cycle(url: str, plugins: list[object], plugin: Plugin) -> dict[str, set[str]]:
    """Up to every head, the plugin's branch down to base, up again: the tables after
    each step (``up``, ``down``, ``again``)."""
    migrate.upgrade(url, plugins)
    up = table_names(url)
    migrate.downgrade(url, plugins, f"{plugin.id}@base")
    down = table_names(url)
    migrate.upgrade(url, plugins)
    return {"up": up, "down": down, "again": table_names(url)}
