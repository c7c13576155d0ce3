"""Orders domain: plugins' priced lines on the order; the donatee moves to its plugin.

Revision ID: o0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import JSONType

revision = "o0002"
down_revision = "o0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        batch.add_column(sa.Column("charges", JSONType, nullable=False, server_default="[]"))
        batch.drop_column("donatee_id")


def downgrade() -> None:
    with op.batch_alter_table("orders") as batch:
        batch.add_column(sa.Column("donatee_id", sa.Integer()))
        batch.drop_column("charges")
