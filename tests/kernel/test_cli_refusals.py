"""``tresen`` takes the DATABASE_URL users write, and refuses with one line.

A refusal is ``tresen: <message>`` on stderr and a non-zero exit code (2: a setting is
unusable), never a traceback; a real bug still shows one.
"""

from __future__ import annotations

import configparser
import os
import socket
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from sqlalchemy.engine import make_url

from kernel import cli
from kernel.cli import main
from kernel.settings import DatabaseUrlError, database_url
from kernel.testing.client import free_port
from tests.sample_plugins import EXTRA_PLUGINS


def tresen(url: str, tmp_path: Path, *args: str, **env: str) -> Result:
    """``tresen ARGS`` in this process, as a user runs it with DATABASE_URL=url."""
    environment = {
        "DATABASE_URL": url,
        "TRESEN_VAR_DIR": str(tmp_path / "var"),
        "TRESEN_EXTRA_PLUGINS": EXTRA_PLUGINS,
        **env,
    }
    return CliRunner().invoke(main, list(args), env=environment, catch_exceptions=False)


def refusal(result: Result) -> str:
    """The one line of a refusal (asserted to be all it printed), without ``tresen: ``."""
    assert result.exit_code != 0, result.output
    assert "Traceback" not in result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("tresen: "), result.stderr
    return lines[0].removeprefix("tresen: ")


def as_users_write_it(url: str) -> str:
    """The test database's URL as a user writes it: ``sqlite:////abs/path`` (no driver),
    ``postgres://`` (Heroku style)."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        assert Path(parsed.database or "").is_absolute()
        return f"sqlite:///{parsed.database}"
    return parsed.set(drivername="postgres").render_as_string(hide_password=False)


def closed_port_url() -> str:
    return f"postgresql://postgres@127.0.0.1:{free_port()}/tresen"


# ---------------------------------------------------------------------------- DATABASE_URL


@pytest.mark.parametrize(
    ("written", "used"),
    [
        ("sqlite:///var/x.db", "sqlite+aiosqlite:///var/x.db"),
        ("sqlite:////abs/x.db", "sqlite+aiosqlite:////abs/x.db"),
        ("sqlite+aiosqlite:////abs/x.db", "sqlite+aiosqlite:////abs/x.db"),
        ("postgres://u:p%40ss@db:5433/shop", "postgresql+psycopg://u:p%40ss@db:5433/shop"),
        (
            "postgresql://u@db/shop?sslmode=require",
            "postgresql+psycopg://u@db/shop?sslmode=require",
        ),
        ("postgresql+psycopg://u@db/shop", "postgresql+psycopg://u@db/shop"),
        ("postgresql+psycopg2://u@db/shop", "postgresql+psycopg://u@db/shop"),
    ],
)
def test_database_url_takes_what_users_write(written: str, used: str) -> None:
    assert database_url(written) == used


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("mysql://root@db/shop", "DATABASE_URL: mysql:// is not supported"),
        ("postgresql+asyncpg://u@db/shop", "DATABASE_URL: postgresql+asyncpg:// is not supported"),
        ("no url at all", "DATABASE_URL is no database URL"),
        ("sqlite://", "DATABASE_URL: the SQLite file is missing"),
        ("sqlite:///", "DATABASE_URL: the SQLite file is missing"),
    ],
)
def test_an_unusable_database_url_is_one_line_naming_the_forms(
    url: str, says: str, tmp_path: Path
) -> None:
    with pytest.raises(DatabaseUrlError):
        database_url(url)
    for args in (["db", "upgrade"], ["plugins", "list"], ["serve", "--port", "1"], ["demo"]):
        result = tresen(url, tmp_path, *args)
        line = refusal(result)
        assert result.exit_code == 2
        assert line.startswith(says), line
        assert "sqlite:////absolute/path.db" in line and "postgresql://user:" in line


@pytest.mark.database
def test_the_urls_users_write_reach_the_database(db_url: str, tmp_path: Path) -> None:
    """``sqlite:////abs/path`` crashed with "The asyncio extension requires an async
    driver", ``postgres://`` with "Can't load plugin: sqlalchemy.dialects:postgres"."""
    url = as_users_write_it(db_url)
    current = tresen(url, tmp_path, "db", "current")
    assert current.exit_code == 0, current.output
    assert "up to date" in current.stdout
    enabled = tresen(url, tmp_path, "plugins", "enable", "sample")
    assert enabled.exit_code == 0, enabled.output
    assert "sample enabled (enablePluginSample = true)" in enabled.stdout
    assert "sample     on" in tresen(url, tmp_path, "plugins", "list").stdout


