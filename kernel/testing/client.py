"""A test client that speaks the Tresen API (JSON, CSRF header, Origin) and helpers to
add users; used by the kernel's suite and by :mod:`kernel.testing.fixtures`."""

from __future__ import annotations

import socket
from typing import Any

from aiohttp.test_utils import TestClient

from kernel.auth.models import User
from kernel.auth.passwords import hash_password
from kernel.db import Database

#: The password of every user the fixtures create.
PASSWORD = "geheim-admin-1"


class Api:
    """A test client that speaks the API: JSON in, (status, body) out, CSRF header set."""

    def __init__(self, client: TestClient[Any, Any]) -> None:
        self.client = client
        self.app = client.app

    def _headers(self, extra: dict[str, str] | None) -> dict[str, str]:
        # Like a browser: the page's origin on every request (writes need it).
        headers = {"Origin": str(self.client.make_url("/")).rstrip("/")}
        for cookie in self.client.session.cookie_jar:
            if cookie.key == "XSRF-TOKEN":
                headers["X-XSRF-TOKEN"] = cookie.value
        return {**headers, **(extra or {})}

    async def call(
        self,
        method: str,
        path: str,
        json: Any = None,
        headers: dict[str, str] | None = None,
        **kw: Any,
    ) -> tuple[int, Any]:
        resp = await self.client.request(
            method, path, json=json, headers=self._headers(headers), **kw
        )
        body = await resp.json() if resp.content_type == "application/json" else await resp.text()
        return resp.status, body

    async def get(self, path: str, **kw: Any) -> tuple[int, Any]:
        return await self.call("GET", path, **kw)

    async def post(self, path: str, json: Any = None, **kw: Any) -> tuple[int, Any]:
        return await self.call("POST", path, json=json, **kw)

    async def put(self, path: str, json: Any = None, **kw: Any) -> tuple[int, Any]:
        return await self.call("PUT", path, json=json, **kw)

    async def delete(self, path: str, **kw: Any) -> tuple[int, Any]:
        return await self.call("DELETE", path, **kw)

    async def login(self, username: str, password: str = PASSWORD) -> tuple[int, Any]:
        return await self.post("/api/login", {"username": username, "password": password})


async def add_user(
    url: str, username: str, roles: list[str], password: str = PASSWORD, **fields: Any
) -> int:
    """Insert a user straight into the database; returns its id."""
    db = Database(url)
    try:
        async with db.transaction() as s:
            user = User(
                username=username,
                email=f"{username}@example.com",
                roles=roles,
                branch_ids=fields.pop("branch_ids", []),
                password_hash=hash_password(password),
                **fields,
            )
            s.add(user)
            await s.flush()
            return int(user.id)
    finally:
        await db.dispose()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])
