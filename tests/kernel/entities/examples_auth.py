"""Example for the users resource."""

from __future__ import annotations

from tests.kernel.entities.world import Example

EXAMPLES = {
    "users": Example(
        create=lambda w: {
            "username": w.unique("kellnerin"),
            "email": f"{w.unique('k')}@example.com",
            "password": "sehr-geheim-1",
            "roles": ["ROLE_EMPLOYEE"],
            "branches": [{"id": w.ids["branch_a"]}],
        },
        update={"isEnabled": False, "roles": ["ROLE_ADMIN"]},
        filters={"username": lambda w, o: o["username"][:6]},
    ),
}
