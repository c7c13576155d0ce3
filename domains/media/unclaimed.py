"""Anonymous uploads nobody uses: a visitor uploads a file for a product's configuration
step (002 §5), then orders — or not. An anonymous upload carries ``unclaimed_since``
until an order references it (:func:`claim`, in the order's transaction); one still
unclaimed after ``upload_unclaimed_hours`` (24) is deleted, row, file and preview, by
the scheduler's job ``media.unclaimed-uploads`` (:func:`delete_unclaimed`). Staff uploads
never carry the mark. (A public form's files are stored with its submission, not as
uploads.)"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection

from aiohttp import web
from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from domains.media import previews
from domains.media.models import Upload
from domains.media.receive import discard, media_key
from kernel import DB, SETTINGS, utcnow

BATCH = 500


async def claim(s: AsyncSession, upload_ids: Collection[int]) -> None:
    """The uploads are referenced (by an order): they stay."""
    if upload_ids:
        await s.execute(
            update(Upload)
            .where(Upload.id.in_(upload_ids), Upload.unclaimed_since.is_not(None))
            .values(unclaimed_since=None)
        )


async def delete_unclaimed(app: web.Application, now: dt.datetime) -> int:
    """Delete the anonymous uploads unclaimed for too long; how many went."""
    cutoff = now - dt.timedelta(hours=app[SETTINGS].upload_unclaimed_hours)
    gone = 0
    while True:
        async with app[DB].transaction() as s:
            rows = list(
                (
                    await s.execute(
                        select(Upload.id, Upload.public_hash, Upload.extension, Upload.version)
                        .where(Upload.unclaimed_since < cutoff)
                        .limit(BATCH)
                    )
                ).all()
            )
            await s.execute(
                delete(Upload).where(
                    Upload.id.in_([row.id for row in rows]), Upload.unclaimed_since < cutoff
                )
            )
        for row in rows:  # the rows are gone: their files, unreachable, follow
            await discard(app, media_key(f"{row.public_hash}.{row.extension}"))
            await discard(app, previews.storage_key(row.public_hash, row.version))
        gone += len(rows)
        if len(rows) < BATCH:
            return gone


async def unclaimed_job(app: web.Application) -> None:
    """The scheduler's ``media.unclaimed-uploads``."""
    await delete_unclaimed(app, utcnow())
