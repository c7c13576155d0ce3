"""The example plugin of docs/writing-a-plugin.md, cut out of the guide (the Datasette way).

A code block preceded by ``<!-- example: stamps/models.py -->`` is that file of the
example package, or its next piece: blocks naming one file are joined in the guide's
order. Python files are run by tests/docs/test_guide_examples.py; UI files (``.ts``,
``.tsx``) are written too, their slot ids checked against ui-shell/sdk/src/slots.json.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "writing-a-plugin.md"
EXAMPLE = re.compile(
    r"<!-- example: (?P<path>\S+) -->\n```(?P<lang>[\w-]*)\n(?P<body>.*?)^```$",
    re.MULTILINE | re.DOTALL,
)


def examples(markdown: str) -> dict[str, str]:
    """File path → text of every example file of ``markdown``."""
    files: dict[str, list[str]] = {}
    for m in EXAMPLE.finditer(markdown):
        files.setdefault(m["path"], []).append(m["body"])
    return {path: "\n\n".join(parts) for path, parts in files.items()}


def write(markdown: str, root: Path) -> list[Path]:
    """Write the example files of ``markdown`` below ``root``; returns them."""
    written = []
    for name, text in examples(markdown).items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        written.append(path)
    return written
