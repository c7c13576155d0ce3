"""Content domain: QR code scan counts; body items of the ``{type, value}`` shape flattened.

Revision ID: n0002
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op

from kernel.db import JSONType, UTCDateTime

revision = "n0002"
down_revision = "n0001"
branch_labels = None
depends_on = None

SITES = sa.table("sites", sa.column("id", sa.Integer()), sa.column("content", JSONType))


def _flat(item: Any) -> Any:
    if isinstance(item, dict) and isinstance(item.get("value"), dict) and "type" in item:
        return {**item["value"], **{k: v for k, v in item.items() if k != "value"}}
    return item


def upgrade() -> None:
    with op.batch_alter_table("qr_codes") as batch:
        batch.add_column(sa.Column("scans", sa.Integer(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("last_scan_at", UTCDateTime, nullable=True))
    bind = op.get_bind()
    for row in bind.execute(sa.select(SITES.c.id, SITES.c.content)).all():
        if isinstance(row.content, list):
            flat = [_flat(item) for item in row.content]
            if flat != row.content:
                bind.execute(SITES.update().where(SITES.c.id == row.id).values(content=flat))


def downgrade() -> None:
    with op.batch_alter_table("qr_codes") as batch:
        batch.drop_column("last_scan_at")
        batch.drop_column("scans")
