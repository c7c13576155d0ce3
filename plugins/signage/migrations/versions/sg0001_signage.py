"""Signage plugin: film sequences (segments), streams, TVs (devices).

Revision ID: sg0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import JSONType, UTCDateTime

revision = "sg0001"
down_revision = None
branch_labels = ("signage",)
depends_on = "b0001"


def _branch(table: str, ondelete: str, nullable: bool) -> list[sa.schema.SchemaItem]:
    return [
        sa.Column("branch_id", sa.Integer(), nullable=nullable),
        sa.ForeignKeyConstraint(
            ["branch_id"],
            ["branches.id"],
            ondelete=ondelete,
            name=op.f(f"fk_{table}_branch_id_branches"),
        ),
    ]


def upgrade() -> None:
    op.create_table(
        "signage_segments",
        sa.Column("id", sa.Integer(), nullable=False),
        *_branch("signage_segments", "SET NULL", nullable=True),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("duration", sa.Integer(), nullable=False),
        sa.Column("media", JSONType, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_signage_segments")),
    )
    op.create_table(
        "signage_streams",
        sa.Column("id", sa.Integer(), nullable=False),
        *_branch("signage_streams", "CASCADE", nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("segment_ids", JSONType, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_signage_streams")),
    )
    op.create_table(
        "signage_devices",
        sa.Column("id", sa.Integer(), nullable=False),
        *_branch("signage_devices", "CASCADE", nullable=False),
        sa.Column("stream_id", sa.Integer()),
        sa.Column("identifier", sa.String(100), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("last_seen_at", UTCDateTime),
        sa.Column("command", JSONType),
        sa.Column("command_status", sa.String(20)),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_signage_devices")),
        sa.UniqueConstraint("identifier", name=op.f("uq_signage_devices_identifier")),
        sa.ForeignKeyConstraint(
            ["stream_id"],
            ["signage_streams.id"],
            ondelete="SET NULL",
            name=op.f("fk_signage_devices_stream_id_signage_streams"),
        ),
    )
    for table, column in (
        ("signage_segments", "branch_id"),
        ("signage_streams", "branch_id"),
        ("signage_devices", "branch_id"),
        ("signage_devices", "stream_id"),
    ):
        op.create_index(op.f(f"ix_{table}_{column}"), table, [column])


def downgrade() -> None:
    for table in ("signage_devices", "signage_streams", "signage_segments"):
        op.drop_table(table)
