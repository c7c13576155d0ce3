"""Code blocks of the docs taken from files the test suite runs (the Datasette way).

A code block preceded by an include comment holds exactly what the comment cites::

    <!-- include: kernel/scaffold/templates/plugin/__init__.py.tmpl#manifest -->
    <!-- include: plugins/donations/__init__.py::tresen_checkout_part -->
    <!-- include: kernel/scaffold/templates/plugin/ui/package.json.tmpl -->

``#name``: the lines between ``--8<-- [start:name]`` and ``[end:name]``; ``::name``: a
top-level function or class with its decorators; nothing: the whole file. Templates
(``*.tmpl``) are cited as ``tresen plugin new gallery`` writes them (package layout).

    python -m kernel.scaffold.includes docs/writing-a-plugin.md   # refresh the blocks

tests/kernel/test_docs.py fails while a block differs from its source.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

from kernel.scaffold import Names, render

ROOT = Path(__file__).resolve().parents[2]
INCLUDE = re.compile(
    r"<!-- include: (?P<cite>\S+) -->\n(?P<fence>```[\w-]*\n)(?P<body>.*?)^```$",
    re.MULTILINE | re.DOTALL,
)
_START = re.compile(r"--8<-- \[start:([\w-]+)\]")


def source(cite: str) -> str:
    """The text a citation names (see the module docstring)."""
    path, _, region = cite.partition("#")
    path, _, name = path.partition("::")
    text = (ROOT / path).read_text()
    if path.endswith(".tmpl"):
        text = render(text, Names("gallery", "gallery").values(), keep_markers=True)
    if region:
        lines, inside, found = [], False, False
        for line in text.splitlines(keepends=True):
            if f"--8<-- [end:{region}]" in line:
                inside = False
            elif inside and "--8<--" not in line:
                lines.append(line)
            elif f"--8<-- [start:{region}]" in line:
                inside = found = True
        if not found:
            raise KeyError(f"{cite}: no region {region!r}")
        return "".join(lines)
    if name:
        tree = ast.parse(text)
        for node in tree.body:
            if getattr(node, "name", None) == name:
                first = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])
                end = node.end_lineno or node.lineno
                return "".join(text.splitlines(keepends=True)[first - 1 : end])
        raise KeyError(f"{cite}: no top-level {name!r}")
    return "".join(line for line in text.splitlines(keepends=True) if "--8<--" not in line)


def expand(markdown: str) -> str:
    """``markdown`` with every cited block replaced by its source."""
    return INCLUDE.sub(
        lambda m: f"<!-- include: {m['cite']} -->\n{m['fence']}{source(m['cite'])}```",
        markdown,
    )


def citations(markdown: str) -> list[tuple[str, str]]:
    """(citation, block body) of every cited block."""
    return [(m["cite"], m["body"]) for m in INCLUDE.finditer(markdown)]


def main(argv: list[str]) -> int:
    for name in argv:
        path = Path(name)
        path.write_text(expand(path.read_text()))
        print(f"refreshed {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
