"""The entity framework: a :class:`Resource` turns a model into the five calls of spec 000 §7.

    GET    /api/<name>        list: filters, ``page``/``limit`` (capped at 100), ``sort``
    GET    /api/<name>/{id}   one
    POST   /api/<name>        create from the payload object
    PUT    /api/<name>/{id}   update from the object (an ``id`` in it must match)
    DELETE /api/<name>/{id}   delete

Request schemas forbid unknown and server-owned fields, so clients can never set ids,
timestamps, computed prices or roles. Who may do what is the resource's :class:`Policy`;
an object outside the caller's reach answers exactly like a missing one (404).
Every change is written to the audit log (``GET /api/logs``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field, create_model
from pydantic.alias_generators import to_camel, to_snake
from sqlalchemy import ColumnElement, Select, false, func, select
from sqlalchemy.exc import DataError, IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from kernel import messages as msg
from kernel import permissions
from kernel.api import (
    ApiError,
    FieldError,
    Routes,
    denied,
    not_found,
    ok,
    path_id,
    read_json,
    validate,
)
from kernel.auth.models import ROLE_ADMIN, ROLE_EMPLOYEE, User
from kernel.auth.sessions import current_user, own_session_id
from kernel.config.models import audit
from kernel.db import DB, Base
from kernel.events import EVENTS
from kernel.permissions import Scope, role_of
from kernel.validators import Id, Integer, bounded

MAX_LIMIT = 100
DEFAULT_LIMIT = 30
#: The topic of writes to a resource that names no topic of its own.
ENTITY_TOPIC = "entities"
Operation = Literal["list", "get", "create", "update", "delete"]
READ_OPS: tuple[Operation, ...] = ("list", "get")


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


# ---------------------------------------------------------------------------- policy


@dataclass(frozen=True)
class Policy:
    """Who may do what with a resource.

    With ``rules_of`` the permission table (:mod:`kernel.permissions`) decides: the row of
    that resource and the operation give the caller's scope — ``all`` (anonymous callers:
    the rows matching ``public``), ``branch`` (rows whose ``branch`` column, or JSON list
    of branch ids when ``branch_list``, names one of the caller's branches), ``own`` (rows
    whose ``owner`` column is the caller) or ``none``.

    Without it (plugins that keep their own rules) ``anonymous``/``employee`` name the
    operations those principals may perform; admins may do everything, anonymous callers
    only see rows matching ``public``, employees the rows of their ``branch``.
    """

    anonymous: tuple[Operation, ...] = ()
    employee: tuple[Operation, ...] = ()
    public: Callable[[], ColumnElement[bool]] | None = None
    branch: InstrumentedAttribute[Any] | None = None
    branch_list: bool = False
    rules_of: str | None = None
    owner: InstrumentedAttribute[Any] | None = None

    def scope(self, user: User | None, op: Operation) -> Scope:
        """Over which rows ``user`` may do ``op`` ("none": refused)."""
        if self.rules_of is not None:
            return permissions.scope(user, self.rules_of, op)
        role = role_of(user)
        if role == "admin":
            return "all"
        if role == "employee" and op in self.employee:
            return "branch" if self.branch is not None else "all"
        return "all" if op in self.anonymous else "none"

    def allows(self, user: User | None, op: Operation) -> bool:
        if self.rules_of is not None:
            return self.scope(user, op) != "none"
        if user is None:
            return op in self.anonymous
        if ROLE_ADMIN in user.roles:
            return True
        if ROLE_EMPLOYEE in user.roles:
            return op in self.employee or op in self.anonymous
        return op in self.anonymous

    def by_branch(self, user: User | None, op: Operation = "list") -> bool:
        """Whether the table limits the staff member ``user`` to their branches' rows."""
        return role_of(user) != "anonymous" and self.scope(user, op) == "branch"

    def scoped(self, user: User | None, op: Operation = "list") -> bool:
        """Whether ``user`` is limited to the rows of their branches' ``branch`` column."""
        if self.rules_of is not None:
            return self.branch is not None and self.by_branch(user, op)
        return (
            user is not None
            and ROLE_ADMIN not in user.roles
            and self.branch is not None
            and self.employee != ()
        )

    def condition(self, user: User | None, op: Operation = "list") -> ColumnElement[bool] | None:
        """The SQL condition limiting what ``user`` may see (None: everything)."""
        if self.rules_of is not None:
            return self._table_condition(user, op)
        if user is None or (ROLE_ADMIN not in user.roles and not self._employee(user)):
            return self.public() if self.public is not None else None
        if self.scoped(user) and not self.branch_list:
            assert self.branch is not None
            condition: ColumnElement[bool] = self.branch.in_(user.branch_ids or [-1])
            return condition
        return None

    def _table_condition(self, user: User | None, op: Operation) -> ColumnElement[bool] | None:
        scope = self.scope(user, op)
        if scope == "none":  # nothing (callers check allows() first; this is the backstop)
            return false()
        if role_of(user) == "anonymous":
            return self.public() if self.public is not None else None
        assert user is not None
        if scope == "own":
            assert self.owner is not None, f"{self.rules_of}: 'own' needs an owner column"
            own: ColumnElement[bool] = self.owner == user.id
            return own
        if scope == "branch" and not self.branch_list:
            assert self.branch is not None, f"{self.rules_of}: 'branch' needs a branch column"
            mine: ColumnElement[bool] = self.branch.in_(user.branch_ids or [-1])
            return mine
        return None

    def row_visible(self, user: User | None, row: Any, op: Operation = "list") -> bool:
        """Checks that SQL cannot express portably (JSON lists of branch ids)."""
        if self.scoped(user, op) and self.branch_list:
            assert user is not None and self.branch is not None
            ids = getattr(row, self.branch.key) or []
            return bool(set(ids) & set(user.branch_ids))
        return True

    def _employee(self, user: User) -> bool:
        return ROLE_EMPLOYEE in user.roles and bool(self.employee)


