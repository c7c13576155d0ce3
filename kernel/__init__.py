"""Tresen kernel. Plugins import only from here (the public surface).

from kernel import hookimpl, Manifest, UiRemote, Routes, ok, ApiError, Job

Re-exports only, and nothing of a domain: the built-in domains are plugins themselves
(their public parts: ``domains.<name>.api``), so a module written like a plugin
(``from kernel import Resource``) works inside a domain too.
"""

from kernel.api import (
    ApiError,
    Routes,
    answers_while_disabled,
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
from kernel.deadline import STREAMING
from kernel.entities import (
    ENTITY_TOPIC,
    Caller,
    Filter,
    OutSchema,
    Policy,
    Ref,
    RefOut,
    Resource,
    Schema,
)
from kernel.errors import FieldError
from kernel.events import RESYNC
from kernel.hookspecs import hookimpl
from kernel.manifest import KERNEL_VERSION, Manifest, UiRemote
from kernel.scheduler import Job
from kernel.state import CONFIG, DB, EVENTS, REGISTRY, SETTINGS
from kernel.web.head import DocumentHead
from kernel.web.paths import PathMatch
from kernel.web.static import built_file, is_hashed

__version__ = KERNEL_VERSION

__all__ = [
    "CONFIG",
    "DB",
    "ENTITY_TOPIC",
    "EVENTS",
    "KERNEL_VERSION",
    "REGISTRY",
    "RESYNC",
    "ROLE_ADMIN",
    "ROLE_EMPLOYEE",
    "SETTINGS",
    "STREAMING",
    "ApiError",
    "Base",
    "Caller",
    "DocumentHead",
    "FieldError",
    "Filter",
    "JSONType",
    "Job",
    "Manifest",
    "OutSchema",
    "PathMatch",
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
    "answers_while_disabled",
    "audit",
    "built_file",
    "current_user",
    "denied",
    "hookimpl",
    "is_hashed",
    "not_found",
    "ok",
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
