"""The branch domain's five-call resources and who may use them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, and_, select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.branches import schemas
from domains.branches.models import (
    Branch,
    ContactPerson,
    Department,
    Device,
    Division,
    Table,
)
from domains.media.api import Image
from kernel import ApiError, Caller, Filter, Operation, Policy, Resource, User
from kernel import messages as msg

# Branches: who reaches which is the permission table's row "branches".
BRANCH_POLICY = Policy(
    rules_of="branches",
    public=lambda: and_(Branch.is_public.is_(True), Branch.is_enabled.is_(True)),
    branch=Branch.id,
)


@dataclass(frozen=True)
class ContactPersonPolicy(Policy):
    """Contact persons carry no branch: employees reach those of their branches' departments."""

    def condition(self, user: User | None, op: Operation = "list") -> ColumnElement[bool] | None:
        if self.by_branch(user, op):
            assert user is not None
            mine = select(Department.id).where(Department.branch_id.in_(user.branch_ids or [-1]))
            return ContactPerson.department_id.in_(mine)
        return super().condition(user, op)


CONTACT_PERSONS = ContactPersonPolicy(rules_of="contact-persons")


async def _department_in_reach(
    caller: Caller, s: AsyncSession, current: Any, values: dict[str, Any]
) -> None:
    """An employee's contact person must stay in a department of one of their branches."""
    user = caller.user
    if not CONTACT_PERSONS.by_branch(user, "update" if current is not None else "create"):
        return
    assert user is not None
    department_id = values.get("department_id", getattr(current, "department_id", None))
    branch_id = await s.scalar(select(Department.branch_id).where(Department.id == department_id))
    if branch_id is None or branch_id not in user.branch_ids:
        raise ApiError(422, msg.CHOICE, field="department")


async def _unique_table_identifier(
    caller: Caller, s: AsyncSession, current: Any, values: dict[str, Any]
) -> None:
    """A table identifier is unique within its branch (the QR code on the table names it)."""
    branch_id = values.get("branch_id", getattr(current, "branch_id", None))
    identifier = values.get("identifier", getattr(current, "identifier", None))
    stmt = select(Table.id).where(Table.branch_id == branch_id, Table.identifier == identifier)
    if current is not None:
        stmt = stmt.where(Table.id != current.id)
    if await s.scalar(stmt) is not None:
        raise ApiError(422, msg.ALREADY_USED, field="identifier")


RESOURCES = [
    Resource(
        name="divisions",
        model=Division,
        create=schemas.DivisionIn,
        out=schemas.DivisionOut,
        policy=Policy(rules_of="divisions", public=lambda: Division.is_public.is_(True)),
        unique=("identifier",),
        sort=("id", "name", "identifier"),
        default_sort="name",
        title="organisations",
    ),
    Resource(
        name="branches",
        topic="catalog",  # opening hours and flags change what the storefront shows
        model=Branch,
        create=schemas.BranchIn,
        out=schemas.BranchOut,
        policy=BRANCH_POLICY,
        refs={"division": (Division, "division_id")},
        filters={
            "division": Filter(Branch.division_id, int),
            "city": Filter(Branch.city, str, "like"),
        },
        unique=("identifier",),
        sort=("id", "name", "identifier", "city"),
        default_sort="name",
    ),
    Resource(
        name="departments",
        model=Department,
        create=schemas.DepartmentIn,
        out=schemas.DepartmentOut,
        policy=Policy(rules_of="departments", branch=Department.branch_id),
        refs={"branch": (Branch, "branch_id")},
        filters={
            "branch": Filter(Department.branch_id, int),
            "name": Filter(Department.name, str, "like"),
        },
        sort=("id", "name"),
        default_sort="name",
    ),
    Resource(
        name="contact-persons",
        model=ContactPerson,
        create=schemas.ContactPersonIn,
        out=schemas.ContactPersonOut,
        policy=CONTACT_PERSONS,
        refs={"department": (Department, "department_id"), "image": (Image, "image_id")},
        filters={"department": Filter(ContactPerson.department_id, int)},
        sort=("id", "position", "lastName"),
        default_sort="position",
        before_save=_department_in_reach,
        title="contact persons",
    ),
    Resource(
        name="tables",
        model=Table,
        create=schemas.TableIn,
        out=schemas.TableOut,
        policy=Policy(
            rules_of="tables", public=lambda: Table.is_enabled.is_(True), branch=Table.branch_id
        ),
        refs={"branch": (Branch, "branch_id")},
        filters={"branch": Filter(Table.branch_id, int)},
        sort=("id", "identifier"),
        default_sort="identifier",
        before_save=_unique_table_identifier,
    ),
    Resource(
        name="devices",
        model=Device,
        create=schemas.DeviceIn,
        out=schemas.DeviceOut,
        policy=Policy(rules_of="devices", branch=Device.branch_id),
        refs={"branch": (Branch, "branch_id")},
        filters={"branch": Filter(Device.branch_id, int), "type": Filter(Device.type, str)},
        unique=("identifier",),
        sort=("id", "identifier", "name"),
        default_sort="identifier",
    ),
]
BY_NAME = {r.name: r for r in RESOURCES}
