"""Contact forms: POST /api/custom/form/{id} checks a public form node's fields and mails it."""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import pytest
from sqlalchemy import select

from domains.content.models import FormSubmission
from kernel.background import BACKGROUND
from kernel.db import DB
from kernel.storage import STORAGE
from tests.conftest import ClientFactory, Mailbox, add_user

pytestmark = pytest.mark.database  # integrity errors turned into answers

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


# ---------------------------------------------------------------------------- uploads, retries

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
DOCX = b"PK\x03\x04" + b"\x00" * 60
APPLICATION = {
    "identifier": "bewerbung",
    "type": "form",
    "content": {
        "name": "Bewerbung",
        "fields": [
            {"type": "text", "label": "Name", "isRequired": True},  # no fieldId: key "0"
            {"fieldId": "anhang", "type": "upload", "label": "Unterlagen", "isRequired": True},
        ],
        "actions": [{"type": "sendMail", "recipient": "chef@holz.example", "subject": "Neu"}],
    },
}
SPEC_FILE_TEXT = (
    'Die ausgewählte Datei "{}" kann nicht verarbeitet werden. Möglicherweise ist die Datei '
    "zu groß oder der Dateityp wird nicht erkannt."
)


def multipart(values: dict[str, str], files: list[tuple[str, str, bytes]]) -> aiohttp.FormData:
    data = aiohttp.FormData(default_to_multipart=True)
    for key, value in values.items():
        data.add_field(key, value)
    for key, name, content in files:
        data.add_field(key, content, filename=name, content_type="application/octet-stream")
    return data


async def submissions(api: Any) -> list[Any]:
    async with api.app[DB].session() as s:
        return list(await s.scalars(select(FormSubmission).order_by(FormSubmission.id)))


async def test_files_under_key_brackets_are_mailed_and_stored(
    make_api: ClientFactory, db_url: str, mailbox: Mailbox
) -> None:
    _admin, visitor, node = await _setup(make_api, db_url, **APPLICATION)
    status, body = await visitor.call(
        "POST",
        f"/api/custom/form/{node}",
        data=multipart(
            {"0": "Anna Huber"},
            [("anhang[]", "Lebenslauf.pdf", PDF), ("anhang[]", "Zeugnis.docx", DOCX)],
        ),
    )
    assert status == 200, body
    assert body["data"]["message"] == "Vielen Dank für Ihre Nachricht!"
    await visitor.app[BACKGROUND].drain()
    (mail,) = mailbox.messages
    assert mail["To"] == "chef@holz.example"
    assert "Name: Anna Huber" in mail.get_body(("plain",)).get_content()
    assert "Unterlagen: Lebenslauf.pdf, Zeugnis.docx" in mail.get_body(("plain",)).get_content()
    attached = {a.get_filename(): a.get_content() for a in mail.iter_attachments()}
    assert attached == {"Lebenslauf.pdf": PDF, "Zeugnis.docx": DOCX}
    (stored,) = await submissions(visitor)
    assert stored.data == {"0": "Anna Huber"}
    assert [(f["name"], f["size"]) for f in stored.files] == [
        ("Lebenslauf.pdf", len(PDF)),
        ("Zeugnis.docx", len(DOCX)),
    ]
    storage = visitor.app[STORAGE]
    assert [await storage.read(f["key"]) for f in stored.files] == [PDF, DOCX]


