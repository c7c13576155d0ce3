"""Who acts on a resource and what they may do: the :class:`Caller` of a service and a
resource's :class:`Policy` (the permission table's rows, or a plugin's own rules)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from aiohttp import web
from sqlalchemy import ColumnElement, false
from sqlalchemy.orm import InstrumentedAttribute

from kernel import permissions
from kernel.auth.models import ROLE_ADMIN, ROLE_EMPLOYEE, User
from kernel.auth.sessions import current_user, own_session_id
from kernel.permissions import Scope, role_of

Operation = Literal["list", "get", "create", "update", "delete"]


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


#: A plugin's resource that names no policy: only administrators may use it.
ADMIN_ONLY = Policy()


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
