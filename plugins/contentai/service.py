"""Generating a site draft and a picture: the provider asked, the answer checked, every
call written to the AI log (who, what, and how it went) — the site itself is never
changed here: its draft waits in the log for a person to take it over."""

from __future__ import annotations

import base64
import datetime as dt
import logging
from typing import Annotated, Any

import orjson
from markupsafe import escape
from pydantic import BaseModel, Field, ValidationError
from sqlalchemy import func, select

from domains.content.api import Site, sanitize
from kernel import ApiError, Database, User, utcnow
from plugins.contentai import texts
from plugins.contentai.models import AiGeneration
from plugins.contentai.provider import ChatMessage, ContentProvider, ProviderError

log = logging.getLogger(__name__)
HOUR = dt.timedelta(hours=1)


class Section(BaseModel):
    title: str = Field("", max_length=255)
    text: str = Field(max_length=20_000)


class SiteAnswer(BaseModel):
    """What the model must answer for a site (checked; anything else is a failure)."""

    title: str = Field(min_length=1, max_length=255)
    description: str = Field("", max_length=2000)
    sections: Annotated[list[Section], Field(min_length=1, max_length=8)]


async def check_rate(db: Database, user: User, per_hour: int) -> None:
    """429 when ``user`` made ``per_hour`` calls in the last hour (every worker counts)."""
    since = utcnow() - HOUR
    async with db.session() as s:
        made, first = (
            await s.execute(
                select(func.count(), func.min(AiGeneration.created_at)).where(
                    AiGeneration.user_id == user.id, AiGeneration.created_at > since
                )
            )
        ).one()
    if made >= per_hour:
        wait = (first + HOUR - utcnow()).total_seconds() if first else 3600
        minutes = max(1, int(wait // 60) + 1)
        raise ApiError(
            429,
            texts.TOO_MANY.format(minutes=minutes),
            headers={"Retry-After": str(max(1, int(wait)))},
        )


def _draft(answer: SiteAnswer, site_type: str) -> dict[str, Any]:
    """The site's fields from the answer: text blocks, or one body for a simple page."""
    blocks = [
        {"type": "text", "title": s.title.strip(), "text": sanitize(s.text)}
        for s in answer.sections
    ]
    content: Any = blocks
    if site_type == "simple":
        body = "".join(
            (f"<h2>{escape(b['title'])}</h2>" if b["title"] else "") + b["text"] for b in blocks
        )
        content = {"body": body}
    return {
        "title": answer.title.strip(),
        "description": answer.description.strip(),
        "content": content,
    }


async def _record(db: Database, row: AiGeneration) -> AiGeneration:
    async with db.transaction() as s:
        s.add(row)
        await s.flush()
        await s.refresh(row)
    return row


async def generate_site(
    db: Database, provider: ContentProvider, user: User, site: Site, prompt: str
) -> AiGeneration:
    """A draft for ``site`` from ``prompt``, logged; 502 (German) when it fails."""
    messages = [
        ChatMessage("system", texts.SYSTEM_SITE),
        ChatMessage("user", texts.USER_SITE.format(name=site.name, path=site.path, prompt=prompt)),
    ]
    row = AiGeneration(user_id=user.id, kind="site", site_id=site.id, prompt=prompt)
    try:
        raw = await provider.complete(messages, json_answer=True)
        answer = SiteAnswer.model_validate(orjson.loads(raw))
    except (ProviderError, orjson.JSONDecodeError, ValidationError) as exc:
        log.warning("AI site draft failed: %s", str(exc)[:300])
        row.status, row.error = "failed", str(exc)[:2000]
        await _record(db, row)
        raise ApiError(502, texts.SITE_FAILED) from exc
    row.status, row.result = "draft", _draft(answer, site.type)
    return await _record(db, row)


async def generate_image(
    db: Database, provider: ContentProvider, user: User, prompt: str, size: str
) -> tuple[AiGeneration, str]:
    """A picture for ``prompt`` as a data URL (not stored: a person saves it), logged."""
    row = AiGeneration(user_id=user.id, kind="image", prompt=prompt)
    try:
        data = await provider.image(prompt, size)
    except ProviderError as exc:
        log.warning("AI image failed: %s", str(exc)[:300])
        row.status, row.error = "failed", str(exc)[:2000]
        await _record(db, row)
        raise ApiError(502, texts.IMAGE_FAILED) from exc
    kind = "png" if data.startswith(b"\x89PNG") else "jpeg"
    row.status, row.result = "draft", {"size": size, "type": f"image/{kind}", "bytes": len(data)}
    await _record(db, row)
    return row, f"data:image/{kind};base64,{base64.b64encode(data).decode()}"