def test_db_upgrade_takes_a_plain_sqlite_url_and_creates_the_folder(tmp_path: Path) -> None:
    path = tmp_path / "new" / "folder" / "tresen.db"
    upgraded = tresen(f"sqlite:///{path}", tmp_path, "db", "upgrade")
    assert upgraded.exit_code == 0, upgraded.output
    assert path.exists()
    assert "up to date" in tresen(f"sqlite:///{path}", tmp_path, "db", "current").stdout


# ---------------------------------------------------------------------------- the database


@pytest.mark.database
def test_a_schema_behind_the_code_says_run_db_upgrade(fresh_url: str, tmp_path: Path) -> None:
    """``plugins enable`` on a database without the migrations printed a 30-line
    ``SchemaBehind`` traceback."""
    serve = ["serve", "--port", str(free_port())]
    for args in (["plugins", "enable", "sample"], ["plugins", "list"], serve):
        line = refusal(tresen(fresh_url, tmp_path, *args))
        assert line.startswith("the database schema is behind the code (missing: kernel@"), line
        assert line.endswith("run: tresen db upgrade")
    assert tresen(fresh_url, tmp_path, "db", "upgrade").exit_code == 0
    # A new plugin's branch not applied yet (`tresen plugin new`, then `plugins enable`).
    assert tresen(fresh_url, tmp_path, "db", "downgrade", "sample@base").exit_code == 0
    line = refusal(tresen(fresh_url, tmp_path, "plugins", "enable", "sample"))
    assert line == (
        "the database schema is behind the code (missing: sample@s0001); run: tresen db upgrade"
    )
    assert tresen(fresh_url, tmp_path, "db", "upgrade").exit_code == 0
    assert tresen(fresh_url, tmp_path, "plugins", "enable", "sample").exit_code == 0


@pytest.mark.parametrize(
    "args",
    [
        ["db", "upgrade"],
        ["db", "current"],
        ["db", "downgrade", "kernel@base"],
        ["plugins", "list"],
        ["plugins", "enable", "sample"],
        ["user", "create", "chef@example.com", "--password", "pw-123456"],
        ["demo"],
        ["serve", "--port", "PORT"],
    ],
)
def test_a_database_that_is_not_running_is_one_line(args: list[str], tmp_path: Path) -> None:
    url = closed_port_url()
    args = [str(free_port()) if arg == "PORT" else arg for arg in args]
    line = refusal(tresen(url, tmp_path, *args))
    assert line.startswith(f"cannot connect to the database {url}: connection failed"), line
    assert "Connection refused" in line


@pytest.mark.database
def test_a_wrong_database_name_is_one_line(db_url: str, tmp_path: Path) -> None:
    parsed = make_url(db_url)
    if parsed.get_backend_name() == "sqlite":  # a folder that cannot be made
        (tmp_path / "file").write_text("")
        url = f"sqlite:///{tmp_path / 'file' / 'tresen.db'}"
        says = f"cannot create the folder {tmp_path / 'file'} of the SQLite file"
    else:
        url = as_users_write_it(parsed.set(database="tresen_no_such_db").render_as_string(False))
        says = 'FATAL: database "tresen_no_such_db" does not exist'
    line = refusal(tresen(url, tmp_path, "plugins", "list"))
    assert says in line, line


def test_a_password_is_not_shown(tmp_path: Path) -> None:
    url = f"postgresql://tresen:s3cret@127.0.0.1:{free_port()}/shop"
    line = refusal(tresen(url, tmp_path, "db", "current"))
    assert "s3cret" not in line and "tresen:***@127.0.0.1" in line


# ---------------------------------------------------------------------------- the others


