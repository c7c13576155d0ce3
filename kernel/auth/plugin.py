"""Built-in plugin ``auth``: sign in (password or e-mailed link), sign out, users, roles."""

from __future__ import annotations

import datetime as dt

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from kernel import messages as msg
from kernel.api.answers import ApiError, ok
from kernel.api.requests import read_body
from kernel.api.routes import Routes
from kernel.auth import links, lockout
from kernel.auth.models import ROLE_ADMIN, ROLE_EMPLOYEE, User
from kernel.auth.passwords import verify_password
from kernel.auth.sessions import csrf_exempt, end_session, require_user, start_session
from kernel.auth.users import USERS
from kernel.background import BACKGROUND
from kernel.db import DB, utcnow
from kernel.entities import Resource
from kernel.hookspecs import hookimpl
from kernel.mail import send_mail
from kernel.manifest import KERNEL_VERSION, Manifest
from kernel.ratelimit import client_key
from kernel.settings import SETTINGS

routes = Routes(tag="auth")


class Credentials(BaseModel):
    model_config = ConfigDict(extra="forbid")

    username: str = Field(min_length=1, max_length=180)
    password: str = Field(min_length=1, max_length=4096)


class LinkRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    username: str = Field(min_length=1, max_length=180)


class CurrentUserOut(BaseModel):
    id: int
    username: str
    email: str
    roles: list[str]
    branches: list[dict[str, int]]


def _usable(user: User) -> None:
    """Refuse accounts that may not sign in, with the German texts of spec 000 §5."""
    if not user.is_enabled:
        raise ApiError(401, msg.ACCOUNT_DISABLED)
    if user.is_locked:
        raise ApiError(401, msg.ACCOUNT_LOCKED)
    if user.expires_at is not None and user.expires_at <= utcnow():
        raise ApiError(401, msg.ACCOUNT_EXPIRED)


async def find_user(s: AsyncSession, name: str) -> User | None:
    """The user signing in as ``name``: by username, else by e-mail when exactly one user
    has that address (the back office's form takes either)."""
    user = await s.scalar(select(User).where(User.username == name))
    if user is None and "@" in name:
        found = list(await s.scalars(select(User).where(User.email == name).limit(2)))
        user = found[0] if len(found) == 1 else None
    return user


@routes.post(
    "/api/login",
    body=Credentials,
    response=CurrentUserOut,
    errors=(401,),
    summary="Sign in with username and password; sets the session cookie",
)
@csrf_exempt
async def login(request: web.Request) -> web.Response:
    creds = await read_body(request, Credentials)
    db = request.app[DB]
    now = utcnow()
    async with db.session() as s:
        user = await find_user(s, creds.username)
    account = lockout.account_of(user.id if user else None, creds.username)
    async with db.transaction() as s:
        attempt = await lockout.reserve(s, account, client_key(request), now)
    if attempt.address_blocked:
        retry = attempt.address.seconds_left(now)
        raise ApiError(429, msg.TOO_MANY_REQUESTS, headers={"Retry-After": str(retry)})
    if not attempt.may_verify:
        raise _throttled(attempt, now)
    # The same work for unknown names: a verification against a dummy hash.
    right = await verify_password(user.password_hash if user else None, creds.password)
    if user is None or not right:
        if attempt.last_allowed:
            raise _throttled(attempt, now)
        raise ApiError(401, msg.INVALID_CREDENTIALS)
    _usable(user)
    async with db.transaction() as s:
        await lockout.succeeded(s, attempt, now)
        await s.execute(update(User).where(User.id == user.id).values(last_login_at=now))
    response = ok(user.public())
    await start_session(request, user, response)
    return response


def _throttled(attempt: lockout.Attempt, now: dt.datetime) -> ApiError:
    minutes = lockout.minutes_left(attempt.blocked_until(), now)
    return ApiError(401, msg.TOO_MANY_ATTEMPTS.format(minutes=minutes))


@routes.post(
    "/api/login-link",
    body=LinkRequest,
    response={"type": "null"},
    status=202,
    summary="E-mail a one-time sign-in link (same answer whether the user exists)",
)
@csrf_exempt
async def request_link(request: web.Request) -> web.Response:
    body = await read_body(request, LinkRequest)
    token = None
    async with request.app[DB].transaction() as s:
        user = await find_user(s, body.username)
        if user is not None and user.is_enabled and not user.is_locked:
            token = await links.issue(s, user, utcnow())
    if user is not None and token is not None:
        url = f"{request.app[SETTINGS].public_url}/api/login-link/{token}"
        text = msg.LOGIN_LINK_MAIL.format(
            username=user.username, url=url, minutes=int(links.LIFETIME.total_seconds() // 60)
        )
        # Sent after answering: the answer takes as long whether or not the user exists.
        request.app[BACKGROUND].spawn(
            send_mail(request.app[SETTINGS], user.email, msg.LOGIN_LINK_SUBJECT, text),
            "mail-login-link",
        )
    return ok(None, status=202)


#: Why a sign-in link did not sign in, as the sign-in page names it (``?link=…``; the page
#: holds the German texts: ui-shell/shell/src/backend/login.ts).
LINK_PROBLEMS = {
    msg.INVALID_LOGIN_LINK: "invalid",
    msg.ACCOUNT_DISABLED: "disabled",
    msg.ACCOUNT_LOCKED: "locked",
    msg.ACCOUNT_EXPIRED: "expired",
}


@routes.get(
    "/api/login-link/{token}",
    response={"type": "null"},
    status=303,
    errors=(401,),
    summary="Sign in with a one-time link, then continue to /backend (a browser that "
    "cannot sign in with it goes to the sign-in page with the reason)",
)
async def redeem_link(request: web.Request) -> web.Response:
    try:
        user = await _link_user(request, request.match_info["token"])
    except ApiError as exc:
        if "text/html" not in request.headers.get("Accept", ""):
            raise  # an API client: the JSON error
        reason = LINK_PROBLEMS.get(exc.errors[0].message, "invalid")
        return web.Response(status=303, headers={"Location": f"/backend/login?link={reason}"})
    response = web.Response(status=303, headers={"Location": "/backend"})
    await start_session(request, user, response)
    return response


async def _link_user(request: web.Request, token: str) -> User:
    """The user a sign-in link is for (the link is used up), or a 401."""
    async with request.app[DB].transaction() as s:
        user_id = await links.redeem(s, token, utcnow()) if len(token) <= 100 else None
        user = await s.get(User, user_id) if user_id is not None else None
    if user is None:
        raise ApiError(401, msg.INVALID_LOGIN_LINK)
    _usable(user)
    return user


@routes.post("/api/logout", response={"type": "null"}, summary="Sign out; ends the session")
async def logout(request: web.Request) -> web.Response:
    response = ok(None)
    await end_session(request, response)
    return response


@routes.get("/api/users/me", response=CurrentUserOut, errors=(401,), summary="The signed-in user")
async def me(request: web.Request) -> web.Response:
    return ok((await require_user(request)).public())


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="auth", title="Anmeldung", version=KERNEL_VERSION)


@hookimpl
def tresen_routes() -> Routes:
    return routes


@hookimpl
def tresen_entities() -> list[Resource]:
    return [USERS]


@hookimpl
def tresen_roles() -> dict[str, str]:
    return {ROLE_ADMIN: "Administrator", ROLE_EMPLOYEE: "Mitarbeiter"}
