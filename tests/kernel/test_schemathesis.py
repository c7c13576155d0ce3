"""Property-based API fuzzing with schemathesis against a real server: 0 server errors.

The server runs as ``tresen serve`` on its own migrated database; requests carry an admin
session (and its CSRF token) so that the fuzzer reaches the handlers, not just the 401.
"""

from __future__ import annotations

import json
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
from sqlalchemy.engine import make_url

from kernel import migrate
from tests.conftest import BACKEND, PG_URL, free_port, installed, pg_conninfo
from tests.kernel.spec_calls import operation_of, spec_calls
from tests.sample_plugins import EXTRA_PLUGINS

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES_PER_OPERATION = int(os.environ.get("TRESEN_FUZZ_EXAMPLES", "20"))
# The time budget of the whole run: fuzzing and the stateful phase repeat until it is
# spent; the run prints its case count. TRESEN_FUZZ_SECONDS=900 gives a run the size of
# the one in issue 8 (~50,000 cases as an administrator, 20 examples per operation).
FUZZ_SECONDS = int(os.environ.get("TRESEN_FUZZ_SECONDS", "150"))
MIN_CASES = int(os.environ.get("TRESEN_FUZZ_MIN_CASES", "3000"))
#: Operations the run leaves out: the fuzzer's own account (test_session_revocation.py).
LEFT_OUT = {"PUT /api/users/{id}", "DELETE /api/users/{id}"}


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
        [*cli, "serve", "--port", str(port), "--workers", "2"],
        env=env,
        cwd=ROOT,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    http = requests.Session()
    for _ in range(600):
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
    headers = {"X-XSRF-TOKEN": csrf, "Origin": base}
    assert http.post(base + "/api/config", json=flags, headers=headers).ok
    yield {"base": base, "cookies": http.cookies.get_dict(), "headers": headers}
    proc.terminate()
    proc.wait(60)
    log.close()
    output = (tmp / "server.log").read_text()
    assert "unhandled error" not in output, output[-4000:]
    if pg_name:
        with psycopg.connect(admin_url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE {pg_name} WITH (FORCE)")


# Alone: a time budget and a minimum case count (beside other tests it got 2308 of 3000).
@pytest.mark.serial
@pytest.mark.database
@pytest.mark.skipif(BACKEND != "pg", reason="once per suite: on PostgreSQL, the stricter")
def test_api_answers_without_server_errors(server: dict[str, Any], tmp_path: Path) -> None:
    """schemathesis' own runner, every phase (examples, coverage, fuzzing, stateful), as an
    administrator; signing out and changing or deleting users (the fuzzer's own account)
    are left out. Bounded by TRESEN_FUZZ_SECONDS; prints the case count and duration."""
    cookies = "; ".join(f"{k}={v}" for k, v in server["cookies"].items())
    headers = {**server["headers"], "Cookie": cookies}
    report = tmp_path / "events.ndjson"
    paths = requests.get(server["base"] + "/api/openapi.json", timeout=10).json()["paths"]
    config = tmp_path / "schemathesis.toml"
    config.write_text(_documented_gateway_errors(paths))
    started = time.monotonic()
    run = _st(server, headers, config, report, [f"--max-time={FUZZ_SECONDS}"])
    took = time.monotonic() - started
    cases, failures, errors = _outcome(report)
    summary = f"{cases} cases in {took:.0f} s, {len(failures)} failures, errors: {errors}"
    print(f"\nschemathesis: {summary}")
    assert not failures, f"server errors in: {sorted(set(failures))}\n{run.stdout[-8000:]}"
    # CPython 3.11 can fail compiling in parallel threads ("AST constructor recursion
    # depth mismatch", a SystemError inside the fuzzer): not an answer of ours. A
    # FlakyFailure is a check that failed once and not on replay (seen once, POST
    # /api/analytics-log on a loaded machine, not reproduced; its rate limit answers the
    # replay differently); a 500 of ours would also leave "unhandled error" in the
    # server's log, which the fixture asserts is not there.
    assert all(kind in ("SystemError", "FlakyFailure") for kind, _ in errors), run.stdout[-8000:]
    assert cases >= MIN_CASES
    # Every call of 000 §7 is made (tests/kernel/test_spec_calls.py: each is in the API):
    # those the time-bounded run did not reach get a short run of their own, unbounded.
    operations = {call: operation_of(call, paths) for call in spec_calls()}
    names = {f"{m} {op}" for (m, _), op in operations.items()} - LEFT_OUT
    untried = sorted(names - _tried(report))
    if untried:
        more = tmp_path / "more.ndjson"
        only = [f"--include-name={name}" for name in untried]
        run = _st(server, headers, config, more, ["--phases=examples,coverage", *only])
        _, failures, _ = _outcome(more)
        assert not failures, f"server errors in: {sorted(set(failures))}\n{run.stdout[-8000:]}"
        untried = sorted(set(untried) - _tried(more))
        print(f"schemathesis: {len(names) - len(untried)} of {len(names)} calls of 000 §7 made")
    assert not untried, f"calls of 000 §7 schemathesis never made: {untried}"


def _st(
    server: dict[str, Any], headers: dict[str, str], config: Path, report: Path, extra: list[str]
) -> subprocess.CompletedProcess[str]:
    """``st run`` as an administrator, every phase unless ``extra`` names others."""
    phases = (
        []
        if any(e.startswith("--phases") for e in extra)
        else ["--phases=examples,coverage,fuzzing,stateful"]
    )
    command = [
        str(Path(sys.executable).with_name("st")),
        f"--config-file={config}",
        "run",
        server["base"] + "/api/openapi.json",
        "--checks=not_a_server_error",
        f"--max-examples={EXAMPLES_PER_OPERATION}",
        *phases,
        "--workers=4",
        "--seed=8",
        "--request-timeout=20",
        "--suppress-health-check=all",
        "--exclude-path=/api/logout",
        "--exclude-path=/api/live",  # a stream: ends only when the client goes
        "--exclude-path=/api/sample/crash",
        "--exclude-path=/api/sample/sleep",
        *(f"--exclude-name={name}" for name in sorted(LEFT_OUT)),
        "--report=ndjson",
        f"--report-ndjson-path={report}",
        *(f"--header={name}: {value}" for name, value in headers.items()),
        *extra,
    ]
    return subprocess.run(
        command,
        capture_output=True,
        text=True,
        timeout=FUZZ_SECONDS + 300,
        cwd=report.parent,
        check=False,
    )


def _documented_gateway_errors(paths: dict[str, Any]) -> str:
    """A schemathesis config accepting the 5xx answers an operation documents for what lies
    beyond the server — an AI provider not set up (503) or failing (502), a device not
    answering (504): deliberate answers, not server errors. Every other 5xx still fails."""
    blocks = []
    for path, operations in paths.items():
        for method, operation in operations.items():
            documented = sorted(c for c in operation.get("responses", {}) if c.startswith("5"))
            if documented:
                statuses = ", ".join(f'"{c}"' for c in ["2xx", "3xx", "4xx", *documented])
                blocks.append(
                    f'[[operations]]\ninclude-name = "{method.upper()} {path}"\n'
                    f"checks.not_a_server_error.expected-statuses = [{statuses}]\n"
                )
    return "\n".join(blocks)


def _tried(report: Path) -> set[str]:
    """The operations (``GET /api/orders/{id}``) with at least one case in the report."""
    tried = set()
    for line in report.read_text().splitlines():
        finished = json.loads(line).get("ScenarioFinished")
        if finished:
            for case in finished["recorder"].get("cases", {}).values():
                value = case.get("value", case)
                tried.add(f"{value.get('method', '').upper()} {value.get('path', '')}")
    return tried


def _outcome(report: Path) -> tuple[int, list[str], list[tuple[str, str]]]:
    """Cases run, the operations of the scenarios with a failed check, and the runner's own
    errors, from the ndjson event log."""
    cases, failures, errors = 0, [], []
    for line in report.read_text().splitlines():
        event = json.loads(line)
        if "ScenarioFinished" in event:
            finished = event["ScenarioFinished"]
            cases += len(finished["recorder"].get("cases", {}))
            if finished["status"] == "failure":
                failures.append(finished["recorder"].get("label", "?"))
        elif "NonFatalError" in event:
            value = event["NonFatalError"]["value"]
            errors.append((value["type"], event["NonFatalError"].get("label", "")))
    return cases, failures, errors
