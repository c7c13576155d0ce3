"""Analytics log: time and kind indexed for the statistics.

Revision ID: an0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import JSONType, UTCDateTime

revision = "an0001"
down_revision = None
branch_labels = ("analytics", "measuring")
depends_on = "k0001"


def upgrade() -> None:
    op.create_table(
        "analytics_logs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("type", sa.String(20), nullable=False),
        sa.Column("action", sa.String(255), nullable=False),
        sa.Column("category", sa.String(100), nullable=False),
        sa.Column("visitor", sa.String(32), nullable=False),
        sa.Column("data", JSONType, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_analytics_logs")),
    )
    op.create_index(op.f("ix_analytics_logs_created_at"), "analytics_logs", ["created_at"])
    op.create_index(op.f("ix_analytics_logs_visitor"), "analytics_logs", ["visitor"])
    op.create_index("ix_analytics_logs_type_created_at", "analytics_logs", ["type", "created_at"])


def downgrade() -> None:
    op.drop_table("analytics_logs")
