"""``POST /api/products/labels`` (000 §9): price labels of products, drawn from an image
template whose texts name ``{name}``, ``{price}``, ``{unit}``, ``{description}``, laid on
the compact (12 × 4) or detail (5 × 2) grid: a PDF of as many A4 pages as needed, or one
sheet as PNG. Staff who may read the products and the template."""

from __future__ import annotations

from typing import Literal

from aiohttp import web
from pydantic import Field
from sqlalchemy import select

from domains.catalog import texts
from domains.catalog.models import Product
from domains.catalog.resources import PRODUCTS
from domains.media.api import TEMPLATES, label_sheets, templates
from kernel import (
    DB,
    ApiError,
    Ref,
    Routes,
    Schema,
    denied,
    format_currency_de,
    read_json,
    require_staff,
    validate,
)

routes = Routes(tag="products")
#: The most labels of one request (ten compact pages).
MAX_LABELS = 480


class LabelsIn(Schema):
    template: Ref
    grid: label_sheets.Grid = "compact"
    products: list[Ref] = Field(min_length=1, max_length=MAX_LABELS)
    format: Literal["pdf", "png"] = "pdf"


def values(product: Product) -> dict[str, str]:
    return {
        "name": product.name,
        "price": format_currency_de(product.price),
        "unit": product.unit or "",
        "description": product.description,
    }


@routes.post(
    "/api/products/labels",
    body=LabelsIn,
    raw=True,
    response={"type": "string", "format": "binary", "description": "application/pdf or image/png"},
    errors=(401, 403, 404, 422),
    summary="Price labels of products from an image template, on the 12×4 or 5×2 grid",
    extensions={"x-backoffice": False},
)
async def product_labels(request: web.Request) -> web.Response:
    user = await require_staff(request)
    if not PRODUCTS.policy.allows(user, "get"):
        raise denied(user)
    asked = validate(LabelsIn, await read_json(request))
    if asked.format == "png" and len(asked.products) > label_sheets.per_page(asked.grid):
        limit = label_sheets.per_page(asked.grid)
        raise ApiError(422, texts.ONE_SHEET.format(count=limit), field="products")
    async with request.app[DB].session() as s:
        template = await TEMPLATES.fetch(s, user, asked.template.id)
        ids = [ref.id for ref in asked.products]
        found = {p.id: p for p in await s.scalars(select(Product).where(Product.id.in_(ids)))}
    for index, ref in enumerate(asked.products):
        if ref.id not in found:
            raise ApiError(422, texts.UNKNOWN_PRODUCT, field=f"products[{index}].id")
    drawn: dict[int, bytes] = {}
    for product_id in dict.fromkeys(ids):
        drawn[product_id] = await templates.draw(
            request.app, template, "png", values(found[product_id])
        )
    body = label_sheets.sheet([drawn[i] for i in ids], asked.grid, asked.format)
    kind = "application/pdf" if asked.format == "pdf" else "image/png"
    return web.Response(body=body, content_type=kind, headers={"Cache-Control": "no-store"})
