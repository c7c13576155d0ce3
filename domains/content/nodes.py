"""The content of the four node types of 002 §3: wood, construction, mainCategory, form.

Wood and construction nodes are pages of their own (``/unser-holz/{slug}``,
``/holzverarbeitung/{slug}``, the slug from ``name``): name, teaser (text and an image
slider), image and a body of blocks. A main category links a catalogue category. A form
node holds its fields, its actions (``sendMail``) and the thank-you message; ``POST
/api/custom/form/{id}`` reads them (:mod:`domains.content.forms`).
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from domains.content import texts
from domains.content.blocks import Body
from domains.content.links import Doc, Email, ImageRef, ImageSlider, Label, Line, Title
from domains.content.richtext import RichText
from kernel import Ref

Name = Annotated[str, Field(max_length=255, title="Name")]


class Teaser(Doc):
    text: RichText = Field("", title="Teaser-Text")
    slider: ImageSlider = Field(default_factory=ImageSlider)


class WoodContent(Doc):
    """Holzart (``/unser-holz/{slug}``)."""

    name: Name = ""
    teaser: Teaser = Field(default_factory=Teaser)
    image: ImageRef | None = Field(None, title="Bild")
    body: Body = Field(default_factory=list, title="Inhalt")


class ConstructionContent(WoodContent):
    """Holzverarbeitung (``/holzverarbeitung/{slug}``): the same fields as a wood."""


class MainCategoryContent(Doc):
    """Hauptkategorie: a catalogue category shown in the main category navigation."""

    name: Name = ""
    description: RichText = Field("", title="Beschreibung")
    image: ImageRef | None = Field(None, title="Bild")
    category: Ref | None = Field(None, title="Kategorie")
    weight: int = Field(0, ge=-10_000, le=10_000, title="Gewichtung")


class FieldValue(Doc):
    type: Literal["text", "phone", "email", "textarea"] = Field("text", title="Eingabeart")


class Option(Doc):
    value: Line = Field(min_length=1)


class FormField(Doc):
    """One field of a form (002 §3 Form field); sent under ``fieldId`` or its position."""

    type: Literal["text", "boolean", "select", "upload"] = Field("text", title="Feldtyp")
    field_id: str | None = Field(
        None, max_length=100, pattern=r"^[A-Za-z][A-Za-z0-9_-]*$", title="Feld-ID"
    )
    label: Label = ""
    description: Line = Field("", title="Platzhalter")
    value: FieldValue = Field(default_factory=FieldValue)
    is_required: bool = Field(False, title="Pflichtfeld")
    has_max_width: bool = Field(False, title="Schmal")
    options: list[Option] = Field(default_factory=list, max_length=100)


class SendMail(Doc):
    """Mail each submission to ``recipient``."""

    type: Literal["sendMail"] = Field(title="E-Mail senden")
    recipient: Email = Field(title="Empfänger")
    subject: Title = Field("", title="Betreff")
    message: Annotated[str, Field(max_length=5000, title="Nachricht")] = ""


class FormContent(Doc):
    name: Name = ""
    description: RichText = Field("", title="Beschreibung")
    fields: list[FormField] = Field(default_factory=list, max_length=50)
    actions: list[SendMail] = Field(default_factory=list, max_length=10)
    thank_you_message: Annotated[str, Field(max_length=2000, title="Danke-Text")] = ""

    @model_validator(mode="after")
    def _unique_field_ids(self) -> Self:
        ids = [f.field_id for f in self.fields if f.field_id]
        if len(ids) != len(set(ids)):
            raise PydanticCustomError("tresen", texts.FORM_FIELD_TWICE)
        return self


#: Node type → the schema of its content.
CONTENT_BY_TYPE: dict[str, type[Doc]] = {
    "wood": WoodContent,
    "construction": ConstructionContent,
    "mainCategory": MainCategoryContent,
    "form": FormContent,
}
NodeContent = WoodContent | ConstructionContent | MainCategoryContent | FormContent
