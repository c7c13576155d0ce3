"""Frontdesk plugin: the screens' branch API keys.

Until kernel 1.x the orders domain created ``branch_api_keys`` (in o0001). A database made
then already has the table with its keys: this revision adopts it as it is (keys keep
working); a new database gets it here. Downgrading the plugin's branch drops it.

Revision ID: fd0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import UTCDateTime

revision = "fd0001"
down_revision = None
branch_labels = ("frontdesk",)
depends_on = "o0001"

TABLE = "branch_api_keys"


def upgrade() -> None:
    if sa.inspect(op.get_bind()).has_table(TABLE):
        return  # made by the orders domain's o0001 before the plugin owned it: adopted
    op.create_table(
        TABLE,
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("branch_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_branch_api_keys")),
        sa.UniqueConstraint("key_hash", name=op.f("uq_branch_api_keys_key_hash")),
        sa.ForeignKeyConstraint(
            ["branch_id"],
            ["branches.id"],
            ondelete="CASCADE",
            name=op.f("fk_branch_api_keys_branch_id_branches"),
        ),
    )
    op.create_index(op.f("ix_branch_api_keys_branch_id"), TABLE, ["branch_id"])


def downgrade() -> None:
    op.drop_table(TABLE)
