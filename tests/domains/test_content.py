"""Content domain: the slug rule for paths, what visitors see, redirect and QR targets."""

from __future__ import annotations

import pytest

from domains.content.slugs import is_slug_path, slug_path, slugify
from tests.conftest import ClientFactory
from tests.kernel.entities.world import build_world

PATH_MESSAGE = (
    "Dieser Pfad ist ungültig. Erlaubt sind Kleinbuchstaben, Ziffern und Bindestriche, "
    "Abschnitte getrennt durch „/“ (Vorschlag: „{}“)."
)


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        ("Über uns", "ueber-uns"),
        ("Lärche & Föhre", "laerche-foehre"),
        ("Große Straße", "grosse-strasse"),
        ("Terrasse  -- 2026!", "terrasse-2026"),
        ("Holz-", "holz"),
        ("Café Olé", "caf-ol"),  # other characters are removed, not transliterated
        ("", ""),
    ],
)
def test_slugify_follows_the_spec_rule(text: str, slug: str) -> None:
    assert slugify(text) == slug


def test_a_path_is_slugs_joined_by_slashes() -> None:
    assert is_slug_path("holz/laerche") and is_slug_path("") and is_slug_path("a1-b2")
    for bad in ("/holz", "holz/", "Holz", "holz//laerche", "über", "a b", "holz-"):
        assert not is_slug_path(bad), bad
    assert slug_path("/Unser Holz/Lärche/") == "unser-holz/laerche"


async def test_site_path_breaking_the_slug_rule_is_refused_with_a_suggestion(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    status, body = await world.admin.post("/api/sites", {"name": "Über uns", "path": "Über Uns"})
    assert status == 422
    assert body["errors"] == [{"field": "path", "message": PATH_MESSAGE.format("ueber-uns")}]
    status, body = await world.admin.post("/api/qr-codes", {"path": "!!", "target": "/shop"})
    assert body["errors"] == [
        {
            "field": "path",
            "message": "Dieser Pfad ist ungültig. Erlaubt sind Kleinbuchstaben, Ziffern und "
            "Bindestriche, Abschnitte getrennt durch „/“.",
        }
    ]
    status, body = await world.admin.post("/api/sites", {"name": "Start", "path": ""})
    assert (status, body["data"]["path"]) == (201, "")  # the empty path is the home page
    status, body = await world.admin.post("/api/sites", {"name": "Noch einmal", "path": ""})
    assert body["errors"] == [{"field": "path", "message": "Dieser Wert wird bereits verwendet."}]


async def test_anonymous_callers_see_only_public_content(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    admin, anonymous = world.admin, world.apis["anonymous"]
    payloads = {
        "sites": lambda public: {"name": "Seite", "path": f"s-{public:d}", "isPublic": public},
        "blocks": lambda public: {
            "name": "Block",
            "identifier": f"b-{public:d}",
            "type": "popup",
            "isPublic": public,
        },
        "nodes": lambda public: {"identifier": f"n-{public:d}", "type": "form", "isPublic": public},
        "navigations": lambda public: {"identifier": f"nav-{public:d}", "isPublic": public},
    }
    for name, payload in payloads.items():
        ids = {}
        for public in (True, False):
            status, body = await admin.post(f"/api/{name}", payload(public))
            assert status == 201, body
            ids[public] = body["data"]["id"]
        status, body = await anonymous.get(f"/api/{name}")
        assert [o["id"] for o in body["data"]] == [ids[True]], name
        assert (await anonymous.get(f"/api/{name}/{ids[False]}"))[0] == 404, name
        assert (await anonymous.get(f"/api/{name}/{ids[True]}"))[0] == 200, name
        status, body = await world.apis["employee_b"].get(f"/api/{name}")
        assert sorted(o["id"] for o in body["data"]) == sorted(ids.values()), name

    status, init = await anonymous.get("/api/init")
    entries = {e["url"]: e["data"]["data"] for e in init["data"]["entries"]}
    for name in payloads:
        assert [o["isPublic"] for o in entries[f"/api/{name}"]] == [True], name


async def test_redirects_and_qr_codes_are_readable_by_visitors_scenes_are_not(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    admin, anonymous = world.admin, world.apis["anonymous"]
    await admin.post("/api/redirects", {"path": "/alt.html", "target": "/neu"})
    await admin.post("/api/qr-codes", {"path": "flyer", "target": "https://example.com/x"})
    await admin.post("/api/scenes", {"name": "Szene", "path": "szene"})
    status, body = await anonymous.get("/api/redirects", params={"path": "/alt.html"})
    assert status == 200
    assert [(r["target"], r["statusCode"]) for r in body["data"]] == [("/neu", 301)]
    status, body = await anonymous.get("/api/qr-codes", params={"path": "flyer"})
    assert [q["target"] for q in body["data"]] == ["https://example.com/x"]
    assert (await anonymous.get("/api/scenes"))[0] == 401
    assert (await world.apis["employee_a"].get("/api/scenes"))[0] == 200


async def test_redirect_targets_are_checked(make_api: ClientFactory, db_url: str) -> None:
    world = await build_world(make_api, db_url)
    cases = [
        (
            {"path": "/a", "target": "/a"},
            "target",
            "Das Ziel darf nicht auf dieselbe Adresse verweisen.",
        ),
        (
            {"path": "/a", "target": "javascript:alert(1)"},
            "target",
            "Dieser Wert ist nicht gültig.",
        ),
        ({"path": "a", "target": "/b"}, "path", "Dieser Wert ist nicht gültig."),
        (
            {"path": "/a", "target": "/b", "statusCode": 307},
            "statusCode",
            "Sie haben einen ungültigen Wert ausgewählt.",
        ),
    ]
    for payload, field, message in cases:
        status, body = await world.admin.post("/api/redirects", payload)
        assert status == 422 and {"field": field, "message": message} in body["errors"], payload
