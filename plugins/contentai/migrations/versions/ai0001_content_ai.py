"""AI content: the log of generations (with the site drafts).

Revision ID: ai0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import JSONType, UTCDateTime

revision = "ai0001"
down_revision = None
branch_labels = ("contentai",)
depends_on = ("k0001", "n0001")


def upgrade() -> None:
    op.create_table(
        "ai_generations",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer()),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("site_id", sa.Integer()),
        sa.Column("prompt", sa.Text(), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("result", JSONType),
        sa.Column("error", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            ondelete="SET NULL",
            name=op.f("fk_ai_generations_user_id_users"),
        ),
        sa.ForeignKeyConstraint(
            ["site_id"],
            ["sites.id"],
            ondelete="SET NULL",
            name=op.f("fk_ai_generations_site_id_sites"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ai_generations")),
    )
    op.create_index(op.f("ix_ai_generations_site_id"), "ai_generations", ["site_id"])
    op.create_index(
        "ix_ai_generations_user_id_created_at", "ai_generations", ["user_id", "created_at"]
    )


def downgrade() -> None:
    op.drop_table("ai_generations")
