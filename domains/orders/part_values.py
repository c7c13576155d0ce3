"""Typed values of configuration steps (002 §3, §5): text and textarea steps carry a text
``value``, image(s) and file(s) steps carry ``uploads`` (files the customer sent through
``Uploads create`` first, referenced by id and secret hash).

:func:`check` validates them against the product's steps, German messages at the path the
client sent (``items[0].parts[1].value``); :func:`stored` is what the order line keeps, so
the back office and the receipt show the text and link the files.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from sqlalchemy import select

from domains.catalog.api import PricingPart, PricingProduct
from domains.media.api import Upload
from domains.orders.cart_items import CartItemIn
from kernel import Database, FieldError
from kernel import messages as msg

TEXT_STEPS: Final = frozenset({"text", "textarea"})
IMAGE_STEPS: Final = frozenset({"image", "images"})
FILE_STEPS: Final = frozenset({"file", "files"})
MULTIPLE_STEPS: Final = frozenset({"images", "files"})
#: 002 §5: image steps accept jpg, jpeg, png, gif (stored as jpg/png/gif).
IMAGE_EXTENSIONS: Final = ("jpg", "png", "gif")
#: Other upload steps: the documents, media and archives uploads accept.
FILE_EXTENSIONS: Final = (
    "pdf", "doc", "docx", "xls", "xlsx", "odt", "ods", "zip", "txt", "csv",
    "jpg", "png", "gif", "webp", "svg", "mp4", "mp3",
)  # fmt: skip
MAX_TEXT: Final = 2000


def _types(extensions: Sequence[str]) -> str:
    return ", ".join(extensions)


def check(
    items: Sequence[CartItemIn],
    product_of: Callable[[Any], PricingProduct | None],
    uploads: Mapping[int, Upload],
) -> list[FieldError]:
    """Errors of the items' typed step values; unknown products are the engine's to report."""
    errors: list[FieldError] = []
    for index, item in enumerate(items):
        product = product_of(item.product_ref)
        if product is None:
            continue
        given = {str(part.id): (position, part) for position, part in enumerate(item.parts or [])}
        for step_index, step in enumerate(product.parts):
            if step.step_type not in TEXT_STEPS | IMAGE_STEPS | FILE_STEPS:
                continue
            found = given.get(str(step.id))
            base = (
                f"items[{index}].parts[{found[0]}]"
                if found is not None
                else f"items[{index}].parts[{step_index}]"
            )
            errors += _check_step(step, found[1] if found else None, base, uploads)
        known = {str(step.id): step for step in product.parts}
        for position, part in item.typed_values():
            path = f"items[{index}].parts[{position}]"
            kind = known[str(part.id)].step_type if str(part.id) in known else None
            if kind is None:
                errors.append(FieldError(f"{path}.id", msg.CHOICE))
            elif part.value is not None and kind not in TEXT_STEPS:
                errors.append(FieldError(f"{path}.value", msg.EXTRA_FIELD))
            elif part.uploads and kind not in IMAGE_STEPS | FILE_STEPS:
                errors.append(FieldError(f"{path}.uploads", msg.EXTRA_FIELD))
    return errors


def _check_step(
    step: PricingPart, part: Any, path: str, uploads: Mapping[int, Upload]
) -> list[FieldError]:
    if step.step_type in TEXT_STEPS:
        value = (part.value or "").strip() if part is not None else ""
        if not value and not step.optional:
            return [FieldError(f"{path}.value", msg.BLANK)]
        return []
    refs = part.uploads if part is not None else []
    if not refs:
        return [] if step.optional else [FieldError(f"{path}.uploads", msg.BLANK)]
    if len(refs) > 1 and step.step_type not in MULTIPLE_STEPS:
        return [FieldError(f"{path}.uploads", msg.TOO_MANY.format(limit=1))]
    allowed = IMAGE_EXTENSIONS if step.step_type in IMAGE_STEPS else FILE_EXTENSIONS
    errors = []
    for position, ref in enumerate(refs):
        row = uploads.get(ref.id)
        where = f"{path}.uploads[{position}]"
        if row is None or row.public_hash != ref.public_hash:
            errors.append(FieldError(where, msg.CHOICE))
        elif row.extension not in allowed:
            errors.append(
                FieldError(where, msg.FILE_TYPE.format(type=row.extension, types=_types(allowed)))
            )
    return errors


async def uploads_of(db: Database, items: Sequence[CartItemIn]) -> dict[int, Upload]:
    """The uploads the items reference, by id (one query; no session for a cart without)."""
    ids = {ref.id for item in items for part in item.parts or [] for ref in part.uploads}
    if not ids:
        return {}
    async with db.session() as s:
        rows = await s.scalars(select(Upload).where(Upload.id.in_(ids)))
        return {row.id: row for row in rows}


def stored(
    item: CartItemIn, product: PricingProduct | None, uploads: Mapping[int, Upload]
) -> list[dict[str, Any]]:
    """The typed values an order line keeps: ``[{partId, name, type, value?, uploads?}]``."""
    steps = {str(step.id): step for step in product.parts} if product is not None else {}
    values = []
    for _position, part in item.typed_values():
        step = steps.get(str(part.id))
        entry: dict[str, Any] = {
            "partId": part.id,
            "name": step.name if step is not None else "",
            "type": step.step_type if step is not None else "",
        }
        if part.value is not None and part.value.strip():
            entry["value"] = part.value.strip()
        if part.uploads:
            entry["uploads"] = [
                {
                    "id": ref.id,
                    "publicHash": ref.public_hash,
                    "name": row.name if (row := uploads.get(ref.id)) else "",
                    "extension": row.extension if row else "",
                    "url": f"/upload/{ref.public_hash}/{ref.id}-{row.version}.{row.extension}"
                    if row
                    else "",
                }
                for ref in part.uploads
            ]
        if "value" in entry or "uploads" in entry:
            values.append(entry)
    return values
