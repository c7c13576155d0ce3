"""Every resource's example, collected from the ``examples_<domain>.py`` modules here."""

from __future__ import annotations

import importlib
import pkgutil

import tests.kernel.entities as package
from tests.kernel.entities.world import Example

EXAMPLES: dict[str, Example] = {}
for info in pkgutil.iter_modules(package.__path__):
    if info.name.startswith("examples_"):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        EXAMPLES.update(module.EXAMPLES)
