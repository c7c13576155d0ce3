"""What the back office reads from the server to generate its screens and sign staff in."""

from __future__ import annotations

from tests.conftest import Api, ClientFactory, add_user


async def test_the_configuration_schema_names_owners_for_admins_only(
    admin: Api, make_api: ClientFactory, db_url: str
) -> None:
    status, body = await admin.get("/api/config/schema")
    assert status == 200
    props = body["data"]["properties"]
    assert props["shopName"]["x-plugin"] == "config"
    assert props["enablePluginDonations"]["x-plugin"] == "donations"
    assert props["enablePluginDonations"]["type"] == "boolean"
    await add_user(db_url, "kellnerin", ["ROLE_EMPLOYEE"])
    employee = await make_api()
    await employee.login("kellnerin")
    assert (await employee.get("/api/config/schema"))[0] == 403
    assert (await (await make_api()).get("/api/config/schema"))[0] == 401


async def test_lists_publish_their_sort_keys(api: Api) -> None:
    status, doc = await api.get("/api/openapi.json")
    assert status == 200
    params = {p["name"]: p for p in doc["paths"]["/api/products"]["get"]["parameters"]}
    assert params["sort"]["schema"]["x-sort"] == ["id", "name", "price", "createdAt", "updatedAt"]


async def test_staff_sign_in_with_their_e_mail_address(
    make_api: ClientFactory, db_url: str
) -> None:
    await add_user(db_url, "chef", ["ROLE_ADMIN"])  # e-mail chef@example.com
    client = await make_api()
    status, body = await client.login("chef@example.com")
    assert status == 200 and body["data"]["username"] == "chef"
    other = await make_api()
    assert (await other.login("niemand@example.com"))[0] == 401
