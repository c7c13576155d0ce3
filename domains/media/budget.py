"""Bytes anonymous visitors may upload per hour (``/api/uploads``, the files of public
forms): per client address (``upload_bytes_per_address_hour``, 50 MB) and all anonymous
clients together (``upload_bytes_anonymous_hour``, 500 MB). Counted in the database
(``kernel.ratelimit.bump``, shared by every worker and machine); over a budget the answer
is 429 with Retry-After (a single file too large is 413, receive.py).

A request is refused before its body is read once a budget is spent (:func:`check`),
and counted with the bytes it brought once they are read (:func:`spend`); bytes a
refused request brought are given back.
"""

from __future__ import annotations

import datetime as dt
import math

from domains.media import texts
from kernel import ApiError, Count, Database, Settings, bump, peek, utcnow

HOUR = dt.timedelta(hours=1)
EVERYONE = "upload-bytes:anonymous"


def _address(address: str) -> str:
    return f"upload-bytes:address:{address}"


def _refused(count: Count, now: dt.datetime, message: str, field: str | None) -> ApiError:
    seconds = count.seconds_left(now)
    minutes = max(1, math.ceil(seconds / 60))
    return ApiError(
        429, message.format(minutes=minutes), field=field, headers={"Retry-After": str(seconds)}
    )


async def check(db: Database, settings: Settings, address: str, field: str | None) -> None:
    """429 when the address's or everybody's budget of the hour is spent."""
    now = utcnow()
    async with db.session() as s:
        mine = await peek(s, _address(address), HOUR, now)
        everyone = await peek(s, EVERYONE, HOUR, now)
    if mine.hits >= settings.upload_bytes_per_address_hour:
        raise _refused(mine, now, texts.UPLOAD_BUDGET_SPENT, field)
    if everyone.hits >= settings.upload_bytes_anonymous_hour:
        raise _refused(everyone, now, texts.UPLOADS_PAUSED, field)


async def spend(
    db: Database, settings: Settings, address: str, size: int, field: str | None
) -> None:
    """Count ``size`` bytes of ``address``; 429 (and nothing counted) over a budget."""
    now = utcnow()
    async with db.transaction() as s:
        mine = await bump(s, _address(address), HOUR, now, by=size)
        everyone = await bump(s, EVERYONE, HOUR, now, by=size)
        over_mine = mine.hits > settings.upload_bytes_per_address_hour
        over_everyone = everyone.hits > settings.upload_bytes_anonymous_hour
        if over_mine or over_everyone:
            await bump(s, _address(address), HOUR, now, by=-size)
            await bump(s, EVERYONE, HOUR, now, by=-size)
    if over_mine:
        raise _refused(mine, now, texts.UPLOAD_BUDGET_SPENT, field)
    if over_everyone:
        raise _refused(everyone, now, texts.UPLOADS_PAUSED, field)
