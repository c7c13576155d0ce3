"""The 24 block types of 002 §2.9/§3: what a standard page's body items hold.

A body item is one flat object: its ``type`` (``hero_main`` … ``spacer``) and that type's
fields. The union is discriminated by ``type``, so ``/api/openapi.json`` publishes one
schema per block type (``oneOf`` with a ``discriminator``) and an error names the item's
field (``content[2].title``). Rich text is sanitised (:mod:`richtext`); references to
nodes, products and forms are checked against the database on save (:mod:`refs`).

The original stored items as ``{type, value: {…}}``; that shape is still accepted and
flattened (:func:`flatten`), so old exports and the spec's examples load.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field

from domains.content.links import (
    Doc,
    FileLinkValue,
    ImageRef,
    Images,
    Label,
    Links,
    Slider,
    Title,
    VideoRef,
)
from domains.content.richtext import RichText
from kernel import Ref

Refs = Annotated[list[Ref], Field(max_length=100)]
#: A wide iframe address (maps): https only.
IframeUrl = Annotated[str, Field(min_length=1, max_length=2000, pattern=r"^https://[^\s/][^\s]*$")]


class HeroMain(Doc):
    """Hauptbanner: title, lead text, background or slider, links."""

    type: Literal["hero_main"] = Field(title="Hauptbanner")
    title: Title = ""
    lead_text: RichText = Field("", title="Einleitung")
    background: ImageRef | None = Field(None, title="Hintergrundbild")
    slider: Slider | None = None
    links: Links = Field(default_factory=list)


class HeroSub(Doc):
    """Unterbanner with a price-list download."""

    type: Literal["hero_sub"] = Field(title="Unterbanner")
    title: Title = ""
    lead_text: RichText = Field("", title="Einleitung")
    background: ImageRef | None = Field(None, title="Hintergrundbild")
    link: FileLinkValue | None = Field(None, title="Preisliste")


class HeroMap(Doc):
    """Karte: an embedded map, shown only after cookie consent."""

    type: Literal["hero_map"] = Field(title="Karte")
    title: Title = ""
    iframe: IframeUrl = Field(title="Karten-Adresse (https)")


class HeroShop(Doc):
    """Shop-Banner: breadcrumbs ('Unsere Holzarten' or 'Unsere Produkte') and a slider."""

    type: Literal["hero_shop"] = Field(title="Shop-Banner")
    title: Title = ""
    kind: Literal["woods", "products"] = Field("products", title="Bereich")
    slider: Slider | None = None


class TextBlock(Doc):
    type: Literal["text"] = Field(title="Text")
    title: Title = ""
    text: RichText = ""


class TextVideo(Doc):
    type: Literal["text_video"] = Field(title="Text mit Video")
    title: Title = ""
    text: RichText = ""
    video: VideoRef | None = Field(None, title="Video (MP4)")


class ImageText(Doc):
    type: Literal["image_text"] = Field(title="Bild mit Text")
    title: Title = ""
    text: RichText = ""
    image: ImageRef | None = Field(None, title="Bild")
    links: Links = Field(default_factory=list)
    width: int | None = Field(None, ge=50, le=4000, title="Maximale Breite (px)")


class Half(Doc):
    """One half of a text_text block: background and a button to a main category."""

    title: Title = ""
    text: RichText = ""
    background: ImageRef | None = Field(None, title="Hintergrundbild")
    category: Ref | None = Field(None, title="Hauptkategorie")
    label: Label = ""


class TextText(Doc):
    type: Literal["text_text"] = Field(title="Zwei Texte")
    left: Half = Field(default_factory=Half, title="Links")
    right: Half = Field(default_factory=Half, title="Rechts")


class TextImages(Doc):
    type: Literal["text_images"] = Field(title="Text mit Bildern")
    title: Title = ""
    text: RichText = ""
    images: Images = Field(default_factory=list)


class CollectionItem(Doc):
    title: Title = ""
    text: RichText = ""
    images: Images = Field(default_factory=list)


class TextImagesCollection(Doc):
    type: Literal["text_images_collection"] = Field(title="Sammlung Text mit Bildern")
    title: Title = ""
    text: RichText = ""
    items: list[CollectionItem] = Field(default_factory=list, max_length=50)


class SliderText(Doc):
    type: Literal["slider_text"] = Field(title="Slider mit Text")
    title: Title = ""
    text: RichText = ""
    slider: Slider = Field(default_factory=Slider)
    mirrored: bool = Field(False, title="Gespiegelt")


class Gallery(Doc):
    type: Literal["gallery"] = Field(title="Galerie")
    title: Title = ""
    images: Images = Field(default_factory=list)


class Profile(Doc):
    """An image or a downloadable file, with a description."""

    image: ImageRef | None = None
    file: FileLinkValue | None = None
    description: RichText = ""


class Profiles(Doc):
    type: Literal["profiles"] = Field(title="Profile")
    title: Title = ""
    items: list[Profile] = Field(default_factory=list, max_length=100)


class Density(Doc):
    type: Literal["density"] = Field(title="Dichte")
    title: Title = ""
    text: RichText = ""
    density: int | None = Field(None, ge=1, le=10_000, title="Dichte (kg/m³)")


class QuickLinks(Doc):
    type: Literal["quick_links"] = Field(title="Schnellzugriff")
    title: Title = ""
    links: Links = Field(default_factory=list)


class TeaserWoods(Doc):
    """Slider of wood nodes; 'Zur Fundgrube' when ``category`` shares a product with 24."""

    type: Literal["teaser_woods"] = Field(title="Holzarten-Teaser")
    title: Title = ""
    text: RichText = ""
    woods: Refs = Field(default_factory=list, title="Holzarten")
    category: Ref | None = Field(None, title="Kategorie")


class TeaserConstructions(Doc):
    type: Literal["teaser_constructions"] = Field(title="Holzverarbeitungs-Teaser")
    title: Title = ""
    text: RichText = ""
    constructions: Refs = Field(default_factory=list, title="Holzverarbeitungen")


class TeaserShop(Doc):
    type: Literal["teaser_shop"] = Field(title="Shop-Teaser")
    title: Title = ""
    text: RichText = ""
    products: Refs = Field(default_factory=list, title="Produkte")
    images: Images = Field(default_factory=list)


class TeaserProducts(Doc):
    type: Literal["teaser_products"] = Field(title="Produkt-Teaser")
    title: Title = ""
    products: Refs = Field(default_factory=list, title="Produkte")


class TeaserCategories(Doc):
    """Every public mainCategory node (or the chosen ones)."""

    type: Literal["teaser_categories"] = Field(title="Kategorien-Teaser")
    title: Title = ""
    text: RichText = ""
    categories: Refs = Field(default_factory=list, title="Hauptkategorien")


class Contact(Doc):
    """Contact data of the branches (all public ones when none are chosen)."""

    type: Literal["contact"] = Field(title="Kontakt")
    title: Title = ""
    text: RichText = ""
    background: ImageRef | None = Field(None, title="Hintergrundbild")
    branches: Refs = Field(default_factory=list, title="Standorte")


class ContactPersons(Doc):
    """Tabs per department with its employees (all departments when none are chosen)."""

    type: Literal["contact_persons"] = Field(title="Ansprechpersonen")
    title: Title = ""
    departments: Refs = Field(default_factory=list, title="Abteilungen")


class FormBlock(Doc):
    type: Literal["form"] = Field(title="Formular")
    title: Title = ""
    form: Ref = Field(title="Formular")


class Spacer(Doc):
    type: Literal["spacer"] = Field(title="Abstand")
    size: Literal["small", "medium", "large"] = Field("medium", title="Größe")


BLOCK_TYPES: tuple[type[Doc], ...] = (
    HeroMain, HeroSub, HeroMap, HeroShop, TeaserWoods, TeaserConstructions, TeaserShop,
    TeaserProducts, TeaserCategories, TextVideo, ImageText, TextText, TextImages,
    TextImagesCollection, TextBlock, SliderText, Gallery, Profiles, QuickLinks, Density,
    Contact, ContactPersons, FormBlock, Spacer,
)  # fmt: skip
#: Block type identifier → its schema, in the order of 002 §3.
BY_TYPE = {model.model_fields["type"].annotation.__args__[0]: model for model in BLOCK_TYPES}  # type: ignore[union-attr]


def flatten(item: Any) -> Any:
    """``{type, value: {…}}`` (the original's storage) → ``{type, …}``; others unchanged."""
    if isinstance(item, dict) and isinstance(item.get("value"), dict) and "type" in item:
        return {**item["value"], **{k: v for k, v in item.items() if k != "value"}}
    return item


BodyItem = Annotated[
    HeroMain | HeroSub | HeroMap | HeroShop | TeaserWoods | TeaserConstructions | TeaserShop
    | TeaserProducts | TeaserCategories | TextVideo | ImageText | TextText | TextImages
    | TextImagesCollection | TextBlock | SliderText | Gallery | Profiles | QuickLinks | Density
    | Contact | ContactPersons | FormBlock | Spacer,
    Field(discriminator="type"),
    BeforeValidator(flatten),
]  # fmt: skip
#: A standard page's body: up to 200 blocks.
Body = Annotated[list[BodyItem], Field(max_length=200)]
