"""The kernel core's models, imported in one place (domain models live in their domains)."""

from kernel.auth.models import Session, User
from kernel.config.models import ConfigVersion, LogEntry
from kernel.db import Base
from kernel.events import Event
from kernel.ratelimit import RateCounter

__all__ = ["Base", "ConfigVersion", "Event", "LogEntry", "RateCounter", "Session", "User"]
