"""``/api/donatees``: visitors read the enabled recipients, staff all, admins write."""

from __future__ import annotations

from pydantic import Field

from kernel import Filter, Id, Integer, OutSchema, Policy, Resource, Schema
from plugins.donations.models import Donatee


class DonateeIn(Schema):
    identifier: str = Field(min_length=1, max_length=100, pattern=r"^[a-z0-9][a-z0-9-]*$")
    name: str = Field(min_length=1, max_length=255)
    description: str = Field("", max_length=10_000)
    image: Id | None = None
    is_enabled: bool = True
    position: Integer = Field(0, ge=0, le=1_000_000)


class DonateeOut(OutSchema):
    id: int
    identifier: str
    name: str
    description: str
    image: int | None
    is_enabled: bool
    position: int


DONATEES = Resource(
    name="donatees",
    model=Donatee,
    create=DonateeIn,
    out=DonateeOut,
    policy=Policy(
        anonymous=("list", "get"),
        employee=("list", "get"),
        public=lambda: Donatee.is_enabled.is_(True),
    ),
    filters={"name": Filter(Donatee.name, str, "like")},
    unique=("identifier",),
    sort=("id", "position", "name", "identifier"),
    default_sort="position",
)
