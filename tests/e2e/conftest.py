"""Browser tests: a real ``tresen serve`` and Debian's Chromium driven by Playwright for Python.

Once per session the UI is built (``npm --prefix ui-shell install`` + ``run build``) and a
SQLite file database is migrated as a template; every test gets a copy of that database,
its own server on a free port and a fresh Chromium profile. Without ``/usr/bin/chromium``
(or without Playwright or npm) every test here is skipped, and the run ends with a loud
warning line saying so.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from kernel import migrate
from kernel.plugins import discover
from kernel.testing import limits
from tests.conftest import ADMIN_PASSWORD, add_user, free_port
from tests.sample_plugins import EXTRA_PLUGINS

if TYPE_CHECKING:
    from playwright.sync_api import APIResponse, BrowserContext, Page

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM_WRAPPER = Path("/usr/bin/chromium")
#: Another Chromium binary (TRESEN_E2E_CHROMIUM); by default Debian's. The wrapper
#: /usr/bin/chromium prints a harmless shell error; the binary behind it does not.
CHROMIUM_OVERRIDE = os.environ.get("TRESEN_E2E_CHROMIUM")
CHROMIUM = (
    Path(CHROMIUM_OVERRIDE)
    if CHROMIUM_OVERRIDE
    else next(
        (p for p in (Path("/usr/lib/chromium/chromium"), CHROMIUM_WRAPPER) if p.exists()),
        CHROMIUM_WRAPPER,
    )
)
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: The sample plugins plus those with hand-written UI modules (tests/sample_plugins/ui_*).
E2E_PLUGINS = EXTRA_PLUGINS + "".join(
    f",tests.sample_plugins.{name}" for name in ("ui_throws", "ui_missing", "ui_slots")
)
AXE = ROOT / "ui-shell/node_modules/axe-core/axe.min.js"
#: The cookie consent cookie (@tresen/sdk consent.ts); cookies are per host, not per port.
CONSENTED = {"name": "tresen_consent", "value": "1", "domain": "127.0.0.1", "path": "/"}
READY = "() => window.__TRESEN__ && window.__TRESEN__.ready === true"


def loaded_plugins(page: Any) -> list[str]:
    """The plugins whose UI module the page loaded, without measuring's (the analytics log's
    sender, loaded for every consenting browser such as the tests')."""
    return [p for p in page.evaluate("window.__TRESEN__.plugins") if p != "measuring"]


def _missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    if not CHROMIUM.exists():
        return f"{CHROMIUM} is missing (install it: apt-get install -y chromium)"
    if importlib.util.find_spec("playwright") is None:
        return "Playwright for Python is missing (pip install playwright; no browser download)"
    if shutil.which("npm") is None:
        return "npm is missing: the UI cannot be built"
    return None


SKIP_REASON = _missing()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.e2e)
            if SKIP_REASON:
                item.add_marker(pytest.mark.skip(reason=f"E2E SKIPPED: {SKIP_REASON}"))


def pytest_terminal_summary(terminalreporter: Any) -> None:
    skipped = [r for r in terminalreporter.stats.get("skipped", []) if "tests/e2e/" in r.nodeid]
    if SKIP_REASON and skipped:
        terminalreporter.write_sep(
            "!",
            f"WARNING: {len(skipped)} browser tests (e2e) SKIPPED: {SKIP_REASON}",
            red=True,
            bold=True,
        )


# ---------------------------------------------------------------------------- session


