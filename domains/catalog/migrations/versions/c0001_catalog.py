"""Catalog domain: menus, categories, tags, products.

Revision ID: c0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.schema import SchemaItem

from kernel import JSONType, UTCDateTime

revision = "c0001"
down_revision = None
branch_labels = ("catalog",)
# Menus name branches; categories, tags and products name images.
depends_on = ("b0001", "m0001")


def _image(table: str) -> list[SchemaItem]:
    return [
        sa.Column("image_id", sa.Integer()),
        sa.ForeignKeyConstraint(
            ["image_id"],
            ["images.id"],
            ondelete="SET NULL",
            name=op.f(f"fk_{table}_image_id_images"),
        ),
    ]


def upgrade() -> None:
    op.create_table(
        "menus",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("available_from", UTCDateTime),
        sa.Column("branch_ids", JSONType, nullable=False),
        sa.Column("catalog", JSONType, nullable=False),
        sa.Column("is_enabled", sa.Boolean(), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.Column("updated_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_menus")),
    )
    op.create_table(
        "categories",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        *_image("categories"),
        sa.Column("schedule", JSONType, nullable=False),
        sa.Column("is_enabled", sa.Boolean(), nullable=False),
        sa.Column("is_visible_when_unavailable", sa.Boolean(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_categories")),
    )
    op.create_table(
        "tags",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        *_image("tags"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tags")),
    )
    op.create_table(
        "products",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uid", sa.String(36), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("allergens", sa.String(255), nullable=False),
        sa.Column("type", sa.String(20), nullable=False),
        sa.Column("category_id", sa.Integer()),
        sa.Column("image_ids", JSONType, nullable=False),
        sa.Column("price", sa.Numeric(12, 4), nullable=False),
        sa.Column("tax", sa.Numeric(5, 2), nullable=False),
        sa.Column("takeaway_tax", sa.Numeric(5, 2)),
        sa.Column("dine_in_tax", sa.Numeric(5, 2)),
        sa.Column("calculation_model", sa.String(20), nullable=False),
        sa.Column("unit", sa.String(30)),
        sa.Column("alternative_units", JSONType, nullable=False),
        sa.Column("minimum_quantity", sa.Numeric(14, 4)),
        sa.Column("maximum_quantity", sa.Numeric(14, 4)),
        sa.Column("quantity_step_size", sa.Numeric(14, 4)),
        sa.Column("default_quantity", sa.Numeric(14, 4)),
        sa.Column("default_unit", sa.String(30)),
        *(
            sa.Column(flag, sa.Boolean(), nullable=False)
            for flag in (
                "is_price_hidden",
                "is_enabled",
                "is_public",
                "is_visible_when_unavailable",
                "is_step_by_step",
            )
        ),
        sa.Column("schedule", JSONType, nullable=False),
        sa.Column("is_lead_time_enabled", sa.Boolean(), nullable=False),
        sa.Column("lead_time_type", sa.String(10), nullable=False),
        sa.Column("lead_time_value", sa.Integer(), nullable=False),
        sa.Column("config", JSONType, nullable=False),
        sa.Column("bundle_items", JSONType, nullable=False),
        sa.Column("content", JSONType, nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.Column("updated_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_products")),
        sa.UniqueConstraint("uid", name=op.f("uq_products_uid")),
        sa.ForeignKeyConstraint(
            ["category_id"],
            ["categories.id"],
            ondelete="SET NULL",
            name=op.f("fk_products_category_id_categories"),
        ),
    )
    for table, column in (
        ("categories", "image_id"),
        ("tags", "image_id"),
        ("products", "category_id"),
    ):
        op.create_index(op.f(f"ix_{table}_{column}"), table, [column])


def downgrade() -> None:
    for table in ("products", "tags", "categories", "menus"):
        op.drop_table(table)
