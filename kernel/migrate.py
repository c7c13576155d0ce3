"""Schema migrations: one alembic environment, one version branch per owner.

The kernel's branch is labelled ``kernel``; every plugin with a ``migrations/versions``
folder contributes a branch labelled with its id. ``upgrade("heads")`` brings all of them
up; ``downgrade("<plugin>@base")`` removes one plugin's tables and nothing else.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import make_url

from kernel.builtins import load_builtins
from kernel.db import Base, DatabaseUnreachable, sync_connection, sync_url

KERNEL_MIGRATIONS = Path(__file__).resolve().parent / "migrations"


class SchemaBehind(RuntimeError):
    """The database lacks migrations the code needs."""


class RevisionError(ValueError):
    """``tresen db revision`` cannot write a revision for this plugin."""


def plugin_version_dirs(plugins: Iterable[object]) -> list[Path]:
    """``<package>/migrations/versions`` of each built-in and installed plugin that has one,
    each directory once (a plugin named twice, a built-in module beside the kernel's own
    ``migrations``, a path through a symlink all name one directory)."""
    dirs = []
    for obj in [*load_builtins(), *plugins]:
        file = getattr(obj, "__file__", None)
        if file:
            versions = Path(file).resolve().parent / "migrations" / "versions"
            if versions.is_dir():
                dirs.append(versions)
    return _unique(dirs)


def version_locations(plugins: Iterable[object]) -> list[Path]:
    """Every version directory alembic reads, the kernel's first, each once: alembic warns
    'File … loaded twice' and skips the copy when one is listed twice."""
    return _unique([KERNEL_MIGRATIONS / "versions", *plugin_version_dirs(plugins)])


def _unique(dirs: Iterable[Path]) -> list[Path]:
    seen: dict[str, Path] = {}
    for path in dirs:
        seen.setdefault(os.path.normcase(os.path.realpath(path)), path.resolve())
    return list(seen.values())


def alembic_config(url: str, plugins: Iterable[object]) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(KERNEL_MIGRATIONS))
    cfg.set_main_option("path_separator", "os")
    cfg.set_main_option(
        "version_locations", os.pathsep.join(str(p) for p in version_locations(plugins))
    )
    cfg.set_main_option("sqlalchemy.url", sync_url(url).replace("%", "%%"))
    return cfg


def upgrade(url: str, plugins: Iterable[object], target: str = "heads") -> None:
    _ensure_sqlite_dir(url)
    _reachable(url)
    command.upgrade(alembic_config(url, plugins), target)


def downgrade(url: str, plugins: Iterable[object], target: str) -> None:
    _reachable(url)
    command.downgrade(alembic_config(url, plugins), target)


def _reachable(url: str) -> None:
    """Raise :class:`~kernel.db.DatabaseUnreachable` before alembic meets the same
    connection error deep in its environment."""
    with sync_connection(url):
        pass


def missing_heads(url: str, plugins: Iterable[object]) -> list[str]:
    """Heads of the code that the database has not reached (empty when up to date)."""
    _ensure_sqlite_dir(url)
    cfg = alembic_config(url, plugins)
    script = ScriptDirectory.from_config(cfg)
    with sync_connection(url) as conn:
        current = set(MigrationContext.configure(conn).get_current_heads())
    missing = []
    for head in script.get_heads():
        reached = any(
            head == rev or head in {r.revision for r in script.iterate_revisions(rev, "base")}
            for rev in current
            if _known(script, rev)
        )
        if not reached:
            labels = script.get_revision(head).branch_labels if script.get_revision(head) else ()
            missing.append(f"{'/'.join(sorted(labels or ())) or head}@{head}")
    return missing


def require_current(url: str, plugins: Iterable[object]) -> None:
    """Raise :class:`SchemaBehind`, naming the command, when a branch is behind the code."""
    missing = missing_heads(url, plugins)
    if missing:
        raise SchemaBehind(
            f"the database schema is behind the code (missing: {', '.join(missing)}); "
            "run: tresen db upgrade"
        )


def current(url: str, plugins: Iterable[object]) -> None:
    _reachable(url)
    command.current(alembic_config(url, plugins), verbose=False)


def _known(script: ScriptDirectory, rev: str) -> bool:
    try:
        return script.get_revision(rev) is not None
    except Exception:  # a revision of a plugin that is no longer installed
        return False


def _ensure_sqlite_dir(url: str) -> None:
    parsed = make_url(sync_url(url))
    if parsed.drivername == "sqlite" and parsed.database and parsed.database != ":memory:":
        folder = Path(parsed.database).parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise DatabaseUnreachable(
                f"cannot create the folder {folder} of the SQLite file: {exc.strerror}"
            ) from None


# ---------------------------------------------------------------------------- revision


def _package(obj: object) -> str:
    return str(getattr(obj, "__name__", ""))


def _owner(module: str, owners: dict[str, str]) -> str:
    """The branch a model's module belongs to: the plugin whose package holds it, else
    the kernel's."""
    best = ""
    for package in owners:
        if (module == package or module.startswith(package + ".")) and len(package) > len(best):
            best = package
    return owners[best] if best else "kernel"


