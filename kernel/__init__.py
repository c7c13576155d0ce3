"""Tresen kernel. Plugins import only from here (the public surface).

from kernel import hookimpl, Manifest, UiRemote, Routes, ok, ApiError, Job
"""

from kernel.api import (
    ApiError,
    FieldError,
    Routes,
    denied,
    not_found,
    ok,
    path_id,
    query,
    read_body,
    read_json,
    validate,
)
from kernel.auth.models import ROLE_ADMIN, ROLE_EMPLOYEE, User
from kernel.auth.sessions import current_user, require_admin, require_staff, require_user
from kernel.config.models import audit
from kernel.db import Base, JSONType, UTCDateTime, utcnow
from kernel.domains.branches import hours as opening_hours
from kernel.domains.branches import hours_text as opening_hours_text
from kernel.domains.branches.models import Branch
from kernel.entities import Filter, OutSchema, Policy, Ref, RefOut, Resource, Schema
from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest, UiRemote
from kernel.scheduler import Job
from kernel.state import CONFIG, DB, REGISTRY, SETTINGS

__version__ = KERNEL_VERSION

__all__ = [
    "CONFIG",
    "DB",
    "KERNEL_VERSION",
    "REGISTRY",
    "ROLE_ADMIN",
    "ROLE_EMPLOYEE",
    "SETTINGS",
    "ApiError",
    "Base",
    "Branch",
    "FieldError",
    "Filter",
    "JSONType",
    "Job",
    "Manifest",
    "OutSchema",
    "Policy",
    "Ref",
    "RefOut",
    "Resource",
    "Routes",
    "Schema",
    "UTCDateTime",
    "UiRemote",
    "User",
    "__version__",
    "audit",
    "current_user",
    "denied",
    "hookimpl",
    "not_found",
    "ok",
    "opening_hours",
    "opening_hours_text",
    "path_id",
    "query",
    "read_body",
    "read_json",
    "require_admin",
    "require_staff",
    "require_user",
    "utcnow",
    "validate",
]
