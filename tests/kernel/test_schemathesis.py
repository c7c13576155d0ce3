"""Property-based API fuzzing with schemathesis against a real server: 0 server errors.

The server runs as ``tresen serve`` on its own migrated database; requests carry an admin
session (and its CSRF token) so that the fuzzer reaches the handlers, not just the 401.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
import requests
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from schemathesis.checks import not_a_server_error
from sqlalchemy.engine import make_url

from kernel import migrate
from tests.conftest import BACKEND, PG_URL, free_port, installed, pg_conninfo
from tests.sample_plugins import EXTRA_PLUGINS

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES_PER_OPERATION = int(os.environ.get("TRESEN_FUZZ_EXAMPLES", "4"))


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    tmp = tmp_path_factory.mktemp("fuzz")
    pg_name = None
    if BACKEND == "pg":
        pg_name = f"tresen_fuzz_{uuid.uuid4().hex[:8]}"
        admin_url = pg_conninfo(str(make_url(PG_URL).set(database="postgres")))
        with psycopg.connect(admin_url, autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {pg_name}")
        url = make_url(PG_URL).set(database=pg_name).render_as_string(hide_password=False)
    else:
        url = f"sqlite+aiosqlite:///{tmp / 'fuzz.db'}"
    migrate.upgrade(url, installed())
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "TRESEN_VAR_DIR": str(tmp),
        "TRESEN_SECRET_KEY": "fuzz",
        "TRESEN_EXTRA_PLUGINS": EXTRA_PLUGINS,
        "PYTHONPATH": str(ROOT),
        "TRESEN_ARGON2_PROFILE": "CHEAPEST",
    }
    cli = [sys.executable, "-m", "kernel.cli"]
    subprocess.run(
        [
            *cli,
            "user",
            "create",
            "fuzz@example.com",
            "--password",
            "fuzz-geheim",
            "--username",
            "fuzz",
        ],
        env=env,
        check=True,
        capture_output=True,
    )
    port = free_port()
    log = (tmp / "server.log").open("wb")  # a file, not a pipe: a full pipe blocks the server
    proc = subprocess.Popen(
        [*cli, "serve", "--port", str(port)],
        env=env,
        cwd=ROOT,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    http = requests.Session()
    for _ in range(100):
        try:
            if http.get(base + "/api/config", timeout=2).ok:
                break
        except requests.ConnectionError:
            time.sleep(0.1)
    login = http.post(base + "/api/login", json={"username": "fuzz", "password": "fuzz-geheim"})
    assert login.ok, login.text
    # Switch every optional plugin on so that its routes are fuzzed too.
    flags = {
        f: True
        for f in http.get(base + "/api/config").json()["data"]
        if f.startswith("enablePlugin") and f != "enablePluginSlow"
    }
    csrf = http.cookies["XSRF-TOKEN"]
    assert http.post(base + "/api/config", json=flags, headers={"X-XSRF-TOKEN": csrf}).ok
    yield {"base": base, "cookies": http.cookies.get_dict(), "headers": {"X-XSRF-TOKEN": csrf}}
    proc.terminate()
    proc.wait(10)
    log.close()
    output = (tmp / "server.log").read_text()
    assert "unhandled error" not in output, output[-4000:]
    if pg_name:
        with psycopg.connect(admin_url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE {pg_name} WITH (FORCE)")


@pytest.fixture(scope="module")
def api_schema(server: dict[str, Any]) -> Any:
    schema = schemathesis.openapi.from_url(server["base"] + "/api/openapi.json")
    # Keep the fuzzer's session alive: no logging out, no deleting users.
    return (
        schema.exclude(path="/api/logout")
        .exclude(path_regex="^/api/users")
        .exclude(path_regex="^/api/login")
        .exclude(path="/api/sample/crash")
    )


def test_api_answers_without_server_errors(api_schema: Any, server: dict[str, Any]) -> None:
    failures = []
    cases = 0
    for result in api_schema.get_all_operations():
        operation = result.ok()

        @settings(
            max_examples=EXAMPLES_PER_OPERATION,
            deadline=None,
            derandomize=True,
            suppress_health_check=list(HealthCheck),
            database=None,
            phases=[Phase.explicit, Phase.generate],
        )
        @given(case=operation.as_strategy())
        def fuzz(case: Any) -> None:
            nonlocal cases
            cases += 1
            response = case.call(
                base_url=server["base"],
                cookies=server["cookies"],
                headers=server["headers"],
                timeout=15,
            )
            case.validate_response(response, checks=[not_a_server_error])

        try:
            fuzz()
        except Exception as exc:  # collect every operation's failure, then report them all
            failures.append(f"{operation.label}: {exc}")
    print(f"schemathesis: {cases} cases")
    assert cases >= 100
    assert failures == []
