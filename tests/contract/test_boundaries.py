"""The walls between the kernel and the units, enforced (issue 24, "The rule, enforced").

A unit is a package directly under ``domains/`` or ``plugins/``, or ``demo/``; a sub-plugin
of its own (``domains.catalog.findable``, ``domains.branches.head``) is part of it. This
module fails when

1. ``kernel/**`` imports anything of ``domains``, ``plugins`` or ``demo``;
2. a unit imports another unit other than through its ``api.py`` or ``hookspecs.py``, or a
   unit its manifest does not ``require``;
3. the manifests' ``requires`` have a cycle, or the units' imports do;
4. a unit imports the kernel other than ``from kernel import X`` with ``X`` in
   ``kernel.__all__`` (``kernel.testing`` is for tests);
5. a unit's UI imports anything but ``@tresen/sdk``, npm libraries and its own files, or the
   shell names a route of a plugin that a flag switches on;

and wherever no import is delayed into a function, ``kernel/__init__.py`` only re-exports
and no module-level import cycle makes one module work only when another was imported
first. An ``importlib.import_module("…")``/``__import__("…")`` string is an import like
any other. import-linter's contracts (pyproject.toml, ``[tool.importlinter]``) run here
too, so ``pytest tests/contract`` answers for all of it. Every failure names the file, the
import and the allowed surface.
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from importlib.metadata import entry_points
from pathlib import Path

import pytest

import kernel
from kernel.app import create_app
from kernel.builtins import ENTRY_POINT_GROUP, RequiresCycle, dependency_order, manifest_of
from kernel.plugins import REGISTRY, ROUTE_OWNERS
from kernel.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
PYTHON_ROOTS = ("kernel", "domains", "plugins", "demo")
UNIT_ROOTS = ("domains", "plugins", "demo")
#: The modules of a unit that other units may import.
SURFACES = ("api", "hookspecs")


def fail(headline: str, offenders: Iterable[str]) -> None:
    """Fail with one line per offender (no traceback: the lines are the message)."""
    lines = sorted(set(offenders))
    if lines:
        pytest.fail(f"{headline} ({len(lines)}):\n" + "\n".join(lines), pytrace=False)


# -- the Python side: every import of kernel, domains, plugins, demo -----------------------


@dataclass(frozen=True)
class Source:
    path: Path
    module: str
    is_package: bool

    @property
    def rel(self) -> str:
        return self.path.relative_to(ROOT).as_posix()


@dataclass(frozen=True)
class Import:
    """One import statement (or ``importlib`` call) of a project module."""

    source: Source
    line: int
    #: The module imported (``import m``) or imported from (``from m import names``), absolute.
    module: str
    names: tuple[str, ...]
    #: The function it sits in, or None at module level.
    function: str | None
    type_checking: bool
    dynamic: bool

    @property
    def where(self) -> str:
        return f"{self.source.rel}:{self.line}"

    @property
    def shown(self) -> str:
        if self.dynamic:
            return f'importlib "{self.module}"'
        if self.names:
            return f"from {self.module} import {', '.join(self.names)}"
        return f"import {self.module}"

    @property
    def targets(self) -> list[str]:
        """The modules it reaches: ``from pkg import sub`` reaches ``pkg.sub``."""
        if not self.names:
            return [self.module]
        found = [f"{self.module}.{n}" for n in self.names if f"{self.module}.{n}" in modules()]
        if len(found) < len(self.names):
            found.append(self.module)
        return found


@cache
def sources() -> tuple[Source, ...]:
    found = []
    for root in PYTHON_ROOTS:
        for path in sorted((ROOT / root).rglob("*.py")):
            if {"node_modules", "ui", "templates"} & set(path.relative_to(ROOT).parts):
                continue
            parts = path.relative_to(ROOT).with_suffix("").parts
            is_package = parts[-1] == "__init__"
            found.append(Source(path, ".".join(parts[:-1] if is_package else parts), is_package))
    return tuple(found)


@cache
def modules() -> frozenset[str]:
    return frozenset(s.module for s in sources())


def _is_type_checking(test: ast.expr) -> bool:
    return ast.unparse(test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING")


def _is_dynamic_import(func: ast.expr) -> bool:
    if isinstance(func, ast.Attribute):
        return func.attr in ("import_module", "__import__")
    return isinstance(func, ast.Name) and func.id in ("import_module", "__import__")


class _Collector(ast.NodeVisitor):
    def __init__(self, source: Source, tree: ast.Module) -> None:
        self.source = source
        self.found: list[Import] = []
        #: importlib calls whose module name is computed: (line, function).
        self.computed: list[tuple[int, str | None]] = []
        self.function: str | None = None
        self.type_checking = False
        self.constants = {
            target.id: node.value.value
            for node in tree.body
            if isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
            for target in node.targets
            if isinstance(target, ast.Name)
        }

    def add(self, node: ast.AST, module: str, names: tuple[str, ...], dynamic: bool) -> None:
        line = getattr(node, "lineno", 0)
        self.found.append(
            Import(self.source, line, module, names, self.function, self.type_checking, dynamic)
        )

    def inside(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        outer = self.function
        self.function = node.name if outer is None else f"{outer}.{node.name}"
        self.generic_visit(node)
        self.function = outer

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self.inside(node)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> None:
        self.inside(node)

    def visit_If(self, node: ast.If) -> None:
        if not _is_type_checking(node.test):
            self.generic_visit(node)
            return
        outer = self.type_checking
        self.type_checking = True
        for child in node.body:
            self.visit(child)
        self.type_checking = outer
        for child in node.orelse:
            self.visit(child)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self.add(node, alias.name, (), dynamic=False)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = node.module or ""
        if node.level:
            package = self.source.module.split(".")
            if not self.source.is_package:
                package = package[:-1]
            base = package[: len(package) - (node.level - 1)]
            module = ".".join([*base, module] if module else base)
        self.add(node, module, tuple(a.name for a in node.names), dynamic=False)

    def visit_Call(self, node: ast.Call) -> None:
        if _is_dynamic_import(node.func) and node.args:
            arg = node.args[0]
            name = (
                arg.value
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                else self.constants.get(arg.id)
                if isinstance(arg, ast.Name)
                else None
            )
            if name is None:
                self.computed.append((node.lineno, self.function))
            elif not name.startswith("."):
                self.add(node, name, (), dynamic=True)
        self.generic_visit(node)


@cache
def _collected() -> tuple[tuple[Import, ...], tuple[tuple[Source, int, str | None], ...]]:
    found: list[Import] = []
    computed: list[tuple[Source, int, str | None]] = []
    for source in sources():
        tree = ast.parse(source.path.read_text(), str(source.path))
        collector = _Collector(source, tree)
        collector.visit(tree)
        found += collector.found
        computed += [(source, line, function) for line, function in collector.computed]
    return tuple(found), tuple(computed)


def imports() -> tuple[Import, ...]:
    return _collected()[0]


def root_of(module: str) -> str:
    return module.split(".")[0]


def unit_of(module: str) -> str | None:
    """``domains.catalog`` for ``domains.catalog.findable``; ``demo`` for ``demo.load``."""
    parts = module.split(".")
    if parts[0] == "demo":
        return "demo"
    if parts[0] in ("domains", "plugins") and len(parts) > 1:
        return ".".join(parts[:2])
    return None


def unit_id(unit: str) -> str:
    return unit.rsplit(".", 1)[-1]


def units() -> list[str]:
    found = [
        f"{root}.{p.parent.name}"
        for root in ("domains", "plugins")
        for p in sorted((ROOT / root).glob("*/__init__.py"))
    ]
    return [*found, "demo"]


def project_imports(*roots: str) -> Iterator[tuple[Import, str]]:
    """Every import of a module under ``roots`` with each project module it reaches."""
    for imp in imports():
        if root_of(imp.source.module) in roots:
            for target in imp.targets:
                if root_of(target) in PYTHON_ROOTS:
                    yield imp, target


@dataclass(frozen=True)
class UnitManifests:
    #: unit → the units its manifests (its own and its sub-plugins') require.
    requires: dict[str, frozenset[str]]
    #: unit → the files declaring its manifests.
    files: dict[str, tuple[str, ...]]
    #: every loaded entry point object, for dependency_order.
    objects: tuple[object, ...]


@cache
def manifests() -> UnitManifests:
    """Each unit's manifests, read by importing the ``tresen.plugins`` entry points."""
    by_id: dict[str, str] = {}
    declared: dict[str, list[tuple[str, tuple[str, ...]]]] = defaultdict(list)
    objects = []
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        obj = ep.load()
        objects.append(obj)
        manifest = manifest_of(obj)
        module = ep.value.partition(":")[0]
        unit = unit_of(module) or module
        by_id[manifest.id] = unit
        path = Path(getattr(sys.modules[module], "__file__", "") or module)
        shown = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)
        declared[unit].append((shown, manifest.requires))
    requires = {
        unit: frozenset(by_id.get(r, r) for _, reqs in entries for r in reqs) - {unit}
        for unit, entries in declared.items()
    }
    files = {unit: tuple(f for f, _ in entries) for unit, entries in declared.items()}
    return UnitManifests(requires, files, tuple(objects))


