"""Signage plugin: a TV's player key (only its hash is stored).

Revision ID: sg0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "sg0002"
down_revision = "sg0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("signage_devices") as batch:
        batch.add_column(sa.Column("key_hash", sa.String(64)))


def downgrade() -> None:
    with op.batch_alter_table("signage_devices") as batch:
        batch.drop_column("key_hash")
