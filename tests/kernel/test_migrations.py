"""Migrations: one branch per owner; a plugin's tables come and go alone."""

from __future__ import annotations

import json
import types
import warnings
from pathlib import Path
from typing import Any

import pytest
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, inspect, text

from kernel import live, migrate
from kernel.app import create_app
from kernel.db import sync_url
from kernel.migrate import SchemaBehind
from kernel.settings import Settings
from plugins import donations
from tests.conftest import installed
from tests.sample_plugins import EXTRA_PLUGINS

pytestmark = pytest.mark.database  # migrations


def tables(url: str) -> set[str]:
    engine = create_engine(sync_url(url))
    try:
        with engine.connect() as conn:
            return set(inspect(conn).get_table_names())
    finally:
        engine.dispose()


def test_upgrade_downgrade_one_plugin_and_upgrade_again(fresh_url: str) -> None:
    plugins = installed()
    migrate.upgrade(fresh_url, plugins)
    assert {"users", "config_versions", "logs", "sample_items"} <= tables(fresh_url)
    assert migrate.missing_heads(fresh_url, plugins) == []

    migrate.downgrade(fresh_url, plugins, "sample@base")
    after = tables(fresh_url)
    assert "sample_items" not in after
    assert {"users", "sessions", "config_versions", "logs", "events"} <= after
    assert migrate.missing_heads(fresh_url, plugins) == ["sample@s0001"]

    migrate.upgrade(fresh_url, plugins)
    assert "sample_items" in tables(fresh_url)
    assert migrate.missing_heads(fresh_url, plugins) == []


async def test_app_refuses_to_start_on_an_old_schema(
    fresh_url: str, tmp_path: Path, aiohttp_client: Any
) -> None:
    plugins = installed()
    migrate.upgrade(fresh_url, plugins, "kernel@head")
    settings = Settings(
        database_url=fresh_url,
        var_dir=tmp_path,
        secret_key="x",
        extra_plugins=EXTRA_PLUGINS,
        scheduler=False,
    )
    with pytest.raises(SchemaBehind, match="tresen db upgrade"):
        await aiohttp_client(create_app(settings))


def test_cli_refuses_to_serve_an_empty_database(fresh_url: str, tmp_path: Path) -> None:
    from click.testing import CliRunner

    from kernel.cli import main

    env = {
        "DATABASE_URL": fresh_url,
        "TRESEN_VAR_DIR": str(tmp_path),
        "TRESEN_EXTRA_PLUGINS": EXTRA_PLUGINS,
    }
    result = CliRunner().invoke(main, ["serve", "--port", "0"], env=env)
    assert result.exit_code != 0
    assert "run: tresen db upgrade" in result.output


def test_content_n0002_flattens_stored_body_items_and_counts_qr_scans(fresh_url: str) -> None:
    """Sites stored in the original ``{type, value}`` shape load as flat body items."""
    plugins = installed()
    migrate.upgrade(fresh_url, plugins)
    migrate.downgrade(fresh_url, plugins, "content@n0001")
    engine = create_engine(sync_url(fresh_url))
    old = [
        {"type": "text", "value": {"title": "Alt", "text": "<p>Hallo</p>"}},
        {"type": "spacer", "size": "small"},
    ]
    try:
        with engine.begin() as conn:
            conn.execute(
                text(
                    "INSERT INTO sites (id, type, path, name, title, seo_title, keywords, "
                    "description, seo_description, content, is_public, updated_at) VALUES "
                    "(1, 'default', 'alt', 'Alt', '', '', '', '', '', :content, true, "
                    "CURRENT_TIMESTAMP)"
                ),
                {"content": json.dumps(old)},
            )
            conn.execute(
                text("INSERT INTO qr_codes (id, path, target, name) VALUES (1, 'flyer', '/', '')")
            )
        migrate.upgrade(fresh_url, plugins)
        with engine.connect() as conn:
            content = conn.execute(text("SELECT content FROM sites WHERE id = 1")).scalar_one()
            scans = conn.execute(text("SELECT scans FROM qr_codes WHERE id = 1")).scalar_one()
    finally:
        engine.dispose()
    stored = json.loads(content) if isinstance(content, str) else content
    assert stored == [
        {"type": "text", "title": "Alt", "text": "<p>Hallo</p>"},
        {"type": "spacer", "size": "small"},
    ]
    assert scans == 0


def test_each_version_directory_is_read_once(tmp_path: Path) -> None:
    """A plugin named twice, a built-in beside the kernel's own migrations (kernel.live) and
    a plugin reached through a symlink: alembic reads every file once, without warnings."""
    linked = tmp_path / "linked"
    linked.symlink_to(Path(donations.__file__).resolve().parent)
    through_link = types.SimpleNamespace(__file__=str(linked / "__init__.py"))
    plugins = [*installed(), donations, live, through_link]
    locations = migrate.version_locations(plugins)
    assert len(locations) == len({p.resolve() for p in locations})
    assert locations[0] == migrate.KERNEL_MIGRATIONS / "versions"
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # 'File … loaded twice' would raise here
        script = ScriptDirectory.from_config(migrate.alembic_config("sqlite:///:memory:", plugins))
        revisions = list(script.walk_revisions())
    assert {"k0001", "dn0001", "fd0001"} <= {r.revision for r in revisions}


def test_measuring_keeps_the_analytics_branch_and_answers_to_its_own_name(
    fresh_url: str,
) -> None:
    """The analytics log's revision kept its id when analytics, statistics and tracking
    became the one plugin ``measuring``: a database migrated before is current, and
    ``measuring@base`` (like the old ``analytics@base``) removes the plugin's table only."""
    plugins = installed()
    script = ScriptDirectory.from_config(migrate.alembic_config(fresh_url, plugins))
    assert script.get_revision("measuring@head").revision == "an0001"
    assert script.get_revision("analytics@head").revision == "an0001"
    migrate.upgrade(fresh_url, plugins)
    assert "analytics_logs" in tables(fresh_url)

    migrate.downgrade(fresh_url, plugins, "measuring@base")
    after = tables(fresh_url)
    assert "analytics_logs" not in after
    assert {"users", "orders", "working_activities", "customers"} <= after
    assert migrate.missing_heads(fresh_url, plugins) == ["analytics/measuring@an0001"]

    migrate.upgrade(fresh_url, plugins)
    assert "analytics_logs" in tables(fresh_url)
    migrate.downgrade(fresh_url, plugins, "analytics@base")
    assert "analytics_logs" not in tables(fresh_url)
