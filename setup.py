"""Puts the built browser UI into the wheel (the rest is in pyproject.toml).

``python -m build`` / ``pip wheel .`` after ``npm --prefix ui-shell run build``: the
shell (``ui-shell/shell/dist``) goes to ``kernel/web/shell_dist`` and the slot list to
``kernel/ui_data``, where an installed kernel finds them; every plugin's built remote
(``plugins/<id>/ui/dist``) is package data (pyproject.toml). Editable installs read
them from the checkout instead.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
COPIES = {
    HERE / "ui-shell" / "shell" / "dist": Path("kernel") / "web" / "shell_dist",
    HERE / "ui-shell" / "sdk" / "src" / "slots.json": Path("kernel") / "ui_data" / "slots.json",
    HERE / "ui-shell" / "sdk" / "src" / "slot-props.schema.json": Path("kernel")
    / "ui_data"
    / "slot-props.schema.json",
}


class BuildWithUi(build_py):  # type: ignore[misc]
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        for source, target in COPIES.items():
            out = Path(self.build_lib) / target
            if source.is_dir():
                shutil.copytree(source, out, dirs_exist_ok=True)
            elif source.is_file():
                out.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy(source, out)


setup(cmdclass={"build_py": BuildWithUi})
