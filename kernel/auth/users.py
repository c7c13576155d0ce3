"""The ``users`` resource: staff accounts, their roles and branches (admins only)."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any

from aiohttp import web
from pydantic import EmailStr, Field
from sqlalchemy.ext.asyncio import AsyncSession

from kernel import messages as msg
from kernel.api.answers import ApiError
from kernel.auth.models import User
from kernel.auth.passwords import hash_password
from kernel.auth.sessions import revoke_sessions
from kernel.entities import Caller, Filter, OutSchema, Policy, Ref, RefOut, Resource, Schema
from kernel.errors import FieldError
from kernel.plugins import REGISTRY
from kernel.validators import AwareTime

Username = Annotated[str, Field(min_length=1, max_length=180)]
Role = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^ROLE_[A-Z0-9_]+$")]


class UserEmail(Schema):
    """The address check of a user (the CLI applies it too: no account it cannot edit)."""

    email: EmailStr


class UserIn(Schema):
    username: Username
    email: EmailStr
    password: str = Field(min_length=8, max_length=4096)
    roles: list[Role] = Field(default_factory=list, max_length=20)
    branches: list[Ref] = Field(default_factory=list, max_length=500)
    is_enabled: bool = True
    is_locked: bool = False
    expires_at: AwareTime | None = None


class UserUpdate(UserIn):
    password: str | None = Field(None, min_length=8, max_length=4096)  # type: ignore[assignment]


class UserOut(OutSchema):
    id: int
    username: str
    email: str
    roles: list[str]
    branches: list[RefOut]
    is_enabled: bool
    is_locked: bool
    expires_at: dt.datetime | None
    created_at: dt.datetime
    last_login_at: dt.datetime | None


def known_roles(app: web.Application) -> dict[str, str]:
    """Every role any installed plugin contributes (role name → German label)."""
    roles: dict[str, str] = {}
    for _plugin, contributed in app[REGISTRY].declared("tresen_roles"):
        roles.update(contributed)
    return roles


async def _before_save(
    caller: Caller, s: AsyncSession, current: Any, values: dict[str, Any]
) -> None:
    roles = known_roles(caller.app)
    bad = [
        FieldError(f"roles[{i}]", msg.CHOICE)
        for i, role in enumerate(values.get("roles", []))
        if role not in roles
    ]
    if bad:
        raise ApiError(422, bad)
    password = values.pop("password", None)
    if password:
        values["password_hash"] = hash_password(password)
    if current is not None and _loses_access(current, values, bool(password)):
        await revoke_sessions(s, caller.session_id, current.id)


def _loses_access(current: User, values: dict[str, Any], new_password: bool) -> bool:
    """A new password, disabling, locking or a role taken away: other sessions end."""
    return (
        new_password
        or (current.is_enabled and values.get("is_enabled") is False)
        or (not current.is_locked and values.get("is_locked") is True)
        or bool(set(current.roles) - set(values.get("roles", current.roles)))
    )


USERS = Resource(
    name="users",
    model=User,
    create=UserIn,
    update=UserUpdate,
    out=UserOut,
    policy=Policy(rules_of="users"),
    refs={"branches": ("branches", "branch_ids")},  # the branches domain's table
    filters={
        "username": Filter(User.username, str, "like"),
        "email": Filter(User.email, str, "like"),
    },
    unique=("username", "email"),
    sort=("id", "username", "email"),
    default_sort="username",
    before_save=_before_save,
)
