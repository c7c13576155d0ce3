"""Operations the CLI shares with the app: an app context without an HTTP server."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from aiohttp import web
from sqlalchemy import select

from kernel.api.answers import ApiError
from kernel.api.validation import validate
from kernel.app import create_app
from kernel.auth.models import User
from kernel.auth.passwords import hash_password
from kernel.auth.sessions import revoke_sessions
from kernel.auth.users import UserEmail
from kernel.config.service import CONFIG
from kernel.db import DB
from kernel.plugins import REGISTRY
from kernel.settings import Settings


@asynccontextmanager
async def app_context(settings: Settings) -> AsyncIterator[web.Application]:
    """The started app (schema checked, config loaded), without serving or scheduling."""
    app = create_app(settings.model_copy(update={"scheduler": False}))
    runner = web.AppRunner(app)
    await runner.setup()
    try:
        yield app
    finally:
        await runner.cleanup()


async def create_or_update_user(
    settings: Settings, email: str, password: str, roles: list[str], username: str | None = None
) -> None:
    validate(UserEmail, {"email": email})
    async with app_context(settings) as app, app[DB].transaction() as s:
        user = await s.scalar(select(User).where(User.email == email))
        if user is None:
            user = User(email=email, username=username or email, roles=roles, branch_ids=[])
            s.add(user)
        else:  # a reset: whoever signed in with the old password is out
            await revoke_sessions(s, None, user.id)
        user.password_hash = hash_password(password)
        user.roles = roles
        user.is_enabled = True


async def plugin_table(settings: Settings) -> list[str]:
    async with app_context(settings) as app:
        registry = app[REGISTRY]
        return [
            f"{p.id:<10} {'on ' if registry.is_enabled(p.id) else 'off'}  {p.manifest.version:<8}"
            f" {', '.join(p.manifest.flags)}"
            for p in registry.optional()
        ]


async def switch_plugin(
    settings: Settings, plugin_id: str, on: bool, flag: str | None = None
) -> list[str]:
    """Set all of a plugin's flags (or only ``flag``) to ``on``; returns the flags set."""
    async with app_context(settings) as app:
        plugin = app[REGISTRY].plugins.get(plugin_id)
        if plugin is None or plugin.builtin:
            raise ApiError(404, f"unknown plugin {plugin_id!r}")
        flags = list(plugin.manifest.flags)
        if flag is not None:
            if flag not in flags:
                raise ApiError(
                    422, f"{plugin_id} has no flag {flag!r} (its flags: {', '.join(flags)})"
                )
            flags = [flag]
        await app[CONFIG].update(dict.fromkeys(flags, on), None)
        return flags


async def load_demo(settings: Settings, business: str) -> list[str]:
    """Load the demo business ``business`` through the unit that declares it
    (``tresen_demo_data``)."""
    async with app_context(settings) as app:
        loaders: dict[str, Any] = {}
        for _plugin, declared in app[REGISTRY].declared("tresen_demo_data"):
            loaders.update(declared)
        if business not in loaders:
            known = ", ".join(sorted(loaders)) or "none"
            raise ApiError(404, f"no demo business {business!r} (installed: {known})")
        lines: list[str] = await loaders[business](app)
        return lines
