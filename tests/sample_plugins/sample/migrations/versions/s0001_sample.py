"""Sample plugin: its one table.

Revision ID: s0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "s0001"
down_revision = None
branch_labels = ("sample",)
depends_on = None


def upgrade() -> None:
    op.create_table(
        "sample_items",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(50), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sample_items")),
    )


def downgrade() -> None:
    op.drop_table("sample_items")
