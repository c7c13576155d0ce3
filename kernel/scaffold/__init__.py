"""``tresen plugin new``: a plugin that works before its author edits anything.

The templates (``templates/``) hold a manifest, a configuration field and flag, a route, a
model with its alembic branch and first revision, a federated UI module filling
``home.sections`` (with a ``tsconfig.json`` and ``npm run typecheck`` against
``@tresen/sdk``) and tests (server and browser). The Python imports Tresen only from the
``kernel`` package (and ``kernel.testing`` in tests). docs/writing-a-plugin.md quotes their
regions between ``# --8<-- [start:NAME]`` and ``[end:NAME]`` (rendered for ``gallery``);
the markers are left out of the files written.

Two layouts:

* **in-tree** (the target is a Tresen checkout: it has ``kernel/`` and ``plugins/``):
  ``plugins/<id>/``, tests in ``tests/plugins/test_<id>.py`` and
  ``tests/e2e/test_plugin_<id>.py``, and the entry point added to ``pyproject.toml``;
* **package** (anywhere else): ``<dir>/tresen-<id>/`` with its own ``pyproject.toml``
  (entry point ``tresen.plugins``), the package ``<id>/`` and ``tests/``.
"""

from __future__ import annotations

import keyword
import re
from dataclasses import dataclass
from pathlib import Path

TEMPLATES = Path(__file__).resolve().parent / "templates"
#: The ui-shell of the Tresen this runs from (its node_modules type-check a package plugin).
UI_SHELL = Path(__file__).resolve().parents[2] / "ui-shell"
_ID = re.compile(r"^[a-z][a-z0-9_]{1,30}$")
_MARKER = re.compile(r"^[ \t]*(#|//) --8<-- \[(start|end):[\w-]+\]\n", re.MULTILINE)
ENTRY_POINTS = '[project.entry-points."tresen.plugins"]'


class ScaffoldError(ValueError):
    """The name or the target does not allow a new plugin."""


@dataclass(frozen=True)
class Names:
    """The spellings of a plugin id the templates use."""

    name: str  # gallery_pro: id, package, folder, table prefix
    package: str  # plugins.gallery_pro (in-tree) or gallery_pro

    @property
    def camel(self) -> str:  # galleryPro: configuration fields
        head, *rest = self.name.split("_")
        return head + "".join(p.capitalize() for p in rest)

    @property
    def pascal(self) -> str:  # GalleryPro: classes, components
        return "".join(p.capitalize() for p in self.name.split("_"))

    def values(self, ui_shell: str = "../../../ui-shell") -> dict[str, str]:
        return {
            "name": self.name,
            "package": self.package,
            "camel": self.camel,
            "Camel": self.pascal,
            "title": " ".join(p.capitalize() for p in self.name.split("_")),
            "flag": f"enablePlugin{self.pascal}",
            "dist": self.name.replace("_", "-"),
            "ui_dir": f"{self.package.replace('.', '/')}/ui",
            # isort: in-tree the package is first-party like kernel, elsewhere not
            "import_gap": "" if "." in self.package else "\n",
            # from <package>/ui: the checkout's ui-shell (in-tree), else this Tresen's
            "ui_shell": ui_shell,
        }


def check_name(name: str) -> None:
    if not _ID.match(name) or keyword.iskeyword(name):
        raise ScaffoldError(
            f"{name!r} is no plugin id: lower-case letters, digits and _ , starting with a "
            "letter, 2 to 31 characters (it names the package, the tables and the UI remote)"
        )


def render(text: str, values: dict[str, str], keep_markers: bool = False) -> str:
    for key, value in values.items():
        text = text.replace("{{" + key + "}}", value)
    return text if keep_markers else _MARKER.sub("", text)


def rendered(template: str, name: str = "gallery", package: str | None = None) -> str:
    """A template (path under ``templates/``) rendered for ``name``, markers kept."""
    values = Names(name, package or name).values()
    return render((TEMPLATES / template).read_text(), values, keep_markers=True)


def _write(source: Path, target: Path, values: dict[str, str]) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(render(source.read_text(), values))
    return target


def _target_name(relative: Path, name: str) -> Path:
    return Path(str(relative).removesuffix(".tmpl").replace("__name__", name))


def is_checkout(root: Path) -> bool:
    return (
        (root / "kernel").is_dir()
        and (root / "plugins").is_dir()
        and (root / "pyproject.toml").is_file()
    )


def new_plugin(name: str, path: Path) -> tuple[str, Path, list[Path]]:
    """Write a new plugin; returns the layout (``in-tree`` or ``package``), its root and
    the files written."""
    check_name(name)
    in_tree = is_checkout(path)
    package = f"plugins.{name}" if in_tree else name
    values = Names(name, package).values("../../../ui-shell" if in_tree else str(UI_SHELL))
    root = path if in_tree else path / f"tresen-{values['dist']}"
    plugin_dir = root / package.replace(".", "/")
    if plugin_dir.exists():
        raise ScaffoldError(f"{plugin_dir} exists already")
    if in_tree:
        pyproject = root / "pyproject.toml"
        text = pyproject.read_text()
        if ENTRY_POINTS not in text:
            raise ScaffoldError(f"{pyproject} has no {ENTRY_POINTS} section")
    elif root.exists():
        raise ScaffoldError(f"{root} exists already")
    written = [
        _write(f, plugin_dir / _target_name(f.relative_to(TEMPLATES / "plugin"), name), values)
        for f in sorted((TEMPLATES / "plugin").rglob("*.tmpl"))
    ]
    tests = {
        "test___name__.py.tmpl": Path("tests/plugins" if in_tree else "tests") / f"test_{name}.py",
        "test___name___browser.py.tmpl": (
            Path("tests/e2e") / f"test_plugin_{name}.py"
            if in_tree
            else Path("tests") / f"test_{name}_browser.py"
        ),
    }
    for template, target in tests.items():
        written.append(_write(TEMPLATES / "tests" / template, root / target, values))
    if in_tree:
        head, _, tail = text.partition(ENTRY_POINTS)
        section, sep, rest = tail.partition("\n\n")
        line = f'{name} = "{package}"'
        pyproject.write_text(head + ENTRY_POINTS + section + "\n" + line + sep + rest)
        written.append(pyproject)
    else:
        for f in sorted((TEMPLATES / "package").glob("*.tmpl")):
            written.append(_write(f, root / f.name.removesuffix(".tmpl"), values))
    return ("in-tree" if in_tree else "package"), root, written
