"""Branches domain: public contact persons of a department (002 §2.9 contact_persons).

Revision ID: b0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "b0002"
down_revision = "b0001"
branch_labels = None
depends_on = "m0001"  # the picture is a stored image


def upgrade() -> None:
    op.create_table(
        "contact_persons",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("department_id", sa.Integer(), nullable=False),
        sa.Column("image_id", sa.Integer()),
        sa.Column("first_name", sa.String(100), nullable=False),
        sa.Column("last_name", sa.String(100), nullable=False),
        sa.Column("email", sa.String(255), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("is_public", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_contact_persons")),
        sa.ForeignKeyConstraint(
            ["department_id"],
            ["departments.id"],
            ondelete="CASCADE",
            name=op.f("fk_contact_persons_department_id_departments"),
        ),
        sa.ForeignKeyConstraint(
            ["image_id"],
            ["images.id"],
            ondelete="SET NULL",
            name=op.f("fk_contact_persons_image_id_images"),
        ),
    )
    op.create_index(op.f("ix_contact_persons_department_id"), "contact_persons", ["department_id"])
    op.create_index(op.f("ix_contact_persons_image_id"), "contact_persons", ["image_id"])


def downgrade() -> None:
    op.drop_table("contact_persons")
