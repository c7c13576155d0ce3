"""Kernel: users, sessions, configuration versions, logs, events.

Revision ID: k0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel.db import JSONType, UTCDateTime

revision = "k0001"
down_revision = None
branch_labels = ("kernel",)
depends_on = None


def upgrade() -> None:
    op.create_table(
        "users",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("username", sa.String(180), nullable=False),
        sa.Column("email", sa.String(180), nullable=False),
        sa.Column("password_hash", sa.String(255)),
        sa.Column("roles", JSONType, nullable=False),
        sa.Column("branch_ids", JSONType, nullable=False),
        sa.Column("is_enabled", sa.Boolean(), nullable=False),
        sa.Column("expires_at", UTCDateTime),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_users")),
        sa.UniqueConstraint("username", name=op.f("uq_users_username")),
        sa.UniqueConstraint("email", name=op.f("uq_users_email")),
    )
    op.create_table(
        "sessions",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("csrf_token", sa.String(64), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.Column("expires_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sessions")),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], ondelete="CASCADE", name=op.f("fk_sessions_user_id_users")
        ),
    )
    op.create_index(op.f("ix_sessions_user_id"), "sessions", ["user_id"])
    op.create_table(
        "config_versions",
        sa.Column("version", sa.Integer(), nullable=False, autoincrement=False),
        sa.Column("document", JSONType, nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.Column("user_id", sa.Integer()),
        sa.PrimaryKeyConstraint("version", name=op.f("pk_config_versions")),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            ondelete="SET NULL",
            name=op.f("fk_config_versions_user_id_users"),
        ),
    )
    op.create_table(
        "logs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.Column("user_id", sa.Integer()),
        sa.Column("action", sa.String(100), nullable=False),
        sa.Column("entity", sa.String(100), nullable=False),
        sa.Column("entity_id", sa.String(100)),
        sa.Column("data", JSONType, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_logs")),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], ondelete="SET NULL", name=op.f("fk_logs_user_id_users")
        ),
    )
    op.create_index(op.f("ix_logs_created_at"), "logs", ["created_at"])
    op.create_index(op.f("ix_logs_entity"), "logs", ["entity"])
    op.create_table(
        "events",
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            nullable=False,
            autoincrement=True,
        ),
        sa.Column("topic", sa.String(100), nullable=False),
        sa.Column("payload", JSONType, nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_events")),
    )


def downgrade() -> None:
    for table in ("events", "logs", "config_versions", "sessions", "users"):
        op.drop_table(table)
