"""The first-visit budgets of bench/bundle.py hold for the built UI (gzip, as served).

Bytes, not time: the same build gives the same figures on any machine. The storefront's
largest first visit stays within 125 KB, a content site's page (spec 002) within 140 KB.
Runs with the browser tests, which build the UI first.
"""

from __future__ import annotations

import importlib.util

import pytest

from tests.e2e.conftest import ROOT

pytestmark = pytest.mark.e2e


def test_first_visits_are_within_their_budgets() -> None:
    spec = importlib.util.spec_from_file_location("bundle", ROOT / "bench" / "bundle.py")
    assert spec is not None and spec.loader is not None
    bundle = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bundle)
    report = bundle.measured()
    kb = 1024
    assert report["firstVisitMax"] <= bundle.BUDGET_KB * kb, report["pages"]
    assert report["contentSite"] <= bundle.CONTENT_SITE_BUDGET_KB * kb, report["pages"]
    # Each page is measured with its own chunks (the asset manifest's "adds"), not the
    # start-up alone.
    first_visits = {k: v for k, v in report["pages"].items() if not k.startswith("+")}
    assert all(v["gzip"] > report["storefront"]["gzip"] for v in first_visits.values())
