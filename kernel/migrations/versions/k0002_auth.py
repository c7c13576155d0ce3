"""Kernel: lockout counters, administrator lock, login links.

Revision ID: k0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel.db import UTCDateTime

revision = "k0002"
down_revision = "k0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("users") as batch:
        batch.add_column(
            sa.Column("is_locked", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch.add_column(sa.Column("last_login_at", UTCDateTime))
        batch.add_column(
            sa.Column("failed_attempts", sa.Integer(), nullable=False, server_default="0")
        )
        batch.add_column(sa.Column("attempts_since", UTCDateTime))
        batch.add_column(sa.Column("locked_until", UTCDateTime))
    op.create_table(
        "login_links",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.Column("expires_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_login_links")),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], ondelete="CASCADE", name=op.f("fk_login_links_user_id_users")
        ),
    )
    op.create_index(op.f("ix_login_links_user_id"), "login_links", ["user_id"])


def downgrade() -> None:
    op.drop_table("login_links")
    with op.batch_alter_table("users") as batch:
        for column in (
            "locked_until",
            "attempts_since",
            "failed_attempts",
            "last_login_at",
            "is_locked",
        ):
            batch.drop_column(column)
