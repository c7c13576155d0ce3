"""Unit ``demo``: the demo data of both businesses for ``tresen demo``.

``tresen demo --site gasthaus`` loads the restaurant of spec 001 (:mod:`demo.gasthaus`,
with orders placed through the order services, :mod:`demo.orders`); ``--site holz`` the
wood and timber business of spec 002 (:mod:`demo.holz`). The command finds them through
the ``tresen_demo_data`` hook; no unit imports this one.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from functools import partial

from aiohttp import web

from demo import load
from kernel import KERNEL_VERSION, Manifest, hookimpl


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="demo",
        title="Demodaten",
        version=KERNEL_VERSION,
        requires=("branches", "catalog", "content", "media", "orders", "staff"),
    )


@hookimpl
def tresen_demo_data() -> Mapping[str, Callable[[web.Application], Awaitable[list[str]]]]:
    return {site: partial(load.load, business=site) for site in load.SITES}
