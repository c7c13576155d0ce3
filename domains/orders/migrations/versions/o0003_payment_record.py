"""Orders domain: the payment record (provider reference, state history).

Revision ID: o0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import UTCDateTime

revision = "o0003"
down_revision = "o0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        batch.add_column(sa.Column("payment_reference", sa.String(255)))
        batch.create_index(op.f("ix_orders_payment_reference"), ["payment_reference"])
    op.create_table(
        "payment_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("order_id", sa.Integer(), nullable=False),
        sa.Column("provider", sa.String(30), nullable=False),
        sa.Column("reference", sa.String(255)),
        sa.Column("from_state", sa.String(20), nullable=False),
        sa.Column("to_state", sa.String(20), nullable=False),
        sa.Column("actor", sa.String(200), nullable=False),
        sa.Column("detail", sa.Text(), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_payment_events")),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["orders.id"],
            ondelete="CASCADE",
            name=op.f("fk_payment_events_order_id_orders"),
        ),
    )
    op.create_index(op.f("ix_payment_events_order_id"), "payment_events", ["order_id"])


def downgrade() -> None:
    op.drop_table("payment_events")
    with op.batch_alter_table("orders") as batch:
        batch.drop_index(op.f("ix_orders_payment_reference"))
        batch.drop_column("payment_reference")
