"""The products content refers to, asked of whichever unit sells them through the
``tresen_content_products`` hook (:mod:`domains.content.hookspecs`): content never imports
the catalogue."""

from __future__ import annotations

from collections.abc import Iterable

from aiohttp import web
from sqlalchemy.ext.asyncio import AsyncSession

from domains.content.hookspecs import ProductRef
from kernel import REGISTRY


async def products(
    app: web.Application, s: AsyncSession, ids: Iterable[int]
) -> dict[int, ProductRef]:
    """The products among ``ids`` that exist (visible or not), by id."""
    wanted = frozenset(ids)
    if not wanted:
        return {}
    found: dict[int, ProductRef] = {}
    for answer in await app[REGISTRY].call("tresen_content_products", session=s, ids=wanted):
        found.update(answer)
    return found
