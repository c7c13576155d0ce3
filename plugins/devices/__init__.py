"""Plugin ``devices``: reaching a branch's printers, tablets and screens.

The device rows themselves are the ``devices`` resource of the branches domain; this
plugin adds what talking to them needs — a device key, the WebSocket a device holds open
(:mod:`.socket`), the requests of spec 000 §7 sent over the event bus (:mod:`.bus`,
:mod:`.routes`) and what comes back: print jobs and device logs.

The spec gives devices no flag: its flag ``enablePluginDevices`` defaults to on. The
``devices`` resource (the rows) is always there, and order printing (the receipt format)
is the orders domain's; switched off, the device socket and requests answer 404.
"""

from __future__ import annotations

from aiohttp import web

from kernel import KERNEL_VERSION, Manifest, hookimpl
from plugins.devices import routes, socket


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="devices",
        title="Drucker und Geräte",
        flags=("enablePluginDevices",),
        default_on=True,  # the spec names no flag: on until a configuration turns it off
        version=KERNEL_VERSION,
        requires=("branches", "orders"),
    )


@hookimpl
def tresen_routes() -> list[web.RouteDef]:
    return [*routes.routes, *socket.routes]