#: Catalogue data: everyone reads public rows, staff read all, admins write.
CATALOG = READ_OPS
ADMIN_ONLY = Policy()


# ---------------------------------------------------------------------------- resource


@dataclass(frozen=True)
class Filter:
    """A list filter ``?name=value`` on a column (``op``: eq, like, gte, lte)."""

    column: InstrumentedAttribute[Any]
    type: type = str
    op: Literal["eq", "like", "gte", "lte"] = "eq"


@dataclass(frozen=True)
class Caller:
    """Who writes, and through which application: what a service needs instead of a
    ``web.Request`` (a route builds it with :meth:`of`; ``tresen demo`` and jobs build it
    from a user they loaded).

    ``session_id`` is the caller's own sign-in session, kept when a write ends the
    sessions of the user it changes (a user who changes their own password stays signed
    in where they did it); None outside a request.
    """

    app: web.Application
    user: User | None
    session_id: str | None = None

    @classmethod
    async def of(cls, request: web.Request) -> Caller:
        return cls(request.app, await current_user(request), own_session_id(request))


#: ``before_save(caller, session, current_row_or_None, values)``
Hook = Callable[[Caller, AsyncSession, Any, dict[str, Any]], Awaitable[None]]


@dataclass
class Resource:
    """A model exposed through the five calls.

    ``create``/``update`` are the request schemas (``update`` defaults to ``create``),
    ``out`` the response schema. ``refs`` maps a request field holding ``{"id": …}`` to
    (referenced model or table name, column attribute name); ``unique`` names fields whose
    values must be unique (German "already used" on conflict). ``before_save(caller, session,
    current_row_or_None, values)`` may adjust the values or raise :class:`ApiError`; it runs
    inside the transaction. :meth:`save` and :meth:`delete` are the services (no request);
    the handlers parse, call them and answer.
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

    # -------------------------------------------------------------- handlers

    async def handle_list(self, request: web.Request) -> web.Response:
        user = await current_user(request)
        if not self.policy.allows(user, "list"):
            raise denied(user)
        q = validate(self.query_model(), dict(request.query))
        stmt = self.visible(user)
        for key, flt in self.filters.items():
            value = getattr(q, key)
            if value is None:
                continue
            if flt.op == "like":
                stmt = stmt.where(flt.column.ilike(f"%{_escape(str(value))}%", escape="\\"))
            elif flt.op == "gte":
                stmt = stmt.where(flt.column >= value)
            elif flt.op == "lte":
                stmt = stmt.where(flt.column <= value)
            else:
                stmt = stmt.where(flt.column == value)
        limit = min(q.limit, MAX_LIMIT)  # type: ignore[attr-defined]
        order = self._order(q.sort or self.default_sort)  # type: ignore[attr-defined]
        async with request.app[DB].session() as s:
            if self.policy.scoped(user) and self.policy.branch_list:
                rows = [
                    r
                    for r in await s.scalars(stmt.order_by(order))
                    if self.policy.row_visible(user, r)
                ]
                total = len(rows)
                start = (q.page - 1) * limit  # type: ignore[attr-defined]
                rows = rows[start : start + limit]
            else:
                total = await s.scalar(select(func.count()).select_from(stmt.subquery())) or 0
                rows = list(
                    await s.scalars(
                        stmt.order_by(order).offset((q.page - 1) * limit).limit(limit)  # type: ignore[attr-defined]
                    )
                )
            items = [self.dump(r) for r in rows]
        return ok(items, headers={"X-Total-Count": str(total)})

    async def handle_get(self, request: web.Request) -> web.Response:
        user = await current_user(request)
        if not self.policy.allows(user, "get"):
            raise denied(user)
        async with request.app[DB].session() as s:
            row = await self.fetch(s, user, path_id(request))
            return ok(self.dump(row))

    async def handle_create(self, request: web.Request) -> web.Response:
        data = await read_json(request)
        return ok(await self.save(await Caller.of(request), None, data), status=201)

    async def handle_update(self, request: web.Request) -> web.Response:
        obj_id = path_id(request)
        data = without_id(await read_json(request), obj_id)
        return ok(await self.save(await Caller.of(request), obj_id, data))

    async def handle_delete(self, request: web.Request) -> web.Response:
        caller = await Caller.of(request)
        if not self.policy.allows(caller.user, "delete"):  # before the id is looked at
            raise denied(caller.user)
        await self.delete(caller, path_id(request))
        return ok(None)

    def routes(self) -> Routes:
        """The five calls, documented for OpenAPI."""
        r = Routes(tag=self.name)
        one = f"{self.path}/{{id:\\d+}}"
        what = self.title or self.name
        spec: list[
            tuple[str, str, Callable[[web.Request], Awaitable[web.Response]], dict[str, Any]]
        ] = [
            (
                "GET",
                self.path,
                self.handle_list,
                {
                    "query": self.query_model(),
                    "response": list[self.out],  # type: ignore[name-defined]
                    "errors": (401, 403, 422),
                    "summary": f"List {what}",
                },
            ),
            (
                "GET",
                one,
                self.handle_get,
                {"response": self.out, "errors": (401, 403, 404), "summary": f"One of {what}"},
            ),
            (
                "POST",
                self.path,
                self.handle_create,
                {
                    "body": self.create,
                    "response": self.out,
                    "status": 201,
                    "errors": (401, 403),
                    "summary": f"Create one of {what}",
                },
            ),
            (
                "PUT",
                one,
                self.handle_update,
                {
                    "body": self.update or self.create,
                    "response": self.out,
                    "errors": (401, 403, 404),
                    "summary": f"Update one of {what}",
                },
            ),
            (
                "DELETE",
                one,
                self.handle_delete,
                {
                    "response": {"type": "null"},
                    "errors": (401, 403, 404, 409),
                    "summary": f"Delete one of {what}",
                },
            ),
        ]
        for method, path, bound, meta in spec:
            r.route(method, path, **meta)(_handler(bound))
        return r


def without_id(data: Any, obj_id: int) -> Any:
    """A PUT body without its ``id``, which must name the object of the path (422)."""
    if isinstance(data, dict) and "id" in data:
        if data["id"] != obj_id:
            raise ApiError(422, msg.INVALID, field="id")
        return {k: v for k, v in data.items() if k != "id"}
    return data


def _handler(
    bound: Callable[[web.Request], Awaitable[web.Response]],
) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
    """A plain function around a bound method, so routes can carry their API metadata."""

    async def handler(request: web.Request) -> web.StreamResponse:
        return await bound(request)

    return handler


# ---------------------------------------------------------------------------- helpers


def _primary_key(target: type[Base] | str) -> Any:
    """The primary-key column of a model, or of a table named by another plugin (which
    a kernel module must not import)."""
    if isinstance(target, str):
        return next(iter(Base.metadata.tables[target].primary_key.columns))
    return target.__mapper__.primary_key[0]


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _alias(payload: BaseModel, key: str) -> str:
    info = type(payload).model_fields.get(key)
    return (info.alias if info is not None and info.alias else None) or to_camel(key)


def _field_of(resource: Resource, column: str) -> str:
    for key, (_target, col) in resource.refs.items():
        if col == column:
            return to_camel(key)
    return to_camel(column)
