"""``POST /api/orders/{id}/resend-new-order-sms`` (spec 000 §7), staff only."""

from __future__ import annotations

from aiohttp import web

from kernel import CONFIG, DB, SETTINGS, ApiError, Routes, not_found, ok, path_id, require_staff
from plugins.sms import service, texts
from plugins.sms.provider import sms_provider
from plugins.sms.settings import SmsSettings

routes = Routes(tag="sms")


@routes.post(
    "/api/orders/{id:\\d+}/resend-new-order-sms",
    response={"type": "null"},
    errors=(401, 403, 404, 502),
    summary="Send the new-order SMS again",
)
async def resend_sms(request: web.Request) -> web.Response:
    user = await require_staff(request)
    order = await service.visible_order(request.app[DB], user, path_id(request))
    if order is None:
        raise not_found()
    settings = request.app[SETTINGS]
    sent = await service.new_order_sms(
        sms_provider(SmsSettings()),
        order,
        request.app[CONFIG].document,
        settings.public_url,
        settings.secret_key,
    )
    if not sent:
        raise ApiError(502, texts.RESEND_FAILED)
    return ok(None)
