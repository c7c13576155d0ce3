"""The calls of 000 §7 (``spec_000_calls.md``, the section as the spec gives it) as
``(method, path)`` pairs, and how one is found among the operations of /api/openapi.json.

The spec writes calls tersely: ``POST /orders/{id}/status/cancel, /confirm`` (a sibling
replaces the last segment), ``… /confirm-counter-appointment and /reject-counter-appointment``,
"five-call entities" listed by name, statistics by name. Paths are under /api.
"""

from __future__ import annotations

import re
from pathlib import Path

SECTION = Path(__file__).with_name("spec_000_calls.md")
CALL = re.compile(r"\b(GET|POST|PUT|DELETE) (/[^\s,;()]+)((?:(?:,| and) /[^\s,;()]+)*)")
SIBLING = re.compile(r"(?:,| and) (/[^\s,;()]+)")


def _api(path: str) -> str:
    path = path.rstrip(".:")
    return path if path.startswith("/api/") else "/api" + path


def spec_calls(text: str | None = None) -> set[tuple[str, str]]:
    text = SECTION.read_text() if text is None else text
    calls: set[tuple[str, str]] = set()
    for line in text.splitlines():
        if "Entities:" in line:
            names = line.split("Entities:", 1)[1].rstrip(".").split(",")
            for name in (n.strip() for n in names):
                calls |= {("GET", f"/api/{name}"), ("POST", f"/api/{name}")}
                calls |= {(m, f"/api/{name}/{{id}}") for m in ("GET", "PUT", "DELETE")}
            continue
        if "where name is one of:" in line:
            names = line.split("one of:", 1)[1].rstrip(".").split(",")
            calls |= {("GET", f"/api/statistics/{n.strip()}") for n in names}
            continue
        for method, path, siblings in CALL.findall(line):
            calls.add((method, _api(path)))
            stem = path.rstrip(".:").rsplit("/", 1)[0]
            for sibling in SIBLING.findall(siblings):
                calls.add((method, _api(stem + sibling)))
    return calls


def _segments(path: str) -> list[str]:
    return path.strip("/").split("/")


def matches(call_path: str, operation_path: str) -> bool:
    """Same segments, where a segment holding a ``{parameter}`` on either side stands for
    any value (``/api/statistics/orders`` is ``/api/statistics/{name}``)."""
    ours, theirs = _segments(call_path), _segments(operation_path)
    return len(ours) == len(theirs) and all(
        a == b or "{" in a or "{" in b for a, b in zip(ours, theirs, strict=True)
    )


def operation_of(call: tuple[str, str], paths: dict[str, dict[str, object]]) -> str | None:
    """The OpenAPI path that answers ``call``: the literal one first, else a templated one."""
    method, path = call
    found = [p for p, ops in paths.items() if method.lower() in ops and matches(path, p)]
    found.sort(key=lambda p: p.count("{"))
    return found[0] if found else None
