"""Plugin ``reviews``: the questionnaire on completed orders (spec 001 §4).

Owns ``POST /api/orders/public/{uid}/{hash}/questionnaire`` and the answers
(``order_ratings``); adds ``questionnaireRating`` to the order's public view
(``tresen_order_public_fields``); staff read ``/api/ratings`` and
``/api/ratings/averages``. While the plugin is off all of it answers 404 and the order
shows no ``questionnaireRating``.
"""

from __future__ import annotations

from typing import Any

from aiohttp import web

from domains.orders.api import Order
from kernel import DB, Manifest, Routes, UiRemote, hookimpl, manifest_hook
from plugins.reviews.models import OrderRating
from plugins.reviews.routes import routes

MANIFEST = Manifest(
    id="reviews",
    title="Bewertungen",
    version="1.1.0",
    requires=("branches", "orders"),
    flags=("enablePluginReviews",),
    slots=("status.after", "backend.resources"),
    ui=UiRemote(name="plugin_reviews", entry="/plugins/reviews/remoteEntry.js"),
    description="Questionnaire on completed orders.",
)


tresen_manifest = manifest_hook(MANIFEST)


@hookimpl
def tresen_routes() -> Routes:
    return routes


@hookimpl
async def tresen_order_public_fields(app: web.Application, order: Order) -> dict[str, Any]:
    """``questionnaireRating``: the overall rating once answered, else null."""
    async with app[DB].session() as s:
        answered = await s.get(OrderRating, order.id)
    return {"questionnaireRating": answered.rating if answered is not None else None}
