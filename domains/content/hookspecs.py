"""The hook the content domain owns: content refers to products (a product teaser's list,
a page's links to product pages) without importing the catalogue — the catalogue answers
through this hook (``domains/catalog/__init__.py``). Content asks through
:func:`domains.content.products.products` only.

    # a unit that sells products
    from domains.content.api import ProductRef
    from kernel import hookimpl

    @hookimpl
    async def tresen_content_products(session, ids):
        return {p.id: ProductRef(p.id, p.name, p.is_public and p.is_enabled) for p in ...}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from sqlalchemy.ext.asyncio import AsyncSession

hookspec = pluggy.HookspecMarker("tresen")


@dataclass(frozen=True, slots=True)
class ProductRef:
    """A product as content names it: its name, and whether customers see it (public and
    enabled — only then may content link to it)."""

    id: int
    name: str
    visible: bool


@hookspec
def tresen_content_products(
    session: AsyncSession, ids: frozenset[int]
) -> Mapping[int, ProductRef] | None:
    """The products among ``ids`` that exist, read in ``session`` (a run-time hook, may be
    ``async``: the answers of every enabled unit are merged; an id no unit knows does not
    exist)."""
