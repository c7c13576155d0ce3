"""Orders domain: the new orders waiting for their branch's digest mail.

Revision ID: o0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import UTCDateTime

revision = "o0004"
down_revision = "o0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "branch_mail_digest",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("branch_id", sa.Integer(), nullable=False),
        sa.Column("order_id", sa.Integer(), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_branch_mail_digest")),
        sa.ForeignKeyConstraint(
            ["branch_id"],
            ["branches.id"],
            ondelete="CASCADE",
            name=op.f("fk_branch_mail_digest_branch_id_branches"),
        ),
        sa.ForeignKeyConstraint(
            ["order_id"],
            ["orders.id"],
            ondelete="CASCADE",
            name=op.f("fk_branch_mail_digest_order_id_orders"),
        ),
    )
    op.create_index(op.f("ix_branch_mail_digest_branch_id"), "branch_mail_digest", ["branch_id"])


def downgrade() -> None:
    op.drop_table("branch_mail_digest")
