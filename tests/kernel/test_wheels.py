"""Wheels carry the built UI: Tresen's (the shell, every plugin's remote, the slot list)
and a plugin's own (its remote). Both installed into a new venv, the storefront serves
the shell and the plugin's UI module."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import time
import urllib.error
import urllib.request
import zipfile
from importlib import metadata
from pathlib import Path

import pytest
from click.testing import CliRunner

from kernel.cli import main
from kernel.testing.client import free_port

ROOT = Path(__file__).resolve().parents[2]
SHELL = ROOT / "ui-shell" / "shell" / "dist"
SKIP = ("node_modules", "__pycache__", "*.egg-info", ".mypy_cache")


def _run(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        args, cwd=cwd, env=env or dict(os.environ), capture_output=True, text=True, timeout=240
    )
    assert done.returncode == 0, f"{' '.join(args)}:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    return done.stdout


def _get(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=5) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, b""
    except (urllib.error.URLError, OSError):
        return 0, b""  # not listening yet


def _can_build() -> bool:
    """Whether this environment builds the wheels itself (setuptools>=77 and wheel)."""
    try:
        setuptools = int(metadata.version("setuptools").split(".")[0])
        metadata.version("wheel")
    except metadata.PackageNotFoundError:
        return False
    return setuptools >= 77


@pytest.mark.e2e  # heavy (two wheel builds, a venv, a server): once, in tox's e2e env
def test_wheels_install_and_serve_the_storefront_with_the_plugin_ui(tmp_path: Path) -> None:
    if not (SHELL / "main.js").exists() or not (ROOT / "ui-shell/node_modules/webpack").is_dir():
        pytest.skip("the UI is not built (npm --prefix ui-shell install && run build)")
    # Tresen's sources as a fresh clone has them, plus the built UI.
    src = tmp_path / "tresen"
    for name in ("kernel", "domains", "plugins", "demo"):
        shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns(*SKIP))
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, src / name)
    shutil.copytree(SHELL, src / "ui-shell" / "shell" / "dist")
    for name in ("slots.json", "slot-props.schema.json"):
        (src / "ui-shell" / "sdk" / "src").mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / "ui-shell/sdk/src" / name, src / "ui-shell/sdk/src" / name)
    # A plugin of its own, its UI built.
    assert (
        CliRunner().invoke(main, ["plugin", "new", "gallery", "--path", str(tmp_path)]).exit_code
        == 0
    )
    plugin = tmp_path / "tresen-gallery"
    _run(
        [
            "npm",
            "--prefix",
            str(ROOT / "ui-shell"),
            "run",
            "build",
            "--",
            "--plugin",
            str(plugin / "gallery" / "ui"),
        ],
        ROOT,
    )
    wheels = tmp_path / "wheels"
    # Without an isolated build env when this one can build (setuptools>=77, wheel: the
    # test extra), so no package index is needed.
    own_env = _can_build()
    for project in (src, plugin):
        wheel = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps"]
        if own_env:
            wheel.append("--no-build-isolation")
        _run([*wheel, "-w", str(wheels), str(project)], project)
    tresen_whl = next(wheels.glob("tresen-*.whl"))
    gallery_whl = next(wheels.glob("tresen_gallery-*.whl"))
    names = set(zipfile.ZipFile(tresen_whl).namelist())
    assert "kernel/web/shell_dist/main.js" in names
    assert "kernel/web/shell_dist/asset-manifest.json" in names
    assert "kernel/ui_data/slots.json" in names
    assert "plugins/toolbar/ui/dist/remoteEntry.js" in names
    assert "kernel/scaffold/templates/plugin/__init__.py.tmpl" in names
    gallery_names = set(zipfile.ZipFile(gallery_whl).namelist())
    assert "gallery/ui/dist/remoteEntry.js" in gallery_names
    assert "gallery/migrations/versions/gallery_0001_first.py" in gallery_names

    # A new venv; its dependencies (not Tresen itself) come from this environment.
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], tmp_path)
    python = venv / "bin" / "python"
    purelib = _run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], tmp_path
    ).strip()
    deps = sysconfig.get_paths()["purelib"]
    # A plain path line: the directory joins sys.path after the venv's own, and its .pth
    # files are not run (an editable install of this checkout there would win the import).
    Path(purelib, "_deps.pth").write_text(f"{deps}\n")
    _run(
        # --ignore-installed: this environment's editable Tresen is on the path, not installed.
        [
            *(str(python), "-m", "pip", "install", "-q", "--no-deps", "--ignore-installed"),
            *(str(tresen_whl), str(gallery_whl)),
        ],
        tmp_path,
    )
    where = _run(
        [str(python), "-c", "import kernel, gallery; print(kernel.__file__, gallery.__file__)"],
        tmp_path,
    )
    assert where.count(str(purelib)) == 2, where  # the installed copies, not this checkout

    port = free_port()
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("TRESEN_", "PYTEST_"))},
        "DATABASE_URL": f"sqlite+aiosqlite:///{tmp_path / 'shop.db'}",
        "TRESEN_VAR_DIR": str(tmp_path / "var"),
        "TRESEN_SECRET_KEY": "wheels",
        "TRESEN_PUBLIC_URL": f"http://127.0.0.1:{port}",
    }
    tresen = str(venv / "bin" / "tresen")
    _run([tresen, "db", "upgrade"], tmp_path, env)
    _run([tresen, "plugins", "enable", "gallery"], tmp_path, env)
    _run([tresen, "plugins", "enable", "map"], tmp_path, env)
    log = (tmp_path / "serve.log").open("wb")
    proc = subprocess.Popen(
        [tresen, "serve", "--port", str(port)],
        cwd=tmp_path,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while _get(base + "/api/init")[0] != 200:
            assert proc.poll() is None and time.monotonic() < deadline, (
                tmp_path / "serve.log"
            ).read_text()
            time.sleep(0.2)
        status, page = _get(base + "/")
        assert status == 200 and b'src="/build/main.js"' in page
        assert _get(base + "/build/main.js")[0] == 200
        init = json.loads(_get(base + "/api/init")[1])["data"]
        entries = {p["id"]: p["remote"]["entry"] for p in init["plugins"] if p.get("remote")}
        assert entries["gallery"] == "/plugins/gallery/remoteEntry.js"
        assert _get(base + entries["gallery"])[0] == 200
        assert entries.get("map") == "/plugins/map/remoteEntry.js", init["plugins"]
        assert _get(base + entries["map"])[0] == 200
        assert json.loads(_get(base + "/api/gallery")[1])["data"]["greeting"] == (
            "Willkommen bei Gallery!"
        )
    finally:
        proc.terminate()
        proc.wait(10)
        log.close()
