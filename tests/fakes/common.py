"""What both payment fakes share: test controls, the checkout page, webhook delivery."""

from __future__ import annotations

import asyncio
import html
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import aiohttp
from aiohttp import web

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
OUTCOMES = ("paid", "failed", "canceled", "expired")


@dataclass
class Controls:
    """Knobs a test turns: provider outage, slowness, webhook copies or none."""

    outage: bool = False  # every API call answers 503
    delay: float = 0.0  # seconds before every API answer
    webhooks: bool = True  # send webhooks at all
    webhook_copies: int = 1  # deliver each webhook this many times, concurrently
    webhook_answers: list[int] = field(default_factory=list)  # statuses our app answered


CONTROLS = web.AppKey("controls", Controls)
API_KEY = web.AppKey("api_key", str)


def new_id(prefix: str) -> str:
    return prefix + secrets.token_hex(5)


@web.middleware
async def control_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    controls = request.app[CONTROLS]
    api = request.path.startswith("/v")
    if api and not request.path.startswith("/v1/start"):
        if controls.delay:
            await asyncio.sleep(controls.delay)
        if controls.outage:
            return web.json_response({"status": 503, "title": "Service Unavailable"}, status=503)
    return await handler(request)


async def deliver(
    controls: Controls, url: str, send: Callable[[aiohttp.ClientSession], Any]
) -> None:
    """POST one webhook ``webhook_copies`` times at once; record our app's answers."""
    if not controls.webhooks or not url:
        return
    async with aiohttp.ClientSession() as session:

        async def one() -> None:
            async with send(session) as resp:
                controls.webhook_answers.append(resp.status)

        await asyncio.gather(*(one() for _ in range(controls.webhook_copies)))


def checkout_page(title: str, amount: str, action: str) -> web.Response:
    """A minimal hosted payment page: the tester chooses the outcome (like test mode)."""
    buttons = "".join(
        f'<button name="result" value="{o}">{html.escape(label)}</button> '
        for o, label in (
            ("paid", "Bezahlen"),
            ("failed", "Fehlschlagen lassen"),
            ("canceled", "Abbrechen"),
            ("expired", "Ablaufen lassen"),
        )
    )
    body = (
        '<!doctype html><html lang="de"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{html.escape(title)}</title></head><body><main>"
        f"<h1>{html.escape(title)}</h1><p>Betrag: {html.escape(amount)}</p>"
        f'<form method="post" action="{html.escape(action)}">{buttons}</form>'
        "</main></body></html>"
    )
    return web.Response(text=body, content_type="text/html")