# -- 1. the kernel imports no unit ------------------------------------------------------------


def test_kernel_imports_no_unit() -> None:
    fail(
        "the kernel imports a unit",
        [
            f"{imp.where} imports {target} ({imp.shown}) — the kernel imports nothing of domains, "
            "plugins or demo: declare a hook in kernel/hookspecs.py that the unit implements, "
            "or move the code into the unit"
            for imp, target in project_imports("kernel")
            if root_of(target) in UNIT_ROOTS
        ],
    )


def test_kernel_package_re_exports_only() -> None:
    """kernel/__init__.py is the units' one surface: imports and ``__all__``, no code."""
    source = ROOT / "kernel" / "__init__.py"
    tree = ast.parse(source.read_text())
    fail(
        "kernel/__init__.py holds more than re-exports",
        [
            f"kernel/__init__.py:{node.lineno} {ast.unparse(node).splitlines()[0]} — "
            "kernel/__init__.py re-exports (imports, __all__) and nothing else: put code in "
            "a kernel module and re-export its names"
            for node in tree.body
            if not isinstance(node, ast.Import | ast.ImportFrom | ast.Assign | ast.Expr)
        ],
    )


# -- no import is delayed into a function -----------------------------------------------------


def test_no_import_is_delayed_into_a_function() -> None:
    offenders = [
        f"{imp.where} imports {target} inside {imp.function}() ({imp.shown}) — import at "
        "module level: a cycle is broken by direction, not by a delayed import"
        for imp, target in project_imports(*PYTHON_ROOTS)
        if imp.function is not None
    ]
    offenders += [
        f"{source.rel}:{line} imports a module by a computed name (importlib"
        f"{f', inside {function}()' if function else ''}) — a unit imports by name, at "
        "module level (a unit is found through the tresen.plugins entry points)"
        for source, line, function in _collected()[1]
        if root_of(source.module) in UNIT_ROOTS
    ]
    fail("an import is delayed into a function or hidden in a string", offenders)


