"""Request and response schemas of the content domain (camelCase on the wire)."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from kernel.domains.branches.schemas import Identifier, Name
from kernel.domains.content import texts
from kernel.domains.content.slugs import is_slug_path, slug_path
from kernel.entities import OutSchema, Schema


def _slug_path(value: str) -> str:
    if not is_slug_path(value):
        suggestion = slug_path(value)
        message = (
            texts.PATH_INVALID.format(suggestion=suggestion)
            if suggestion
            else (texts.PATH_INVALID_PLAIN)
        )
        raise PydanticCustomError("tresen", message)
    return value


#: A page address under the slug rule (spec 002 §5): ``ueber-uns``, ``holz/laerche``.
SlugPath = Annotated[str, Field(max_length=500), AfterValidator(_slug_path)]
#: The same, where the home page's empty path makes no sense (QR codes, scenes).
ShortPath = Annotated[str, Field(min_length=1, max_length=500), AfterValidator(_slug_path)]
#: Where a redirect or QR code leads: a path on this site or an absolute web address.
Target = Annotated[
    str, Field(min_length=1, max_length=2000, pattern=r"^(/[^\s]*|https?://[^\s/][^\s]*)$")
]
Text = Annotated[str, Field(max_length=10_000)]
Line = Annotated[str, Field(max_length=255)]


class SiteIn(Schema):
    name: Name
    path: SlugPath
    type: str = Field("default", min_length=1, max_length=50, pattern=r"^[a-z][a-z0-9_-]*$")
    title: Line = ""
    seo_title: Line = ""
    keywords: str = Field("", max_length=500)
    description: Text = ""
    seo_description: Text = ""
    content: list[Any] | dict[str, Any] = Field(default_factory=list)
    is_public: bool = True


class SiteOut(OutSchema):
    id: int
    type: str
    path: str
    name: str
    title: str
    seo_title: str
    keywords: str
    description: str
    seo_description: str
    content: list[Any] | dict[str, Any]
    is_public: bool
    updated_at: dt.datetime


class RedirectIn(Schema):
    path: str = Field(min_length=1, max_length=500, pattern=r"^/[^\s?#]*$")
    target: Target
    status_code: Literal[301, 302] = 301

    @field_validator("target")
    @classmethod
    def _not_itself(cls, value: str, info: ValidationInfo) -> str:
        if value == info.data.get("path"):
            raise PydanticCustomError("tresen", texts.TARGET_IS_SELF)
        return value


class RedirectOut(OutSchema):
    id: int
    path: str
    target: str
    status_code: int


class BlockIn(Schema):
    name: Name
    identifier: Identifier
    type: str = Field(min_length=1, max_length=50, pattern=r"^[a-z][a-zA-Z0-9_-]*$")
    is_public: bool = True
    content: dict[str, Any] = Field(default_factory=dict)


class BlockOut(OutSchema):
    id: int
    identifier: str
    name: str
    type: str
    is_public: bool
    content: dict[str, Any]


class NodeIn(Schema):
    identifier: Identifier
    type: Literal["wood", "construction", "mainCategory", "form"]
    is_public: bool = True
    content: dict[str, Any] = Field(default_factory=dict)


class NodeOut(OutSchema):
    id: int
    identifier: str
    type: str
    is_public: bool
    content: dict[str, Any]


class NavigationIn(Schema):
    identifier: Identifier
    is_public: bool = True
    items: list[dict[str, Any]] = Field(default_factory=list, max_length=500)


class NavigationOut(OutSchema):
    id: int
    identifier: str
    is_public: bool
    items: list[dict[str, Any]]


class QrCodeIn(Schema):
    name: Line = ""
    path: ShortPath
    target: Target


class QrCodeOut(OutSchema):
    id: int
    path: str
    target: str
    name: str


class SceneIn(Schema):
    name: Name
    path: ShortPath
    content: dict[str, Any] = Field(default_factory=dict)


class SceneOut(OutSchema):
    id: int
    path: str
    name: str
    content: dict[str, Any]
