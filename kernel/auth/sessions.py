"""Server-side sessions in an HttpOnly cookie, CSRF double-submit, role checks.

The session row is read on each request that carries the cookie, so logging out,
disabling a user or changing its roles takes effect on the very next request.
Anonymous requests cost no database work.
"""

from __future__ import annotations

import datetime as dt
import hmac
import secrets
from collections.abc import Awaitable, Callable

from aiohttp import hdrs, web
from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from kernel import messages as msg
from kernel.api.answers import ApiError
from kernel.auth.models import ROLE_ADMIN, ROLE_EMPLOYEE, Session, User
from kernel.auth.tokens import digest
from kernel.db import DB, utcnow
from kernel.proxy import origin_allowed
from kernel.settings import SETTINGS

SESSION_COOKIE = "tresen_session"
CSRF_COOKIE = "XSRF-TOKEN"
CSRF_HEADER = "X-XSRF-TOKEN"
SESSION_LIFETIME = dt.timedelta(days=14)
UNSAFE = frozenset({"POST", "PUT", "PATCH", "DELETE"})
_USER = web.RequestKey("user", object)
_SESSION = web.RequestKey("session", object)


async def current_user(request: web.Request) -> User | None:
    """The signed-in user, or None; loaded once per request."""
    if _USER in request:
        return request[_USER]  # type: ignore[return-value]
    user = None
    # No Cookie header (an anonymous visitor, every cached page): no cookie parsing.
    token = request.cookies.get(SESSION_COOKIE) if hdrs.COOKIE in request.headers else None
    if token:
        async with request.app[DB].session() as s:
            row = (
                await s.execute(
                    select(Session, User)
                    .join(User, User.id == Session.user_id)
                    .where(Session.id == digest(token))
                )
            ).first()
        if row is not None:
            session, candidate = row
            now = utcnow()
            usable = (
                session.expires_at > now
                and candidate.is_enabled
                and (candidate.expires_at is None or candidate.expires_at > now)
            )
            if usable:
                if request.method in UNSAFE and not _csrf_matches(request, session.csrf_token):
                    raise ApiError(403, msg.INVALID_CSRF)
                user = candidate
                request[_SESSION] = session
    request[_USER] = user
    return user


def forget_user(request: web.Request) -> None:
    """Drop the user loaded for ``request``, so the next :func:`current_user` reads the
    session again (a long-lived stream checking that its session still stands)."""
    request.pop(_USER, None)
    request.pop(_SESSION, None)


async def require_user(request: web.Request) -> User:
    user = await current_user(request)
    if user is None:
        raise ApiError(401, msg.UNAUTHORIZED)
    return user


async def require_staff(request: web.Request) -> User:
    """401 without a session, 403 without a staff role (ROLE_ADMIN or ROLE_EMPLOYEE)."""
    user = await require_user(request)
    if ROLE_ADMIN not in user.roles and ROLE_EMPLOYEE not in user.roles:
        raise ApiError(403, msg.FORBIDDEN)
    return user


async def require_admin(request: web.Request) -> User:
    user = await require_user(request)
    if ROLE_ADMIN not in user.roles:
        raise ApiError(403, msg.FORBIDDEN)
    return user


async def start_session(request: web.Request, user: User, response: web.Response) -> None:
    """Sign ``user`` in: a fresh session id (never the one the browser brought)."""
    token = secrets.token_urlsafe(32)
    csrf = secrets.token_urlsafe(32)
    async with request.app[DB].transaction() as s:
        old = request.cookies.get(SESSION_COOKIE)
        if old:
            await s.execute(delete(Session).where(Session.id == digest(old)))
        s.add(
            Session(
                id=digest(token),
                user_id=user.id,
                csrf_token=csrf,
                expires_at=utcnow() + SESSION_LIFETIME,
            )
        )
    max_age = int(SESSION_LIFETIME.total_seconds())
    secure = request.secure or request.app[SETTINGS].is_https
    response.set_cookie(
        SESSION_COOKIE,
        token,
        httponly=True,
        samesite="Lax",
        secure=secure,
        max_age=max_age,
        path="/",
    )
    response.set_cookie(
        CSRF_COOKIE,
        csrf,
        httponly=False,
        samesite="Lax",
        secure=secure,
        max_age=max_age,
        path="/",
    )


def own_session_id(request: web.Request) -> str | None:
    """The id of the session making this request (after :func:`current_user`), or None."""
    own = request.get(_SESSION)
    return own.id if isinstance(own, Session) else None


async def revoke_sessions(s: AsyncSession, keep: str | None, user_id: int) -> None:
    """End every session of ``user_id`` except ``keep`` (the caller's own: a user who
    changes their own password stays signed in where they did it)."""
    stmt = delete(Session).where(Session.user_id == user_id)
    if keep is not None:
        stmt = stmt.where(Session.id != keep)
    await s.execute(stmt)


async def end_session(request: web.Request, response: web.Response) -> None:
    token = request.cookies.get(SESSION_COOKIE)
    if token:
        async with request.app[DB].transaction() as s:
            await s.execute(delete(Session).where(Session.id == digest(token)))
    response.del_cookie(SESSION_COOKIE, path="/")
    response.del_cookie(CSRF_COOKIE, path="/")


def _csrf_matches(request: web.Request, expected: str) -> bool:
    header = request.headers.get(CSRF_HEADER, "")
    cookie = request.cookies.get(CSRF_COOKIE, "")
    return (
        bool(header)
        and hmac.compare_digest(header, cookie)
        and hmac.compare_digest(header, expected)
    )


def csrf_exempt(
    handler: Callable[[web.Request], Awaitable[web.StreamResponse]],
) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
    """Mark a handler that has no session yet to protect (login); the Origin check remains."""
    handler.__csrf_exempt__ = True  # type: ignore[attr-defined]
    return handler


@web.middleware
async def csrf_middleware(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """Refuse cross-origin writes, and writes with a session but without the CSRF token.

    The Origin must match in scheme, host and port. A write that carries the session
    cookie must name its Origin (every browser does for POST, PUT and DELETE); one
    without cookies (a payment provider's webhook, a script) has no ambient credentials
    to abuse and may go without.
    """
    if request.method in UNSAFE:
        origin = request.headers.get("Origin")
        has_session = bool(request.cookies.get(SESSION_COOKIE))
        if (origin is None and has_session) or (
            origin is not None and not origin_allowed(request, origin)
        ):
            raise ApiError(403, msg.INVALID_CSRF)
        exempt = getattr(request.match_info.handler, "__csrf_exempt__", False)
        if has_session and not exempt:
            header = request.headers.get(CSRF_HEADER, "")
            cookie = request.cookies.get(CSRF_COOKIE, "")
            if not header or not hmac.compare_digest(header, cookie):
                raise ApiError(403, msg.INVALID_CSRF)
    return await handler(request)
