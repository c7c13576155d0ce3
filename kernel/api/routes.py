"""Typed routes: a route table that records what each route promises (its schemas, errors
and summary) for the OpenAPI document, and the mark of a route that answers while its
plugin is off."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from pydantic import BaseModel

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


#: Attribute set by :func:`answers_while_disabled` on a route handler.
UNGATED = "__tresen_ungated__"


def answers_while_disabled(handler: Handler) -> Handler:
    """Mark a plugin's route handler to be called even while the plugin is switched off.

    Routes of a disabled plugin answer 404 without calling their handler. A handler marked
    with this decorator is called anyway and must check ``request.app[REGISTRY]
    .is_enabled(plugin_id)`` itself: for the rare answer that has to undo what the plugin
    left in browsers (the ``pwa`` plugin's service worker unregisters itself when off).
    """
    setattr(handler, UNGATED, True)
    return handler


@dataclass(frozen=True)
class Endpoint:
    """What a route promises, for the OpenAPI document."""

    method: str
    path: str
    summary: str
    body: type[BaseModel] | None = None
    response: Any = None  # a model, list[model], or a JSON schema dict
    query: type[BaseModel] | None = None
    status: int = 200
    tags: tuple[str, ...] = ()
    errors: tuple[int, ...] = ()
    raw: bool = False  # the answer is not the {"data": …} envelope
    # OpenAPI extensions of the operation, e.g. {"x-backoffice": False}: a public write
    # the generated back office must not offer as its own "create".
    extensions: Mapping[str, Any] = field(default_factory=dict)


@dataclass
class Routes:
    """A route table that also records each route's schemas (like ``web.RouteTableDef``).

    >>> routes = Routes(tag="config")
    >>> @routes.get("/api/config", response=ConfigOut, summary="Read the configuration")
    ... async def get_config(request): ...
    """

    tag: str = ""
    defs: list[web.RouteDef] = field(default_factory=list)

    def route(
        self, method: str, path: str, *, summary: str = "", **spec: Any
    ) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            endpoint = Endpoint(
                method=method,
                path=path,
                summary=summary or (handler.__doc__ or "").strip().split("\n")[0],
                tags=(self.tag,) if self.tag else (),
                **spec,
            )
            handler.__api__ = endpoint  # type: ignore[attr-defined]
            self.defs.append(web.route(method, path, handler))
            return handler

        return register

    def get(self, path: str, **spec: Any) -> Callable[[Handler], Handler]:
        return self.route("GET", path, **spec)

    def post(self, path: str, **spec: Any) -> Callable[[Handler], Handler]:
        return self.route("POST", path, **spec)

    def put(self, path: str, **spec: Any) -> Callable[[Handler], Handler]:
        return self.route("PUT", path, **spec)

    def delete(self, path: str, **spec: Any) -> Callable[[Handler], Handler]:
        return self.route("DELETE", path, **spec)

    def __iter__(self) -> Iterator[web.RouteDef]:
        return iter(self.defs)
