"""``tresen plugin new``: both layouts, installed, their generated tests green, their UI
type-checked against @tresen/sdk, enabled through the CLI, the route answering and the UI
module listed in ``/api/init``.

The two layout tests build UI, install packages and run a browser: marked ``e2e``, they
run once, in tox's e2e environment (not twice, in py and pg)."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
from click.testing import CliRunner

from kernel.cli import main

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "ui-shell"
#: Run in the plugin's environment: migrate, enable through the CLI, then ask the app.
CHECK = """
import asyncio, sys
from aiohttp.test_utils import TestClient, TestServer
from click.testing import CliRunner
from kernel.app import create_app
from kernel.cli import main
from kernel.settings import Settings

name = sys.argv[1]
for args in (["db", "upgrade"], ["plugins", "enable", name]):
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    print(result.output.strip())

async def check():
    async with TestClient(TestServer(create_app(Settings().resolved()))) as client:
        route = await client.get(f"/api/{name}")
        assert route.status == 200, await route.text()
        print("route", (await route.json())["data"]["greeting"])
        init = (await (await client.get("/api/init")).json())["data"]
        print("ui", [p["remote"]["entry"] for p in init["plugins"] if p["id"] == name])

asyncio.run(check())
"""


def _run(args: list[str], cwd: Path, env: dict[str, str], timeout: float = 240) -> str:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{' '.join(args)}:\n{done.stdout[-6000:]}\n{done.stderr[-4000:]}"
    return done.stdout


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRESEN_", "PYTEST_"))}
    env.update(
        DATABASE_URL=f"sqlite+aiosqlite:///{tmp_path / 'cli.db'}",
        TRESEN_VAR_DIR=str(tmp_path / "var"),
        TRESEN_SECRET_KEY="scaffold",
        TRESEN_ARGON2_PROFILE="CHEAPEST",
        PYTHONDONTWRITEBYTECODE="1",
        **extra,
    )
    return env


def _build_ui(ui_dir: Path) -> bool:
    """Build the plugin's remote with the repository's ui-shell (False: not installed)."""
    if shutil.which("npm") is None or not (UI / "node_modules" / "webpack").is_dir():
        return False
    _run(
        ["npm", "--prefix", str(UI), "run", "build", "--", "--plugin", str(ui_dir)],
        ROOT,
        {**os.environ},
    )
    return (ui_dir / "dist" / "remoteEntry.js").exists()


def _typecheck(ui_dir: Path) -> bool:
    """``npm run typecheck`` of the plugin's UI (tsc against @tresen/sdk's types through
    its generated tsconfig.json); False: npm or ui-shell's node_modules are missing."""
    if shutil.which("npm") is None or not (UI / "node_modules" / "typescript").is_dir():
        return False
    assert (ui_dir / "tsconfig.json").is_file()
    _run(["npm", "run", "typecheck"], ui_dir, {**os.environ})
    return True


def test_names_are_checked_and_nothing_is_overwritten(tmp_path: Path) -> None:
    runner = CliRunner()
    bad = runner.invoke(main, ["plugin", "new", "Bad-Name", "--path", str(tmp_path)])
    assert bad.exit_code == 1 and "is no plugin id" in bad.output
    first = runner.invoke(main, ["plugin", "new", "notes", "--path", str(tmp_path)])
    assert first.exit_code == 0, first.output
    # The next steps: install, build its UI, migrate, enable, test.
    steps = first.stdout.split("; next:\n", 1)[1].splitlines()
    assert [step.split()[0] for step in steps] == ["cd", "pip", "npm", "tresen", "tresen", "pytest"]
    assert "  tresen db upgrade" in steps
    assert "tresen plugins enable notes   # sets enablePluginNotes" in first.output
    again = runner.invoke(main, ["plugin", "new", "notes", "--path", str(tmp_path)])
    assert again.exit_code == 1 and "exists already" in again.output


