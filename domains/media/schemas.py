"""Request and response schemas of the media domain (camelCase on the wire)."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any

import orjson
from pydantic import AfterValidator, Field
from pydantic_core import PydanticCustomError

from kernel import Integer, OutSchema, Schema
from kernel import messages as msg

Identifier = Annotated[str, Field(min_length=1, max_length=100, pattern=r"^[a-z0-9][a-z0-9-]*$")]
Name = Annotated[str, Field(min_length=1, max_length=255)]
Pixels = Annotated[Integer, Field(ge=1, le=10_000)]
#: Free text of at most 255 characters without NUL (PostgreSQL text cannot hold it).
Text255 = Annotated[str, Field(max_length=255, pattern=r"^[^\x00]*$")]
MAX_LAYERS_BYTES = 200_000


class FileData(Schema):
    """A file sent inside JSON: its name and a ``data:<type>;base64,…`` URL."""

    name: Text255 = ""
    data: str = Field(min_length=1)


# ---------------------------------------------------------------------------- images


class ImageMeta(Schema):
    """What a client may set on an image besides its file (also the PUT body)."""

    alt: Text255 = ""


class ImageIn(ImageMeta):
    """POST as JSON; multipart/form-data sends ``file`` as a file part instead."""

    file: FileData


class ImageOut(OutSchema):
    id: int
    version: int
    extension: str
    mime_type: str
    public_hash: str
    alt: str
    width: int
    height: int
    size: int
    name: str
    url: str
    created_at: dt.datetime
    updated_at: dt.datetime


# ---------------------------------------------------------------------------- uploads


class UploadMeta(Schema):
    """What a client may set on an upload besides its file (also the PUT body); the name
    defaults to the file's name."""

    name: Text255 = ""


class UploadIn(UploadMeta):
    file: FileData


class UploadOut(OutSchema):
    id: int
    version: int
    extension: str
    mime_type: str
    public_hash: str
    size: int
    name: str
    url: str
    created_at: dt.datetime
    updated_at: dt.datetime


# ---------------------------------------------------------------------------- templates


def _layers(value: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Layers are free-form objects (the editor owns their shape), each with a ``type``."""
    for layer in value:
        kind = layer.get("type")
        if not isinstance(kind, str) or not 1 <= len(kind) <= 50:
            raise PydanticCustomError("tresen", msg.INVALID)
    if len(orjson.dumps(value, default=str)) > MAX_LAYERS_BYTES:
        raise PydanticCustomError("tresen", msg.TOO_LONG.format(limit=MAX_LAYERS_BYTES))
    return value


Layers = Annotated[list[dict[str, Any]], AfterValidator(_layers)]


class ImageTemplateIn(Schema):
    identifier: Identifier
    name: Name
    width: Pixels = 1080
    height: Pixels = 1080
    layers: Layers = Field(default_factory=list, max_length=200)


class ImageTemplateOut(OutSchema):
    id: int
    identifier: str
    name: str
    width: int
    height: int
    layers: list[dict[str, Any]]
    created_at: dt.datetime
    updated_at: dt.datetime