# -- 2. units meet through api.py / hookspecs.py, and only those they require -----------------


def surface_of(unit: str) -> str:
    return " or ".join(f"{unit}.{s}" for s in SURFACES)


def is_surface(unit: str, target: str) -> bool:
    return any(target == f"{unit}.{s}" or target.startswith(f"{unit}.{s}.") for s in SURFACES)


def test_every_unit_is_an_entry_point() -> None:
    declared = manifests().requires
    fail(
        "a unit without a manifest",
        [
            f"{unit.replace('.', '/')}/ is no tresen.plugins entry point — name it in "
            "pyproject.toml's [project.entry-points.\"tresen.plugins\"] (its manifest's "
            "requires decide what it may import)"
            for unit in units()
            if unit not in declared
        ],
    )


def test_units_import_each_other_only_through_api_or_hookspecs() -> None:
    offenders = []
    for imp, target in project_imports(*UNIT_ROOTS):
        unit, other = unit_of(imp.source.module), unit_of(target)
        if unit is None or other == unit or root_of(target) == "kernel":
            continue
        if other is None:
            offenders.append(
                f"{imp.where} imports {target} ({imp.shown}) — import a unit's "
                "surface (domains.<unit>.api or .hookspecs), not the namespace package"
            )
        elif not is_surface(other, target):
            offenders.append(
                f"{imp.where} imports {target} ({imp.shown}) — import from "
                f"{surface_of(other)} ({unit_id(other)}'s surface) or add it there"
            )
    fail("a unit imports another unit's internals", offenders)


