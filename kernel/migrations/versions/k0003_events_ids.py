"""Kernel: event ids never go back (SQLite AUTOINCREMENT).

Without AUTOINCREMENT SQLite gives a new row the largest id plus one, so once the prune
had deleted every row, new events started again below the watchers' cursor and were
skipped. The table holds only the last minute of events, so it is recreated.

Revision ID: k0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel.db import JSONType, UTCDateTime

revision = "k0003"
down_revision = "k0002"
branch_labels = None
depends_on = None


def _events(autoincrement: bool) -> None:
    op.create_table(
        "events",
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            nullable=False,
            autoincrement=True,
        ),
        sa.Column("topic", sa.String(100), nullable=False),
        sa.Column("payload", JSONType, nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_events")),
        sqlite_autoincrement=autoincrement,
    )


def upgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.drop_table("events")
        _events(autoincrement=True)


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.drop_table("events")
        _events(autoincrement=False)
