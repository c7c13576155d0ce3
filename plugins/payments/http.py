"""One JSON call to a provider over aiohttp, with a timeout and ProviderError on failure."""

from __future__ import annotations

from typing import Any

import aiohttp

from plugins.payments.provider import ProviderError


async def call(
    method: str,
    url: str,
    *,
    seconds: float,
    headers: dict[str, str] | None = None,
    json: Any = None,
) -> tuple[int, Any, dict[str, str]]:
    """(status, JSON body or None, headers); ProviderError when unreachable or 5xx."""
    try:
        async with (
            aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=seconds)) as session,
            session.request(method, url, headers=headers, json=json) as resp,
        ):
            body = await resp.json(content_type=None) if resp.content_length != 0 else None
            if resp.status >= 500:
                raise ProviderError(f"{method} {url}: {resp.status}")
            return resp.status, body, dict(resp.headers)
    except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
        raise ProviderError(f"{method} {url}: {exc!r}") from exc
