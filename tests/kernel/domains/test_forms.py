"""Contact forms: POST /api/custom/form/{id} checks a public form node's fields and mails it."""

from __future__ import annotations

from typing import Any

import aiohttp

from kernel.state import BACKGROUND
from tests.conftest import ClientFactory, Mailbox, add_user

CONTACT = {
    "identifier": "kontakt",
    "type": "form",
    "content": {
        "name": "Kontaktieren Sie uns",
        "fields": [
            {"fieldId": "name", "type": "text", "label": "Name", "isRequired": True},
            {
                "fieldId": "email",
                "type": "text",
                "value": {"type": "email"},
                "label": "E-Mail",
                "isRequired": True,
            },
            {"fieldId": "phone", "type": "text", "value": {"type": "phone"}, "label": "Telefon"},
            {
                "fieldId": "topic",
                "type": "select",
                "label": "Anliegen",
                "options": [{"value": "Reservierung"}, {"value": "Feedback"}],
            },
            {
                "fieldId": "message",
                "type": "text",
                "value": {"type": "textarea"},
                "label": "Nachricht",
                "isRequired": True,
            },
            {"fieldId": "consent", "type": "boolean", "label": "Einverstanden", "isRequired": True},
        ],
        "actions": [
            {
                "type": "sendMail",
                "recipient": "wirt@gasthaus.example",
                "subject": "Kontaktanfrage",
                "message": "Neue Anfrage über die Website:",
            }
        ],
        "thankYouMessage": "Danke, wir melden uns!",
    },
}


def form(**fields: str) -> aiohttp.FormData:
    data = aiohttp.FormData()
    for key, value in fields.items():
        data.add_field(key, value)
    return data


async def _setup(make_api: ClientFactory, db_url: str, **node: Any) -> tuple[Any, Any, int]:
    await add_user(db_url, "admin", ["ROLE_ADMIN"])
    admin = await make_api()
    await admin.login("admin")
    status, body = await admin.post("/api/nodes", {**CONTACT, **node})
    assert status == 201, body
    return admin, await make_api(), body["data"]["id"]


async def test_a_valid_form_is_mailed_to_its_recipients(
    make_api: ClientFactory, db_url: str, mailbox: Mailbox
) -> None:
    _admin, visitor, node = await _setup(make_api, db_url)
    status, body = await visitor.call(
        "POST",
        f"/api/custom/form/{node}",
        data=form(
            name="Anna Huber",
            email="anna@example.com",
            phone="+43 660 1234567",
            topic="Reservierung",
            message="Tisch für 4 am Freitag?",
            consent="1",
        ),
    )
    assert status == 200, body
    assert body["data"]["message"] == "Danke, wir melden uns!"
    await visitor.app[BACKGROUND].drain()
    (mail,) = mailbox.messages
    assert mail["To"] == "wirt@gasthaus.example" and mail["Subject"] == "Kontaktanfrage"
    text = mail.get_content()
    assert "Neue Anfrage über die Website:" in text
    assert "Nachricht: Tisch für 4 am Freitag?" in text and "Anliegen: Reservierung" in text


async def test_every_problem_is_answered_at_its_field(
    make_api: ClientFactory, db_url: str, mailbox: Mailbox
) -> None:
    _admin, visitor, node = await _setup(make_api, db_url)
    status, body = await visitor.call(
        "POST",
        f"/api/custom/form/{node}",
        data=form(email="kein-mail", phone="abc", topic="Beschwerde", extra="x"),
    )
    assert status == 422
    errors = {e["field"]: e["message"] for e in body["errors"]}
    assert errors == {
        "extra": "Dieses Feld wurde nicht erwartet.",
        "name": "Dieser Wert sollte nicht leer sein.",
        "email": "Dieser Wert ist keine gültige E-Mail-Adresse.",
        "phone": "Dieser Wert ist nicht gültig.",
        "topic": "Sie haben einen ungültigen Wert ausgewählt.",
        "message": "Dieser Wert sollte nicht leer sein.",
        "consent": "Dieser Wert sollte nicht leer sein.",
    }
    await visitor.app[BACKGROUND].drain()
    assert mailbox.messages == []


async def test_only_public_form_nodes_take_submissions(
    make_api: ClientFactory, db_url: str
) -> None:
    admin, visitor, node = await _setup(make_api, db_url)
    status, body = await visitor.post(f"/api/custom/form/{node}", {"name": "Anna"})
    assert status == 415, body  # JSON is not a form submission
    assert (await visitor.call("POST", "/api/custom/form/999999", data=form(name="x")))[0] == 404
    status, _ = await admin.call("PUT", f"/api/nodes/{node}", json={"isPublic": False})
    assert status == 200
    assert (await visitor.call("POST", f"/api/custom/form/{node}", data=form(name="x")))[0] == 404
    status, wood = await admin.post(
        "/api/nodes", {"identifier": "laerche", "type": "wood", "content": {}}
    )
    assert status == 201
    path = f"/api/custom/form/{wood['data']['id']}"
    assert (await visitor.call("POST", path, data=form(name="x")))[0] == 404