@pytest.mark.e2e
def test_package_layout_installs_and_is_green(tmp_path: Path) -> None:
    """A package of its own: pip install -e into a fresh venv (which sees this Tresen),
    its generated tests (server, contract, browser) pass, the CLI enables it."""
    result = CliRunner().invoke(main, ["plugin", "new", "gallery", "--path", str(tmp_path)])
    assert result.exit_code == 0, result.output
    project = tmp_path / "tresen-gallery"
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], tmp_path, dict(os.environ))
    site = sysconfig.get_paths()["purelib"]
    python = venv / "bin" / "python"
    purelib = _run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        tmp_path,
        dict(os.environ),
    ).strip()
    Path(purelib, "_tresen.pth").write_text(f"import site; site.addsitedir({site!r})\n")
    env = _env(tmp_path)
    pip = [str(python), "-m", "pip", "install", "-q", "-e", str(project), "--no-deps"]
    if importlib.util.find_spec("wheel"):  # the test extra: build with this env's setuptools
        pip.append("--no-build-isolation")
    _run(pip, project, env)
    _typecheck(project / "gallery" / "ui")
    built = _build_ui(project / "gallery" / "ui")
    tests = _run(
        [str(python), "-m", "pytest", "-q", "-rs", "-W", "ignore::UserWarning"], project, env
    )
    assert "failed" not in tests and "error" not in tests, tests
    assert " passed" in tests, tests
    if built and shutil.which("chromium") and "Playwright" not in tests:
        assert "UI not built" not in tests, tests  # the browser test ran
    checked = _run([str(python), "-c", CHECK, "gallery"], project, env)
    assert "gallery enabled (enablePluginGallery = true)" in checked
    assert "route Willkommen bei Gallery!" in checked
    assert "ui ['/plugins/gallery/remoteEntry.js']" in checked


@pytest.mark.e2e
def test_in_tree_layout_is_green(tmp_path: Path) -> None:
    """In a checkout: plugins/<id>, tests under tests/, the entry point in pyproject.toml,
    lint-clean under the repository's rules; its generated tests pass."""
    checkout = tmp_path / "checkout"
    (checkout / "plugins").mkdir(parents=True)
    (checkout / "kernel").symlink_to(ROOT / "kernel")
    shutil.copy(ROOT / "plugins" / "__init__.py", checkout / "plugins" / "__init__.py")
    shutil.copy(ROOT / "pyproject.toml", checkout / "pyproject.toml")
    result = CliRunner().invoke(main, ["plugin", "new", "notebook", "--path", str(checkout)])
    assert result.exit_code == 0, result.output
    assert 'notebook = "plugins.notebook"' in (checkout / "pyproject.toml").read_text()
    files = {str(p.relative_to(checkout)) for p in checkout.rglob("*") if p.is_file()}
    assert {
        "plugins/notebook/__init__.py",
        "plugins/notebook/models.py",
        "plugins/notebook/migrations/versions/notebook_0001_first.py",
        "plugins/notebook/ui/package.json",
        "plugins/notebook/ui/tsconfig.json",
        "plugins/notebook/ui/src/plugin.tsx",
        "tests/plugins/test_notebook.py",
        "tests/e2e/test_plugin_notebook.py",
    } <= files
    ruff = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")
    _run(
        [ruff, "check", "--config", str(ROOT / "pyproject.toml"), "plugins", "tests"],
        checkout,
        dict(os.environ),
    )
    # The UI type-checks against @tresen/sdk (the checkout's ui-shell), and a slot id
    # the SDK does not know is a type error.
    (checkout / "ui-shell").symlink_to(UI)
    ui_dir = checkout / "plugins" / "notebook" / "ui"
    if _typecheck(ui_dir):
        plugin = ui_dir / "src" / "plugin.tsx"
        good = plugin.read_text()
        plugin.write_text(good.replace("'home.sections'", "'home.nowhere'"))
        wrong = subprocess.run(
            ["npm", "run", "typecheck"], cwd=ui_dir, capture_output=True, text=True, timeout=240
        )
        assert wrong.returncode != 0
        assert "'\"home.nowhere\"' is not assignable" in wrong.stdout, wrong.stdout
        plugin.write_text(good)
    (checkout / "ui-shell").unlink()
    # Not pip-installed here (that would install the copied pyproject's Tresen): the
    # checkout's plugins/ and this repository's join in the `plugins` package instead.
    (checkout / "kernel").unlink()
    pythonpath = f"{checkout}{os.pathsep}{ROOT}"
    env = _env(tmp_path, PYTHONPATH=pythonpath, TRESEN_EXTRA_PLUGINS="plugins.notebook")
    tests = _run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-rs",
            "-W",
            "ignore::UserWarning",
            "tests/plugins/test_notebook.py",
        ],
        checkout,
        env,
    )
    assert "failed" not in tests and "error" not in tests, tests
    checked = _run([sys.executable, "-c", CHECK, "notebook"], checkout, env)
    assert "route Willkommen bei Notebook!" in checked
    assert "ui ['/plugins/notebook/remoteEntry.js']" in checked
