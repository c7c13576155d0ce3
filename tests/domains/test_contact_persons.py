"""Contact persons of departments (002 §2.9 contact_persons): staff manage them, visitors
read only public persons of public branches, with public fields only."""

from __future__ import annotations

from typing import Any

from tests.conftest import ClientFactory
from tests.kernel.entities.examples_media import data_url, png
from tests.kernel.entities.world import World, build_world

URL = "/api/departments/contact-persons"


async def _department(world: World, name: str, branch: str = "branch_a") -> int:
    status, body = await world.admin.post(
        "/api/departments", {"branch": {"id": world.ids[branch]}, "name": name}
    )
    assert status == 201, body
    return body["data"]["id"]  # type: ignore[no-any-return]


async def _person(world: World, department: int, **values: Any) -> dict[str, Any]:
    payload = {"department": {"id": department}, "firstName": "Eva", "lastName": "Moser"}
    status, body = await world.admin.post("/api/contact-persons", {**payload, **values})
    assert status == 201, body
    return body["data"]  # type: ignore[no-any-return]


async def test_visitors_see_public_persons_per_department(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    sales, cutting = await _department(world, "Verkauf"), await _department(world, "Zuschnitt")
    empty, hidden_branch = (
        await _department(world, "Lager"),
        await _department(world, "Büro", "branch_b"),
    )
    status, image = await world.admin.post(
        "/api/images",
        {"alt": "Anna", "file": {"name": "a.png", "data": data_url(png(), "image/png")}},
    )
    assert status == 201, image
    await _person(world, sales, firstName="Anna", lastName="Berger", email="anna@example.com",
                  image={"id": image["data"]["id"]}, position=2)  # fmt: skip
    await _person(world, sales, firstName="Bernd", lastName="Auer", position=1)
    await _person(world, sales, firstName="Geheim", lastName="Intern", isPublic=False)
    await _person(world, cutting, firstName="Carla", lastName="Zach")
    await _person(world, hidden_branch, firstName="Dora", lastName="Fern")
    await world.admin.call(
        "PUT", f"/api/branches/{world.ids['branch_b']}", json={"isPublic": False}
    )

    anonymous = world.apis["anonymous"]
    status, body = await anonymous.get(URL)
    assert status == 200, body
    assert [(d["name"], [p["firstName"] for p in d["employees"]]) for d in body["data"]] == [
        ("Verkauf", ["Bernd", "Anna"]),
        ("Zuschnitt", ["Carla"]),
    ]  # by name; departments without public persons and hidden branches left out
    anna = body["data"][0]["employees"][1]
    assert set(anna) == {"firstName", "lastName", "email", "image"}  # public fields only
    assert anna["email"] == "anna@example.com"
    assert anna["image"] == {
        "id": image["data"]["id"],
        "version": image["data"]["version"],
        "extension": "png",
        "alt": "Anna",
    }
    # Chosen departments keep the editor's order, also when empty; hidden branches never.
    status, body = await anonymous.get(
        URL, params={"departments": f"{cutting},{empty},{hidden_branch},{sales}"}
    )
    assert status == 200
    assert [d["name"] for d in body["data"]] == ["Zuschnitt", "Lager", "Verkauf"]
    assert body["data"][1]["employees"] == []
    status, body = await anonymous.get(URL, params={"departments": "1;drop"})
    assert status == 422 and body["errors"][0]["field"] == "departments"
    # The staff resource itself stays closed to visitors.
    assert (await anonymous.get("/api/contact-persons"))[0] == 401


async def test_bad_contact_person_input_is_answered_per_field(
    make_api: ClientFactory, db_url: str
) -> None:
    world = await build_world(make_api, db_url)
    sales = await _department(world, "Verkauf")
    status, body = await world.admin.post(
        "/api/contact-persons",
        {"department": {"id": sales}, "firstName": "", "lastName": "X", "email": "kein-mail"},
    )
    assert status == 422
    assert {e["field"] for e in body["errors"]} >= {"firstName", "email"}
    status, body = await world.admin.post(
        "/api/contact-persons",
        {"department": {"id": 999999}, "firstName": "A", "lastName": "B"},
    )
    assert status == 422 and body["errors"][0]["field"] == "department"
    status, body = await world.admin.post(
        "/api/contact-persons",
        {"department": {"id": sales}, "firstName": "A", "lastName": "B", "image": {"id": 999}},
    )
    assert status == 422 and body["errors"][0]["field"] == "image"
    # An employee of branch B cannot move a person into branch A's department.
    other = await _department(world, "Büro", "branch_b")
    status, body = await world.apis["employee_b"].post(
        "/api/contact-persons", {"department": {"id": sales}, "firstName": "A", "lastName": "B"}
    )
    assert status == 422 and body["errors"][0]["field"] == "department"
    status, body = await world.apis["employee_b"].post(
        "/api/contact-persons", {"department": {"id": other}, "firstName": "A", "lastName": "B"}
    )
    assert status == 201, body