def test_units_import_only_units_their_manifest_requires() -> None:
    known = manifests()
    offenders = []
    for imp, target in project_imports(*UNIT_ROOTS):
        unit, other = unit_of(imp.source.module), unit_of(target)
        if unit is None or other is None or other == unit:
            continue
        if other not in known.requires.get(unit, frozenset()):
            where = ", ".join(known.files.get(unit, ())) or "its manifest"
            offenders.append(
                f"{imp.where} imports {target}, but {unit_id(unit)} does not require "
                f"{unit_id(other)} — add {unit_id(other)!r} to the requires of its manifest "
                f"({where}) or drop the import"
            )
    fail("a unit imports a unit its manifest does not require", offenders)


# -- 3. no cycle: neither in the requires nor in the imports ----------------------------------


def test_requires_have_no_cycle() -> None:
    try:
        dependency_order(manifests().objects)
    except RequiresCycle as exc:
        pytest.fail(
            f"{exc} — a unit requires only units below it; let the lower one offer a hook "
            "(its hookspecs.py) that the upper one implements",
            pytrace=False,
        )


def _strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan: the components of more than one node (the cycles)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _a_cycle(graph: dict[str, set[str]], members: list[str]) -> list[str]:
    """One cycle through the first member, within the component: [a, b, …, a]."""
    start, inside = members[0], set(members)
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for nxt in sorted(graph[node] & inside):
            if nxt == start:
                return [*paths[node], start]
            if nxt not in paths:
                paths[nxt] = [*paths[node], nxt]
                queue.append(nxt)
    return [*members, start]


def _cycles(edges: dict[tuple[str, str], list[Import]], what: str, advice: str) -> Iterator[str]:
    """One message per cycle: a cycle through it, then every edge inside it with where."""
    graph: dict[str, set[str]] = defaultdict(set)
    for a, b in edges:
        graph[a].add(b)
    for component in _strongly_connected(graph):
        inside = set(component)
        lines = []
        for a, b in sorted(e for e in edges if e[0] in inside and e[1] in inside):
            sites = edges[a, b]
            more = f" (+{len(sites) - 3} more)" if len(sites) > 3 else ""
            shown = "; ".join(f"{imp.where} {imp.shown}" for imp in sites[:3])
            lines.append(f"    {a} → {b}: {shown}{more}")
        yield (
            f"{what} cycle {' → '.join(_a_cycle(graph, component))} "
            f"(among {', '.join(component)}) — {advice}:\n" + "\n".join(lines)
        )


def test_units_import_each_other_without_cycles() -> None:
    edges: dict[tuple[str, str], list[Import]] = defaultdict(list)
    for imp, target in project_imports(*UNIT_ROOTS):
        unit, other = unit_of(imp.source.module), unit_of(target)
        if unit is not None and other is not None and unit != other:
            edges[unit, other].append(imp)
    fail(
        "a package cycle between units",
        _cycles(
            edges,
            "unit",
            "break it by direction: the unit that needs the other imports its api.py, the "
            "other reaches back through a hook (hookspecs.py)",
        ),
    )


def test_no_module_needs_another_imported_first() -> None:
    """What a fresh interpreter would trip over: a cycle of module-level imports (those run
    at import time: not in a function, not under TYPE_CHECKING)."""
    edges: dict[tuple[str, str], list[Import]] = defaultdict(list)
    for imp, target in project_imports(*PYTHON_ROOTS):
        runs_on_import = imp.function is None and not imp.type_checking
        if runs_on_import and target in modules() and target != imp.source.module:
            edges[imp.source.module, target].append(imp)
    fail(
        "a module-level import cycle",
        _cycles(
            edges,
            "module",
            "the modules work only in one import order: move what both need into a third "
            "module, or import one of them under TYPE_CHECKING only",
        ),
    )


# -- 4. units reach the kernel through its package --------------------------------------------


def test_units_import_the_kernel_only_from_its_package() -> None:
    public = set(kernel.__all__)
    offenders = []
    for imp in imports():
        if root_of(imp.source.module) not in UNIT_ROOTS or root_of(imp.module) != "kernel":
            continue
        if imp.module == "kernel" and not imp.dynamic:
            hidden = [n for n in imp.names if n != "*" and n not in public]
            if hidden:
                offenders.append(
                    f"{imp.where} imports {', '.join(hidden)} from kernel ({imp.shown}) — "
                    "not in kernel.__all__ (the kernel's public surface): add it there or "
                    "leave it to the kernel"
                )
        elif imp.module == "kernel.testing" or imp.module.startswith("kernel.testing."):
            offenders.append(
                f"{imp.where} imports {imp.module} ({imp.shown}) — kernel.testing is for "
                "tests only; a unit imports `from kernel import …` (kernel.__all__)"
            )
        else:
            offenders.append(
                f"{imp.where} imports {imp.module} ({imp.shown}) — import it as "
                "`from kernel import …` (kernel.__all__, the kernel's public surface) or add "
                "it there"
            )
    fail("a unit imports a kernel module", offenders)


