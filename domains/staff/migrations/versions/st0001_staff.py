"""Staff domain: working activities, working schedules, projects, tasks.

Revision ID: st0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import UTCDateTime

revision = "st0001"
down_revision = None
branch_labels = ("staff",)
depends_on = ("k0001", "b0001")


def _fk(table: str, column: str, target: str, ondelete: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        [column], [f"{target}.id"], ondelete=ondelete, name=op.f(f"fk_{table}_{column}_{target}")
    )


def _indexes(table: str, *columns: str) -> None:
    for column in columns:
        op.create_index(op.f(f"ix_{table}_{column}"), table, [column])


def upgrade() -> None:
    op.create_table(
        "working_activities",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("branch_id", sa.Integer(), nullable=False),
        sa.Column("started_at", UTCDateTime, nullable=False),
        sa.Column("ended_at", UTCDateTime),
        sa.Column("paused_seconds", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_working_activities")),
        _fk("working_activities", "user_id", "users", "CASCADE"),
        _fk("working_activities", "branch_id", "branches", "CASCADE"),
    )
    _indexes("working_activities", "user_id", "branch_id", "started_at")
    op.create_table(
        "working_schedules",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("branch_id", sa.Integer(), nullable=False),
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("time_from", sa.String(5), nullable=False),
        sa.Column("time_to", sa.String(5), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_working_schedules")),
        _fk("working_schedules", "user_id", "users", "CASCADE"),
        _fk("working_schedules", "branch_id", "branches", "CASCADE"),
    )
    _indexes("working_schedules", "user_id", "branch_id", "date")
    op.create_table(
        "projects",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("branch_id", sa.Integer()),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_projects")),
        _fk("projects", "branch_id", "branches", "SET NULL"),
    )
    _indexes("projects", "branch_id")
    op.create_table(
        "tasks",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("project_id", sa.Integer()),
        sa.Column("assignee_id", sa.Integer()),
        sa.Column("title", sa.String(255), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("due_date", sa.Date()),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("view_count", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tasks")),
        _fk("tasks", "project_id", "projects", "CASCADE"),
        _fk("tasks", "assignee_id", "users", "SET NULL"),
    )
    _indexes("tasks", "project_id", "assignee_id")


def downgrade() -> None:
    for table in ("tasks", "projects", "working_schedules", "working_activities"):
        op.drop_table(table)
