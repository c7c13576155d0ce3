"""Reviews plugin: the questionnaire answers of orders.

Revision ID: rv0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import UTCDateTime

revision = "rv0001"
down_revision = None
branch_labels = ("reviews",)
depends_on = "o0001"


def upgrade() -> None:
    op.create_table(
        "order_ratings",
        sa.Column("order_id", sa.Integer(), nullable=False),
        sa.Column("branch_id", sa.Integer(), nullable=False),
        sa.Column("rating", sa.SmallInteger(), nullable=False),
        sa.Column("food_rating", sa.SmallInteger(), nullable=False),
        sa.Column("service_rating", sa.SmallInteger(), nullable=False),
        sa.Column("process_rating", sa.SmallInteger(), nullable=False),
        sa.Column("comment", sa.Text(), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["orders.id"],
            name=op.f("fk_order_ratings_order_id_orders"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["branch_id"],
            ["branches.id"],
            name=op.f("fk_order_ratings_branch_id_branches"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("order_id", name=op.f("pk_order_ratings")),
    )
    op.create_index(op.f("ix_order_ratings_branch_id"), "order_ratings", ["branch_id"])
    op.create_index(op.f("ix_order_ratings_created_at"), "order_ratings", ["created_at"])


def downgrade() -> None:
    op.drop_table("order_ratings")
