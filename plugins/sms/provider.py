"""The SMS gateway client: ``POST {url}`` with ``{"to", "text"}`` and a bearer token."""

from __future__ import annotations

from typing import Protocol

import aiohttp

from plugins.sms.settings import SmsSettings


class SmsProvider(Protocol):
    async def send(self, to: str, text: str) -> None: ...


class HttpSmsProvider:
    """A gateway taking ``POST {url}`` with ``{"to", "text"}`` and a bearer token; raises
    :class:`aiohttp.ClientError` (or :class:`TimeoutError`) when it refuses or is away."""

    def __init__(self, url: str, token: str, timeout: float = 10.0) -> None:
        self.url = url
        self.token = token
        self.timeout = timeout

    async def send(self, to: str, text: str) -> None:
        async with (
            aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=self.timeout)) as http,
            http.post(
                self.url,
                json={"to": to, "text": text},
                headers={"Authorization": f"Bearer {self.token}"},
            ) as resp,
        ):
            resp.raise_for_status()


def sms_provider(settings: SmsSettings) -> SmsProvider | None:
    """The configured gateway, or None when ``TRESEN_SMS_URL`` is empty."""
    if not settings.sms_url:
        return None
    return HttpSmsProvider(settings.sms_url, settings.sms_token, settings.sms_timeout)
