"""The import graph points one way: kernel → (nothing of) domains → plugins.

The kernel's own modules never import a domain or a plugin (built-ins are named in
kernel/builtins.py and loaded like entry points); no import hides inside a function to
dodge a cycle; every built-in and plugin imports on its own in a fresh interpreter.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from importlib.metadata import entry_points
from pathlib import Path

from kernel.builtins import ENTRY_POINT_GROUP

ROOT = Path(__file__).resolve().parents[2]


def modules(*roots: str) -> Iterator[tuple[str, ast.Module]]:
    for root in roots:
        for path in sorted((ROOT / root).rglob("*.py")):
            if "migrations" in path.parts or "node_modules" in path.parts:
                continue
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            yield name.removesuffix(".__init__"), ast.parse(path.read_text())


def imported(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom) and node.module and not node.level:
        return [node.module]
    return []


def module_level_imports(tree: ast.Module) -> Iterator[str]:
    """Imports executed at import time (TYPE_CHECKING blocks excluded)."""
    for node in tree.body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        for child in ast.walk(node):
            if not isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                yield from imported(child)


def test_kernel_modules_never_import_domains_or_plugins() -> None:
    offenders = [
        f"{name} imports {target}"
        for name, tree in modules("kernel")
        if not name.startswith("domains")
        for node in ast.walk(tree)
        for target in imported(node)
        if target.startswith(("domains", "plugins"))
    ]
    assert offenders == []


def test_no_import_is_delayed_into_a_function() -> None:
    offenders = []
    for name, tree in modules("kernel", "domains", "plugins", "demo"):
        for func in ast.walk(tree):
            if isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
                offenders += [
                    f"{name}.{func.name} imports {target}"
                    for node in ast.walk(func)
                    for target in imported(node)
                    if target.startswith(("kernel", "domains", "plugins", "demo"))
                ]
    assert offenders == []


def test_kernel_package_re_exports_only() -> None:
    tree = ast.parse((ROOT / "kernel" / "__init__.py").read_text())
    assert all(
        isinstance(node, ast.Import | ast.ImportFrom | ast.Assign | ast.Expr) for node in tree.body
    )
    assert not [t for t in module_level_imports(tree) if t.startswith("domains")]


FRESH = """
import importlib, sys
for name in sys.argv[1:]:
    for loaded in [
        m for m in sys.modules if m.split(".")[0] in ("kernel", "domains", "plugins", "demo")
    ]:
        del sys.modules[loaded]
    importlib.import_module(name)
    print("ok", name)
"""


def test_each_imports_first_in_a_fresh_module_table() -> None:
    """No cycle decides what works: each built-in and plugin imports first (a fresh table
    of the project's modules each time), and ``from kernel import …`` works inside a domain
    as in a plugin."""
    names = [ep.value for ep in entry_points(group=ENTRY_POINT_GROUP)]
    out = subprocess.run(
        [sys.executable, "-c", FRESH, *names], cwd=ROOT, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == [w for n in names for w in ("ok", n)]
