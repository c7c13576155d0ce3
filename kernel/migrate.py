"""Schema migrations: one alembic environment, one version branch per owner.

The kernel's branch is labelled ``kernel``; every plugin with a ``migrations/versions``
folder contributes a branch labelled with its id. ``upgrade("heads")`` brings all of them
up; ``downgrade("<plugin>@base")`` removes one plugin's tables and nothing else.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, pool

from kernel.builtins import load_builtins
from kernel.db import sync_url

KERNEL_MIGRATIONS = Path(__file__).resolve().parent / "migrations"


class SchemaBehind(RuntimeError):
    """The database lacks migrations the code needs."""


def plugin_version_dirs(plugins: Iterable[object]) -> list[Path]:
    """``<package>/migrations/versions`` of each built-in and installed plugin that has one."""
    dirs = []
    for obj in [*load_builtins(), *plugins]:
        file = getattr(obj, "__file__", None)
        if file:
            versions = Path(file).resolve().parent / "migrations" / "versions"
            if versions.is_dir():
                dirs.append(versions)
    return list(dict.fromkeys(dirs))


def alembic_config(url: str, plugins: Iterable[object]) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(KERNEL_MIGRATIONS))
    locations = [KERNEL_MIGRATIONS / "versions", *plugin_version_dirs(plugins)]
    cfg.set_main_option("path_separator", "os")
    cfg.set_main_option("version_locations", os.pathsep.join(str(p) for p in locations))
    cfg.set_main_option("sqlalchemy.url", sync_url(url).replace("%", "%%"))
    return cfg


def upgrade(url: str, plugins: Iterable[object], target: str = "heads") -> None:
    _ensure_sqlite_dir(url)
    command.upgrade(alembic_config(url, plugins), target)


def downgrade(url: str, plugins: Iterable[object], target: str) -> None:
    command.downgrade(alembic_config(url, plugins), target)


def missing_heads(url: str, plugins: Iterable[object]) -> list[str]:
    """Heads of the code that the database has not reached (empty when up to date)."""
    _ensure_sqlite_dir(url)
    cfg = alembic_config(url, plugins)
    script = ScriptDirectory.from_config(cfg)
    engine = create_engine(sync_url(url), poolclass=pool.NullPool)
    try:
        with engine.connect() as conn:
            current = set(MigrationContext.configure(conn).get_current_heads())
    finally:
        engine.dispose()
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
    command.current(alembic_config(url, plugins), verbose=False)


def _known(script: ScriptDirectory, rev: str) -> bool:
    try:
        return script.get_revision(rev) is not None
    except Exception:  # a revision of a plugin that is no longer installed
        return False


def _ensure_sqlite_dir(url: str) -> None:
    if url.startswith("sqlite") and ":///" in url:
        path = url.split(":///", 1)[1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
