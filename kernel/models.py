"""Every kernel model, imported in one place for migrations and tests."""

from kernel.auth.models import Session, User
from kernel.config.models import ConfigVersion, LogEntry
from kernel.db import Base
from kernel.events import Event

__all__ = ["Base", "ConfigVersion", "Event", "LogEntry", "Session", "User"]
