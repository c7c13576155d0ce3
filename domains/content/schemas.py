"""Request and response schemas of the content domain (camelCase on the wire)."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    Field,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from domains.branches.api import Identifier, Name
from domains.content import texts
from domains.content.blocks import Body
from domains.content.links import Doc, ImageRef, Links, NavItem
from domains.content.nodes import CONTENT_BY_TYPE, NodeContent
from domains.content.richtext import RichText
from domains.content.slugs import is_slug_path, slug_path
from kernel import ApiError, FieldError, OutSchema, Ref, Schema, validation_errors


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


def validated_content(data: dict[str, Any], adapter: TypeAdapter[Any]) -> dict[str, Any]:
    """``data`` with its ``content`` validated by ``adapter``.

    The content's schema depends on a sibling field (``type``), which a pydantic union
    cannot see; so it is validated here, first, and its errors are answered at their path
    under ``content`` (``content.fields[1].label``, ``content[2].title``).
    """
    return {**data, "content": checked(data["content"], adapter, "content")}


def checked(value: Any, adapter: TypeAdapter[Any], parent: str) -> Any:
    """``value`` validated by ``adapter``, or a 422 with each error at its path under the
    field ``parent``."""
    try:
        return adapter.validate_python(value)
    except ValidationError as exc:
        errors = [
            FieldError(_under(parent, error.field), error.message)
            for error in validation_errors(exc, value)
        ]
        raise ApiError(422, errors) from None


def _under(parent: str, path: str | None) -> str:
    if path is None:
        return parent
    return parent + path if path.startswith("[") else f"{parent}.{path}"


def typed(data: Any, adapters: dict[str, TypeAdapter[Any]]) -> Any:
    """``data`` with its content validated by the adapter of its ``type``; an unknown type
    leaves the content out, so that only the type is named."""
    if not isinstance(data, dict) or "content" not in data:
        return data
    kind = data.get("type")
    adapter = adapters.get(kind) if isinstance(kind, str) else None
    if adapter is None:
        return {k: v for k, v in data.items() if k != "content"}
    return validated_content(data, adapter)


class SimplePage(Doc):
    """Einfache Seite: one rich text."""

    body: RichText = Field("", title="Text")


#: Site type → its content; a standard page's content is the list of its blocks.
SITE_TYPES: dict[str, TypeAdapter[Any]] = {
    "default": TypeAdapter(Body),
    "simple": TypeAdapter(SimplePage),
}
NODE_TYPES: dict[str, TypeAdapter[Any]] = {k: TypeAdapter(v) for k, v in CONTENT_BY_TYPE.items()}


class SiteIn(Schema):
    """A content page. ``type`` "default" (Standardseite): ``content`` is a list of blocks;
    "simple" (Einfache Seite): ``content`` is ``{"body": "<p>…</p>"}``."""

    name: Name
    path: SlugPath
    type: Literal["default", "simple"] = Field("default", title="Seitentyp")
    title: Line = ""
    seo_title: Line = ""
    keywords: str = Field("", max_length=500)
    description: Text = ""
    seo_description: Text = ""
    content: Body | SimplePage = Field(default_factory=list)
    is_public: bool = True

    @model_validator(mode="before")
    @classmethod
    def _content_by_type(cls, data: Any) -> Any:
        if not isinstance(data, dict) or "content" not in data:
            return data
        data = {"type": "default", **data}
        content = data["content"]
        if data["type"] == "default" and isinstance(content, dict) and "body" in content:
            data["content"] = content = content["body"]  # {"body": [...]} is the list too
        if data["type"] == "default" and not isinstance(content, list):
            raise ApiError(422, texts.SITE_CONTENT_LIST, field="content")
        if data["type"] == "simple" and not isinstance(content, dict):
            raise ApiError(422, texts.SITE_CONTENT_BODY, field="content")
        return typed(data, SITE_TYPES)


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


class BlockText(Doc):
    type: Literal["text"] = Field(title="Text")
    value: RichText = ""


class BlockImage(Doc):
    type: Literal["image"] = Field(title="Bild")
    value: ImageRef


class BlockContent(Doc):
    """An info pop-up's or a news overlay's content (002 §3 Block)."""

    link: Ref | None = Field(None, title="Seite")
    data: list[Annotated[BlockText | BlockImage, Field(discriminator="type")]] = Field(
        default_factory=list, max_length=50
    )
    button_label: Line = Field("", title="Button-Beschriftung")
    links: Links = Field(default_factory=list)


class BlockIn(Schema):
    name: Name
    identifier: Identifier
    type: Literal["popup", "news"] = Field(title="Art")
    is_public: bool = True
    content: BlockContent = Field(default_factory=BlockContent)


class BlockOut(OutSchema):
    id: int
    identifier: str
    name: str
    type: str
    is_public: bool
    content: dict[str, Any]


class NodeIn(Schema):
    """A typed content record; ``content`` follows the schema of its ``type``."""

    identifier: Identifier
    type: Literal["wood", "construction", "mainCategory", "form"]
    is_public: bool = True
    content: NodeContent = Field(default_factory=dict)  # type: ignore[assignment]

    @model_validator(mode="before")
    @classmethod
    def _content_by_type(cls, data: Any) -> Any:
        if isinstance(data, dict) and "content" not in data:
            data = {**data, "content": {}}
        return typed(data, NODE_TYPES)


class NodeOut(OutSchema):
    id: int
    identifier: str
    type: str
    is_public: bool
    content: dict[str, Any]


#: Navigation items as the storefront follows them (their links, nested children).
NAV_ITEMS: TypeAdapter[list[NavItem]] = TypeAdapter(list[NavItem])


class NavigationIn(Schema):
    identifier: Identifier
    is_public: bool = True
    items: list[dict[str, Any]] = Field(default_factory=list, max_length=500)

    @field_validator("items")
    @classmethod
    def _safe_links(cls, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
        checked(items, NAV_ITEMS, "items")
        return items  # stored as sent


class NavigationOut(OutSchema):
    id: int
    identifier: str
    is_public: bool
    items: list[dict[str, Any]]


class QrCodeIn(Schema):
    name: Line = ""
    path: ShortPath
    target: Target

    @field_validator("target")
    @classmethod
    def _not_itself(cls, value: str, info: ValidationInfo) -> str:
        own = "/" + str(info.data.get("path", ""))
        if value.split("?")[0].split("#")[0].rstrip("/") == own:
            raise PydanticCustomError("tresen", texts.TARGET_IS_SELF)
        return value


class QrCodeOut(OutSchema):
    id: int
    path: str
    target: str
    name: str
    scans: int
    last_scan_at: dt.datetime | None


class SceneIn(Schema):
    name: Name
    path: ShortPath
    content: dict[str, Any] = Field(default_factory=dict)


class SceneOut(OutSchema):
    id: int
    path: str
    name: str
    content: dict[str, Any]
