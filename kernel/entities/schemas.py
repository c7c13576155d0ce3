"""The base classes of an entity's request and response schemas, and the reference by id."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel

from kernel.validators import Id


class Schema(BaseModel):
    """Base of request schemas: snake_case attributes named like the model's columns,
    camelCase keys on the wire, unknown keys refused (no mass assignment)."""

    model_config = ConfigDict(
        extra="forbid", alias_generator=to_camel, validate_by_alias=True, validate_by_name=False
    )


class OutSchema(BaseModel):
    """Base of response schemas: read from ORM attributes, camelCase keys."""

    model_config = ConfigDict(
        from_attributes=True,
        alias_generator=to_camel,
        serialize_by_alias=True,
        validate_by_name=True,
        validate_by_alias=False,
    )


class Ref(Schema):
    """A reference to another object by id: ``{"id": 3}``."""

    id: Id


class RefOut(OutSchema):
    id: int
