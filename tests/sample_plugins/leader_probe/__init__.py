"""A plugin whose scheduled job writes down which process ran it (the scale tests: two
``tresen serve`` processes on one database run each job once, on the leader only).

Every 0.2 s its job appends ``<pid>`` to ``<var_dir>/leader_probe.log``."""

from __future__ import annotations

import os
from typing import Any

from kernel import SETTINGS, Job, Manifest, hookimpl

LOG_NAME = "leader_probe.log"


async def tick(app: Any) -> None:
    with (app[SETTINGS].var_dir / LOG_NAME).open("a") as log:
        log.write(f"{os.getpid()}\n")


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="leader_probe",
        title="Leiter-Probe",
        version="0.1.0",
        flags=("enablePluginLeaderProbe",),
    )


@hookimpl
def tresen_scheduled_jobs() -> list[Job]:
    return [Job("tick", tick, seconds=0.2)]
