"""``POST /api/custom/form/{id}``: a visitor sends a public form node (000 §7, 002 §3-§8).

A form node's content names its fields (``fieldId``, ``label``, ``type`` text, boolean,
select or upload, ``value.type`` text, phone, email or textarea, ``isRequired``,
``options``) and its actions (``sendMail`` with ``recipient``, ``subject``, ``message``).
The visitor's multipart (or url-encoded) data is keyed by ``fieldId`` or the field's
position; an upload field's files come as repeated entries under ``key[]`` (pdf, doc,
docx and zip only, checked by their first bytes; at most 10 files, 10 MB each, 20 MB
together). Every problem is answered at once, ``{"errors": [{"field", "message"}]}``, the
field being the key the client sent (``anhang[1]`` for the second file): the messages are
the spec's list of strings, shown as given.

A valid submission is stored (:class:`FormSubmission`, its files in the app's storage)
and mailed to each recipient after the answer, files attached. A retried submit, with the
same ``Idempotency-Key`` or the identical payload from the same client within
:data:`WINDOW`, finds the stored one: answered alike, stored and mailed only once.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from aiohttp import BodyPartReader, web
from aiohttp.http_exceptions import HttpProcessingError
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from domains.content import texts
from domains.content.models import FormSubmission, Node
from domains.media.api import UPLOAD_TYPES, budget, clean_name
from kernel import (
    BACKGROUND,
    DB,
    SETTINGS,
    STORAGE,
    ApiError,
    Attachment,
    FieldError,
    Routes,
    client_key,
    limiter,
    not_found,
    ok,
    path_id,
    refuse_if_over,
    send_mail,
    utcnow,
)
from kernel import messages as msg

routes = Routes(tag="content")
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
PHONE = re.compile(r"^\+?[0-9 /()-]{5,30}$")
MAX_VALUE = 5000
#: Submissions per client and minute (per worker): a contact form is not a bulk API.
PER_MINUTE = 10
TRUE = frozenset({"1", "on", "true", "yes"})
#: Form uploads (002 §5): pdf, word and zip only.
FILE_TYPES = ("pdf", "doc", "docx", "zip")
MB = 1_000_000
MAX_FILE = 10 * MB
MAX_FILES = 10
MAX_TOTAL = 20 * MB
MAX_PARTS = 100
CHUNK = 64 * 1024
#: A resubmitted identical payload within this time is the same submission.
WINDOW = dt.timedelta(minutes=10)


@dataclass(frozen=True)
class FormField:
    key: str
    label: str
    type: str  # text, boolean, select, upload
    input: str  # text, phone, email, textarea
    required: bool
    options: tuple[str, ...]


@dataclass(frozen=True)
class SentFile:
    """A file the visitor sent: under which key, its cleaned name, bytes and type."""

    key: str
    name: str
    data: bytes
    extension: str
    mime_type: str

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


@dataclass
class Submission:
    """What the visitor sent: text values and files by key, problems found while reading."""

    values: dict[str, str] = field(default_factory=dict)
    files: dict[str, list[SentFile]] = field(default_factory=dict)
    errors: list[FieldError] = field(default_factory=list)


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


def check(fields: list[FormField], sent: Submission) -> list[FieldError]:
    """Every problem of a submission, by the field key the client sent."""
    known = {f.key for f in fields}
    uploads = {f.key for f in fields if f.type == "upload"}
    errors = list(sent.errors)
    errors += [FieldError(key, msg.EXTRA_FIELD) for key in sent.values if key not in known]
    errors += [
        FieldError(f"{key}[]", msg.EXTRA_FIELD if key not in known else texts.FORM_NO_FILES)
        for key in sent.files
        if key not in uploads
    ]
    for f in fields:
        value = sent.values.get(f.key, "").strip()
        if f.type == "upload":
            if value:
                errors.append(FieldError(f.key, msg.INVALID))
            elif f.required and not sent.files.get(f.key):
                errors.append(FieldError(f.key, msg.BLANK))
            continue
        if f.type == "boolean":
            if f.required and value.lower() not in TRUE:
                errors.append(FieldError(f.key, msg.BLANK))
            continue
        if not value:
            if f.required:
                errors.append(FieldError(f.key, msg.BLANK))
        elif len(value) > MAX_VALUE:
            errors.append(FieldError(f.key, msg.TOO_LONG.format(limit=MAX_VALUE)))
        elif f.type == "select" and f.options and value not in f.options:
            errors.append(FieldError(f.key, msg.CHOICE))
        elif f.input == "email" and not EMAIL.match(value):
            errors.append(FieldError(f.key, msg.EMAIL))
        elif f.input == "phone" and not PHONE.match(value):
            errors.append(FieldError(f.key, msg.INVALID))
    return errors


def mail_text(intro: str, fields: list[FormField], sent: Submission) -> str:
    lines = []
    for f in fields:
        if f.type == "upload":
            names = ", ".join(file.name for file in sent.files.get(f.key, []))
            lines.append(f"{f.label}: {names or '-'}")
        else:
            lines.append(f"{f.label}: {sent.values.get(f.key, '').strip()}")
    return (intro.strip() + "\n\n" if intro.strip() else "") + "\n".join(lines) + "\n"


def file_error(sent: SentFile, position: int, data: bytes) -> FieldError | None:
    """Why a sent file is not taken (002 §8's text), or None."""
    extension = sent.name.rsplit(".", 1)[-1].lower() if "." in sent.name else ""
    known = UPLOAD_TYPES.get(extension) if extension in FILE_TYPES else None
    if known is None or not data or not known[1](data):
        name = sent.name or "?"
        return FieldError(f"{sent.key}[{position}]", texts.FORM_FILE.format(name=name))
    return None


async def read_submission(request: web.Request) -> Submission:
    """The posted values and files, within the limits (too much: errors, not a 500)."""
    if request.content_type == "application/x-www-form-urlencoded":
        posted = await request.post()
        sent = Submission()
        for key, value in posted.items():
            if isinstance(value, str):
                _add_value(sent, key, value)
        return sent
    if request.content_type != "multipart/form-data":
        raise ApiError(415, texts.FORM_CONTENT_TYPE)
    declared = request.content_length
    if declared is not None and declared > MAX_TOTAL + MAX_PARTS * (MAX_VALUE * 4 + 512):
        raise ApiError(413, texts.FORM_FILES_TOO_LARGE.format(limit=MAX_TOTAL // MB))
    sent = Submission()
    total = count = 0
    try:
        reader = await request.multipart()
        for _ in range(MAX_PARTS + 1):
            part = await reader.next()
            if part is None:
                return sent
            if not isinstance(part, BodyPartReader) or not part.name:
                raise ApiError(400, msg.BAD_REQUEST)
            if part.filename is None:
                raw = await _read(part, MAX_VALUE * 4)
                if raw is None:
                    sent.errors.append(FieldError(part.name, msg.TOO_LONG.format(limit=MAX_VALUE)))
                else:
                    _add_value(sent, part.name, raw.decode("utf-8", errors="replace"))
                continue
            key = part.name.removesuffix("[]")
            position = len(sent.files.get(key, []))
            count += 1
            data = await _read(part, MAX_FILE)
            name = clean_name(part.filename)
            if count > MAX_FILES:
                message = texts.FORM_TOO_MANY_FILES.format(limit=MAX_FILES)
                sent.errors.append(FieldError(f"{key}[{position}]", message))
                continue
            if data is None:
                sent.errors.append(
                    FieldError(f"{key}[{position}]", texts.FORM_FILE.format(name=name or "?"))
                )
                continue
            total += len(data)
            if total > MAX_TOTAL:
                sent.errors.append(
                    FieldError(key, texts.FORM_FILES_TOO_LARGE.format(limit=MAX_TOTAL // MB))
                )
                continue
            extension = name.rsplit(".", 1)[-1].lower() if "." in name else ""
            mime = UPLOAD_TYPES[extension][0] if extension in FILE_TYPES else ""
            file = SentFile(key, name, data, extension, mime)
            error = file_error(file, position, data)
            if error is not None:
                sent.errors.append(error)
            sent.files.setdefault(key, []).append(file)
    except (ValueError, HttpProcessingError):  # a malformed multipart body
        raise ApiError(400, msg.BAD_REQUEST) from None
    raise ApiError(400, msg.BAD_REQUEST)  # too many parts


def _add_value(sent: Submission, key: str, value: str) -> None:
    if "\x00" in value or "\x00" in key:
        sent.errors.append(FieldError(key.replace("\x00", ""), msg.INVALID))
    else:
        sent.values[key] = value


async def _read(part: BodyPartReader, limit: int) -> bytes | None:
    """The part's bytes, or None when it exceeds ``limit`` (the rest is read and dropped)."""
    buffer = bytearray()
    too_large = False
    while chunk := await part.read_chunk(CHUNK):
        if not too_large:
            buffer += chunk
            too_large = len(buffer) > limit
    return None if too_large else bytes(buffer)


def digest_of(node_id: int, client: str, sent: Submission) -> str:
    """The identity of a submission: its form, client, values and file contents."""
    h = hashlib.sha256(f"{node_id}\x00{client}".encode())
    for key in sorted(sent.values):
        h.update(f"\x00v{key}\x00{sent.values[key]}".encode())
    for key in sorted(sent.files):
        for file in sent.files[key]:
            h.update(f"\x00f{key}\x00{file.name}\x00{file.digest}".encode())
    return h.hexdigest()


def submission_key(node_id: int, client: str, idempotency_key: str | None, digest: str) -> str:
    """The unique key: the client's Idempotency-Key, else the digest in its time window."""
    if idempotency_key is not None:
        raw = f"key\x00{node_id}\x00{client}\x00{idempotency_key}"
    else:
        window = int(utcnow().timestamp() // WINDOW.total_seconds())
        raw = f"auto\x00{digest}\x00{window}"
    return hashlib.sha256(raw.encode()).hexdigest()


async def previous(
    request: web.Request, key: str, digest: str, by_key: bool
) -> FormSubmission | None:
    """The stored submission this one repeats, if any (422 for a reused key)."""
    async with request.app[DB].session() as s:
        found = await s.scalar(select(FormSubmission).where(FormSubmission.key == key))
        if found is None and not by_key:
            found = await s.scalar(
                select(FormSubmission)
                .where(
                    FormSubmission.digest == digest,
                    FormSubmission.created_at >= utcnow() - WINDOW,
                )
                .limit(1)
            )
    if found is not None and found.digest != digest:
        raise ApiError(422, texts.FORM_KEY_REUSED, field="Idempotency-Key")
    return found


@routes.post(
    "/api/custom/form/{id:\\d+}",
    response={"type": "object"},
    errors=(400, 404, 413, 415, 422, 429),
    summary="Send a public form (multipart data keyed by fieldId, files under key[]); "
    "stored once and mailed to its recipients; send an Idempotency-Key to make retries safe",
)
async def send_form(request: web.Request) -> web.Response:
    refuse_if_over(request, "custom-form", PER_MINUTE)
    db, settings, client = request.app[DB], request.app[SETTINGS], client_key(request)
    await budget.check(db, settings, client, None)  # the upload budget: before the body
    idempotency_key = request.headers.get("Idempotency-Key")
    if idempotency_key is not None and not (
        1 <= len(idempotency_key) <= 255 and idempotency_key.isprintable()
    ):
        raise ApiError(422, msg.INVALID, field="Idempotency-Key")
    async with request.app[DB].session() as s:
        node = await s.get(Node, path_id(request))
    if node is None or node.type != "form" or not node.is_public:
        raise not_found()
    content = node.content or {}
    fields = form_fields(content)
    sent = await read_submission(request)
    errors = check(fields, sent)
    if errors:
        raise ApiError(422, errors)
    thanks = ok({"message": content.get("thankYouMessage") or texts.FORM_THANKS})
    digest = digest_of(node.id, client, sent)
    key = submission_key(node.id, client, idempotency_key, digest)
    if await previous(request, key, digest, idempotency_key is not None) is not None:
        return thanks  # a retry: stored and sent already
    size = sum(len(file.data) for files in sent.files.values() for file in files)
    if size:
        await budget.spend(db, settings, client, size, None)
    limiter(request, "custom-form", PER_MINUTE).hit(client)
    stored = await store_files(request, sent)
    try:
        async with request.app[DB].transaction() as s:
            s.add(
                FormSubmission(
                    node_id=node.id, key=key, digest=digest, data=sent.values, files=stored
                )
            )
    except IntegrityError:  # the same submission, stored by a concurrent retry
        for file in stored:
            await request.app[STORAGE].delete(file["key"])
        await previous(request, key, digest, idempotency_key is not None)
        return thanks
    send_mails(request, node.id, str(content.get("name") or node.identifier), content, sent)
    return thanks


async def store_files(request: web.Request, sent: Submission) -> list[dict[str, Any]]:
    stored = []
    for files in sent.files.values():
        for file in files:
            key = f"forms/{secrets.token_hex(16)}.{file.extension}"
            await request.app[STORAGE].put(key, file.data, file.mime_type)
            stored.append(
                {"key": key, "name": file.name, "size": len(file.data), "mimeType": file.mime_type}
            )
    return stored


def send_mails(
    request: web.Request, node_id: int, name: str, content: Mapping[str, Any], sent: Submission
) -> None:
    """Each ``sendMail`` action, after the answer (a slow mail server delays nobody)."""
    settings = request.app[SETTINGS]
    fields = form_fields(content)
    attachments = [
        Attachment(file.name, file.data, file.mime_type)
        for files in sent.files.values()
        for file in files
    ]
    for action in content.get("actions") or []:
        recipient = action.get("recipient") if isinstance(action, dict) else None
        if action.get("type") == "sendMail" and isinstance(recipient, str) and recipient:
            subject = str(action.get("subject") or texts.FORM_SUBJECT.format(form=name))
            text = mail_text(str(action.get("message") or ""), fields, sent)
            request.app[BACKGROUND].spawn(
                send_mail(settings, recipient, subject, text, attachments=attachments),
                f"mail-form-{node_id}",
            )
