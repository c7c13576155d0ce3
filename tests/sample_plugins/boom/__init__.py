"""A plugin whose run-time hook always raises (isolation)."""

from typing import Any

from kernel import Manifest, hookimpl


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="boom", title="Kaputt", version="0.1.0", flags=("enablePluginBoom",))


@hookimpl
def tresen_init_collections() -> dict[str, list[Any]]:
    raise RuntimeError("boom")
