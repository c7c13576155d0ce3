"""Staff work: time records (working activities), shift plans (working schedules),
projects and their tasks (spec 000 §3, §4 time tracking)."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from sqlalchemy import (
    Date,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from kernel import Base, UTCDateTime


class _UserAtBranch:
    user_id: Mapped[int]
    branch_id: Mapped[int]

    @property
    def user(self) -> dict[str, int]:
        return {"id": self.user_id}

    @property
    def branch(self) -> dict[str, int]:
        return {"id": self.branch_id}


class WorkingActivity(_UserAtBranch, Base):
    """A stretch of work of one user at one branch: started, paused, ended (spec 000 §4)."""

    __tablename__ = "working_activities"
    __table_args__ = (
        # At most one open (running or paused) activity per user: the database refuses a
        # second one, also when two terminals start at the same instant.
        Index(
            "uq_working_activities_open_user",
            "user_id",
            unique=True,
            sqlite_where=text("ended_at IS NULL"),
            postgresql_where=text("ended_at IS NULL"),
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    branch_id: Mapped[int] = mapped_column(
        ForeignKey("branches.id", ondelete="CASCADE"), index=True
    )
    started_at: Mapped[dt.datetime] = mapped_column(UTCDateTime, index=True)
    ended_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime)
    paused_seconds: Mapped[int] = mapped_column(Integer, default=0)
    #: When the running pause began (None while working or ended).
    paused_at: Mapped[dt.datetime | None] = mapped_column(UTCDateTime)
    status: Mapped[str] = mapped_column(String(20), default="started")
    note: Mapped[str] = mapped_column(Text, default="")


class WorkingSchedule(_UserAtBranch, Base):
    """A planned shift: ``date`` from ``time_from`` to ``time_to`` (HH:mm, wall clock of the
    branch; an end at or before the start means the shift ends the next day)."""

    __tablename__ = "working_schedules"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    branch_id: Mapped[int] = mapped_column(
        ForeignKey("branches.id", ondelete="CASCADE"), index=True
    )
    date: Mapped[dt.date] = mapped_column(Date, index=True)
    time_from: Mapped[str] = mapped_column(String(5))
    time_to: Mapped[str] = mapped_column(String(5))


class TimeTrackingToken(Base):
    """A user's time-tracking access token (only its digest): what a terminal at the door
    holds to clock that user in and out without a session."""

    __tablename__ = "time_tracking_tokens"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    token_digest: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[dt.datetime] = mapped_column(UTCDateTime)


class HolidayBalance(Base):
    """A user's holiday account for one calendar year, in days: the entitlement, days
    carried over from last year and days taken (remaining = entitlement + carried − taken)."""

    __tablename__ = "holiday_balances"
    __table_args__ = (UniqueConstraint("user_id", "year", name="uq_holiday_balances_user_year"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    year: Mapped[int] = mapped_column(Integer)
    entitlement: Mapped[Decimal] = mapped_column(Numeric(5, 1))
    carried_over: Mapped[Decimal] = mapped_column(Numeric(5, 1), default=Decimal(0))
    taken: Mapped[Decimal] = mapped_column(Numeric(5, 1), default=Decimal(0))
    note: Mapped[str] = mapped_column(String(255), default="")

    @property
    def user(self) -> dict[str, int]:
        return {"id": self.user_id}

    @property
    def remaining(self) -> Decimal:
        return self.entitlement + self.carried_over - self.taken


class Project(Base):
    """A project, of one branch or (without branch) of the whole company (admins only)."""

    __tablename__ = "projects"

    id: Mapped[int] = mapped_column(primary_key=True)
    branch_id: Mapped[int | None] = mapped_column(
        ForeignKey("branches.id", ondelete="SET NULL"), index=True
    )
    name: Mapped[str] = mapped_column(String(255))
    status: Mapped[str] = mapped_column(String(20), default="open")
    description: Mapped[str] = mapped_column(Text, default="")

    @property
    def branch(self) -> dict[str, int] | None:
        return {"id": self.branch_id} if self.branch_id else None


class Task(Base):
    """A task, usually of a project; it belongs to the branch of its project."""

    __tablename__ = "tasks"

    id: Mapped[int] = mapped_column(primary_key=True)
    project_id: Mapped[int | None] = mapped_column(
        ForeignKey("projects.id", ondelete="CASCADE"), index=True
    )
    assignee_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), index=True
    )
    title: Mapped[str] = mapped_column(String(255))
    status: Mapped[str] = mapped_column(String(20), default="open")
    due_date: Mapped[dt.date | None] = mapped_column(Date)
    description: Mapped[str] = mapped_column(Text, default="")
    view_count: Mapped[int] = mapped_column(Integer, default=0)

    @property
    def project(self) -> dict[str, int] | None:
        return {"id": self.project_id} if self.project_id else None

    @property
    def assignee(self) -> dict[str, int] | None:
        return {"id": self.assignee_id} if self.assignee_id else None