def revision(plugins: Iterable[object], plugin_id: str, message: str) -> Path:
    """Autogenerate the next revision of ``plugin_id``'s branch from its models: the
    tables of the models in its package compared with a scratch SQLite database migrated
    to every head. The first revision starts the branch (``branch_labels = (id,)``, in
    ``<package>/migrations/versions``); ``depends_on`` names the heads of the branches
    whose tables its foreign keys reference (the kernel's, another plugin's)."""
    plugins = list(plugins)
    by_id = {_manifest_id(p): p for p in [*load_builtins(), *plugins]}
    if plugin_id not in by_id:
        raise RevisionError(f"unknown plugin {plugin_id!r}")
    obj = by_id[plugin_id]
    file = getattr(obj, "__file__", None)
    if not file or Path(file).name != "__init__.py":
        raise RevisionError(f"plugin {plugin_id!r} is no package: it cannot hold migrations")
    owners = {_package(p): pid for pid, p in by_id.items() if _package(p)}
    tables: dict[str, Any] = {
        mapper.local_table.name: mapper.local_table  # type: ignore[attr-defined]
        for mapper in Base.registry.mappers
        if _owner(mapper.class_.__module__, owners) == plugin_id
    }
    if not tables:
        raise RevisionError(f"plugin {plugin_id!r} declares no models on kernel.Base")
    versions = Path(file).resolve().parent / "migrations" / "versions"
    versions.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite+aiosqlite:///{Path(tmp) / 'scratch.db'}"
        upgrade(url, plugins)
        cfg = alembic_config(url, plugins)
        script = ScriptDirectory.from_config(cfg)
        own = [r for r in script.walk_revisions() if plugin_id in r.branch_labels]
        branches = {label for r in script.walk_revisions() for label in r.branch_labels}
        referenced = {
            owner if owner in branches else "kernel"
            for table in tables.values()
            for fk in table.foreign_keys
            if (owner := _table_owner(fk.column.table.name, owners)) != plugin_id
        }
        # Branches the plugin's branch depends on already need no second mention.
        known = {
            label
            for r in own
            for dep in r._normalized_resolved_dependencies
            for label in _labels(script, script.get_revision(dep))
        }
        depends = [_head(script, label) for label in sorted(referenced - known)]

        def include(obj: Any, name: str | None, kind: str, reflected: bool, other: Any) -> bool:
            table = obj if kind == "table" else getattr(obj, "table", None)
            return getattr(table, "name", name) in tables

        cfg.attributes["include_object"] = include
        ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
        if ruff:  # the file as the codebase formats it
            hooks = {
                "fix": "check --fix --unsafe-fixes --exit-zero --select I,W "
                "REVISION_SCRIPT_FILENAME",
                "format": "format REVISION_SCRIPT_FILENAME",
            }
            cfg.set_section_option("post_write_hooks", "hooks", ", ".join(hooks))
            for hook, args in hooks.items():
                cfg.set_section_option("post_write_hooks", f"{hook}.type", "exec")
                cfg.set_section_option("post_write_hooks", f"{hook}.executable", ruff)
                cfg.set_section_option("post_write_hooks", f"{hook}.options", args)
        number = len([r for r in script.walk_revisions() if plugin_id in _labels(script, r)])
        options: dict[str, Any] = {
            "message": message,
            "autogenerate": True,
            "rev_id": f"{plugin_id}_{number + 1:04d}",
            "depends_on": depends or None,
        }
        if own or number:
            options["head"] = f"{plugin_id}@head"
        else:
            options.update(head="base", branch_label=plugin_id, version_path=str(versions))
        result = command.revision(cfg, **options)
    scripts = result if isinstance(result, list) else [result]
    return Path(scripts[0].path) if scripts and scripts[0] is not None else versions


def _head(script: ScriptDirectory, label: str) -> str:
    revision = script.get_revision(f"{label}@head")
    assert revision is not None
    return str(revision.revision)


def _labels(script: ScriptDirectory, rev: Any) -> set[str]:
    """The branch labels that apply to a revision (its own or those of its ancestors)."""
    labels: set[str] = set()
    for ancestor in script.iterate_revisions(rev.revision, "base"):
        labels |= set(ancestor.branch_labels or ())
    return labels


def _table_owner(table: str, owners: dict[str, str]) -> str:
    for mapper in Base.registry.mappers:
        if mapper.local_table.name == table:  # type: ignore[attr-defined]
            return _owner(mapper.class_.__module__, owners)
    return "kernel"


def _manifest_id(obj: object) -> str:
    manifest = getattr(obj, "tresen_manifest", None)
    return str(manifest().id) if manifest is not None else _package(obj)
