"""Outgoing e-mail through SMTP (aiosmtplib), sent after the transaction that caused it."""

from __future__ import annotations

import logging
from email.message import EmailMessage

import aiosmtplib

from kernel.settings import Settings

log = logging.getLogger(__name__)


async def send_mail(
    settings: Settings, to: str, subject: str, text: str, html: str | None = None
) -> bool:
    """Send one message; a failure is logged and reported as False, never raised."""
    message = EmailMessage()
    message["From"] = settings.mail_from
    message["To"] = to
    message["Subject"] = subject
    message.set_content(text)
    if html is not None:
        message.add_alternative(html, subtype="html")
    try:
        await aiosmtplib.send(
            message, hostname=settings.smtp_host, port=settings.smtp_port, timeout=10
        )
    except (aiosmtplib.SMTPException, OSError) as exc:  # the server is down or refuses
        log.warning("could not send mail to %s: %s", to, exc)
        return False
    return True
