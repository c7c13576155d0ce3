"""The entity framework's five calls (spec 000 §7): a :class:`Resource` is a
:class:`~kernel.entities.service.ResourceService` with its HTTP handlers and routes.

    GET    /api/<name>        list: filters, ``page``/``limit`` (capped at 100), ``sort``
    GET    /api/<name>/{id}   one
    POST   /api/<name>        create from the payload object
    PUT    /api/<name>/{id}   update from the object (an ``id`` in it must match)
    DELETE /api/<name>/{id}   delete

The handlers parse the request, call the service and answer.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web
from sqlalchemy import func, select

from kernel import messages as msg
from kernel.api.answers import ApiError, denied, ok
from kernel.api.requests import path_id, read_json
from kernel.api.routes import Routes
from kernel.api.validation import validate
from kernel.auth.sessions import current_user
from kernel.db import DB
from kernel.entities.policy import Caller
from kernel.entities.service import ResourceService

MAX_LIMIT = 100


class Resource(ResourceService):
    """A model exposed through the five calls (see :class:`ResourceService` for its fields)."""

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


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
