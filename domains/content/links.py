"""The pieces content is made of: image and file references, links, sliders (002 §2.10, §3).

Nested documents of sites, nodes and blocks, stored with camelCase keys as sent. A
reference names a stored record by ``id``; the other keys of an image (``version``,
``extension``, ``alt``, ``publicHash``) are what the storefront builds its URL from
(``/image/{id}-{version}.{extension}``, ``/upload/{publicHash}/{id}-{version}.{extension}``).
"""

from __future__ import annotations

import re
from typing import Annotated, Literal, Self

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from domains.content import texts
from domains.content.richtext import SCHEMES, RichText
from kernel import Ref, Schema
from kernel import messages as msg

#: What a browser drops from a URL before reading its scheme: tab and newlines anywhere,
#: controls and spaces at the ends (WHATWG URL), so " java\tscript:" is javascript:.
BROWSER_IGNORED = re.compile(r"[\t\n\r]|^[\x00-\x20]+|[\x00-\x20]+$")
SCHEME = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.-]*):")
PHONE = re.compile(r"^\+?[0-9 /()-]{5,30}$")
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")

Line = Annotated[str, Field(max_length=255, title="Text")]
Label = Annotated[str, Field(max_length=255, title="Beschriftung")]
Title = Annotated[str, Field(max_length=255, title="Titel")]
Extension = Annotated[str, Field(min_length=1, max_length=10, pattern=r"^[a-z0-9]+$")]
Hash = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[0-9a-f]+$")]
#: A web address for a link: http(s), or a path on this site.
Href = Annotated[
    str,
    Field(min_length=1, max_length=2000, pattern=r"^(/[^\s]*|https?://[^\s/][^\s]*)$"),
]
#: A path of this site's router (``/shop/catalog``).
RouterPath = Annotated[str, Field(min_length=1, max_length=2000, pattern=r"^/[^\s]*$")]


def _email(value: str) -> str:
    if not EMAIL.match(value):
        raise PydanticCustomError("tresen", msg.EMAIL)
    return value


def _phone(value: str) -> str:
    if not PHONE.match(value):
        raise PydanticCustomError("tresen", msg.INVALID)
    return value


def _link_target(value: str) -> str:
    scheme = SCHEME.match(BROWSER_IGNORED.sub("", value))
    if scheme and scheme.group(1).lower() not in SCHEMES:
        raise PydanticCustomError("tresen", texts.LINK_SCHEME)
    return value


Email = Annotated[str, Field(min_length=1, max_length=255), AfterValidator(_email)]
#: Where a free-form link leads: a path or relative address of this site, or an http(s),
#: mailto: or tel: address; never javascript:, data: or another scheme a browser runs.
LinkTarget = Annotated[str, Field(max_length=2000), AfterValidator(_link_target)]
Phone = Annotated[str, Field(min_length=1, max_length=30), AfterValidator(_phone)]


class Doc(Schema):
    """A nested JSON document: stored complete, defaults included."""

    @model_validator(mode="after")
    def _complete(self) -> Self:
        self.__pydantic_fields_set__.update(type(self).model_fields)
        return self


class ImageRef(Doc):
    """An image of the media library (spec 002 §3 Image)."""

    id: int = Field(ge=1, le=2**31 - 1, title="Bild")
    version: int = Field(1, ge=1, le=2**31 - 1)
    extension: Extension | None = None
    alt: Line = ""
    public_hash: Hash | None = None


class FileRef(Doc):
    """An uploaded file (spec 002 §3 Uploaded file)."""

    id: int = Field(ge=1, le=2**31 - 1, title="Datei")
    version: int = Field(1, ge=1, le=2**31 - 1)
    extension: Extension | None = None
    mime_type: str | None = Field(None, max_length=100)
    public_hash: Hash | None = None


def _mp4(file: FileRef) -> FileRef:
    if file.extension is not None and file.extension != "mp4":
        raise PydanticCustomError("tresen", texts.VIDEO_MP4)
    return file


#: The video field takes mp4 only (002 §5).
VideoRef = Annotated[FileRef, AfterValidator(_mp4)]


class SiteLink(Doc):
    """To a content page: '/' plus the referenced site's path."""

    type: Literal["site"] = Field(title="Seite")
    label: Label = ""
    reference: Ref


class HrefLink(Doc):
    type: Literal["href"] = Field(title="Adresse")
    label: Label = ""
    href: Href
    target: Literal["_self", "_blank"] = "_self"


class RouterLink(Doc):
    type: Literal["router"] = Field(title="Seite dieser Website")
    label: Label = ""
    to: RouterPath


class MailtoLink(Doc):
    type: Literal["mailto"] = Field(title="E-Mail")
    label: Label = ""
    mailto: Email


class PhoneLink(Doc):
    type: Literal["phone"] = Field(title="Telefon")
    label: Label = ""
    phone: Phone


class FileLink(Doc):
    """To an uploaded file: /upload/{publicHash}/{id}-{version}.{extension}."""

    type: Literal["file"] = Field(title="Datei")
    label: Label = ""
    file: FileRef


#: The link types of 002 §2.10, told apart by ``type``.
Link = Annotated[
    SiteLink | HrefLink | RouterLink | MailtoLink | PhoneLink | FileLink,
    Field(discriminator="type"),
]
Links = Annotated[list[Link], Field(max_length=20, title="Links")]


class NavItem(BaseModel):
    """What the storefront follows in a navigation item (spec 002 §2.2: its other keys —
    type, label, suffix, isEnabled — are open and kept as sent)."""

    model_config = ConfigDict(extra="allow")

    url: LinkTarget | None = None
    href: LinkTarget | None = None
    path: LinkTarget | None = None
    target: LinkTarget | None = None
    children: list[NavItem] | None = Field(None, max_length=500)


Images = Annotated[list[ImageRef], Field(max_length=50, title="Bilder")]


class Slide(Doc):
    """One slide: its image(s), text and links."""

    image: ImageRef | None = None
    images: Images = Field(default_factory=list)
    text: RichText = ""
    links: Links = Field(default_factory=list)


class Slider(Doc):
    """Slides shown in turn; ``duration`` seconds each (none: no auto-advance)."""

    duration: int | None = Field(None, ge=1, le=600, title="Dauer (Sekunden)")
    slides: list[Slide] = Field(default_factory=list, max_length=50)


class ImageSlider(Doc):
    """A node teaser's slider: images only (002 §3 Node teaser.slider)."""

    images: Images = Field(default_factory=list)
    duration: int | None = Field(None, ge=1, le=600, title="Dauer (Sekunden)")


class FileLinkValue(Doc):
    """A download with its label (hero_sub's price list: ``link {file, label}``)."""

    label: Label = ""
    file: FileRef | None = None
