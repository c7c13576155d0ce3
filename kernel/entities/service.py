"""A resource's model, its queries and its writes, without a web request: what a route, a
job or ``tresen demo`` calls (:meth:`ResourceService.save`, :meth:`ResourceService.delete`).

Validation, the policy, ``before_save``, uniqueness, the audit log and the event of a
write run in one transaction; an object outside the caller's reach answers exactly like a
missing one (404).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field, create_model
from pydantic.alias_generators import to_camel, to_snake
from sqlalchemy import Select, func, select
from sqlalchemy.exc import DataError, IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from kernel import messages as msg
from kernel.api.answers import ApiError, denied, not_found
from kernel.api.validation import validate
from kernel.auth.models import User
from kernel.config.models import audit
from kernel.db import DB, Base
from kernel.entities.policy import ADMIN_ONLY, Caller, Operation, Policy
from kernel.entities.schemas import OutSchema, Schema
from kernel.errors import FieldError
from kernel.events import EVENTS
from kernel.validators import Integer, bounded

DEFAULT_LIMIT = 30
#: The topic of writes to a resource that names no topic of its own.
ENTITY_TOPIC = "entities"


@dataclass(frozen=True)
class Filter:
    """A list filter ``?name=value`` on a column (``op``: eq, like, gte, lte)."""

    column: InstrumentedAttribute[Any]
    type: type = str
    op: Literal["eq", "like", "gte", "lte"] = "eq"


#: ``before_save(caller, session, current_row_or_None, values)``
Hook = Callable[[Caller, AsyncSession, Any, dict[str, Any]], Awaitable[None]]


@dataclass
class ResourceService:
    """A model with its request and response schemas, its policy and its services.

    ``create``/``update`` are the request schemas (``update`` defaults to ``create``),
    ``out`` the response schema. ``refs`` maps a request field holding ``{"id": …}`` to
    (referenced model or table name, column attribute name); ``unique`` names fields whose
    values must be unique (German "already used" on conflict). ``before_save(caller, session,
    current_row_or_None, values)`` may adjust the values or raise :class:`ApiError`; it runs
    inside the transaction. :class:`kernel.entities.resource.Resource` adds the five calls.
    """

    name: str
    model: type[Base]
    create: type[Schema]
    out: type[OutSchema]
    policy: Policy = ADMIN_ONLY
    update: type[Schema] | None = None
    filters: Mapping[str, Filter] = field(default_factory=dict)
    sort: Sequence[str] = ("id",)
    default_sort: str = "id"
    refs: Mapping[str, tuple[type[Base] | str, str]] = field(default_factory=dict)
    unique: Sequence[str] = ()
    before_save: Hook | None = None
    title: str = ""
    # Event topic published (in the transaction) on every write, e.g. "catalog" so that
    # cached storefront answers built from this resource are dropped on every worker;
    # ENTITY_TOPIC when None. The payload is {"resource": name, "id": id}.
    topic: str | None = None
    _query: type[BaseModel] | None = field(default=None, init=False, repr=False)

    @property
    def path(self) -> str:
        return f"/api/{self.name}"

    # -------------------------------------------------------------- queries

    def query_model(self) -> type[BaseModel]:
        if self._query is None:
            fields: dict[str, Any] = {
                "page": (Integer, Field(1, ge=1, le=1_000_000)),
                "limit": (Integer, Field(DEFAULT_LIMIT, ge=1, le=10_000)),
                # x-sort: the keys a client may sort by (for generated lists).
                "sort": (
                    str | None,
                    Field(None, max_length=100, json_schema_extra={"x-sort": list(self.sort)}),
                ),
            }
            for key, flt in self.filters.items():
                fields[key] = (bounded(flt.type) | None, Field(None))
            self._query = create_model(
                f"{self.out.__name__}Query", __config__=ConfigDict(extra="forbid"), **fields
            )
        return self._query

    def visible(self, user: User | None, op: Operation = "list") -> Select[Any]:
        stmt = select(self.model)
        condition = self.policy.condition(user, op)
        return stmt.where(condition) if condition is not None else stmt

    async def fetch(
        self, s: AsyncSession, user: User | None, obj_id: int, op: Operation = "get"
    ) -> Any:
        pk = self.model.__mapper__.primary_key[0]
        row = await s.scalar(self.visible(user, op).where(pk == obj_id))
        if row is None or not self.policy.row_visible(user, row, op):
            raise not_found()
        return row

    def dump(self, row: Any) -> dict[str, Any]:
        return self.out.model_validate(row).model_dump(mode="json", by_alias=True)

    async def list_visible(self, s: AsyncSession, user: User | None) -> list[dict[str, Any]]:
        """Every row ``user`` may see, in default order (for ``/api/init``)."""
        rows = await s.scalars(self.visible(user).order_by(self._order(self.default_sort)))
        return [self.dump(r) for r in rows if self.policy.row_visible(user, r)]

    def _order(self, sort: str) -> Any:
        desc = sort.startswith("-")
        key = sort.lstrip("-")
        if key not in self.sort:
            raise ApiError(422, msg.CHOICE, field="sort")
        column = getattr(self.model, to_snake(key))
        return column.desc() if desc else column.asc()

    # -------------------------------------------------------------- writing

    async def _values(
        self,
        s: AsyncSession,
        payload: BaseModel,
        user: User | None,
        current: Any = None,
        op: Operation = "create",
    ) -> dict[str, Any]:
        values: dict[str, Any] = {}
        # Nested documents (JSON columns) keep their camelCase keys; columns are snake_case.
        names = {f.alias or k: k for k, f in type(payload).model_fields.items()}
        # Every field, defaults included: the request schema is the one source of defaults.
        dumped = payload.model_dump(by_alias=True)
        for key, value in ((names[a], v) for a, v in dumped.items()):
            if key in self.refs:
                target, column = self.refs[key]
                pk = _primary_key(target)
                if isinstance(value, list):  # a list of references, kept as a JSON id list
                    ids = list(dict.fromkeys(v["id"] for v in value))
                    found = set(await s.scalars(select(pk).where(pk.in_(ids)))) if ids else set()
                    if len(found) != len(ids):
                        raise ApiError(422, msg.CHOICE, field=_alias(payload, key))
                    values[column] = ids
                    continue
                ref_id = value["id"] if isinstance(value, dict) else None
                if ref_id is not None and await s.scalar(select(pk).where(pk == ref_id)) is None:
                    raise ApiError(422, msg.CHOICE, field=_alias(payload, key))
                values[column] = ref_id
            else:
                values[key] = value
        owner = self.policy.owner
        if owner is not None and self.policy.scope(user, op) == "own":
            assert user is not None
            if values.get(owner.key, getattr(current, owner.key, None)) != user.id:
                raise ApiError(422, msg.CHOICE, field=_field_of(self, owner.key))
        if self.policy.scoped(user, op):
            assert user is not None and self.policy.branch is not None
            key = self.policy.branch.key
            scope_ids: Any = values.get(key, getattr(current, key, None) if current else None)
            allowed = set(user.branch_ids)
            if (
                scope_ids is None
                or not set(scope_ids if isinstance(scope_ids, list) else [scope_ids]) <= allowed
            ):
                raise ApiError(422, msg.CHOICE, field=_field_of(self, key))
        return values

    async def _check_unique(self, s: AsyncSession, values: dict[str, Any], current: Any) -> None:
        errors = []
        for key in self.unique:
            if key not in values or values[key] is None:
                continue
            stmt = (
                select(func.count())
                .select_from(self.model)
                .where(getattr(self.model, key) == values[key])
            )
            if current is not None:
                stmt = stmt.where(self.model.__mapper__.primary_key[0] != current.id)
            if await s.scalar(stmt):
                errors.append(FieldError(to_camel(key), msg.ALREADY_USED))
        if errors:
            raise ApiError(422, errors)

    async def save(self, caller: Caller, current: int | None, data: Any) -> dict[str, Any]:
        """Create (``current`` None) or update the object with id ``current``; answers the
        object as the API shows it.

        Validation, the policy, ``before_save``, uniqueness, the audit log and the event
        run in one transaction; this worker's caches are dropped after the commit. An
        update is a merge: fields ``data`` leaves out keep their values, so a client may
        send the whole object it read or just what changed. Refusals are :class:`ApiError`.
        """
        user = caller.user
        op: Operation = "create" if current is None else "update"
        if not self.policy.allows(user, op):
            raise denied(user)
        schema = self.create if current is None else (self.update or self.create)
        if current is None:
            payload = validate(schema, data)
        elif not isinstance(data, dict):
            raise ApiError(422, msg.TYPE.format(type="object"))
        async with caller.app[DB].transaction() as s:
            row: Any = None
            if current is not None:
                row = await self.fetch(s, user, current, op)
                accepted = {f.alias or k for k, f in schema.model_fields.items()}
                base = {k: v for k, v in self.dump(row).items() if k in accepted}
                payload = validate(schema, {**base, **data})
            values = await self._values(s, payload, user, row, op)
            if self.before_save is not None:
                await self.before_save(caller, s, row, values)
            await self._check_unique(s, values, row)
            before = self.dump(row) if row is not None else None
            if row is None:
                row = self.model(**values)
                s.add(row)
            else:
                for key, value in values.items():
                    setattr(row, key, value)
            try:
                await s.flush()
            except DataError:  # a value the column cannot hold (e.g. an integer out of range)
                raise ApiError(422, msg.INVALID) from None
            except IntegrityError:  # a concurrent writer took a unique value first
                raise ApiError(
                    422,
                    [FieldError(to_camel(k), msg.ALREADY_USED) for k in self.unique] or msg.INVALID,
                ) from None
            await s.refresh(row)
            after = self.dump(row)
            s.add(audit(user, f"{self.name}.{op}", self.name, row.id, before, after))
            await self._publish(caller.app, s, row.id)
        await self._published(caller.app, row.id)
        return after

    async def delete(self, caller: Caller, obj_id: int) -> None:
        """Delete the object (409 while other objects still reference it)."""
        user = caller.user
        if not self.policy.allows(user, "delete"):
            raise denied(user)
        async with caller.app[DB].transaction() as s:
            row = await self.fetch(s, user, obj_id, "delete")
            before = self.dump(row)
            await s.delete(row)
            try:
                await s.flush()
            except IntegrityError:  # still referenced by other objects
                raise ApiError(409, msg.CONFLICT) from None
            s.add(audit(user, f"{self.name}.delete", self.name, before["id"], before, None))
            await self._publish(caller.app, s, before["id"])
        await self._published(caller.app, before["id"])

    async def _publish(self, app: web.Application, s: AsyncSession, obj_id: Any) -> None:
        """Every write is an event (cached pages and the bootstrap embed resources)."""
        topic = self.topic or ENTITY_TOPIC
        await app[EVENTS].publish(s, topic, {"resource": self.name, "id": obj_id})

    async def _published(self, app: web.Application, obj_id: Any) -> None:
        # this worker drops its caches at once
        topic = self.topic or ENTITY_TOPIC
        await app[EVENTS].emit_local(topic, {"resource": self.name, "id": obj_id})


def _primary_key(target: type[Base] | str) -> Any:
    """The primary-key column of a model, or of a table named by another plugin (which
    a kernel module must not import)."""
    if isinstance(target, str):
        return next(iter(Base.metadata.tables[target].primary_key.columns))
    return target.__mapper__.primary_key[0]


def _alias(payload: BaseModel, key: str) -> str:
    info = type(payload).model_fields.get(key)
    return (info.alias if info is not None and info.alias else None) or to_camel(key)


def _field_of(resource: ResourceService, column: str) -> str:
    for key, (_target, col) in resource.refs.items():
        if col == column:
            return to_camel(key)
    return to_camel(column)
