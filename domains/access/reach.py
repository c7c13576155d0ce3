"""Whose rows a staff member reaches through a hand-written call, read from the permission
table: the one answer to "which users may this caller see" (time sheets, holiday
balances, the payroll export, the statistics' user profile, time tracking)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from kernel import ROLE_ADMIN, ROLE_EMPLOYEE, User, denied, scope


def reaches(caller: User | None, resource: str, op: str, subject: User) -> bool:
    """Whether ``caller`` may do ``op`` on ``resource`` for the person ``subject``."""
    match scope(caller, resource, op):
        case "all":
            return True
        case "branch":
            assert caller is not None
            return subject.id == caller.id or bool(set(subject.branch_ids) & set(caller.branch_ids))
        case "own":
            return caller is not None and subject.id == caller.id
        case _:
            return False


async def people(
    s: AsyncSession, caller: User, resource: str, op: str, asked: int | None
) -> list[User]:
    """The staff ``caller`` reaches (only ``asked`` when given), by username.

    Refused (401/403) when the table gives the caller no scope at all, or when ``asked``
    names someone outside it; an ``asked`` id of nobody answers an empty list."""
    if scope(caller, resource, op) == "none":
        raise denied(caller)
    stmt = select(User).order_by(User.username)
    if asked is not None:
        stmt = stmt.where(User.id == asked)
    users = list(await s.scalars(stmt))
    if asked is not None:
        if users and not reaches(caller, resource, op, users[0]):
            raise denied(caller)
        return users
    return [
        u
        for u in users
        if {ROLE_ADMIN, ROLE_EMPLOYEE} & set(u.roles) and reaches(caller, resource, op, u)
    ]
