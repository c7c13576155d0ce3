"""Content domain: QR code scan counts and scans; form submissions; body items of the
``{type, value}`` shape flattened.

Revision ID: n0002
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op

from kernel import JSONType, UTCDateTime

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
    op.create_table(
        "qr_scans",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("qr_code_id", sa.Integer(), nullable=False),
        sa.Column("target", sa.String(2000), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.ForeignKeyConstraint(
            ["qr_code_id"],
            ["qr_codes.id"],
            name=op.f("fk_qr_scans_qr_code_id_qr_codes"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_qr_scans")),
    )
    op.create_index(op.f("ix_qr_scans_qr_code_id"), "qr_scans", ["qr_code_id"])
    op.create_index(op.f("ix_qr_scans_created_at"), "qr_scans", ["created_at"])
    op.create_table(
        "form_submissions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("node_id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(64), nullable=False),
        sa.Column("digest", sa.String(64), nullable=False),
        sa.Column("data", JSONType, nullable=False),
        sa.Column("files", JSONType, nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.ForeignKeyConstraint(
            ["node_id"],
            ["nodes.id"],
            name=op.f("fk_form_submissions_node_id_nodes"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_form_submissions")),
        sa.UniqueConstraint("key", name=op.f("uq_form_submissions_key")),
    )
    op.create_index(op.f("ix_form_submissions_node_id"), "form_submissions", ["node_id"])
    op.create_index(op.f("ix_form_submissions_digest"), "form_submissions", ["digest"])
    op.create_index(op.f("ix_form_submissions_created_at"), "form_submissions", ["created_at"])
    bind = op.get_bind()
    for row in bind.execute(sa.select(SITES.c.id, SITES.c.content)).all():
        if isinstance(row.content, list):
            flat = [_flat(item) for item in row.content]
            if flat != row.content:
                bind.execute(SITES.update().where(SITES.c.id == row.id).values(content=flat))


def downgrade() -> None:
    op.drop_table("form_submissions")
    op.drop_table("qr_scans")
    with op.batch_alter_table("qr_codes") as batch:
        batch.drop_column("last_scan_at")
        batch.drop_column("scans")
