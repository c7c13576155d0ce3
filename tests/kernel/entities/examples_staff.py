"""Examples for the staff domain's resources."""

from __future__ import annotations

from tests.kernel.entities.world import Example

EXAMPLES = {
    "holiday-balances": Example(
        create=lambda w: {
            "note": "Vollzeit",
            "user": {"id": w.ids["users"]},
            # one account per user and year: each object of the world its own year
            "year": 2000 + int(w.unique("").lstrip("-")),
            "entitlement": "25.0",
            "carriedOver": "2.5",
            "taken": "3.0",
        },
        update={"taken": "5.5"},
        requires=("users",),
        filters={"user": lambda w, o: w.ids["users"], "year": lambda w, o: o["year"]},
    ),
    "working-activities": Example(
        create=lambda w: {
            "note": "Frühschicht",
            "user": {"id": w.ids["users"]},
            "branch": {"id": w.ids["branch_a"]},
            "startedAt": "2026-03-02T07:00:00Z",
            # ended: the world makes several for one user, and only one may be open
            "status": "ended",
            "endedAt": "2026-03-02T15:00:00Z",
            "pausedSeconds": 600,
        },
        update={"endedAt": "2026-03-02T15:30:00Z"},
        requires=("users",),
        filters={
            "user": lambda w, o: w.ids["users"],
            "branch": lambda w, o: w.ids["branch_a"],
            "status": lambda w, o: "ended",
            "from": lambda w, o: "2026-03-02T00:00:00Z",
            "to": lambda w, o: "2026-03-02T07:00:00Z",
        },
    ),
    "working-schedules": Example(
        create=lambda w: {
            "from": "08:00",
            "to": "16:30",
            "user": {"id": w.ids["users"]},
            "branch": {"id": w.ids["branch_a"]},
            "date": "2026-03-02",
        },
        update={"from": "22:00", "to": "06:00"},
        requires=("users",),
        filters={
            "user": lambda w, o: w.ids["users"],
            "branch": lambda w, o: w.ids["branch_a"],
            "from": lambda w, o: "2026-03-02",
            "to": lambda w, o: "2026-03-02",
        },
    ),
    "projects": Example(
        create=lambda w: {
            "name": "Umbau Schauraum",
            "status": "in-progress",
            "branch": {"id": w.ids["branch_a"]},
        },
        update={"status": "done", "description": "Abgeschlossen."},
        filters={
            "branch": lambda w, o: w.ids["branch_a"],
            "status": lambda w, o: "in-progress",
            "name": lambda w, o: "schauraum",
        },
    ),
    "tasks": Example(
        create=lambda w: {
            "title": "Regale aufbauen",
            "project": {"id": w.ids["projects"]},
            "assignee": {"id": w.ids["users"]},
            "dueDate": "2026-04-01",
        },
        update={"status": "done", "title": "Regale montieren"},
        requires=("projects", "users"),
        filters={
            "project": lambda w, o: w.ids["projects"],
            "assignee": lambda w, o: w.ids["users"],
            "status": lambda w, o: "open",
            "title": lambda w, o: "regal",
            "from": lambda w, o: "2026-04-01",
            "to": lambda w, o: "2026-04-30",
        },
    ),
}
