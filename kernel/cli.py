"""The ``tresen`` command: serve, migrate, manage users and plugins, load demo data."""

from __future__ import annotations

import asyncio
import errno
import logging
import socket
import sys
from pathlib import Path
from typing import Any

import click
from aiohttp import web
from alembic.util import CommandError
from pydantic import ValidationError

from kernel import migrate, scaffold
from kernel.api.answers import ApiError
from kernel.app import create_app
from kernel.db import DatabaseUnreachable
from kernel.failures import RepeatFilter
from kernel.migrate import RevisionError, SchemaBehind, require_current
from kernel.plugins import discover
from kernel.services import create_or_update_user, load_demo, plugin_table, switch_plugin
from kernel.settings import SETTINGS, Settings, SettingsError
from kernel.workers import Supervisor


class Refused(click.ClickException):
    """A refusal the user can act on: one line ``tresen: <message>`` on stderr, exit code
    1, no traceback (those stay for real bugs)."""

    exit_code = 1

    def show(self, file: Any = None) -> None:
        click.echo(f"tresen: {self.format_message()}", err=True)


class UnusableSetting(Refused):
    """A refusal caused by the environment's settings: exit code 2, as click's usage errors."""

    exit_code = 2


#: Exceptions of the kernel that are refusals, not bugs, and how they are reported.
REFUSALS: dict[type[Exception], type[Refused]] = {
    SettingsError: UnusableSetting,
    ValidationError: UnusableSetting,
    DatabaseUnreachable: Refused,
    SchemaBehind: Refused,
    CommandError: Refused,  # alembic: no such revision or branch
    RevisionError: Refused,
    scaffold.ScaffoldError: Refused,
    ApiError: Refused,
}


def _message(exc: Exception) -> str:
    if isinstance(exc, ApiError):
        return "; ".join(e.message for e in exc.errors)
    if isinstance(exc, ValidationError):  # a TRESEN_* variable of the wrong type
        return "; ".join(
            f"{_variable(error['loc'])}={error['input']!r}: {error['msg']}"
            for error in exc.errors()
        )
    return " ".join(str(exc).split())


def _variable(loc: tuple[int | str, ...]) -> str:
    name = str(loc[0]) if loc else ""
    return name if name.isupper() else f"TRESEN_{name.upper()}"


