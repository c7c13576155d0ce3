"""Devices domain: device keys, device logs, print jobs.

Revision ID: dv0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import JSONType, UTCDateTime

revision = "dv0001"
down_revision = None
branch_labels = ("devices",)
depends_on = ("k0001", "b0001")


def _device(table: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        ["device_id"],
        ["devices.id"],
        ondelete="CASCADE",
        name=op.f(f"fk_{table}_device_id_devices"),
    )


def _user(table: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        ["requested_by_id"],
        ["users.id"],
        ondelete="SET NULL",
        name=op.f(f"fk_{table}_requested_by_id_users"),
    )


def upgrade() -> None:
    op.create_table(
        "device_keys",
        sa.Column("device_id", sa.Integer(), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        _device("device_keys"),
        sa.PrimaryKeyConstraint("device_id", name=op.f("pk_device_keys")),
    )
    op.create_table(
        "device_logs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("device_id", sa.Integer(), nullable=False),
        sa.Column("requested_by_id", sa.Integer()),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("lines", JSONType, nullable=False),
        _device("device_logs"),
        _user("device_logs"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_device_logs")),
    )
    op.create_index(op.f("ix_device_logs_device_id"), "device_logs", ["device_id"])
    op.create_table(
        "print_jobs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("device_id", sa.Integer(), nullable=False),
        sa.Column("requested_by_id", sa.Integer()),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("escpos", sa.Text(), nullable=False),
        _device("print_jobs"),
        _user("print_jobs"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_print_jobs")),
    )
    op.create_index(op.f("ix_print_jobs_device_id"), "print_jobs", ["device_id"])


def downgrade() -> None:
    for table in ("print_jobs", "device_logs", "device_keys"):
        op.drop_table(table)
