"""Example for the sample plugin's resource (the contract's own test plugin)."""

from __future__ import annotations

from tests.kernel.entities.world import Example

EXAMPLES = {
    "sample-items": Example(
        create=lambda w: {"name": "eins"},
        update={"name": "zwei"},
        enable=("enablePluginSample",),
    ),
}
