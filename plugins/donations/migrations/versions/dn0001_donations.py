"""Donations plugin: the donation recipients.

Revision ID: dn0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "dn0001"
down_revision = None
branch_labels = ("donations",)
depends_on = None


def upgrade() -> None:
    op.create_table(
        "donatees",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("identifier", sa.String(100), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("image", sa.Integer()),
        sa.Column("is_enabled", sa.Boolean(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_donatees")),
        sa.UniqueConstraint("identifier", name=op.f("uq_donatees_identifier")),
    )


def downgrade() -> None:
    op.drop_table("donatees")
