"""Where the browser tests put their screenshots, and how chosen ones are kept.

The tests write every screenshot to ``build/screens/`` (git-ignored): a test run never
changes the tracked tree. ``docs/screens/`` holds what a person chose to keep; after a
browser run (``tox -e e2e`` or ``pytest -m e2e tests/e2e/…``) refresh it with

    .venv/bin/python -m tests.e2e.screens              # every kept screen the run retook
    .venv/bin/python -m tests.e2e.screens NAME.png …   # these (also to keep a new one)
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCREENS = ROOT / "build" / "screens"
KEPT = ROOT / "docs" / "screens"
SCREENS.mkdir(parents=True, exist_ok=True)


def keep(names: list[str]) -> list[str]:
    """Copy the named screenshots (default: every one already kept) from SCREENS to KEPT;
    returns the names copied."""
    wanted = names or sorted(p.name for p in KEPT.glob("*.png"))
    copied = []
    for name in wanted:
        taken = SCREENS / name
        if taken.exists():
            shutil.copyfile(taken, KEPT / name)
            copied.append(name)
    return copied


if __name__ == "__main__":
    done = keep(sys.argv[1:])
    print(f"{len(done)} screenshots copied to {KEPT.relative_to(ROOT)}")
