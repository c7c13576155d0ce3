"""The typed content of 002 §3: 24 block types, site types, node types, links, rich text."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter

from domains.content.blocks import BY_TYPE, Body
from domains.content.richtext import sanitize
from domains.content.schemas import BlockIn, NodeIn, SiteIn
from kernel.api import ApiError, validate
from tests.conftest import Api
from tests.kernel.entities.examples_media import data_url, png

#: The German messages of spec 000 §5 the cases below expect.
LONG_255 = "Diese Zeichenkette ist zu lang. Sie sollte höchstens 255 Zeichen haben."
MIN_1 = "Dieser Wert sollte größer oder gleich 1 sein."
INVALID = "Dieser Wert ist nicht gültig."
CHOICE = "Sie haben einen ungültigen Wert ausgewählt."
TYPE_INT = "Dieser Wert sollte vom Typ int sein."
TYPE_ARRAY = "Dieser Wert sollte vom Typ array sein."
TYPE_STRING = "Dieser Wert sollte vom Typ string sein."
BLANK = "Dieser Wert sollte nicht leer sein."
EXTRA = "Dieses Feld wurde nicht erwartet."
MP4 = "Das Video muss eine MP4-Datei sein."
MANY_50 = "Diese Sammlung sollte 50 oder weniger Elemente enthalten."
MANY_100 = "Diese Sammlung sollte 100 oder weniger Elemente enthalten."
EMAIL = "Dieser Wert ist keine gültige E-Mail-Adresse."

IMG = {"id": 1}
LINK = {"type": "href", "label": "Mehr", "href": "https://example.com/holz", "target": "_blank"}
SLIDER = {"duration": 6, "slides": [{"image": IMG, "text": "<p>Eiche</p>", "links": [LINK]}]}
#: One valid body item per block type (references by id; the database is not asked here).
VALID: dict[str, dict[str, Any]] = {
    "hero_main": {"title": "Holz", "leadText": "<p>Seit 1950</p>", "background": IMG},
    "hero_sub": {"title": "Preise", "link": {"label": "Preisliste", "file": {"id": 2}}},
    "hero_map": {"iframe": "https://maps.example.com/embed?q=Holz"},
    "hero_shop": {"kind": "woods", "slider": SLIDER},
    "teaser_woods": {"woods": [{"id": 1}, {"id": 2}], "category": {"id": 3}},
    "teaser_constructions": {"constructions": [{"id": 4}]},
    "teaser_shop": {"products": [{"id": 5}], "images": [IMG]},
    "teaser_products": {"products": [{"id": 5}, {"id": 6}]},
    "teaser_categories": {"title": "Sortiment"},
    "text_video": {"text": "<p>Film</p>", "video": {"id": 3, "extension": "mp4"}},
    "image_text": {"image": IMG, "text": "<p>x</p>", "width": 640, "links": [LINK]},
    "text_text": {
        "left": {"title": "Terrasse", "category": {"id": 7}, "label": "Zum Shop"},
        "right": {"title": "Zaun", "background": IMG},
    },
    "text_images": {"images": [IMG, {"id": 2, "alt": "Brett"}]},
    "text_images_collection": {"items": [{"title": "A", "images": [IMG]}]},
    "text": {"title": "Über uns", "text": "<p>Wir <strong>hobeln</strong>.</p>"},
    "slider_text": {"slider": SLIDER, "mirrored": True},
    "gallery": {"images": [IMG]},
    "profiles": {"items": [{"image": IMG, "description": "<p>Nut und Feder</p>"}]},
    "quick_links": {
        "links": [
            {"type": "site", "label": "Kontakt", "reference": {"id": 1}},
            {"type": "router", "label": "Shop", "to": "/shop/catalog"},
            {"type": "mailto", "label": "Mail", "mailto": "holz@example.com"},
            {"type": "phone", "label": "Anrufen", "phone": "+43 1 234567"},
            {"type": "file", "label": "Katalog", "file": {"id": 9}},
            LINK,
        ]
    },
    "density": {"text": "<p>Lärche</p>", "density": 590},
    "contact": {"text": "<p>Besuchen Sie uns</p>", "branches": [{"id": 1}]},
    "contact_persons": {"departments": [{"id": 1}]},
    "form": {"form": {"id": 8}},
    "spacer": {"size": "large"},
}
#: One invalid item per block type: (item, path under the item, German message).
INVALID: dict[str, tuple[dict[str, Any], str, str]] = {
    "hero_main": ({"title": "x" * 256}, "title", LONG_255),
    "hero_sub": ({"link": {"file": {"id": 0}}}, "link.file.id", MIN_1),
    "hero_map": ({"iframe": "http://maps.example.com"}, "iframe", INVALID),
    "hero_shop": ({"kind": "moebel"}, "kind", CHOICE),
    "teaser_woods": ({"woods": [{"id": "eiche"}]}, "woods[0].id", TYPE_INT),
    "teaser_constructions": ({"constructions": {"id": 1}}, "constructions", TYPE_ARRAY),
    "teaser_shop": ({"products": [{}]}, "products[0].id", BLANK),
    "teaser_products": ({"products": [{"id": 1, "name": "x"}]}, "products[0].name", EXTRA),
    "teaser_categories": ({"categories": None}, "categories", TYPE_ARRAY),
    "text_video": ({"video": {"id": 3, "extension": "avi"}}, "video", MP4),
    "image_text": ({"width": 10}, "width", "Dieser Wert sollte größer oder gleich 50 sein."),
    "text_text": ({"left": {"category": {"id": -1}}}, "left.category.id", MIN_1),
    "text_images": ({"images": [{"id": 1, "version": 0}]}, "images[0].version", MIN_1),
    "text_images_collection": ({"items": [{"images": "x"}]}, "items[0].images", TYPE_ARRAY),
    "text": ({"text": 5}, "text", TYPE_STRING),
    "slider_text": ({"slider": {"duration": 0}}, "slider.duration", MIN_1),
    "gallery": ({"images": [{"id": 1}] * 51}, "images", MANY_50),
    "profiles": ({"items": [{"file": {"label": 3}}]}, "items[0].file.label", TYPE_STRING),
    "quick_links": ({"links": [{"type": "mailto", "mailto": "x"}]}, "links[0].mailto", EMAIL),
    "density": ({"density": -5}, "density", MIN_1),
    "contact": ({"background": {"alt": "x"}}, "background.id", BLANK),
    "contact_persons": ({"departments": [{"id": 1}] * 101}, "departments", MANY_100),
    "form": ({}, "form", BLANK),
    "spacer": ({"size": "huge"}, "size", CHOICE),
}  # fmt: skip
BODY = TypeAdapter(Body)


def test_there_are_the_24_block_types_of_the_spec() -> None:
    assert sorted(BY_TYPE) == sorted(VALID) == sorted(INVALID)
    assert len(BY_TYPE) == 24


@pytest.mark.parametrize("kind", sorted(VALID))
def test_each_block_type_takes_its_fields(kind: str) -> None:
    site = validate(SiteIn, {"name": "S", "path": "s", "content": [{"type": kind, **VALID[kind]}]})
    (item,) = site.model_dump(by_alias=True)["content"]
    assert item["type"] == kind
    for key, value in VALID[kind].items():
        if isinstance(value, str):
            assert item[key] == value, key  # the valid examples are already clean
    # stored complete: every field of the type is in the stored item
    assert set(item) == {f.alias or k for k, f in BY_TYPE[kind].model_fields.items()}


def test_an_error_under_a_block_named_like_its_type_names_the_field() -> None:
    """The tag of a tagged union (``text``) is no key of the item, even where the item has
    a field of that name: ``content[1].title``, not ``content[1].text``."""
    body = [
        {"type": "spacer"},
        {"type": "text", "title": "x" * 256, "text": "<p>ok</p>"},
        {"type": "quick_links", "links": [{"type": "phone", "phone": "x"}]},
    ]
    with pytest.raises(ApiError) as caught:
        validate(SiteIn, {"name": "S", "path": "s", "content": body})
    errors = {e.field: e.message for e in caught.value.errors}
    assert errors == {
        "content[1].title": LONG_255,
        "content[2].links[0].phone": "Dieser Wert ist nicht gültig.",
    }


@pytest.mark.parametrize("kind", sorted(INVALID))
def test_each_block_type_refuses_bad_values_in_german_at_their_path(kind: str) -> None:
    item, path, message = INVALID[kind]
    body = [{"type": "spacer"}, {"type": "spacer"}, {"type": kind, **item}]
    with pytest.raises(ApiError) as caught:
        validate(SiteIn, {"name": "S", "path": "s", "content": body})
    errors = {e.field: e.message for e in caught.value.errors}
    assert errors == {f"content[2].{path}": message}


def test_rich_text_is_sanitised_on_save() -> None:
    dirty = (
        '<h2 onclick="steal()">Eiche</h2><script>alert(1)</script>'
        '<p style="color:red">Hart &amp; <a href="javascript:alert(1)">zäh</a> '
        '<a href="/shop">Shop</a></p><iframe src="https://evil.example"></iframe>'
        '<img src="/image/1-1.jpg" onerror="x()" alt="Brett">'
    )
    site = validate(
        SiteIn, {"name": "S", "path": "s", "content": [{"type": "text", "text": dirty}]}
    )
    clean = site.model_dump(by_alias=True)["content"][0]["text"]
    assert clean == (
        '<h2>Eiche</h2><p>Hart &amp; <a rel="noopener noreferrer">zäh</a> '
        '<a href="/shop" rel="noopener noreferrer">Shop</a></p>'
        '<img src="/image/1-1.jpg" alt="Brett">'
    )
    assert sanitize("<p>Lärche</p>") == "<p>Lärche</p>"
    simple = validate(
        SiteIn, {"name": "S", "path": "s", "type": "simple", "content": {"body": dirty}}
    )
    assert simple.model_dump(by_alias=True)["content"]["body"] == clean


def test_the_original_type_value_shape_is_flattened() -> None:
    (item,) = BODY.validate_python([{"type": "text", "value": {"title": "A", "text": "<p>B</p>"}}])
    assert (item.type, item.title, item.text) == ("text", "A", "<p>B</p>")


@pytest.mark.parametrize(
    ("payload", "errors"),
    [
        (
            {"type": "simple", "content": [{"type": "text"}]},
            {"content": "Eine einfache Seite hat genau einen Text (body)."},
        ),
        (
            {"content": {"title": "x"}},
            {"content": "Eine Standardseite besteht aus einer Liste von Abschnitten."},
        ),
        (
            {"type": "landing", "content": []},
            {"type": "Sie haben einen ungültigen Wert ausgewählt."},
        ),
        (
            {"content": [{"type": "hero"}, {"title": "ohne Typ"}]},
            {
                "content[0].type": "Sie haben einen ungültigen Wert ausgewählt.",
                "content[1].type": "Dieser Wert sollte nicht leer sein.",
            },
        ),
        (
            {"type": "simple", "content": {"body": "<p>x</p>", "extra": 1}},
            {"content.extra": "Dieses Feld wurde nicht erwartet."},
        ),
    ],
)
def test_site_types_and_their_content(payload: dict[str, Any], errors: dict[str, str]) -> None:
    with pytest.raises(ApiError) as caught:
        validate(SiteIn, {"name": "S", "path": "s", **payload})
    assert {e.field: e.message for e in caught.value.errors} == errors


def test_a_standard_page_may_also_send_its_body_under_body() -> None:
    site = validate(SiteIn, {"name": "S", "path": "s", "content": {"body": [{"type": "spacer"}]}})
    assert site.model_dump(by_alias=True)["content"] == [{"type": "spacer", "size": "medium"}]


def test_node_types_have_their_own_content() -> None:
    wood = validate(NodeIn, {"identifier": "eiche", "type": "wood", "content": {"name": "Eiche"}})
    assert wood.model_dump(by_alias=True)["content"] == {
        "name": "Eiche",
        "teaser": {"text": "", "slider": {"images": [], "duration": None}},
        "image": None,
        "body": [],
    }
    category = validate(
        NodeIn,
        {"identifier": "terrasse", "type": "mainCategory", "content": {"category": {"id": 3}}},
    )
    assert category.model_dump(by_alias=True)["content"]["category"] == {"id": 3}
    cases = [
        ({"type": "wood", "content": {"body": [{"type": "text", "text": 1}]}},
         {"content.body[0].text": "Dieser Wert sollte vom Typ string sein."}),
        ({"type": "form", "content": {"fields": [{"type": "date"}]}},
         {"content.fields[0].type": "Sie haben einen ungültigen Wert ausgewählt."}),
        ({"type": "form", "content": {"actions": [{"type": "sendMail", "recipient": "x"}]}},
         {"content.actions[0].recipient": "Dieser Wert ist keine gültige E-Mail-Adresse."}),
        ({"type": "form", "content": {"fields": [{"fieldId": "a"}, {"fieldId": "a"}]}},
         {"content": "Diese Feld-ID wird in diesem Formular bereits verwendet."}),
        ({"type": "mainCategory", "content": {"teaser": {}}},
         {"content.teaser": "Dieses Feld wurde nicht erwartet."}),
        ({"type": "page", "content": {"x": 1}}, {"type": CHOICE}),
    ]  # fmt: skip
    for payload, errors in cases:
        with pytest.raises(ApiError) as caught:
            validate(NodeIn, {"identifier": "n", **payload})
        assert {e.field: e.message for e in caught.value.errors} == errors, payload


def test_blocks_are_popups_or_news() -> None:
    block = validate(
        BlockIn,
        {
            "name": "News",
            "identifier": "news",
            "type": "news",
            "content": {"data": [{"type": "text", "value": "<p>Neu<script>x</script></p>"}]},
        },
    )
    assert block.model_dump(by_alias=True)["content"]["data"] == [
        {"type": "text", "value": "<p>Neu</p>"}
    ]
    with pytest.raises(ApiError) as caught:
        validate(BlockIn, {"name": "B", "identifier": "b", "type": "banner"})
    assert [(e.field, e.message) for e in caught.value.errors] == [
        ("type", "Sie haben einen ungültigen Wert ausgewählt.")
    ]


def test_openapi_publishes_each_block_type(api_doc: dict[str, Any]) -> None:
    schemas = api_doc["components"]["schemas"]
    for model in BY_TYPE.values():
        assert model.__name__ in schemas
    site = schemas["SiteIn"]["properties"]["content"]
    assert "anyOf" in site or "oneOf" in site
    assert schemas["HeroMain"]["properties"]["leadText"]["title"] == "Einleitung"


@pytest.fixture
async def api_doc(api: Api) -> dict[str, Any]:
    status, doc = await api.get("/api/openapi.json")
    assert status == 200
    return doc


# ---------------------------------------------------------------------------- references


async def test_references_are_checked_and_media_completed(admin: Api) -> None:
    status, wood = await admin.post("/api/nodes", {"identifier": "eiche", "type": "wood"})
    assert status == 201, wood
    status, form = await admin.post("/api/nodes", {"identifier": "kontakt", "type": "form"})
    wood_id, form_id = wood["data"]["id"], form["data"]["id"]
    status, body = await admin.post(
        "/api/sites",
        {
            "name": "Holz",
            "path": "holz",
            "content": [
                {"type": "teaser_woods", "woods": [{"id": wood_id}, {"id": form_id}]},
                {"type": "form", "form": {"id": wood_id}},
                {"type": "teaser_products", "products": [{"id": 999999}]},
                {"type": "gallery", "images": [{"id": 999999}]},
                {"type": "quick_links", "links": [{"type": "site", "reference": {"id": 999999}}]},
            ],
        },
    )
    assert status == 422
    assert {e["field"]: e["message"] for e in body["errors"]} == {
        "content[0].woods[1]": "Bitte wählen Sie einen Eintrag vom Typ „wood“.",
        "content[1].form": "Bitte wählen Sie einen Eintrag vom Typ „form“.",
        "content[2].products[0]": "Der ausgewählte Eintrag existiert nicht.",
        "content[3].images[0]": "Der ausgewählte Eintrag existiert nicht.",
        "content[4].links[0].reference": "Der ausgewählte Eintrag existiert nicht.",
    }
    status, body = await admin.post(
        "/api/sites",
        {
            "name": "Holz",
            "path": "holz",
            "content": [
                {"type": "teaser_woods", "woods": [{"id": wood_id}]},
                {"type": "form", "form": {"id": form_id}},
            ],
        },
    )
    assert status == 201, body
    assert body["data"]["content"][1]["form"] == {"id": form_id}


async def test_hook_content_products(admin: Api) -> None:
    """Content names products through its tresen_content_products hook, which the
    catalogue answers: a hidden product is refused, a public and enabled one taken."""
    status, category = await admin.post("/api/categories", {"name": "Dielen"})
    assert status == 201, category
    ids = {}
    for name, public in (("Lärche", True), ("Eiche", False)):
        status, made = await admin.post(
            "/api/products",
            {
                "name": name,
                "price": "10",
                "tax": "20",
                "category": {"id": category["data"]["id"]},
                "isPublic": public,
                "isEnabled": True,
            },
        )
        assert status == 201, made
        ids[name] = made["data"]["id"]
    teaser = {"type": "teaser_products", "products": [{"id": ids["Eiche"]}]}
    status, body = await admin.post("/api/sites", {"name": "D", "path": "d", "content": [teaser]})
    assert status == 422
    assert body["errors"] == [
        {
            "field": "content[0].products[0]",
            "message": "Bitte wählen Sie einen öffentlichen und aktiven Eintrag.",
        }
    ]
    teaser["products"] = [{"id": ids["Lärche"]}]
    status, body = await admin.post("/api/sites", {"name": "D", "path": "d", "content": [teaser]})
    assert status == 201, body
    assert body["data"]["content"][0]["products"] == [{"id": ids["Lärche"]}]


async def test_image_references_are_completed_from_the_media_library(admin: Api) -> None:
    status, image = await admin.post(
        "/api/images",
        {"alt": "Lärche", "file": {"name": "l.png", "data": data_url(png(), "image/png")}},
    )
    assert status == 201, image
    image_id, public_hash = image["data"]["id"], image["data"]["publicHash"]
    status, block = await admin.post(
        "/api/blocks",
        {
            "name": "Neu",
            "identifier": "neu",
            "type": "news",
            "content": {"data": [{"type": "image", "value": {"id": image_id}}]},
        },
    )
    assert status == 201, block
    assert block["data"]["content"]["data"][0]["value"] == {
        "id": image_id,
        "version": 1,
        "extension": "png",
        "alt": "Lärche",
        "publicHash": public_hash,
    }
    status, body = await admin.post(
        "/api/nodes",
        {"identifier": "eiche", "type": "wood", "content": {"image": {"id": image_id + 1}}},
    )
    assert (status, body["errors"]) == (
        422,
        [{"field": "content.image", "message": "Der ausgewählte Eintrag existiert nicht."}],
    )
