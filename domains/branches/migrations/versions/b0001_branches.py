"""Branches domain: divisions, branches, departments, tables, devices.

Revision ID: b0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import JSONType, UTCDateTime

revision = "b0001"
down_revision = None
branch_labels = ("branches",)
depends_on = "k0001"

BRANCH_FLAGS = (
    "is_takeaway_enabled",
    "is_delivery_enabled",
    "is_dine_in_enabled",
    "is_preorder_enabled",
    "is_appointment_required",
    "is_quotation_required",
    "is_table_selection_enabled",
    "is_cash_enabled",
    "is_atm_card_enabled",
    "is_hydro_ag_voucher_enabled",
    "is_mollie_enabled",
    "is_datatrans_enabled",
    "is_delivery_email_required",
    "is_delivery_phone_required",
    "is_delivery_address_required",
    "is_dine_in_email_required",
    "is_dine_in_phone_required",
    "is_dine_in_address_required",
    "is_takeaway_email_required",
    "is_takeaway_phone_required",
    "is_takeaway_address_required",
)


def upgrade() -> None:
    op.create_table(
        "divisions",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("identifier", sa.String(100), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("title_prefix", sa.String(255), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("is_public", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_divisions")),
        sa.UniqueConstraint("identifier", name=op.f("uq_divisions_identifier")),
    )
    op.create_table(
        "branches",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("division_id", sa.Integer()),
        sa.Column("identifier", sa.String(100), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("street", sa.String(255), nullable=False),
        sa.Column("zip_code", sa.String(20), nullable=False),
        sa.Column("city", sa.String(100), nullable=False),
        sa.Column("country", sa.String(2), nullable=False),
        sa.Column("phone", sa.String(50), nullable=False),
        sa.Column("email", sa.String(180), nullable=False),
        sa.Column("longitude", sa.Numeric(9, 6)),
        sa.Column("latitude", sa.Numeric(9, 6)),
        sa.Column("keywords", sa.String(500), nullable=False),
        sa.Column("tags", JSONType, nullable=False),
        sa.Column("images", JSONType, nullable=False),
        sa.Column("logo", sa.Integer()),
        sa.Column("timezone", sa.String(64), nullable=False),
        sa.Column("opening_hours", JSONType, nullable=False),
        sa.Column("delivery_hours", JSONType, nullable=False),
        sa.Column("is_delivery_hours_enabled", sa.Boolean(), nullable=False),
        sa.Column("is_public", sa.Boolean(), nullable=False),
        sa.Column("is_enabled", sa.Boolean(), nullable=False),
        sa.Column("orderable_from", UTCDateTime),
        sa.Column("closed_message", sa.Text(), nullable=False),
        sa.Column("delivery_areas", JSONType, nullable=False),
        *(sa.Column(flag, sa.Boolean(), nullable=False) for flag in BRANCH_FLAGS),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.Column("updated_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_branches")),
        sa.UniqueConstraint("identifier", name=op.f("uq_branches_identifier")),
        sa.ForeignKeyConstraint(
            ["division_id"],
            ["divisions.id"],
            ondelete="SET NULL",
            name=op.f("fk_branches_division_id_divisions"),
        ),
    )
    op.create_index(op.f("ix_branches_division_id"), "branches", ["division_id"])
    for table, extra in (
        (
            "departments",
            [
                sa.Column("name", sa.String(255), nullable=False),
                sa.Column("description", sa.Text(), nullable=False),
            ],
        ),
        (
            "tables",
            [
                sa.Column("identifier", sa.String(100), nullable=False),
                sa.Column("name", sa.String(255), nullable=False),
                sa.Column("seats", sa.Integer()),
                sa.Column("is_enabled", sa.Boolean(), nullable=False),
            ],
        ),
        (
            "devices",
            [
                sa.Column("identifier", sa.String(100), nullable=False),
                sa.Column("name", sa.String(255), nullable=False),
                sa.Column("type", sa.String(20), nullable=False),
                sa.Column("last_seen_at", UTCDateTime),
                sa.UniqueConstraint("identifier", name=op.f("uq_devices_identifier")),
            ],
        ),
    ):
        op.create_table(
            table,
            sa.Column("id", sa.Integer(), nullable=False),
            sa.Column("branch_id", sa.Integer(), nullable=False),
            *extra,
            sa.PrimaryKeyConstraint("id", name=op.f(f"pk_{table}")),
            sa.ForeignKeyConstraint(
                ["branch_id"],
                ["branches.id"],
                ondelete="CASCADE",
                name=op.f(f"fk_{table}_branch_id_branches"),
            ),
        )
        op.create_index(op.f(f"ix_{table}_branch_id"), table, ["branch_id"])


def downgrade() -> None:
    for table in ("devices", "tables", "departments", "branches", "divisions"):
        op.drop_table(table)
