"""docs/architecture.md names the units as the code declares them: its table of units is
generated from the manifests and must equal what they say now."""

from __future__ import annotations

import re

from kernel.builtins import installed_units, manifest_of
from tests.docs import units_table

TEXT = units_table.DOC.read_text()


def test_the_table_of_units_is_what_the_manifests_declare() -> None:
    assert units_table.section(TEXT) == units_table.table(), (
        "docs/architecture.md is stale: run python -m tests.docs.units_table --write"
    )


def test_every_installed_unit_has_a_row_with_its_requires() -> None:
    rows = {
        m[1]: m[2]
        for m in re.finditer(r"^\| `(\w+)` \|[^|]*\|[^|]*\| ([^|]*) \|", TEXT, re.MULTILINE)
    }
    for unit in installed_units():
        manifest = manifest_of(unit)
        assert manifest.id in rows, f"{manifest.id} is missing from docs/architecture.md"
        named = re.findall(r"`(\w+)`", rows[manifest.id])
        assert named == list(manifest.requires), manifest.id


def test_the_doc_names_the_five_rules_and_is_linked() -> None:
    rules = re.findall(r"^(\d)\. \*\*", TEXT.split("## 3. The rule")[1], re.MULTILINE)
    assert rules[:5] == ["1", "2", "3", "4", "5"]
    assert "tests/contract/test_boundaries.py" in TEXT and "TRESEN_HOOKSPECS" in TEXT
    readme = (units_table.ROOT / "README.md").read_text()
    assert "(docs/architecture.md)" in readme
    for link in re.findall(r"\]\(([\w-]+\.md)", TEXT):
        assert (units_table.DOC.parent / link).is_file(), link
