"""Product content ``classes`` and ``profiles`` (002 §2.6, §3): typed, validated with German
messages at their JSON paths, media references completed on save, other keys kept."""

from __future__ import annotations

from typing import Any

import pytest

from domains.catalog.product_schemas import ProductIn
from domains.content import texts
from kernel import messages as msg
from kernel.api import ApiError, validate
from tests.conftest import ClientFactory
from tests.kernel.entities.world import build_world

BASE = {"name": "Terrassendiele Lärche", "price": "29.90", "tax": "20"}
CLASSES = [
    {"type": "text", "label": "Herkunft", "value": "Österreich"},
    {"type": "number", "label": "Rohdichte", "value": 590, "unit": "kg/m³"},
    {
        "type": "select",
        "label": "Festigkeitsklasse",
        "options": [{"value": "C16"}, {"value": "C24", "label": "C24 (S10)"}],
        "value": "C24",
    },
    {"type": "boolean", "label": "Kesseldruckimprägniert", "value": False},
    {"type": "date", "label": "Geprüft am", "value": "2026-03-01"},
]


def errors(content: dict[str, Any]) -> dict[str | None, str]:
    with pytest.raises(ApiError) as caught:
        validate(ProductIn, {**BASE, "content": content})
    assert caught.value.status == 422
    return {e.field: e.message for e in caught.value.errors}


def test_classes_are_typed_and_other_keys_kept() -> None:
    product = validate(ProductIn, {**BASE, "content": {"classes": CLASSES, "weight": 3}})
    content = product.model_dump(by_alias=True)["content"]
    assert content["weight"] == 3  # the spec's other keys stay as sent
    assert [c["type"] for c in content["classes"]] == [c["type"] for c in CLASSES]
    number = content["classes"][1]
    assert number == {
        "type": "number", "label": "Rohdichte", "value": 590.0, "decimals": None, "unit": "kg/m³"
    }  # fmt: skip
    assert content["profiles"] == []


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ({"classes": [{"type": "text", "label": "", "value": "x"}]},
         {"content.classes[0].label": msg.BLANK}),
        ({"classes": [{"type": "number", "label": "Rohdichte", "value": "viel"}]},
         {"content.classes[0].value": msg.TYPE.format(type="float")}),
        ({"classes": [{"type": "number", "label": "R", "value": 1, "decimals": 9}]},
         {"content.classes[0].decimals": msg.LESS_EQUAL.format(limit=6)}),
        ({"classes": [CLASSES[0], {"type": "farbe", "label": "Farbe", "value": "rot"}]},
         {"content.classes[1].type": msg.CHOICE}),
        ({"classes": [{**CLASSES[2], "value": "C30"}]},
         {"content.classes[0].value": msg.CHOICE}),
        ({"classes": [{**CLASSES[2], "options": [{"value": "C24"}, {"value": "C24"}]}]},
         {"content.classes[0].options": msg.ALREADY_USED}),
        ({"classes": [{"type": "date", "label": "Geprüft", "value": "31.02.2026"}]},
         {"content.classes[0].value": msg.TYPE.format(type="date")}),
        ({"classes": [{"type": "boolean", "label": "Gehobelt"}]},
         {"content.classes[0].value": msg.BLANK}),
        ({"profiles": [{"image": {"id": 0}}]},
         {"content.profiles[0].image.id": msg.GREATER_EQUAL.format(limit=1)}),
        ({"profiles": [{"file": {"label": "Profilblatt", "file": {}}}]},
         {"content.profiles[0].file.file.id": msg.BLANK}),
    ],
)  # fmt: skip
def test_invalid_classes_and_profiles_in_german(
    content: dict[str, Any], expected: dict[str, str]
) -> None:
    assert errors(content) == expected


async def test_profiles_name_stored_media(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    admin = world.admin
    image, upload = await world.make("images"), await world.make("uploads")
    content = {
        "classes": CLASSES,
        "profiles": [
            {"image": {"id": image["id"]}, "description": "<p>Glatt<script>x</script></p>"},
            {"file": {"label": "Profilblatt", "file": {"id": upload["id"]}}},
        ],
        "merge_number": "diele-laerche",
    }
    status, body = await admin.post("/api/products", {**BASE, "content": content})
    assert status == 201, body
    saved = body["data"]["content"]
    assert saved["merge_number"] == "diele-laerche"
    assert saved["classes"][4]["value"] == "2026-03-01"
    picture, download = saved["profiles"]
    assert picture["description"] == "<p>Glatt</p>"  # rich text, sanitised
    # The storefront builds the URLs from what the server filled in.
    assert picture["image"]["extension"] == image["extension"]
    assert picture["image"]["alt"] == "Kaffeetasse"
    file = download["file"]["file"]
    assert (file["extension"], file["mimeType"]) == ("pdf", "application/pdf")
    assert file["publicHash"]

    status, got = await world.apis["anonymous"].get(f"/api/products/{body['data']['id']}")
    assert status == 200 and got["data"]["content"]["classes"] == saved["classes"]

    missing = {"profiles": [{"image": {"id": image["id"] + 100}}]}
    status, body = await admin.put(f"/api/products/{body['data']['id']}", {"content": missing})
    assert status == 422
    assert body["errors"] == [{"field": "content.profiles[0].image", "message": texts.REF_MISSING}]
