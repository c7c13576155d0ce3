"""A local SMS gateway speaking the plugins/sms provider's HTTP API: ``POST /sms`` with
``{"to", "text"}`` and ``Authorization: Bearer <token>``; answers 202, or 401 for a wrong
token, or 503 while ``outage`` is set."""

from __future__ import annotations

from typing import Any

from aiohttp import web

TOKEN = "sms-token"


class FakeSmsGateway:
    def __init__(self, token: str = TOKEN) -> None:
        self.token = token
        self.outage = False
        self.received: list[dict[str, Any]] = []
        self.app = web.Application()
        self.app.router.add_post("/sms", self.handle)

    async def handle(self, request: web.Request) -> web.Response:
        if self.outage:
            return web.json_response({"error": "unavailable"}, status=503)
        if request.headers.get("Authorization") != f"Bearer {self.token}":
            return web.json_response({"error": "unauthorized"}, status=401)
        self.received.append(await request.json())
        return web.json_response({"status": "queued"}, status=202)