@pytest.mark.parametrize(
    ("args", "env", "code", "says"),
    [
        (["plugins", "enable", "nope"], {}, 1, "unknown plugin 'nope'"),
        (["plugins", "disable", "nope"], {}, 1, "unknown plugin 'nope'"),
        (
            ["plugins", "enable", "payments", "--flag", "enablePluginNope"],
            {},
            1,
            "payments has no flag 'enablePluginNope' (its flags: enablePluginATMCard, ",
        ),
        (["db", "downgrade", "nope@base"], {}, 1, "Can't locate revision identified by 'nope'"),
        (["db", "revision", "--plugin", "nope", "-m", "x"], {}, 1, "unknown plugin 'nope'"),
        (["user", "create", "no-mail", "--password", "pw-123456"], {}, 1, "E-Mail"),
        (["plugin", "new", "Bad-Name", "--path", "TMP"], {}, 1, "'Bad-Name' is no plugin id"),
        (["db", "current"], {"TRESEN_PORT": "abc"}, 2, "TRESEN_PORT='abc': Input should be"),
        (["db", "current"], {"TRESEN_PUBLIC_URL": "ftp://x"}, 2, "TRESEN_PUBLIC_URL must be"),
    ],
)
def test_every_refusal_is_one_line(
    args: list[str], env: dict[str, str], code: int, says: str, db_url: str, tmp_path: Path
) -> None:
    args = [str(tmp_path) if arg == "TMP" else arg for arg in args]
    result = tresen(db_url, tmp_path, *args, **env)
    line = refusal(result)
    assert result.exit_code == code, result.output
    assert says in line, line


def test_a_bug_still_shows_its_traceback(
    db_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(*_: object) -> list[str]:
        raise KeyError("a bug")

    monkeypatch.setattr(cli, "plugin_table", broken)
    with pytest.raises(KeyError, match="a bug"):
        tresen(db_url, tmp_path, "plugins", "list")


# ---------------------------------------------------------------------------- real processes


def _tresen_process(tmp_path: Path, *args: str, url: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRESEN_", "PYTEST_"))}
    env.update(DATABASE_URL=url, TRESEN_VAR_DIR=str(tmp_path / "var"))
    tresen = Path(sys.executable).with_name("tresen")
    return subprocess.run(
        [str(tresen), *args], env=env, capture_output=True, text=True, timeout=120
    )


def test_a_busy_port_is_one_line(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'tresen.db'}"
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        for workers in ("1", "2"):
            done = _tresen_process(
                tmp_path, "serve", "--port", str(port), "--workers", workers, url=url
            )
            assert done.returncode == 1, done.stderr
            assert done.stderr == (
                f"tresen: port {port} on 127.0.0.1 is in use (another tresen serve?); "
                "choose another with --port or TRESEN_PORT\n"
            )
            assert done.stdout == ""


def test_an_unusable_url_exits_2_in_a_real_process(tmp_path: Path) -> None:
    done = _tresen_process(tmp_path, "db", "upgrade", url="mysql://root@db/shop")
    assert done.returncode == 2
    assert done.stderr.startswith("tresen: DATABASE_URL: mysql:// is not supported; use sqlite:")
    assert done.stderr.count("\n") == 1 and done.stdout == ""


# ---------------------------------------------------------------------------- make install


def test_make_install_brings_what_the_browser_tests_need() -> None:
    """The first ``pytest -m e2e`` of a developer runs: playwright's Python package comes
    with the test extra, which ``make install`` and every tox env install (Chromium is
    Debian's /usr/bin/chromium, never downloaded)."""
    root = Path(__file__).resolve().parents[2]
    extras = tomllib.loads((root / "pyproject.toml").read_text())["project"]
    assert any(r.startswith("playwright") for r in extras["optional-dependencies"]["test"])
    assert "-e '.[test,dev]'" in (root / "Makefile").read_text()
    tox = configparser.ConfigParser(interpolation=None)
    tox.read(root / "tox.ini")
    assert tox["testenv"]["extras"].strip() == "test"
    assert "extras" not in tox["testenv:e2e"] and "deps" not in tox["testenv:e2e"]
    assert "playwright install" not in (root / "Makefile").read_text()
