"""The customer's secret order link in HTTP routes (``/…/{uid}/{hash}``), for the kernel's
routes and the plugins' (reviews' questionnaire)."""

from __future__ import annotations

from aiohttp import web

from domains.orders import service
from domains.orders.deps import OrderDeps
from domains.orders.models import Order
from kernel import SETTINGS, count_miss, not_found


async def by_link(request: web.Request) -> Order:
    """The order of a public link; unknown uid and wrong hash answer the same 404.

    Only misses are limited (per client address, counted by every worker together): a
    right link always answers, whoever else guesses from the same office.
    """
    uid, given = request.match_info["uid"], request.match_info["hash"]
    order = await service.find_by_link(OrderDeps.of(request.app), uid, given)
    if order is None:
        await count_miss(request, "order-link", request.app[SETTINGS].link_misses_per_minute)
        raise not_found()
    return order
