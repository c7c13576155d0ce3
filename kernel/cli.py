"""The ``tresen`` command: serve, migrate, manage users and plugins, load demo data."""

from __future__ import annotations

import asyncio
import logging
import sys

import click
from aiohttp import web

from kernel import migrate
from kernel.api import ApiError
from kernel.app import create_app
from kernel.demo import load_demo
from kernel.migrate import SchemaBehind, require_current
from kernel.plugins import discover
from kernel.ratelimit import RepeatFilter
from kernel.services import create_or_update_user, plugin_table, switch_plugin
from kernel.settings import Settings
from kernel.state import SETTINGS
from kernel.workers import Supervisor


def _settings() -> Settings:
    return Settings().resolved()


def _installed(settings: Settings) -> list[object]:
    return discover(settings.extra_plugins)


@click.group()
@click.option("-v", "--verbose", is_flag=True, help="Log debug messages.")
def main(verbose: bool) -> None:
    """Tresen: a plugin-based platform for businesses that sell and publish online.

    Settings come from the environment: DATABASE_URL (default: SQLite var/tresen.db),
    TRESEN_HOST, TRESEN_PORT, TRESEN_SECRET_KEY, TRESEN_EXTRA_PLUGINS, …
    """
    _configure_logging(verbose)


def _configure_logging(verbose: bool = False) -> None:
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.INFO,
        format="%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s",
    )
    if not verbose:
        for noisy in ("alembic", "apscheduler"):
            logging.getLogger(noisy).setLevel(logging.WARNING)
    # psycopg warns once per connection a frozen database holds: once per 10 s is enough.
    logging.getLogger("psycopg").addFilter(RepeatFilter())


# ---------------------------------------------------------------------------- serve


def _serve_one(host: str, port: int, reuse_port: bool) -> None:
    if reuse_port:  # a spawned worker process configures its own logging
        _configure_logging()
    app = create_app()
    web.run_app(
        app,
        host=host,
        port=port,
        reuse_port=reuse_port or None,
        print=None if reuse_port else print,
        access_log=None,
        # Idle connections and request headers: bounded (slow clients hold no socket).
        keepalive_timeout=app[SETTINGS].header_timeout,
    )


@main.command()
@click.option("--host", default=None, help="Interface to listen on (default 127.0.0.1).")
@click.option("--port", type=int, default=None, help="Port (default 8080).")
@click.option(
    "--workers",
    type=int,
    default=1,
    show_default=True,
    help="Worker processes sharing the port (SO_REUSEPORT).",
)
def serve(host: str | None, port: int | None, workers: int) -> None:
    """Serve the HTTP API and the front end."""
    settings = _settings()
    host = host or settings.host
    port = port or settings.port
    try:
        require_current(settings.database_url, _installed(settings))
    except SchemaBehind as exc:
        raise click.ClickException(str(exc)) from None
    if workers <= 1:
        _serve_one(host, port, reuse_port=False)
        return
    click.echo(f"Serving on http://{host}:{port} with {workers} workers")
    Supervisor(_serve_one, (host, port, True), workers).run()


# ---------------------------------------------------------------------------- db


@main.group()
def db() -> None:
    """Database migrations (one version branch per plugin)."""


@db.command()
@click.argument("target", default="heads")
def upgrade(target: str) -> None:
    """Apply migrations; by default every branch to its head."""
    s = _settings()
    migrate.upgrade(s.database_url, _installed(s), target)


@db.command()
@click.argument("target")
def downgrade(target: str) -> None:
    """Revert migrations, e.g. `donations@base` removes that plugin's tables only."""
    s = _settings()
    migrate.downgrade(s.database_url, _installed(s), target)


@db.command()
def current() -> None:
    """Show the applied revision of each branch."""
    s = _settings()
    installed = _installed(s)
    migrate.current(s.database_url, installed)
    missing = migrate.missing_heads(s.database_url, installed)
    click.echo("up to date" if not missing else "behind: " + ", ".join(missing))


# ---------------------------------------------------------------------------- users


@main.group()
def user() -> None:
    """Staff users."""


@user.command("create")
@click.argument("email")
@click.option("--password", prompt=True, hide_input=True, confirmation_prompt=True)
@click.option(
    "--role",
    "roles",
    multiple=True,
    default=["ROLE_ADMIN"],
    show_default=True,
    help="Role name; repeat for several.",
)
@click.option("--username", default=None, help="Login name (default: the e-mail address).")
def user_create(email: str, password: str, roles: tuple[str, ...], username: str | None) -> None:
    """Create a staff user (or reset its password and roles)."""
    try:
        asyncio.run(create_or_update_user(_settings(), email, password, list(roles), username))
    except ApiError as exc:
        raise click.ClickException("; ".join(e.message for e in exc.errors)) from None
    click.echo(f"user {username or email} saved with roles {', '.join(roles)}")


# ---------------------------------------------------------------------------- plugins


@main.group()
def plugins() -> None:
    """List, enable and disable plugins (through the configuration flags)."""


@plugins.command("list")
def plugins_list() -> None:
    """Installed plugins with their flags and state."""
    for line in asyncio.run(plugin_table(_settings())):
        click.echo(line)


_FLAG = click.option(
    "--flag",
    default=None,
    metavar="NAME",
    help="Only this one of the plugin's flags (`tresen plugins list` shows them).",
)


@plugins.command("enable")
@click.argument("plugin_id")
@_FLAG
def plugins_enable(plugin_id: str, flag: str | None) -> None:
    """Switch a plugin on: sets ALL its configuration flags to true (payments, for
    instance, has one per payment method: enablePluginATMCard, enablePluginMollie, …),
    or only --flag NAME. A plugin is on while any of its flags is true."""
    _switch(plugin_id, True, flag)


@plugins.command("disable")
@click.argument("plugin_id")
@_FLAG
def plugins_disable(plugin_id: str, flag: str | None) -> None:
    """Switch a plugin off: sets all its flags (or only --flag NAME) to false."""
    _switch(plugin_id, False, flag)


def _switch(plugin_id: str, on: bool, flag: str | None = None) -> None:
    try:
        flags = asyncio.run(switch_plugin(_settings(), plugin_id, on, flag))
    except ApiError as exc:
        raise click.ClickException("; ".join(e.message for e in exc.errors)) from None
    click.echo(f"{plugin_id} {'enabled' if on else 'disabled'} ({', '.join(flags)} = {str(on).lower()})")


# ---------------------------------------------------------------------------- demo


@main.command()
def demo() -> None:
    """Load the demo business (idempotent: running it again changes nothing)."""
    for line in asyncio.run(load_demo(_settings())):
        click.echo(line)


if __name__ == "__main__":
    sys.exit(main())
