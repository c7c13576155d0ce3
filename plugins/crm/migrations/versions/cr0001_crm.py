"""CRM domain: customers, external users, analytics leads.

Revision ID: cr0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import UTCDateTime

revision = "cr0001"
down_revision = None
branch_labels = ("crm",)
depends_on = "k0001"


def upgrade() -> None:
    op.create_table(
        "customers",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("first_name", sa.String(100), nullable=False),
        sa.Column("last_name", sa.String(100), nullable=False),
        sa.Column("company", sa.String(255), nullable=False),
        sa.Column("email", sa.String(180), nullable=False),
        sa.Column("phone", sa.String(50), nullable=False),
        sa.Column("street", sa.String(255), nullable=False),
        sa.Column("zip_code", sa.String(20), nullable=False),
        sa.Column("city", sa.String(100), nullable=False),
        sa.Column("country", sa.String(2), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("iban", sa.String(34)),
        sa.Column("bic", sa.String(11)),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_customers")),
    )
    op.create_index(op.f("ix_customers_email"), "customers", ["email"])
    op.create_table(
        "external_users",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("email", sa.String(180), nullable=False),
        sa.Column("provider", sa.String(50), nullable=False),
        sa.Column("external_id", sa.String(255), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_external_users")),
        sa.UniqueConstraint("external_id", name=op.f("uq_external_users_external_id")),
    )
    op.create_table(
        "analytics_leads",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("email", sa.String(180), nullable=False),
        sa.Column("phone", sa.String(50), nullable=False),
        sa.Column("source", sa.String(100), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_analytics_leads")),
    )
    op.create_index(op.f("ix_analytics_leads_created_at"), "analytics_leads", ["created_at"])


def downgrade() -> None:
    for table in ("analytics_leads", "external_users", "customers"):
        op.drop_table(table)