@pytest.fixture(scope="session")
def ui_build(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Build the shell and every plugin remote once per run (npm install is a no-op when
    node_modules is current). With pytest-xdist the first worker builds, the others wait
    for it (a lock and a marker in the run's shared temp directory). Without xdist the
    marker lives in this run's own temp directory: the parent of that one is shared by
    every run (and every checkout) of the same user, so a marker there would skip the
    build of later runs and test a stale UI."""
    from filelock import FileLock

    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    with FileLock(str(shared / "ui-build.lock")):
        marker = shared / "ui-build.done"
        if not marker.exists() and not _ui_is_current():
            for command in (
                ["npm", "--prefix", "ui-shell", "install", "--no-audit", "--no-fund"],
                ["npm", "--prefix", "ui-shell", "run", "build"],
            ):
                done = subprocess.run(
                    command, cwd=ROOT, capture_output=True, text=True, timeout=600
                )
                assert done.returncode == 0, (
                    f"{' '.join(command)} failed:\n{done.stdout}\n{done.stderr}"
                )
            marker.touch()
    assert (ROOT / "ui-shell/shell/dist/main.js").exists()


def _ui_is_current() -> bool:
    """A complete production build is newer than every source of the UI (as after tox's
    ``ui`` env, which builds right before this one): nothing to build again."""
    ui = ROOT / "ui-shell"
    stamp = ui / "shell/dist/.complete-build"
    if not stamp.exists() or stamp.read_text().strip() != "production":
        return False
    plugin_uis = [p.parent for p in ROOT.glob("plugins/*/ui/package.json")]
    sources = [
        *(ui / name for name in ("package.json", "package-lock.json", "webpack.config.cjs")),
        *ui.glob("scripts/**/*"),
        *ui.glob("sdk/src/**/*"),
        *ui.glob("shell/src/**/*"),
        *(f for p in plugin_uis for f in (p / "package.json", *p.glob("src/**/*"))),
    ]
    newest = max(f.stat().st_mtime for f in sources if f.is_file())
    return newest < stamp.stat().st_mtime


@pytest.fixture(scope="session")
def template_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite file migrated to every head, copied for each test."""
    path = tmp_path_factory.mktemp("e2e-db") / "template.db"
    migrate.upgrade(f"sqlite+aiosqlite:///{path}", discover(E2E_PLUGINS))
    return path


# ---------------------------------------------------------------------------- per test


@dataclass
class Server:
    base: str
    db_url: str
    proc: subprocess.Popen[bytes]
    log: Path
    users: dict[str, str] = field(default_factory=dict)
    env: dict[str, str] = field(default_factory=dict)

    def kill(self) -> None:
        """Kill the server at once (SIGKILL: no shutdown, connections just drop)."""
        self.proc.kill()
        self.proc.wait(10)

    def start(self) -> None:
        """Start it again on the same port and database (after ``kill``)."""
        self.proc = _launch(self.env, self.base.rsplit(":", 1)[1], self.log)
        _wait_up(self)

    def add_user(self, username: str, roles: list[str]) -> None:
        # Sync Playwright keeps an event loop in this thread: run the insert in another.
        with ThreadPoolExecutor(1) as pool:
            pool.submit(asyncio.run, add_user(self.db_url, username, roles)).result()
        self.users[username] = ADMIN_PASSWORD

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""


def _launch(env: dict[str, str], port: str, log: Path) -> subprocess.Popen[bytes]:
    with log.open("ab") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "kernel.cli", "serve", "--port", port],
            env=env,
            cwd=ROOT,
            stdout=out,
            stderr=subprocess.STDOUT,
        )


@pytest.fixture(scope="session")
def holz_template(template_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A directory holding the wood business of spec 002 (``tresen demo --site holz``):
    its database ``tresen.db`` and its files (images, uploads), copied for each test."""
    folder = tmp_path_factory.mktemp("e2e-holz")
    shutil.copy(template_db, folder / "tresen.db")
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite+aiosqlite:///{folder / 'tresen.db'}",
        "TRESEN_VAR_DIR": str(folder),
        "TRESEN_SECRET_KEY": "e2e",
        "TRESEN_EXTRA_PLUGINS": E2E_PLUGINS,
        "TRESEN_ARGON2_PROFILE": "CHEAPEST",
        "PYTHONPATH": str(ROOT),
    }
    subprocess.run(
        [sys.executable, "-m", "kernel.cli", "demo", "--site", "holz"],
        env=env,
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    return folder


@contextmanager
def serve(template: Path, tmp: Path) -> Iterator[Server]:
    """A ``tresen serve`` in directory ``tmp`` on a copy of ``template``: a database file,
    or a directory with ``tresen.db`` and the files that go with it."""
    db = tmp / "tresen.db"
    if template.is_dir():
        shutil.copytree(template, tmp, dirs_exist_ok=True)
    else:
        shutil.copy(template, db)
    url = f"sqlite+aiosqlite:///{db}"
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "TRESEN_VAR_DIR": str(tmp),
        "TRESEN_SECRET_KEY": "e2e",
        "TRESEN_PUBLIC_URL": f"http://127.0.0.1:{port}",
        "TRESEN_EXTRA_PLUGINS": E2E_PLUGINS,
        "TRESEN_ARGON2_PROFILE": "CHEAPEST",
        # the browser tests place orders to one e-mail address from one address
        **limits.ENV,
        "PYTHONPATH": str(ROOT),
    }
    log = tmp / "server.log"
    srv = Server(f"http://127.0.0.1:{port}", url, _launch(env, str(port), log), log, env=env)
    try:
        _wait_up(srv)
        yield srv
    finally:
        srv.proc.terminate()
        try:
            srv.proc.wait(10)
        except subprocess.TimeoutExpired:
            srv.proc.kill()
            srv.proc.wait(5)
    assert "unhandled error" not in srv.output(), srv.output()[-4000:]


@pytest.fixture
def server(ui_build: None, template_db: Path, tmp_path: Path) -> Iterator[Server]:
    with serve(template_db, tmp_path) as srv:
        yield srv


@pytest.fixture
def holz_server(ui_build: None, holz_template: Path, tmp_path: Path) -> Iterator[Server]:
    """A server on the wood business's demo data (spec 002)."""
    with serve(holz_template, tmp_path) as srv:
        yield srv


def _wait_up(srv: Server) -> None:
    deadline = time.monotonic() + 60  # a start takes ~3 s; a loaded machine, far longer
    while time.monotonic() < deadline:
        if srv.proc.poll() is not None:
            raise RuntimeError(f"server exited:\n{srv.output()}")
        try:
            with urllib.request.urlopen(srv.base + "/api/init", timeout=2) as resp:
                if resp.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.1)
    raise RuntimeError(f"server did not start:\n{srv.output()}")


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[BrowserContext]:
    """A fresh Chromium profile (persistent context, as the notes prescribe).

    Playwright is started per test: its sync API keeps an event loop running in this
    thread, which must be gone before any asyncio test of the same run starts.
    """
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            user_data_dir=str(tmp_path / "profile"),
            executable_path=str(CHROMIUM),
            headless=True,
            args=CHROMIUM_ARGS,
        )
        context.set_default_timeout(15_000)
        # A visitor who accepted cookies: the banner would cover the bottom of every page.
        # Tests of the banner itself clear the cookies first (tests/e2e/test_home_plugins.py).
        context.add_cookies([CONSENTED])
        try:
            yield context
        finally:
            context.close()


