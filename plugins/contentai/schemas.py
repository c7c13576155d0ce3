"""Bodies and answers of the AI calls."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import Field

from kernel import OutSchema, RefOut, Schema


class GenerateSiteIn(Schema):
    """What the site's content should say."""

    prompt: str = Field(min_length=1, max_length=2000)


class GenerateImageIn(Schema):
    prompt: str = Field(min_length=1, max_length=2000)
    size: Literal["256x256", "512x512", "1024x1024", "1792x1024", "1024x1792"] = "1024x1024"


class AiSiteDraftOut(OutSchema):
    """The draft (not applied: the site is unchanged until a person saves it)."""

    id: int
    site: RefOut
    status: str
    created_at: dt.datetime
    prompt: str
    title: str
    description: str
    content: list[dict[str, Any]] | dict[str, Any]


class AiImageOut(OutSchema):
    """The picture as a data URL; save it with ``POST /api/images`` to use it."""

    id: int
    status: str
    created_at: dt.datetime
    prompt: str
    size: str
    image: str