# -- import-linter's contracts ----------------------------------------------------------------


def test_import_linter_contracts() -> None:
    """pyproject.toml's [tool.importlinter], through its command line (its documented
    interface): kernel imports no unit, demo > plugins > domains, no cycle between units,
    kernel.testing for tests only."""
    command = Path(sys.executable).with_name("lint-imports")
    if not command.exists():
        pytest.fail(f"{command} is missing: pip install -e '.[test]'", pytrace=False)
    out = subprocess.run(
        [str(command), "--no-cache", "--no-logo"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "COLUMNS": "200", "NO_COLOR": "1"},
    )
    if out.returncode != 0:
        pytest.fail(f"lint-imports (pyproject.toml):\n{out.stdout}{out.stderr}", pytrace=False)
    assert "BROKEN" not in out.stdout
    assert " KEPT" in out.stdout


# -- 5. the UI: a unit's screens import the SDK, the shell names no plugin's route -----------


HOLE = "\x00"  # a template literal's ${…}
_REGEX_AFTER = set("(,=:[!&|?{};+-*%<>~^")
_REGEX_KEYWORDS = {"return", "typeof", "case", "do", "else", "in", "of", "new", "delete"}
_REGEX_KEYWORDS |= {"void", "throw", "instanceof", "yield", "await"}
_IMPORT_BEFORE = re.compile(r"(?:\bfrom|\bimport|\bimport\s*\(|\brequire\s*\()\s*$")
UI_SUFFIXES = {".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"}


@dataclass(frozen=True)
class Literal:
    text: str
    line: int
    #: the code just before it (to tell an import's module specifier)
    before: str


class _Lexer:
    """String and template literals of TypeScript/JavaScript, comments skipped. Good enough
    for import specifiers and URL strings: a quote that does not close on its line (an
    apostrophe in JSX text) is no string, a slash after a value divides."""

    def __init__(self, text: str) -> None:
        self.s = text
        self.i = 0
        self.code: list[str] = []
        self.found: list[Literal] = []

    def line(self, at: int) -> int:
        return self.s.count("\n", 0, at) + 1

    def tail(self) -> str:
        return "".join(self.code[-60:])

    def run(self, inside_hole: bool = False) -> None:
        s, depth = self.s, 0
        while self.i < len(s):
            c = s[self.i]
            if s.startswith("//", self.i):
                end = s.find("\n", self.i)
                self.i = len(s) if end < 0 else end
            elif s.startswith("/*", self.i):
                end = s.find("*/", self.i + 2)
                self.i = len(s) if end < 0 else end + 2
                self.code.append(" ")
            elif c in "'\"":
                self.quoted(c)
            elif c == "`":
                self.template()
            elif c == "/" and self.regex_may_start():
                self.regex()
            else:
                if inside_hole and c == "{":
                    depth += 1
                elif inside_hole and c == "}":
                    if depth == 0:
                        self.i += 1
                        return
                    depth -= 1
                self.code.append(c)
                self.i += 1

    def regex_may_start(self) -> bool:
        before = self.tail().rstrip()
        if not before or before[-1] in _REGEX_AFTER:
            return True
        word = re.search(r"[A-Za-z_$][\w$]*$", before)
        return word is not None and word.group() in _REGEX_KEYWORDS

    def quoted(self, quote: str) -> None:
        s, start, j, text = self.s, self.i, self.i + 1, []
        while j < len(s) and s[j] not in (quote, "\n"):
            if s[j] == "\\":
                text.append(s[j + 1 : j + 2])
                j += 2
            else:
                text.append(s[j])
                j += 1
        if j >= len(s) or s[j] == "\n":  # an apostrophe in JSX text, not a string
            self.code.append(quote)
            self.i = start + 1
            return
        self.found.append(Literal("".join(text), self.line(start), self.tail()))
        self.code.append('"')
        self.i = j + 1

    def template(self) -> None:
        s, start, before, text = self.s, self.i, self.tail(), []
        self.i += 1
        while self.i < len(s) and s[self.i] != "`":
            if s[self.i] == "\\":
                text.append(s[self.i + 1 : self.i + 2])
                self.i += 2
            elif s.startswith("${", self.i):
                text.append(HOLE)
                self.i += 2
                self.run(inside_hole=True)
            else:
                text.append(s[self.i])
                self.i += 1
        self.found.append(Literal("".join(text), self.line(start), before))
        self.code.append('"')
        self.i += 1

    def regex(self) -> None:
        s, j, in_class = self.s, self.i + 1, False
        while j < len(s) and s[j] != "\n":
            if s[j] == "\\":
                j += 2
                continue
            if in_class:
                in_class = s[j] != "]"
            elif s[j] == "[":
                in_class = True
            elif s[j] == "/":
                j += 1
                while j < len(s) and s[j].isalnum():
                    j += 1
                self.code.append('"')
                self.i = j
                return
            j += 1
        self.code.append("/")  # no regex after all: a division
        self.i += 1