# ---------------------------------------------------------------------------- helpers


class Requests:
    """Every request a page makes (URL paths), and the JS responses it got."""

    def __init__(self, page: Page, base: str) -> None:
        self.base = base
        self.paths: list[str] = []
        self.scripts: list[Any] = []
        page.on("request", lambda r: self.paths.append(r.url.removeprefix(base)))
        page.on("response", self._response)

    def _response(self, response: Any) -> None:
        if response.url.endswith(".js") or response.request.resource_type == "script":
            self.scripts.append(response)

    def under(self, prefix: str) -> list[str]:
        return [p for p in self.paths if p.startswith(prefix)]

    def clear(self) -> None:
        self.paths.clear()
        self.scripts.clear()


def open_page(context: BrowserContext, srv: Server, path: str = "/") -> tuple[Page, Requests]:
    page = context.pages[0] if context.pages else context.new_page()
    requests = Requests(page, srv.base)
    page.goto(srv.base + path)
    page.wait_for_function(READY)
    return page, requests


def reload(page: Page) -> None:
    page.reload()
    page.wait_for_function(READY)


#: Resolves after one macrotask: React's render, scheduled (MessageChannel) by a state
#: change a timer made, has landed by then. Playwright's clock does not fake it.
_AFTER_RENDER = (
    "() => new Promise(done => { const c = new MessageChannel();"
    " c.port1.onmessage = () => done(null); c.port2.postMessage(0); })"
)


def run_timers(page: Page, ms: int) -> None:
    """Fire every timer of the page due within ``ms`` now, instead of waiting ``ms`` of
    real time, and let what they rendered land. ``page.clock.install()`` must have run
    before the page loaded (time then flows on naturally, as before)."""
    # A timer of our own, due at the end: fired means the clock (not real time) ran them.
    page.evaluate(
        f"() => {{ window.__timersRan = false;"
        f" setTimeout(() => {{ window.__timersRan = true; }}, {ms - 1}); }}"
    )
    page.clock.run_for(ms)
    assert page.evaluate("() => window.__timersRan") is True, "the page's clock is not installed"
    page.evaluate(_AFTER_RENDER)


def login(context: BrowserContext, srv: Server, username: str) -> None:
    """Sign the browser in (the context's request API shares its cookie jar)."""
    resp = context.request.post(
        srv.base + "/api/login",
        data={"username": username, "password": srv.users[username]},
        headers={"Origin": srv.base},
    )
    assert resp.ok, resp.text()


def api_post(context: BrowserContext, srv: Server, path: str, data: Any) -> APIResponse:
    token = next((c["value"] for c in context.cookies() if c["name"] == "XSRF-TOKEN"), "")
    headers = {"X-XSRF-TOKEN": token, "Origin": srv.base}  # as the browser sends them
    resp = context.request.post(srv.base + path, data=data, headers=headers)
    assert resp.ok, f"POST {path}: {resp.status} {resp.text()}"
    return resp


def api_get(context: BrowserContext, srv: Server, path: str) -> Any:
    resp = context.request.get(srv.base + path)
    assert resp.ok, f"GET {path}: {resp.status} {resp.text()}"
    return resp.json()


def axe_violations(page: Page, impacts: tuple[str, ...] = ("serious", "critical")) -> list[Any]:
    """Run axe-core (the npm package, injected into the page) and return its serious and
    critical violations as ``(id, impact, help, targets)``.

    Evaluated through the DevTools protocol rather than as a <script> tag: the pages
    keep their real Content-Security-Policy (``script-src 'self'``) under test."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text())
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [
        (v["id"], v["impact"], v["help"], [n["target"] for n in v["nodes"]][:5])
        for v in result["violations"]
        if v["impact"] in impacts
    ]
