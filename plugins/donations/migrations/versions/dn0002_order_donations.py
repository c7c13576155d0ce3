"""Donations plugin: the recipient and amount of an order's donation.

Revision ID: dn0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import UTCDateTime

revision = "dn0002"
down_revision = "dn0001"
branch_labels = None
depends_on = "o0002"


def upgrade() -> None:
    op.create_table(
        "order_donations",
        sa.Column("order_id", sa.Integer(), nullable=False),
        sa.Column("donatee_id", sa.Integer()),
        sa.Column("donatee_name", sa.String(255), nullable=False),
        sa.Column("amount", sa.Numeric(12, 2), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["orders.id"],
            name=op.f("fk_order_donations_order_id_orders"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["donatee_id"],
            ["donatees.id"],
            name=op.f("fk_order_donations_donatee_id_donatees"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("order_id", name=op.f("pk_order_donations")),
    )
    op.create_index(op.f("ix_order_donations_donatee_id"), "order_donations", ["donatee_id"])
    op.create_index(op.f("ix_order_donations_created_at"), "order_donations", ["created_at"])


def downgrade() -> None:
    op.drop_table("order_donations")
