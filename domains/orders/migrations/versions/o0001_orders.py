"""Orders domain: orders, ticket counters, status transitions.

The branch API keys it once made here belong to plugins/frontdesk (fd0001 adopts them).

Revision ID: o0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import JSONType, UTCDateTime

revision = "o0001"
down_revision = None
branch_labels = ("orders",)
depends_on = "b0001"

MONEY = sa.Numeric(12, 2)
EXACT = sa.Numeric(14, 4)


def upgrade() -> None:
    op.create_table(
        "orders",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uid", sa.String(32), nullable=False),
        sa.Column("branch_id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer()),
        sa.Column("table_identifier", sa.String(100)),
        sa.Column("donatee_id", sa.Integer()),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("is_delivery", sa.Boolean(), nullable=False),
        sa.Column("is_dine_in", sa.Boolean(), nullable=False),
        sa.Column("ticket_date", sa.Date(), nullable=False),
        sa.Column("ticket_number", sa.Integer(), nullable=False),
        sa.Column("first_name", sa.String(100), nullable=False),
        sa.Column("last_name", sa.String(100), nullable=False),
        sa.Column("email", sa.String(180), nullable=False),
        sa.Column("phone", sa.String(50), nullable=False),
        sa.Column("customer", JSONType, nullable=False),
        sa.Column("delivery_area", sa.String(50)),
        sa.Column("comment", sa.Text(), nullable=False),
        sa.Column("appointment_date", UTCDateTime),
        sa.Column("counter_appointment", UTCDateTime),
        sa.Column("rejection_message", sa.Text(), nullable=False),
        sa.Column("payment_method", sa.String(30), nullable=False),
        sa.Column("payment_status", sa.String(20), nullable=False),
        sa.Column("items", JSONType, nullable=False),
        *(
            sa.Column(name, MONEY if "gross" in name else EXACT, nullable=False)
            for name in (
                "gross",
                "net",
                "tax",
                "delivery_gross",
                "delivery_net",
                "delivery_tax",
                "total_gross",
                "total_net",
                "total_tax",
            )
        ),
        sa.Column("taxes", JSONType, nullable=False),
        sa.Column("extra", JSONType, nullable=False),
        sa.Column("idempotency_key", sa.String(255)),
        sa.Column("request_digest", sa.String(64)),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.Column("updated_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_orders")),
        sa.UniqueConstraint("uid", name=op.f("uq_orders_uid")),
        sa.UniqueConstraint("idempotency_key", name=op.f("uq_orders_idempotency_key")),
        sa.UniqueConstraint(
            "branch_id",
            "ticket_date",
            "ticket_number",
            name="uq_orders_branch_id_ticket_date_ticket_number",
        ),
        sa.ForeignKeyConstraint(
            ["branch_id"],
            ["branches.id"],
            ondelete="RESTRICT",
            name=op.f("fk_orders_branch_id_branches"),
        ),
        sa.ForeignKeyConstraint(
            ["table_id"], ["tables.id"], ondelete="SET NULL", name=op.f("fk_orders_table_id_tables")
        ),
    )
    for column in ("branch_id", "status", "last_name", "email", "created_at"):
        op.create_index(op.f(f"ix_orders_{column}"), "orders", [column])
    op.create_table(
        "ticket_counters",
        sa.Column("branch_id", sa.Integer(), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("last", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("branch_id", "day", name=op.f("pk_ticket_counters")),
        sa.ForeignKeyConstraint(
            ["branch_id"],
            ["branches.id"],
            ondelete="CASCADE",
            name=op.f("fk_ticket_counters_branch_id_branches"),
        ),
    )
    op.create_table(
        "order_transitions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("order_id", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(30), nullable=False),
        sa.Column("from_status", sa.String(20), nullable=False),
        sa.Column("to_status", sa.String(20), nullable=False),
        sa.Column("actor", sa.String(200), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_order_transitions")),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["orders.id"],
            ondelete="CASCADE",
            name=op.f("fk_order_transitions_order_id_orders"),
        ),
    )
    op.create_index(op.f("ix_order_transitions_order_id"), "order_transitions", ["order_id"])


def downgrade() -> None:
    for table in ("order_transitions", "ticket_counters", "orders"):
        op.drop_table(table)
