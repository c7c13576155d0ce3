"""The typed dependencies of the order services: the running app's parts and who acts.

Services take an :class:`OrderDeps` (never a ``web.Request``), so the HTTP routes, the
CLI (``tresen demo``) and plugins call the same code::

    deps = OrderDeps.of(request.app)
    created = await service.create(deps, body, key)
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

from domains.orders.states import Principal
from kernel import (
    BACKGROUND,
    CONFIG,
    DB,
    EVENTS,
    REGISTRY,
    ROLE_ADMIN,
    ROLE_EMPLOYEE,
    SETTINGS,
    ApiError,
    User,
    utcnow,
)
from kernel import messages as msg

if TYPE_CHECKING:
    from kernel import Background, ConfigService, Database, EventBus, PluginRegistry, Settings


@dataclass(frozen=True, slots=True)
class OrderDeps:
    """What the order services use of the running app.

    ``app`` is only handed on to the plugins' hooks (``tresen_order_created`` and the
    other order hooks take the app, whose state their plugin keeps). ``clock`` is the
    time an order is placed at (``tresen demo`` places its orders in opening hours).
    """

    app: web.Application
    db: Database
    settings: Settings
    config: ConfigService
    registry: PluginRegistry
    events: EventBus
    background: Background
    clock: Callable[[], dt.datetime] = field(default=utcnow)

    @classmethod
    def of(cls, app: web.Application, clock: Callable[[], dt.datetime] = utcnow) -> OrderDeps:
        return cls(
            app=app,
            db=app[DB],
            settings=app[SETTINGS],
            config=app[CONFIG],
            registry=app[REGISTRY],
            events=app[EVENTS],
            background=app[BACKGROUND],
            clock=clock,
        )

    @property
    def document(self) -> Mapping[str, Any]:
        """The configuration document now."""
        return self.config.document

    @property
    def secret(self) -> str:
        return self.settings.secret_key

    def later(self, work: Coroutine[Any, Any, Any], name: str) -> None:
        """Run ``work`` after the answer (e-mails, publishing), logged if it fails."""
        self.background.spawn(work, name)


@dataclass(frozen=True, slots=True)
class Staff:
    """The staff member acting on orders: admins see every branch, employees their own."""

    user_id: int
    principal: Principal
    branch_ids: tuple[int, ...] | None  # None: every branch

    @classmethod
    def of(cls, user: User) -> Staff:
        """403 for a signed-in user who is neither admin nor employee."""
        if ROLE_ADMIN in user.roles:
            return cls(user.id, "admin", None)
        if ROLE_EMPLOYEE in user.roles:
            return cls(user.id, "employee", tuple(user.branch_ids or ()))
        raise ApiError(403, msg.FORBIDDEN)

    @property
    def actor(self) -> str:
        """How the audit trail names this staff member."""
        return f"user:{self.user_id}"

    @property
    def is_admin(self) -> bool:
        return self.principal == "admin"
