"""Who may do what, as data: one table of resource × operation × role → scope.

The kernel holds the mechanism, not the rules: a domain unit writes the table as text
(one row per resource and operation, one column per role) and loads it into
:data:`RULES`; a :class:`kernel.entities.Policy` naming a resource (``rules_of``) and every
hand-written route ask :func:`scope` — "may this user do op on resource, and over which
rows?".

Scopes: ``none`` (refused), ``own`` (the rows of the user themself), ``branch`` (the rows
of the user's branches), ``all`` (every row; for anonymous callers every *public* row).
Roles: ``anonymous`` (no session, or a session without a staff role), ``employee``,
``admin``. A resource or operation missing from the table is refused to everyone but
administrators.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Literal, cast, get_args

from kernel.auth.models import ROLE_ADMIN, ROLE_EMPLOYEE, User

Scope = Literal["none", "own", "branch", "all"]
Role = Literal["anonymous", "employee", "admin"]
SCOPES: tuple[Scope, ...] = get_args(Scope)
ROLES: tuple[Role, ...] = get_args(Role)
HEADER = ("resource", "operation", *ROLES)


def role_of(user: User | None) -> Role:
    """The column of the table that speaks for ``user``."""
    if user is None:
        return "anonymous"
    if ROLE_ADMIN in user.roles:
        return "admin"
    if ROLE_EMPLOYEE in user.roles:
        return "employee"
    return "anonymous"


class Table:
    """The rows of the permission table, keyed by (resource, operation)."""

    def __init__(self) -> None:
        self._rows: dict[tuple[str, str], dict[Role, Scope]] = {}

    def load(self, text: str) -> None:
        """Replace the rows with those of ``text``: a header line naming the columns
        (``resource operation anonymous employee admin``), then one row per line;
        blank lines and ``#`` comments are skipped. Any slip is a ValueError at start."""
        rows: dict[tuple[str, str], dict[Role, Scope]] = {}
        lines = [
            line.split()
            for line in text.splitlines()
            if line.strip() and not line.lstrip().startswith("#")
        ]
        if not lines or tuple(lines[0]) != HEADER:
            raise ValueError(f"the permission table must start with {' '.join(HEADER)}")
        for cells in lines[1:]:
            if len(cells) != len(HEADER) or any(c not in SCOPES for c in cells[2:]):
                raise ValueError(f"bad permission row: {' '.join(cells)}")
            key = (cells[0], cells[1])
            if key in rows:
                raise ValueError(f"permission row twice: {' '.join(key)}")
            rows[key] = {
                role: cast(Scope, cell) for role, cell in zip(ROLES, cells[2:], strict=True)
            }
        self._rows = rows

    def scope(self, user: User | None, resource: str, operation: str) -> Scope:
        row = self._rows.get((resource, operation))
        role = role_of(user)
        if row is None:
            return "all" if role == "admin" else "none"
        return row[role]

    def operations(self, resource: str) -> dict[str, Mapping[Role, Scope]]:
        return {op: row for (name, op), row in self._rows.items() if name == resource}

    def __iter__(self) -> Iterator[tuple[str, str, Mapping[Role, Scope]]]:
        for (resource, operation), row in self._rows.items():
            yield resource, operation, row

    def resources(self) -> list[str]:
        return list(dict.fromkeys(name for name, _op in self._rows))


#: The table in force (a domain unit loads it when it is imported).
RULES = Table()


def scope(user: User | None, resource: str, operation: str) -> Scope:
    """Over which rows ``user`` may do ``operation`` on ``resource`` ("none": refused)."""
    return RULES.scope(user, resource, operation)
