"""``POST /api/custom/form/{id}``: a visitor sends a public form node (000 §7, 002 §3).

A form node's content names its fields (``fieldId``, ``label``, ``type`` text, boolean or
select, ``value.type`` text, phone, email or textarea, ``isRequired``, ``options``) and
its actions (``sendMail`` with ``recipient``, ``subject``, ``message``). The visitor's
multipart (or url-encoded) data is keyed by ``fieldId`` (or the field's position);
every field is checked at once and answered ``{"errors": [{"field", "message"}]}``, the
field being the key the client sent. A valid submission is mailed to each recipient
after the answer. File uploads belong to the content site's forms (spec 002) and are not
taken here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from kernel import messages as msg
from kernel.api import ApiError, FieldError, Routes, not_found, ok, path_id
from kernel.domains.content import texts
from kernel.domains.content.models import Node
from kernel.mail import send_mail
from kernel.ratelimit import client_key, limiter, refuse_if_over
from kernel.state import BACKGROUND, DB, SETTINGS

routes = Routes(tag="content")
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
PHONE = re.compile(r"^\+?[0-9 /()-]{5,30}$")
MAX_VALUE = 5000
#: Submissions per client and minute (per worker): a contact form is not a bulk API.
PER_MINUTE = 10
TRUE = frozenset({"1", "on", "true", "yes"})


@dataclass(frozen=True)
class FormField:
    key: str
    label: str
    type: str  # text, boolean, select, upload
    input: str  # text, phone, email, textarea
    required: bool
    options: tuple[str, ...]


def form_fields(content: Mapping[str, Any]) -> list[FormField]:
    """The fields of a form node's content, keyed by ``fieldId`` or position."""
    fields = []
    for index, raw in enumerate(content.get("fields") or []):
        if not isinstance(raw, dict):
            continue
        raw_value = raw.get("value")
        value: dict[str, Any] = raw_value if isinstance(raw_value, dict) else {}
        options = tuple(
            str(o.get("value")) for o in raw.get("options") or [] if isinstance(o, dict)
        )
        fields.append(
            FormField(
                key=str(raw.get("fieldId") or index),
                label=str(raw.get("label") or raw.get("fieldId") or index),
                type=str(raw.get("type") or "text"),
                input=str(value.get("type") or "text"),
                required=bool(raw.get("isRequired")),
                options=options,
            )
        )
    return fields


def check(fields: list[FormField], data: Mapping[str, str]) -> list[FieldError]:
    """Every problem of a submission, by the field key the client sent."""
    known = {f.key for f in fields}
    errors = [FieldError(key, msg.EXTRA_FIELD) for key in data if key not in known]
    for field in fields:
        value = data.get(field.key, "").strip()
        if field.type == "upload":
            if value:
                errors.append(FieldError(field.key, texts.FORM_NO_FILES))
            continue
        if field.type == "boolean":
            if field.required and value.lower() not in TRUE:
                errors.append(FieldError(field.key, msg.BLANK))
            continue
        if not value:
            if field.required:
                errors.append(FieldError(field.key, msg.BLANK))
        elif len(value) > MAX_VALUE:
            errors.append(FieldError(field.key, msg.TOO_LONG.format(limit=MAX_VALUE)))
        elif field.type == "select" and field.options and value not in field.options:
            errors.append(FieldError(field.key, msg.CHOICE))
        elif field.input == "email" and not EMAIL.match(value):
            errors.append(FieldError(field.key, msg.EMAIL))
        elif field.input == "phone" and not PHONE.match(value):
            errors.append(FieldError(field.key, msg.INVALID))
    return errors


def mail_text(intro: str, fields: list[FormField], data: Mapping[str, str]) -> str:
    lines = [f"{f.label}: {data.get(f.key, '').strip()}" for f in fields if f.type != "upload"]
    return (intro.strip() + "\n\n" if intro.strip() else "") + "\n".join(lines) + "\n"


async def _read(request: web.Request) -> dict[str, str]:
    if request.content_type not in ("multipart/form-data", "application/x-www-form-urlencoded"):
        raise ApiError(415, texts.FORM_CONTENT_TYPE)
    posted = await request.post()
    data: dict[str, str] = {}
    for key, value in posted.items():
        if not isinstance(value, str):  # a file
            data[key.removesuffix("[]")] = "file"
        elif "\x00" in value:
            raise ApiError(422, msg.INVALID, field=key)
        else:
            data[key] = value
    return data


@routes.post(
    "/api/custom/form/{id:\\d+}",
    response={"type": "object"},
    errors=(404, 415, 422, 429),
    summary="Send a public form (multipart data keyed by fieldId); mailed to its recipients",
)
async def send_form(request: web.Request) -> web.Response:
    refuse_if_over(request, "custom-form", PER_MINUTE)
    async with request.app[DB].session() as s:
        node = await s.get(Node, path_id(request))
    if node is None or node.type != "form" or not node.is_public:
        raise not_found()
    content = node.content or {}
    fields = form_fields(content)
    data = await _read(request)
    errors = check(fields, data)
    if errors:
        raise ApiError(422, errors)
    limiter(request, "custom-form", PER_MINUTE).hit(client_key(request))
    settings = request.app[SETTINGS]
    name = str(content.get("name") or node.identifier)
    for action in content.get("actions") or []:
        recipient = action.get("recipient") if isinstance(action, dict) else None
        if action.get("type") == "sendMail" and isinstance(recipient, str) and recipient:
            subject = str(action.get("subject") or texts.FORM_SUBJECT.format(form=name))
            text = mail_text(str(action.get("message") or ""), fields, data)
            request.app[BACKGROUND].spawn(
                send_mail(settings, recipient, subject, text), f"mail-form-{node.id}"
            )
    return ok({"message": content.get("thankYouMessage") or texts.FORM_THANKS})
