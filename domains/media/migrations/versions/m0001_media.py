"""Media domain: images, uploads, image templates.

Revision ID: m0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import JSONType, UTCDateTime

revision = "m0001"
down_revision = None
branch_labels = ("media",)
depends_on = "k0001"


def _file_columns() -> list[sa.Column[object]]:
    return [
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("extension", sa.String(10), nullable=False),
        sa.Column("mime_type", sa.String(100), nullable=False),
        sa.Column("public_hash", sa.String(64), nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.Column("updated_at", UTCDateTime, nullable=False),
    ]


def upgrade() -> None:
    op.create_table(
        "images",
        sa.Column("id", sa.Integer(), nullable=False),
        *_file_columns(),
        sa.Column("alt", sa.String(255), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_images")),
        sa.UniqueConstraint("public_hash", name=op.f("uq_images_public_hash")),
    )
    op.create_table(
        "uploads",
        sa.Column("id", sa.Integer(), nullable=False),
        *_file_columns(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_uploads")),
        sa.UniqueConstraint("public_hash", name=op.f("uq_uploads_public_hash")),
    )
    op.create_table(
        "image_templates",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("identifier", sa.String(100), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("layers", JSONType, nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.Column("updated_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_image_templates")),
        sa.UniqueConstraint("identifier", name=op.f("uq_image_templates_identifier")),
    )


def downgrade() -> None:
    for table in ("image_templates", "uploads", "images"):
        op.drop_table(table)
