"""``/api/analytics-log`` (000 §7): browsers write after consent, staff read.

POST is public but refused without the consent cookie, rate-limited per client address
and validated like every write; GET list and GET one are for staff (read-only in the
back office: the POST is marked ``x-backoffice: false``).
"""

from __future__ import annotations

import orjson
from aiohttp import web

from kernel import (
    DB,
    SETTINGS,
    ApiError,
    Routes,
    client_key,
    count_or_refuse,
    not_found,
    ok,
    path_id,
    query,
    read_json,
    require_staff,
    utcnow,
    validate,
)
from plugins.measuring.analytics_log import service, texts
from plugins.measuring.analytics_log.schemas import (
    MAX_DATA_BYTES,
    AnalyticsLogIn,
    AnalyticsLogOut,
    AnalyticsLogQuery,
)

routes = Routes(tag="analytics-log")
PATH = "/api/analytics-log"
#: The cookie @tresen/sdk's consent store sets when the visitor accepts (002 §2.11).
CONSENT_COOKIE = "tresen_consent"
#: Entries per client address and minute: a page view each few seconds is plenty.
PER_MINUTE = 60


@routes.post(
    PATH,
    body=AnalyticsLogIn,
    response=AnalyticsLogOut,
    status=201,
    errors=(403, 429),
    summary="Record a page view, event or device (after cookie consent)",
    extensions={"x-backoffice": False},
)
async def create(request: web.Request) -> web.Response:
    count_or_refuse(request, "analytics-log", PER_MINUTE)
    key = client_key(request)
    if request.cookies.get(CONSENT_COOKIE) != "1":
        raise ApiError(403, texts.NO_CONSENT)
    entry = validate(AnalyticsLogIn, await read_json(request))
    if len(orjson.dumps(entry.data.model_dump(mode="json"))) > MAX_DATA_BYTES:
        raise ApiError(422, texts.DATA_TOO_LARGE.format(limit=MAX_DATA_BYTES), field="data")
    visitor = service.visitor_pseudonym(
        request.app[SETTINGS].secret_key,
        key,
        request.headers.get("User-Agent", ""),
        utcnow().date(),
    )
    return ok(await service.record(request.app[DB], entry, visitor), status=201)


@routes.get(
    PATH,
    query=AnalyticsLogQuery,
    response=list[AnalyticsLogOut],
    errors=(401, 403, 422),
    summary="The analytics log, newest first (staff)",
)
async def listing(request: web.Request) -> web.Response:
    await require_staff(request)
    items, total = await service.page(request.app[DB], query(request, AnalyticsLogQuery))
    return ok(items, headers={"X-Total-Count": str(total)})


@routes.get(
    PATH + "/{id:\\d+}",
    response=AnalyticsLogOut,
    errors=(401, 403, 404),
    summary="One analytics log entry (staff)",
)
async def entry(request: web.Request) -> web.Response:
    await require_staff(request)
    found = await service.one(request.app[DB], path_id(request))
    if found is None:
        raise not_found()
    return ok(found)
