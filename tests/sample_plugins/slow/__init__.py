"""A plugin whose run-time hook sleeps far past its time budget (isolation)."""

import asyncio
from typing import Any

from kernel import Manifest, hookimpl


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="slow", title="Langsam", version="0.1.0", flags=("enablePluginSlow",))


@hookimpl
async def tresen_init_collections() -> dict[str, list[Any]]:
    await asyncio.sleep(30)
    return {"/api/never": []}