@cache
def literals(path: Path) -> list[Literal]:
    lexer = _Lexer(path.read_text())
    lexer.run()
    return lexer.found


def specifiers(path: Path) -> Iterator[Literal]:
    return (lit for lit in literals(path) if _IMPORT_BEFORE.search(lit.before))


def ui_files(folder: Path) -> list[Path]:
    return sorted(
        p
        for p in folder.rglob("*")
        if p.suffix in UI_SUFFIXES
        and p.is_file()
        and not {"node_modules", "dist"} & set(p.relative_to(folder).parts)
    )


def unit_uis() -> Iterator[tuple[Path, Path]]:
    """(the unit's ui folder, the folder of its sources)."""
    for src in sorted((ROOT / "plugins").glob("*/ui/src")):
        yield src.parent, src
    for ui in sorted((ROOT / "domains").glob("*/ui")):
        yield ui, ui


def ui_import_problem(spec: str, file: Path, ui: Path) -> str | None:
    if spec.startswith("."):
        target = Path(os.path.normpath(file.parent / spec))
        return None if target.is_relative_to(ui) else "a relative import leaving its ui folder"
    if spec.startswith("/") or "ui-shell" in spec or spec.split("/")[0] == "shell":
        return "the shell's files"
    if spec == "@tresen/sdk" or spec.startswith("@tresen/sdk/"):
        return None
    if spec.startswith("@tresen/"):
        return "another Tresen package than @tresen/sdk"
    return None  # an npm library (react, react-dom, @mui/material, …)


def test_unit_uis_import_only_the_sdk_libraries_and_their_own_files() -> None:
    offenders = []
    for ui, folder in unit_uis():
        for file in ui_files(folder):
            for lit in specifiers(file):
                problem = ui_import_problem(lit.text, file, ui)
                if problem:
                    offenders.append(
                        f"{file.relative_to(ROOT).as_posix()}:{lit.line} imports "
                        f"{lit.text!r} ({problem}) — a unit's UI imports @tresen/sdk, npm "
                        f"libraries (react, react-dom, …) and files inside "
                        f"{ui.relative_to(ROOT).as_posix()}/ only"
                    )
    assert list(unit_uis()), "no unit UI found: the paths above are out of date"
    fail("a unit's UI imports beyond its surface", offenders)


SHELL = ROOT / "ui-shell" / "shell" / "src"


@dataclass(frozen=True)
class Route:
    path: str
    owner: str
    flagged: bool

    @property
    def segments(self) -> list[str]:
        return self.path.strip("/").split("/")


@pytest.fixture(scope="module")
def routes(tmp_path_factory: pytest.TempPathFactory) -> list[Route]:
    """Every route of the installed units with its owner (the app is built, never started)."""
    var = tmp_path_factory.mktemp("walls")
    app = create_app(
        Settings(
            database_url=f"sqlite+aiosqlite:///{var / 'walls.db'}",
            var_dir=var,
            secret_key="test-secret",
            scheduler=False,
        )
    )
    flagged = {pid for pid, plugin in app[REGISTRY].plugins.items() if plugin.manifest.flags}
    return [Route(path, owner, owner in flagged) for (_, path), owner in app[ROUTE_OWNERS].items()]