class _Tresen(click.Group):
    """The ``tresen`` group: the one place that turns a known refusal into
    :class:`Refused` (``tresen: <message>`` and the exit code)."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except tuple(REFUSALS) as exc:
            refusal = next(r for kind, r in REFUSALS.items() if isinstance(exc, kind))
            raise refusal(_message(exc)) from None


def _settings() -> Settings:
    return Settings().resolved()


def _installed(settings: Settings) -> list[object]:
    return discover(settings.extra_plugins)


@click.group(cls=_Tresen)
@click.option("-v", "--verbose", is_flag=True, help="Log debug messages.")
def main(verbose: bool) -> None:
    """Tresen: a plugin-based platform for businesses that sell and publish online.

    Settings come from the environment: DATABASE_URL (sqlite:///var/tresen.db when unset;
    sqlite:////absolute/path.db, postgresql://user:password@host:5432/database),
    TRESEN_HOST, TRESEN_PORT, TRESEN_SECRET_KEY, TRESEN_EXTRA_PLUGINS, … A refusal is one
    line "tresen: …" on stderr, exit code 1 (2: a setting is unusable).
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
    _check_port(host, port)
    require_current(settings.database_url, _installed(settings))
    if workers <= 1:
        _serve_one(host, port, reuse_port=False)
        return
    click.echo(f"Serving on http://{host}:{port} with {workers} workers")
    Supervisor(_serve_one, (host, port, True), workers).run()


def _check_port(host: str, port: int) -> None:
    """Refuse before anything starts when ``host:port`` cannot be listened on (a port in
    use, an address this machine does not have)."""
    try:
        addresses = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as exc:
        raise Refused(f"cannot listen on {host}: {exc.strerror}") from None
    for family, kind, proto, _, address in addresses:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(address)
            except OSError as exc:
                if exc.errno == errno.EADDRINUSE:
                    raise Refused(
                        f"port {port} on {host} is in use (another tresen serve?); "
                        "choose another with --port or TRESEN_PORT"
                    ) from None
                raise Refused(f"cannot listen on {host}:{port}: {exc.strerror}") from None


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
@click.option("--plugin", "plugin_id", required=True, help="The plugin whose models changed.")
@click.option("-m", "--message", required=True, help="What the revision does (its file name).")
def revision(plugin_id: str, message: str) -> None:
    """Write the next migration of a plugin's branch, autogenerated from its models.

    Compares the tables of the models in the plugin's package with a scratch database
    migrated to every head; the first revision starts the branch named after the plugin
    (in <package>/migrations/versions), `depends_on` names the kernel or other plugin
    revisions its foreign keys need. Read the file before `tresen db upgrade`;
    `tresen db downgrade ID@base` removes the plugin's tables again.
    """
    s = _settings()
    path = migrate.revision(_installed(s), plugin_id, message)
    click.echo(f"wrote {path}")


@db.command()
def current() -> None:
    """Show the applied revision of each branch."""
    s = _settings()
    installed = _installed(s)
    migrate.current(s.database_url, installed)
    missing = migrate.missing_heads(s.database_url, installed)
    click.echo("up to date" if not missing else "behind: " + ", ".join(missing))


# ---------------------------------------------------------------------------- plugin


@main.group()
def plugin() -> None:
    """Write a new plugin (the guide: docs/writing-a-plugin.md)."""


@plugin.command("new")
@click.argument("name")
@click.option(
    "--path",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("."),
    show_default=True,
    help="A Tresen checkout (writes plugins/NAME, in-tree) or any other directory "
    "(writes tresen-NAME/, a package of its own with pyproject.toml).",
)
def plugin_new(name: str, path: Path) -> None:
    """A plugin NAME whose tests pass as written: manifest, a configuration field and
    flag, a route, a model with its migration branch, a UI module filling
    `home.sections`, server and browser tests."""
    layout, root, written = scaffold.new_plugin(name, path.resolve())
    for file in written:
        click.echo(f"  {file.relative_to(root)}")
    flag = scaffold.Names(name, name).values()["flag"]
    if layout == "in-tree":
        steps = [
            "pip install -e .            # registers its entry point (make install does too)",
            "npm --prefix ui-shell install && npm --prefix ui-shell run build",
            "tresen db upgrade",
            f"tresen plugins enable {name}   # sets {flag}",
            f"pytest tests/plugins/test_{name}.py tests/e2e/test_plugin_{name}.py",
        ]
    else:
        steps = [
            f"cd {root}",
            "pip install -e .            # Tresen finds it through the entry point",
            f"npm --prefix <tresen checkout>/ui-shell run build -- --plugin $PWD/{name}/ui",
            "tresen db upgrade",
            f"tresen plugins enable {name}   # sets {flag}",
            "pytest",
        ]
    click.echo(f"plugin {name} written ({layout}) in {root}; next:")
    for step in steps:
        click.echo(f"  {step}")


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
    asyncio.run(create_or_update_user(_settings(), email, password, list(roles), username))
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
    flags = asyncio.run(switch_plugin(_settings(), plugin_id, on, flag))
    state = "enabled" if on else "disabled"
    click.echo(f"{plugin_id} {state} ({', '.join(flags)} = {str(on).lower()})")


# ---------------------------------------------------------------------------- demo


@main.command()
@click.option(
    "--site",
    default="gasthaus",
    show_default=True,
    help="gasthaus: the restaurant (spec 001); holz: the wood and timber business (spec 002)",
)
def demo(site: str) -> None:
    """Load a demo business into an empty database (idempotent: running it again changes
    nothing)."""
    for line in asyncio.run(load_demo(_settings(), site)):
        click.echo(line)


if __name__ == "__main__":
    sys.exit(main())
