"""The contact persons visitors see (002 §2.9 contact_persons): per department of a public,
enabled branch its public persons with picture, first and last name and e-mail only."""

from __future__ import annotations

from typing import Any

from sqlalchemy import and_, select
from sqlalchemy.ext.asyncio import AsyncSession

from domains.branches.models import Branch, ContactPerson, Department
from domains.media.api import Image


def _image(image: Image | None) -> dict[str, Any] | None:
    if image is None:
        return None
    return {
        "id": image.id,
        "version": image.version,
        "extension": image.extension,
        "alt": image.alt,
    }


async def public_contacts(s: AsyncSession, chosen: list[int]) -> list[dict[str, Any]]:
    """Departments with their public persons: the ``chosen`` ones in that order (also when
    empty), else every department that has a public person, by name."""
    visible = and_(Branch.is_public.is_(True), Branch.is_enabled.is_(True))
    stmt = select(Department).join(Branch, Branch.id == Department.branch_id).where(visible)
    if chosen:
        stmt = stmt.where(Department.id.in_(chosen))
    departments = list(await s.scalars(stmt.order_by(Department.name, Department.id)))
    rows = await s.execute(
        select(ContactPerson, Image)
        .outerjoin(Image, Image.id == ContactPerson.image_id)
        .where(
            ContactPerson.is_public.is_(True),
            ContactPerson.department_id.in_([d.id for d in departments] or [-1]),
        )
        .order_by(ContactPerson.position, ContactPerson.last_name, ContactPerson.id)
    )
    persons: dict[int, list[dict[str, Any]]] = {}
    for person, image in rows:
        persons.setdefault(person.department_id, []).append(
            {
                "firstName": person.first_name,
                "lastName": person.last_name,
                "email": person.email,
                "image": _image(image),
            }
        )
    if chosen:
        order = {department_id: index for index, department_id in enumerate(chosen)}
        departments.sort(key=lambda d: order[d.id])
    else:
        departments = [d for d in departments if persons.get(d.id)]
    return [{"id": d.id, "name": d.name, "employees": persons.get(d.id, [])} for d in departments]
