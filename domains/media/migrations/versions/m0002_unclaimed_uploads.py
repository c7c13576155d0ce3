"""Media domain: when an anonymous upload was made, until an order references it.

Revision ID: m0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import UTCDateTime

revision = "m0002"
down_revision = "m0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("uploads") as batch:
        batch.add_column(sa.Column("unclaimed_since", UTCDateTime))
        batch.create_index(op.f("ix_uploads_unclaimed_since"), ["unclaimed_since"])


def downgrade() -> None:
    with op.batch_alter_table("uploads") as batch:
        batch.drop_index(op.f("ix_uploads_unclaimed_since"))
        batch.drop_column("unclaimed_since")
