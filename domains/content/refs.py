"""References inside content, checked on save (002 §5 editor rules).

A wood teaser names wood nodes, a form block a form node, a product teaser public and
enabled products (asked of the catalogue through :mod:`domains.content.products`), a
contact block branches, a site link a site; images and files name stored media, whose
``version``, ``extension`` and ``publicHash`` are filled in from the record so the
storefront can build their URLs without another call. A reference that
does not exist, or is of the wrong kind, is answered at its path
(``content[3].woods[0]``).

Runs as the resources' ``before_save`` over the validated values (camelCase documents).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.branches.api import Branch, Department
from domains.content import texts
from domains.content.models import Node, Site
from domains.content.products import products
from domains.media.api import Image, Upload
from kernel import ApiError, Caller, FieldError

#: Block type → {field: node type | "product" | "branch" | "department"} of its id lists.
LISTS: dict[str, dict[str, str]] = {
    "teaser_woods": {"woods": "wood"},
    "teaser_constructions": {"constructions": "construction"},
    "teaser_categories": {"categories": "mainCategory"},
    "teaser_shop": {"products": "product"},
    "teaser_products": {"products": "product"},
    "contact": {"branches": "branch"},
    "contact_persons": {"departments": "department"},
}
IMAGE_KEYS = frozenset({"image", "background"})
FILE_KEYS = frozenset({"file", "video"})


@dataclass(frozen=True)
class Reference:
    kind: str  # a node type, "product", "branch", "department", "site", "image", "upload"
    id: int
    path: str
    doc: dict[str, Any]  # the referencing dict (completed in place for media)


def _join(path: str, key: str | int) -> str:
    return f"{path}[{key}]" if isinstance(key, int) else (f"{path}.{key}" if path else key)


def references(value: Any, path: str) -> Iterator[Reference]:
    """Every reference inside a content document, with its JSON path."""
    if isinstance(value, list):
        for index, item in enumerate(value):
            yield from references(item, _join(path, index))
        return
    if not isinstance(value, dict):
        return
    kind = value.get("type")
    for key, kinds in LISTS.get(kind, {}).items() if isinstance(kind, str) else ():
        for index, ref in enumerate(value.get(key) or []):
            yield Reference(kinds, ref["id"], _join(_join(path, key), index), ref)
    if kind == "form" and isinstance(value.get("form"), dict):
        yield Reference("form", value["form"]["id"], _join(path, "form"), value["form"])
    if kind == "image" and isinstance(value.get("value"), dict):  # a block's data item
        yield Reference("image", value["value"]["id"], _join(path, "value"), value["value"])
    if kind == "site" and isinstance(value.get("reference"), dict):
        ref = value["reference"]
        yield Reference("site", ref["id"], _join(path, "reference"), ref)
    for key, item in value.items():
        here = _join(path, key)
        if key == "category":  # a text_text half's button: a main category node
            if isinstance(item, dict) and path.endswith((".left", ".right")):
                yield Reference("mainCategory", item["id"], here, item)
            continue
        if key in IMAGE_KEYS and isinstance(item, dict) and "id" in item:
            yield Reference("image", item["id"], here, item)
        elif key == "images" and isinstance(item, list):
            for index, image in enumerate(item):
                if isinstance(image, dict) and "id" in image:
                    yield Reference("image", image["id"], _join(here, index), image)
        elif key in FILE_KEYS and isinstance(item, dict) and "id" in item:
            yield Reference("upload", item["id"], here, item)
        elif isinstance(item, dict | list) and key not in ("reference", "form"):
            yield from references(item, here)


async def check(app: web.Application, s: AsyncSession, refs: list[Reference]) -> list[FieldError]:
    """Errors for missing or wrong references; media references completed in place."""
    errors: list[FieldError] = []
    by_kind: dict[str, list[Reference]] = {}
    for ref in refs:
        group = "node" if ref.kind in ("wood", "construction", "mainCategory", "form") else ref.kind
        by_kind.setdefault(group, []).append(ref)
    for group, items in by_kind.items():
        ids = {r.id for r in items}
        if group == "node":
            found = {n.id: n for n in await s.scalars(select(Node).where(Node.id.in_(ids)))}
            for ref in items:
                node = found.get(ref.id)
                if node is None:
                    errors.append(FieldError(ref.path, texts.REF_MISSING))
                elif node.type != ref.kind:
                    errors.append(FieldError(ref.path, texts.REF_WRONG_TYPE.format(type=ref.kind)))
        elif group == "product":
            visible = {p.id: p.visible for p in (await products(app, s, ids)).values()}
            for ref in items:
                if ref.id not in visible:
                    errors.append(FieldError(ref.path, texts.REF_MISSING))
                elif not visible[ref.id]:
                    errors.append(FieldError(ref.path, texts.REF_NOT_PUBLIC))
        elif group in ("image", "upload"):
            files: list[Any] = list(
                await s.scalars(select(Image).where(Image.id.in_(ids)))
                if group == "image"
                else await s.scalars(select(Upload).where(Upload.id.in_(ids)))
            )
            media = {m.id: m for m in files}
            for ref in items:
                row = media.get(ref.id)
                if row is None:
                    errors.append(FieldError(ref.path, texts.REF_MISSING))
                    continue
                ref.doc.update(
                    version=row.version, extension=row.extension, publicHash=row.public_hash
                )
                if group == "upload":
                    ref.doc["mimeType"] = row.mime_type
                elif not ref.doc.get("alt"):
                    ref.doc["alt"] = row.alt
        else:
            model_of: dict[str, Any] = {"branch": Branch, "department": Department, "site": Site}
            model = model_of[group]
            present = set(await s.scalars(select(model.id).where(model.id.in_(ids))))
            errors += [FieldError(r.path, texts.REF_MISSING) for r in items if r.id not in present]
    return errors


async def check_content(caller: Caller, s: AsyncSession, row: Any, values: dict[str, Any]) -> None:
    """``before_save`` of sites, nodes and blocks: references in ``content`` must resolve."""
    if "content" not in values:
        return
    errors = await check(caller.app, s, list(references(values["content"], "content")))
    if errors:
        raise ApiError(422, errors)


async def reference_errors(
    app: web.Application, s: AsyncSession, value: Any, path: str
) -> list[FieldError]:
    """The errors of the references inside ``value`` (a content document at ``path``);
    media references completed in place — for other units' documents (a product's
    profiles)."""
    return await check(app, s, list(references(value, path)))
