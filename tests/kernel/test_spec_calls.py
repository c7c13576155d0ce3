"""Every call of 000 §7 is an operation of /api/openapi.json (with every plugin on); a
statistic by name is one the statistics compute or a route of its own.

That each is exercised by a test: schemathesis calls every operation of the document
(tests/kernel/test_schemathesis.py checks its report against these calls)."""

from __future__ import annotations

from kernel.plugins import REGISTRY
from plugins.measuring.statistics.compute import STATISTICS
from tests.conftest import Api
from tests.kernel.spec_calls import operation_of, spec_calls


def test_the_section_is_read_whole() -> None:
    calls = spec_calls()
    # 30 five-call entities, 24 statistics by name, and the rest written out.
    assert len(calls) > 150 + 24 + 60
    assert ("POST", "/api/orders/{id}/status/in-delivery") in calls
    assert ("POST", "/api/orders/public/{uid}/{hash}/reject-counter-appointment") in calls
    assert ("GET", "/api/time-tracking/{a}/{b}/balances") in calls
    assert ("POST", "/api/time-tracking/{a}/{b}/working-activities/resume") in calls
    assert ("DELETE", "/api/digital-signage-devices/{id}") in calls
    assert ("GET", "/api/statistics/qr-code-targets") in calls
    assert ("POST", "/api/custom/form/{id}") in calls


async def test_every_call_is_in_the_api(admin: Api) -> None:
    app = admin.app
    flags = {flag: True for p in app[REGISTRY].plugins.values() for flag in p.manifest.flags}
    status, _ = await admin.post("/api/config", flags)
    assert status == 200
    status, doc = await admin.get("/api/openapi.json")
    assert status == 200
    missing = sorted(
        f"GET {path}"
        for _, path in spec_calls()
        if path.startswith("/api/statistics/")
        and path.rsplit("/", 1)[1] not in STATISTICS
        and path not in doc["paths"]
    )
    missing += sorted(
        f"{m} {p}" for m, p in spec_calls() if operation_of((m, p), doc["paths"]) is None
    )
    assert not missing, f"{len(missing)} calls of 000 §7 are not in /api/openapi.json: {missing}"