async def test_bad_files_are_named_with_the_spec_text(
    make_api: ClientFactory, db_url: str, mailbox: Mailbox
) -> None:
    _admin, visitor, node = await _setup(make_api, db_url, **APPLICATION)
    path = f"/api/custom/form/{node}"
    cases = [
        ([("anhang[]", "gut.pdf", PDF), ("anhang[]", "virus.exe", b"MZ\x90\x00")], "anhang[1]",
         SPEC_FILE_TEXT.format("virus.exe")),
        ([("anhang[]", "falsch.pdf", b"<html>nope</html>")], "anhang[0]",
         SPEC_FILE_TEXT.format("falsch.pdf")),
        ([("anhang[]", "bild.png", b"\x89PNG\r\n\x1a\n")], "anhang[0]",
         SPEC_FILE_TEXT.format("bild.png")),
        ([("anhang[]", "riesig.pdf", PDF + b"x" * 10_000_001)], "anhang[0]",
         SPEC_FILE_TEXT.format("riesig.pdf")),
        ([("anhang[]", f"{i}.pdf", PDF) for i in range(11)], "anhang[10]",
         "Es können höchstens 10 Dateien gesendet werden."),
        ([("name[]", "x.pdf", PDF), ("anhang[]", "a.pdf", PDF)], "name[]",
         "Dieses Feld wurde nicht erwartet."),
    ]  # fmt: skip
    for files, field, message in cases:
        status, body = await visitor.call("POST", path, data=multipart({"0": "Anna"}, files))
        assert status == 422, (field, body)
        assert {"field": field, "message": message} in body["errors"], body
    status, body = await visitor.call("POST", path, data=multipart({"0": "Anna"}, []))
    assert body["errors"] == [{"field": "anhang", "message": "Dieser Wert sollte nicht leer sein."}]
    status, body = await visitor.call(
        "POST", path, data=multipart({"0": "x" * 5001, "anhang": "text"}, [])
    )
    assert {e["field"] for e in body["errors"]} == {"0", "anhang"}
    await visitor.app[BACKGROUND].drain()
    assert mailbox.messages == [] and await submissions(visitor) == []


async def test_a_retried_submit_is_stored_and_sent_once(
    make_api: ClientFactory, db_url: str, mailbox: Mailbox
) -> None:
    _admin, visitor, node = await _setup(make_api, db_url, **APPLICATION)
    path = f"/api/custom/form/{node}"

    def payload(name: str = "Anna") -> aiohttp.FormData:
        return multipart({"0": name}, [("anhang[]", "cv.pdf", PDF)])

    # the same Idempotency-Key: answered alike, once stored and sent
    for _ in range(2):
        status, body = await visitor.call(
            "POST", path, data=payload(), headers={"Idempotency-Key": "abc-1"}
        )
        assert status == 200, body
    status, body = await visitor.call(
        "POST", path, data=payload("Bernd"), headers={"Idempotency-Key": "abc-1"}
    )
    assert (status, body["errors"][0]["field"]) == (422, "Idempotency-Key")
    # an identical payload without a key, concurrently: once
    answers = await asyncio.gather(
        *(visitor.call("POST", path, data=payload("Clara")) for _ in range(3))
    )
    assert {status for status, _ in answers} == {200}
    # a different payload is a new submission
    assert (await visitor.call("POST", path, data=payload("Dora")))[0] == 200
    await visitor.app[BACKGROUND].drain()
    names = [s.data["0"] for s in await submissions(visitor)]
    assert names == ["Anna", "Clara", "Dora"]
    assert len(mailbox.messages) == 3
    status, body = await visitor.call(
        "POST", path, data=payload(), headers={"Idempotency-Key": "x" * 256}
    )
    assert (status, body["errors"][0]["field"]) == (422, "Idempotency-Key")


async def test_submissions_are_rate_limited_per_client(
    make_api: ClientFactory, db_url: str, mailbox: Mailbox
) -> None:
    _admin, visitor, node = await _setup(make_api, db_url, **APPLICATION)
    path = f"/api/custom/form/{node}"
    for index in range(10):
        data = multipart({"0": f"Person {index}"}, [("anhang[]", "cv.pdf", PDF)])
        assert (await visitor.call("POST", path, data=data))[0] == 200
    data = multipart({"0": "Noch eine"}, [("anhang[]", "cv.pdf", PDF)])
    status, body = await visitor.call("POST", path, data=data)
    assert status == 429
    assert body["errors"][0]["message"] == (
        "Zu viele Anfragen. Bitte versuchen Sie es später noch einmal."
    )
    await visitor.app[BACKGROUND].drain()
    assert len(mailbox.messages) == 10


async def test_broken_and_oversized_requests_are_refused(
    make_api: ClientFactory, db_url: str
) -> None:
    _admin, visitor, node = await _setup(make_api, db_url, **APPLICATION)
    path = f"/api/custom/form/{node}"
    resp = await visitor.client.post(
        path, data=b"--x\r\nnonsense", headers={"Content-Type": "multipart/form-data; boundary=x"}
    )
    assert resp.status == 400 and (await resp.json())["errors"]
    resp = await visitor.client.post(
        path,
        data=b"x",
        headers={"Content-Type": "multipart/form-data; boundary=x", "Content-Length": "1"},
    )
    assert resp.status in (400, 422)
    resp = await visitor.client.post(path, data=b"a" * 10, headers={"Content-Type": "text/plain"})
    assert resp.status == 415
