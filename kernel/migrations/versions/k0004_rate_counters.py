"""Kernel: rate counters shared by every worker (sign-in throttling, link misses); the
per-user lockout columns they replace are dropped.

Revision ID: k0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel.db import UTCDateTime

revision = "k0004"
down_revision = "k0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "rate_counters",
        sa.Column("key", sa.String(200), nullable=False),
        sa.Column("hits", sa.Integer(), nullable=False),
        sa.Column("window_start", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_rate_counters")),
    )
    with op.batch_alter_table("users") as batch:
        for column in ("locked_until", "attempts_since", "failed_attempts"):
            batch.drop_column(column)


def downgrade() -> None:
    with op.batch_alter_table("users") as batch:
        batch.add_column(
            sa.Column("failed_attempts", sa.Integer(), nullable=False, server_default="0")
        )
        batch.add_column(sa.Column("attempts_since", UTCDateTime))
        batch.add_column(sa.Column("locked_until", UTCDateTime))
    op.drop_table("rate_counters")
