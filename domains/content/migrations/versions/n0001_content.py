"""Content domain: sites, redirects, blocks, nodes, navigations, QR codes, scenes.

Revision ID: n0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import JSONType, UTCDateTime

revision = "n0001"
down_revision = None
branch_labels = ("content",)
depends_on = "k0001"


def _table(name: str, key: str, *columns: sa.Column[object]) -> None:
    """A content table: id, its unique key (``path`` or ``identifier``) and ``columns``."""
    op.create_table(
        name,
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column(key, sa.String(500 if key == "path" else 100), nullable=False),
        *columns,
        sa.PrimaryKeyConstraint("id", name=op.f(f"pk_{name}")),
        sa.UniqueConstraint(key, name=op.f(f"uq_{name}_{key}")),
    )


def upgrade() -> None:
    _table(
        "sites",
        "path",
        sa.Column("type", sa.String(50), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("title", sa.String(255), nullable=False),
        sa.Column("seo_title", sa.String(255), nullable=False),
        sa.Column("keywords", sa.String(500), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("seo_description", sa.Text(), nullable=False),
        sa.Column("content", JSONType, nullable=False),
        sa.Column("is_public", sa.Boolean(), nullable=False),
        sa.Column("updated_at", UTCDateTime, nullable=False),
    )
    _table(
        "redirects",
        "path",
        sa.Column("target", sa.String(2000), nullable=False),
        sa.Column("status_code", sa.SmallInteger(), nullable=False),
    )
    _table(
        "blocks",
        "identifier",
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("type", sa.String(50), nullable=False),
        sa.Column("is_public", sa.Boolean(), nullable=False),
        sa.Column("content", JSONType, nullable=False),
    )
    _table(
        "nodes",
        "identifier",
        sa.Column("type", sa.String(20), nullable=False),
        sa.Column("is_public", sa.Boolean(), nullable=False),
        sa.Column("content", JSONType, nullable=False),
    )
    _table(
        "navigations",
        "identifier",
        sa.Column("is_public", sa.Boolean(), nullable=False),
        sa.Column("items", JSONType, nullable=False),
    )
    _table(
        "qr_codes",
        "path",
        sa.Column("target", sa.String(2000), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
    )
    _table(
        "scenes",
        "path",
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("content", JSONType, nullable=False),
    )


def downgrade() -> None:
    for table in ("scenes", "qr_codes", "navigations", "nodes", "blocks", "redirects", "sites"):
        op.drop_table(table)
