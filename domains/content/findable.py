"""The text of a content page in its first HTML (issue 15 "Findable"): crawlers and link
previews read a page without running JavaScript.

One generic walk over the typed block schemas (:mod:`blocks`, :mod:`links`), not a second
renderer per block type: the stored body is validated into its models, and every field is
written by what its *type* is — a ``title``/``name`` is a heading, rich text
(:data:`~domains.content.richtext.RichText`, re-sanitised) is written as is, an
:class:`~domains.content.links.ImageRef` is an ``<img>`` with its alt text, a link
of 002 §2.10 is an ``<a>`` with its target, a list of references (a teaser's woods or
products, :data:`~domains.content.refs.LISTS`) the referenced records' names as
links; nested documents are walked the same way. A new block type is findable as soon as
its schema exists. The browser's renderer (ui-shell ``site/blocks``) reads the same data.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from markupsafe import Markup
from pydantic import BaseModel, TypeAdapter, ValidationError
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.content.blocks import BodyItem
from domains.content.links import (
    FileLink,
    FileLinkValue,
    FileRef,
    HrefLink,
    ImageRef,
    MailtoLink,
    PhoneLink,
    RouterLink,
    SiteLink,
)
from domains.content.models import Node, Site
from domains.content.products import products
from domains.content.refs import LISTS
from domains.content.richtext import sanitize
from domains.content.slugs import category_href, product_href, slugify

_ITEM: TypeAdapter[Any] = TypeAdapter(BodyItem)
#: Fields written as headings.
HEADINGS = frozenset({"title", "name"})
#: Node pages by node type (002 §2.1).
NODE_PREFIX = {"wood": "unser-holz", "construction": "holzverarbeitung"}


@dataclass
class Names:
    """What references in a body point at: a label and an address per (kind, id)."""

    sites: dict[int, str] = field(default_factory=dict)  # site id → path
    targets: dict[tuple[str, int], tuple[str, str]] = field(default_factory=dict)

    def site_href(self, site_id: int) -> str:
        return "/" + self.sites.get(site_id, "").strip("/")

    def target(self, kind: str, ref_id: int) -> tuple[str, str] | None:
        return self.targets.get((kind, ref_id))


def upload_href(file: FileRef | None) -> str:
    if file is None or not file.public_hash or not file.extension:
        return ""
    return f"/upload/{file.public_hash}/{file.id}-{file.version}.{file.extension}"


def link_href(link: BaseModel, names: Names) -> str:
    """The address of a link of 002 §2.10."""
    match link:
        case SiteLink():
            return names.site_href(link.reference.id)
        case HrefLink():
            return link.href
        case RouterLink():
            return link.to
        case MailtoLink():
            return f"mailto:{link.mailto}"
        case PhoneLink():
            return "tel:" + "".join(c for c in link.phone if c == "+" or c.isdigit())
        case FileLink() | FileLinkValue():
            return upload_href(link.file)
    return ""


def anchor(href: str, label: str) -> Markup:
    if not href:
        return Markup("")
    return Markup('<a href="{}">{}</a>').format(href, label or href)


def _is_rich(model: type[BaseModel], name: str) -> bool:
    return any(getattr(m, "func", None) is sanitize for m in model.model_fields[name].metadata)


def walk(value: Any, names: Names, depth: int, block_type: str = "") -> Iterator[Markup]:
    """The HTML of one value of a typed document: by the value's type, never by block type."""
    if isinstance(value, list):
        for item in value:
            yield from walk(item, names, depth, block_type)
        return
    if not isinstance(value, BaseModel):
        return
    if isinstance(value, ImageRef):
        if value.extension:
            src = f"/image/small/{value.id}-{value.version}.{value.extension}"
            yield Markup('<img src="{}" alt="{}">').format(src, value.alt)
        return
    if isinstance(value, SiteLink | HrefLink | RouterLink | MailtoLink | PhoneLink | FileLink):
        yield anchor(link_href(value, names), value.label)
        return
    if isinstance(value, FileLinkValue):
        yield anchor(link_href(value, names), value.label)
        return
    model = type(value)
    kind = getattr(value, "type", block_type) if "type" in model.model_fields else block_type
    lists = LISTS.get(kind, {}) if isinstance(kind, str) else {}
    for name in model.model_fields:
        item = getattr(value, name)
        if name == "type" or item is None or item == "" or item == []:
            continue
        if isinstance(item, str):
            if name in HEADINGS:
                level = min(depth, 6)
                yield Markup("<h{0}>{1}</h{0}>").format(level, item)
            elif _is_rich(model, name):
                yield Markup(sanitize(item))
            continue
        alias = model.model_fields[name].alias or name
        if alias in lists or name in lists:
            targets = [names.target(lists.get(alias) or lists[name], ref.id) for ref in item]
            found = [t for t in targets if t is not None]
            if found:
                yield Markup("<ul>{}</ul>").format(
                    Markup("").join(Markup("<li>{}</li>").format(anchor(h, lb)) for lb, h in found)
                )
            continue
        if kind == "form" and name == "form":
            target = names.target("form", item.id)
            if target:
                yield Markup("<p>{}</p>").format(target[0])
            continue
        yield from walk(item, names, depth + 1, kind if isinstance(kind, str) else "")


def blocks_html(items: Any, names: Names) -> Markup:
    """Each valid block of a stored body as a ``<section>``; invalid ones are left out."""
    parts = []
    for raw in items if isinstance(items, list) else []:
        try:
            block = _ITEM.validate_python(raw)
        except ValidationError:
            continue
        inner = Markup("").join(walk(block, names, 2))
        if inner:
            parts.append(Markup('<section data-block="{}">{}</section>').format(block.type, inner))
    return Markup("").join(parts)


def page_html(title: str, lead: str, items: Any, names: Names) -> Markup:
    """The page's text: its title, a lead text (rich) and its blocks, in an ``<article>``."""
    head = Markup("<h1>{}</h1>").format(title) if title else Markup("")
    return Markup('<article class="t-findable">{}{}{}</article>').format(
        head, Markup(sanitize(lead)) if lead else Markup(""), blocks_html(items, names)
    )


def _ids(items: Any, kinds: Callable[[str], bool]) -> set[int]:
    from_refs = set()
    for raw in items if isinstance(items, list) else []:
        if not isinstance(raw, dict):
            continue
        for key, kind in LISTS.get(str(raw.get("type")), {}).items():
            if kinds(kind):
                from_refs |= {r["id"] for r in raw.get(key) or [] if isinstance(r, dict)}
    return from_refs


async def names_for(app: web.Application, s: AsyncSession, items: Any) -> Names:
    """Labels and addresses of what ``items`` reference (public records only)."""
    names = Names()
    names.sites = {
        row.id: row.path
        for row in (await s.execute(select(Site.id, Site.path).where(Site.is_public.is_(True))))
    }
    nodes = await s.scalars(select(Node).where(Node.is_public.is_(True)))
    for node in nodes:
        content = node.content or {}
        label = str(content.get("name") or node.identifier)
        if node.type in NODE_PREFIX:
            href = f"/{NODE_PREFIX[node.type]}/{slugify(label) or node.identifier}"
        elif node.type == "mainCategory":
            category = (content.get("category") or {}).get("id")
            href = category_href(category, label) if category else "/shop/catalog"
        else:
            href = ""
        names.targets[(node.type, node.id)] = (label, href)
    product_ids = _ids(items, lambda kind: kind == "product")
    for product in (await products(app, s, product_ids)).values():
        if product.visible:
            names.targets[("product", product.id)] = (
                product.name,
                product_href(product.id, product.name),
            )
    return names
