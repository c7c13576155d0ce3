"""Staff domain: pauses that remember their start, one open activity per user, the
time-tracking access tokens and the holiday accounts.

Revision ID: st0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from kernel import UTCDateTime

revision = "st0002"
down_revision = "st0001"
branch_labels = None
depends_on = None

#: Older open activities of a user end where the user's next open one began (data from
#: before the rule; the newest stays open).
_CLOSE_DUPLICATES = """
UPDATE working_activities SET status = 'ended', ended_at = (
    SELECT MIN(later.started_at) FROM working_activities later
    WHERE later.user_id = working_activities.user_id AND later.ended_at IS NULL
      AND later.id > working_activities.id)
WHERE ended_at IS NULL AND EXISTS (
    SELECT 1 FROM working_activities later
    WHERE later.user_id = working_activities.user_id AND later.ended_at IS NULL
      AND later.id > working_activities.id)
"""


def upgrade() -> None:
    with op.batch_alter_table("working_activities") as batch:
        batch.add_column(sa.Column("paused_at", UTCDateTime))
    op.execute(_CLOSE_DUPLICATES)
    op.create_index(
        "uq_working_activities_open_user",
        "working_activities",
        ["user_id"],
        unique=True,
        sqlite_where=sa.text("ended_at IS NULL"),
        postgresql_where=sa.text("ended_at IS NULL"),
    )
    op.create_table(
        "time_tracking_tokens",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("token_digest", sa.String(64), nullable=False),
        sa.Column("created_at", UTCDateTime, nullable=False),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_time_tracking_tokens")),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            ondelete="CASCADE",
            name=op.f("fk_time_tracking_tokens_user_id_users"),
        ),
        sa.UniqueConstraint("token_digest", name=op.f("uq_time_tracking_tokens_token_digest")),
    )
    op.create_table(
        "holiday_balances",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("year", sa.Integer(), nullable=False),
        sa.Column("entitlement", sa.Numeric(5, 1), nullable=False),
        sa.Column("carried_over", sa.Numeric(5, 1), nullable=False),
        sa.Column("taken", sa.Numeric(5, 1), nullable=False),
        sa.Column("note", sa.String(255), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_holiday_balances")),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            ondelete="CASCADE",
            name=op.f("fk_holiday_balances_user_id_users"),
        ),
        sa.UniqueConstraint("user_id", "year", name="uq_holiday_balances_user_year"),
    )
    op.create_index(op.f("ix_holiday_balances_user_id"), "holiday_balances", ["user_id"])


def downgrade() -> None:
    op.drop_table("holiday_balances")
    op.drop_table("time_tracking_tokens")
    op.drop_index("uq_working_activities_open_user", table_name="working_activities")
    with op.batch_alter_table("working_activities") as batch:
        batch.drop_column("paused_at")
