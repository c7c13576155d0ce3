"""The node pages of 002 §2.1: ``/unser-holz/{slug}`` (wood) and ``/holzverarbeitung/{slug}``
(construction), matched by the slug of the node's name (002 §5), public nodes only; the
public main-category nodes the web shop's navigation lists."""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

import nh3
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.content.models import Node
from domains.content.slugs import slugify

#: First path segment → node type.
NODE_PAGES = {"unser-holz": "wood", "holzverarbeitung": "construction"}


def node_slug(node: Node) -> str:
    """The slug of a node's page: its name slugged, else its identifier."""
    name = (node.content or {}).get("name")
    return slugify(name) if isinstance(name, str) and name.strip() else node.identifier


async def node_at(s: AsyncSession, path: str) -> Node | None:
    """The public wood or construction node whose page ``path`` is, if any."""
    parts = [p for p in path.split("/") if p]
    if len(parts) != 2 or parts[0] not in NODE_PAGES:
        return None
    nodes = await s.scalars(
        select(Node).where(Node.type == NODE_PAGES[parts[0]], Node.is_public.is_(True))
    )
    return next((node for node in nodes if node_slug(node) == parts[1]), None)


def plain_text(rich: object) -> str:
    """Rich text as one line of plain text (for a page description)."""
    if not isinstance(rich, str):
        return ""
    return " ".join(html.unescape(nh3.clean(rich, tags=set())).split())


@dataclass(frozen=True, slots=True)
class MainCategory:
    """A public main-category node: the catalogue category it names (its id, if any) and
    its weight as stored."""

    node_id: int
    category_id: Any
    weight: Any


async def main_categories(s: AsyncSession) -> list[MainCategory]:
    """The public main-category nodes, in no particular order."""
    nodes = await s.scalars(
        select(Node).where(Node.type == "mainCategory", Node.is_public.is_(True))
    )
    return [
        MainCategory(
            node.id,
            ((node.content or {}).get("category") or {}).get("id"),
            (node.content or {}).get("weight"),
        )
        for node in nodes
    ]
