"""Tresen kernel: the one import surface of every unit (domains/, plugins/, demo/).

    from kernel import Manifest, manifest_hook, hookimpl, Routes, ok, ApiError, Job

Re-exports only, and nothing of a unit. A unit's code imports the kernel from here; only
its Alembic migrations, which the kernel's runner loads, take column types from
``kernel.db``. What is not named here is the kernel's own business. ``messages`` (German
texts), ``permissions`` (the permission mechanism) and ``device_socket`` (the WebSocket a
printer or a TV holds open) are exported as namespaces.
"""

from kernel import device_socket, messages, permissions
from kernel.api import (
    ApiError,
    Routes,
    answers_while_disabled,
    denied,
    dumps,
    not_found,
    ok,
    path_id,
    path_index,
    query,
    read_body,
    read_json,
    validate,
    validation_errors,
)
from kernel.auth.models import (
    ROLE_ADMIN,
    ROLE_EMPLOYEE,
    User,
)
from kernel.auth.passwords import (
    hash_password,
)
from kernel.auth.sessions import (
    current_user,
    require_admin,
    require_staff,
    require_user,
)
from kernel.auth.tokens import (
    digest,
)
from kernel.background import (
    BACKGROUND,
    Background,
)
from kernel.cache import (
    CacheSpec,
    Entry,
    answer_cache,
    respond,
)
from kernel.config.models import (
    LogEntry,
    audit,
)
from kernel.config.service import (
    CONFIG,
    ConfigService,
)
from kernel.db import (
    DB,
    Base,
    Database,
    JSONType,
    UTCDateTime,
    utcnow,
)
from kernel.deadline import (
    STREAMING,
)
from kernel.entities import (
    ENTITY_TOPIC,
    Caller,
    Filter,
    Operation,
    OutSchema,
    Policy,
    Ref,
    RefOut,
    Resource,
    Schema,
    without_id,
)
from kernel.errors import (
    FieldError,
)
from kernel.events import (
    EVENTS,
    RESYNC,
    EventBus,
)
from kernel.hookspecs import (
    hookimpl,
)
from kernel.live import (
    LIVE,
    LiveTopic,
    Viewer,
    stream,
)
from kernel.mail import (
    Attachment,
    send_mail,
)
from kernel.manifest import (
    KERNEL_VERSION,
    Manifest,
    UiRemote,
    manifest_hook,
)
from kernel.money import (
    format_currency_de,
    format_fixed_de,
    format_number_de,
    money,
    net_from_gross,
    plain,
    round_up_to_step,
    to_decimal,
)
from kernel.permissions import (
    RULES,
    role_of,
    scope,
)
from kernel.plugins import (
    REGISTRY,
    PluginRegistry,
)
from kernel.ratelimit import (
    Count,
    bump,
    client_key,
    count_miss,
    count_or_refuse,
    limiter,
    peek,
    refuse_if_over,
)
from kernel.scheduler import (
    Job,
)
from kernel.settings import (
    SETTINGS,
    Settings,
)
from kernel.storage import (
    STORAGE,
)
from kernel.validators import (
    AwareTime,
    Bic,
    DecimalNumber,
    Iban,
    Id,
    Integer,
    IsoDate,
    IsoDatetime,
    Number,
    ZonedDatetime,
    as_id,
    as_whole,
)
from kernel.web.head import (
    DocumentHead,
)
from kernel.web.paths import (
    PathMatch,
)
from kernel.web.static import (
    built_file,
    is_hashed,
)

__version__ = KERNEL_VERSION

__all__ = [
    "BACKGROUND",
    "CONFIG",
    "DB",
    "ENTITY_TOPIC",
    "EVENTS",
    "KERNEL_VERSION",
    "LIVE",
    "REGISTRY",
    "RESYNC",
    "ROLE_ADMIN",
    "ROLE_EMPLOYEE",
    "RULES",
    "SETTINGS",
    "STORAGE",
    "STREAMING",
    "ApiError",
    "Attachment",
    "AwareTime",
    "Background",
    "Base",
    "Bic",
    "CacheSpec",
    "Caller",
    "ConfigService",
    "Count",
    "Database",
    "DecimalNumber",
    "DocumentHead",
    "Entry",
    "EventBus",
    "FieldError",
    "Filter",
    "Iban",
    "Id",
    "Integer",
    "IsoDate",
    "IsoDatetime",
    "JSONType",
    "Job",
    "LiveTopic",
    "LogEntry",
    "Manifest",
    "Number",
    "Operation",
    "OutSchema",
    "PathMatch",
    "PluginRegistry",
    "Policy",
    "Ref",
    "RefOut",
    "Resource",
    "Routes",
    "Schema",
    "Settings",
    "UTCDateTime",
    "UiRemote",
    "User",
    "Viewer",
    "ZonedDatetime",
    "__version__",
    "answer_cache",
    "answers_while_disabled",
    "as_id",
    "as_whole",
    "audit",
    "built_file",
    "bump",
    "client_key",
    "count_miss",
    "count_or_refuse",
    "current_user",
    "denied",
    "device_socket",
    "digest",
    "dumps",
    "format_currency_de",
    "format_fixed_de",
    "format_number_de",
    "hash_password",
    "hookimpl",
    "is_hashed",
    "limiter",
    "manifest_hook",
    "messages",
    "money",
    "net_from_gross",
    "not_found",
    "ok",
    "path_id",
    "path_index",
    "peek",
    "permissions",
    "plain",
    "query",
    "read_body",
    "read_json",
    "refuse_if_over",
    "require_admin",
    "require_staff",
    "require_user",
    "respond",
    "role_of",
    "round_up_to_step",
    "scope",
    "send_mail",
    "stream",
    "to_decimal",
    "utcnow",
    "validate",
    "validation_errors",
    "without_id",
]