def _variable(segment: str) -> bool:
    return HOLE in segment or ("{" in segment and "}" in segment)


def _matches(literal: list[str], route: list[str], prefix: bool) -> bool:
    if len(literal) > len(route) or (not prefix and len(literal) != len(route)):
        return False
    return all(
        _variable(r) or (not _variable(lit) and lit == r)
        for lit, r in zip(literal, route, strict=False)
    )


def plugin_routes_named(text: str, routes: list[Route]) -> set[str]:
    """The flagged plugins whose route ``text`` names: it matches their routes only (exactly,
    or as the beginning of a path)."""
    if not text.startswith("/api/"):
        return set()
    path = text.split("?")[0].split("#")[0]
    segments = path.strip("/").split("/")
    hits = [r for r in routes if _matches(segments, r.segments, prefix=False)]
    if not hits:
        hits = [r for r in routes if _matches(segments, r.segments, prefix=True)]
    if hits and all(r.flagged for r in hits):
        return {r.owner for r in hits}
    return set()


def shell_offenders(routes: list[Route]) -> list[tuple[str, str]]:
    """(file, message) for every literal of the shell that names a flagged plugin's route."""
    found = []
    for file in ui_files(SHELL):
        rel = file.relative_to(ROOT).as_posix()
        for lit in literals(file):
            owners = plugin_routes_named(lit.text, routes)
            if owners:
                shown = lit.text.replace(HOLE, "${…}")
                found.append(
                    (
                        rel,
                        f"{rel}:{lit.line} names {shown!r}, a route of the plugin "
                        f"{', '.join(sorted(owners))} (switched on by a flag) — the shell "
                        "knows no plugin: offer a slot (ui-shell/sdk/src/slots.json) that the "
                        "plugin's UI fills",
                    )
                )
    return found


def test_shell_names_no_plugin_route(routes: list[Route]) -> None:
    assert any(r.flagged and r.path.startswith("/api/") for r in routes)
    fail(
        "the shell names a plugin's route",
        [msg for _rel, msg in shell_offenders(routes)],
    )


def test_the_lexer_reads_imports_and_routes(tmp_path: Path) -> None:
    """The TypeScript reading above: specifiers, template holes, comments and regexes."""
    sample = tmp_path / "sample.tsx"
    sample.write_text(
        "import { a } from '@tresen/sdk';\n"
        "// import x from '../../../ui-shell/shell/src/app';\n"
        'import type { B } from "./b";\n'
        "const re = /'[a-z]\\//g; // a quote in a regex\n"
        "const el = <p>Geht's los</p>;\n"
        "const url = `/api/orders/${order.id + `${x}`}/resend-new-order-sms`;\n"
        "const lazy = import('../elsewhere');\n"
        "/* '/api/hidden' */ const half = total / 2 / 3;\n"
    )
    found = literals(sample)
    assert [lit.text for lit in specifiers(sample)] == ["@tresen/sdk", "./b", "../elsewhere"]
    assert f"/api/orders/{HOLE}/resend-new-order-sms" in [lit.text for lit in found]
    assert [lit.line for lit in found if lit.text.startswith("/api/orders")] == [6]
    assert not any("hidden" in lit.text or "Geht" in lit.text for lit in found)
    ui = tmp_path
    assert ui_import_problem("../elsewhere", sample, ui) is not None
    assert ui_import_problem("./b", sample, ui) is None
    assert ui_import_problem("@tresen/shell", sample, ui) is not None
    assert ui_import_problem("react-dom/client", sample, ui) is None
    routes = [
        Route("/api/orders/{id:\\d+}/resend-new-order-sms", "sms", True),
        Route("/api/orders/{id:\\d+}", "orders", False),
        Route("/api/payments", "payments", True),
    ]
    assert plugin_routes_named(f"/api/orders/{HOLE}/resend-new-order-sms", routes) == {"sms"}
    assert plugin_routes_named("/api/orders/{id}/resend-new-order-sms", routes) == {"sms"}
    assert plugin_routes_named(f"/api/orders/{HOLE}", routes) == set()
    assert plugin_routes_named("/api/payments?x=1", routes) == {"payments"}
    assert plugin_routes_named(f"/api/{HOLE}", routes) == set()
