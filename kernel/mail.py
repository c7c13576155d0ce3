"""Outgoing e-mail through SMTP (aiosmtplib), sent after the transaction that caused it."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from email.message import EmailMessage

import aiosmtplib

from kernel.settings import Settings

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Attachment:
    """A file sent along: its name as the recipient sees it, bytes and MIME type."""

    filename: str
    data: bytes
    mime_type: str = "application/octet-stream"


async def send_mail(
    settings: Settings,
    to: str,
    subject: str,
    text: str,
    html: str | None = None,
    attachments: Sequence[Attachment] = (),
) -> bool:
    """Send one message; a failure is logged and reported as False, never raised."""
    message = EmailMessage()
    message["From"] = settings.mail_from
    message["To"] = to
    message["Subject"] = subject
    message.set_content(text)
    if html is not None:
        message.add_alternative(html, subtype="html")
    for attachment in attachments:
        maintype, _, subtype = attachment.mime_type.partition("/")
        message.add_attachment(
            attachment.data,
            maintype=maintype,
            subtype=subtype or "octet-stream",
            filename=attachment.filename,
        )
    try:
        await aiosmtplib.send(
            message, hostname=settings.smtp_host, port=settings.smtp_port, timeout=10
        )
    except (aiosmtplib.SMTPException, OSError) as exc:  # the server is down or refuses
        log.warning("could not send mail to %s: %s", to, exc)
        return False
    return True
