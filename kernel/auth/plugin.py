"""Built-in plugin ``auth``: sign in, sign out, the current user."""

from __future__ import annotations

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import select

from kernel import messages as msg
from kernel.api import ApiError, Routes, ok, read_body
from kernel.auth.models import User
from kernel.auth.passwords import verify_password
from kernel.auth.sessions import csrf_exempt, end_session, require_user, start_session
from kernel.db import utcnow
from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest
from kernel.state import DB

routes = Routes(tag="auth")


class Credentials(BaseModel):
    model_config = ConfigDict(extra="forbid")

    username: str = Field(min_length=1, max_length=180)
    password: str = Field(min_length=1, max_length=4096)


class UserOut(BaseModel):
    id: int
    username: str
    email: str
    roles: list[str]
    branches: list[dict[str, int]]


@routes.post(
    "/api/login",
    body=Credentials,
    response=UserOut,
    errors=(401,),
    summary="Sign in with username and password; sets the session cookie",
)
@csrf_exempt
async def login(request: web.Request) -> web.Response:
    creds = await read_body(request, Credentials)
    async with request.app[DB].session() as s:
        user = await s.scalar(select(User).where(User.username == creds.username))
    # A missing account costs the same hash verification and answers the same.
    valid = await verify_password(user.password_hash if user else None, creds.password)
    if user is None or not valid:
        raise ApiError(401, msg.INVALID_CREDENTIALS)
    if not user.is_enabled:
        raise ApiError(401, msg.ACCOUNT_DISABLED)
    if user.expires_at is not None and user.expires_at <= utcnow():
        raise ApiError(401, msg.ACCOUNT_EXPIRED)
    response = ok(user.public())
    await start_session(request, user, response)
    return response


@routes.post("/api/logout", response={"type": "null"}, summary="Sign out; ends the session")
async def logout(request: web.Request) -> web.Response:
    response = ok(None)
    await end_session(request, response)
    return response


@routes.get("/api/users/me", response=UserOut, errors=(401,), summary="The signed-in user")
async def me(request: web.Request) -> web.Response:
    return ok((await require_user(request)).public())


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="auth", title="Anmeldung", version=KERNEL_VERSION)


@hookimpl
def tresen_routes() -> Routes:
    return routes
