"""Environment settings: ``TRESEN_*`` variables plus ``DATABASE_URL``."""

from __future__ import annotations

import functools
import secrets
from pathlib import Path
from urllib.parse import urlsplit

from aiohttp import web
from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

#: Host names a machine calls itself: health checks and local tools use them.
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")

#: The DATABASE_URL schemes accepted, each with the async driver the kernel connects with.
DATABASE_DRIVERS = {
    "sqlite": "sqlite+aiosqlite",
    "sqlite+aiosqlite": "sqlite+aiosqlite",
    "sqlite+pysqlite": "sqlite+aiosqlite",
    "postgresql": "postgresql+psycopg",
    "postgres": "postgresql+psycopg",  # Heroku and others write it so
    "postgresql+psycopg": "postgresql+psycopg",
    "postgresql+psycopg2": "postgresql+psycopg",
}
ACCEPTED_DATABASE_URLS = (
    "sqlite:///relative/path.db, sqlite:////absolute/path.db or "
    "postgresql://user:password@host:5432/database "
    "(postgres://, postgresql+psycopg:// and sqlite+aiosqlite:// work as well)"
)


class SettingsError(ValueError):
    """A setting the kernel cannot work with; the message names the variable."""


class DatabaseUrlError(SettingsError):
    """DATABASE_URL names no database the kernel can use."""


def database_url(url: str) -> str:
    """The URL the kernel connects with, from what users write: ``sqlite:///var/x.db``,
    ``sqlite:////abs/x.db``, ``postgresql://…``, ``postgres://…``, ``postgresql+psycopg://…``,
    ``sqlite+aiosqlite://…``. The driver is the kernel's choice (aiosqlite, psycopg);
    :class:`DatabaseUrlError` names the accepted forms when the URL is none of them."""
    try:
        parsed = make_url(url.strip())
    except ArgumentError:
        raise DatabaseUrlError(
            f"DATABASE_URL is no database URL; use {ACCEPTED_DATABASE_URLS}"
        ) from None
    driver = DATABASE_DRIVERS.get(parsed.drivername)
    if driver is None:
        raise DatabaseUrlError(
            f"DATABASE_URL: {parsed.drivername}:// is not supported; use {ACCEPTED_DATABASE_URLS}"
        )
    if driver.startswith("sqlite") and not parsed.database:
        raise DatabaseUrlError(
            f"DATABASE_URL: the SQLite file is missing; use {ACCEPTED_DATABASE_URLS}"
        )
    return parsed.set(drivername=driver).render_as_string(hide_password=False)


class Settings(BaseSettings):
    """Everything the kernel reads from the environment, with working defaults."""

    model_config = SettingsConfigDict(env_prefix="TRESEN_", extra="ignore")

    var_dir: Path = Path("var")
    database_url: str = Field(
        default="",
        validation_alias=AliasChoices("DATABASE_URL", "TRESEN_DATABASE_URL"),
        description="sqlite:///path or postgresql://…; empty: the SQLite file var/tresen.db.",
    )
    secret_key: str = ""
    host: str = "127.0.0.1"
    port: int = 8080
    # The address customers and staff reach the site at, e.g. https://shop.example: every
    # absolute URL the server writes (mails, canonical links, payment URLs) starts with
    # it, never with the request's Host. Empty: http://localhost:{port} (development).
    public_url: str = ""
    # Host names served, comma-separated, like Django's ALLOWED_HOSTS ("*": any). Empty:
    # the public URL's host plus the loopback names. Other Host headers answer 400.
    allowed_hosts: str = ""
    # Proxies whose X-Forwarded-For/-Proto/-Host are believed, comma-separated addresses or
    # networks (10.0.0.0/8). Empty: the headers are ignored, the peer is the client.
    trusted_proxies: str = ""
    # Seconds one hook implementation may take before it is skipped.
    hook_timeout: float = 2.0
    # Largest request body accepted, in bytes.
    max_body_bytes: int = 1024 * 1024
    # Extra plugins as "module" or "module:attribute" import paths, comma-separated;
    # for plugins that are not installed as distributions (tests, local experiments).
    extra_plugins: str = ""
    # Database pool size; also the size of the fair queue in front of it.
    pool_size: int = 10
    # Seconds the database may take: a new connection, one statement (PostgreSQL), a free
    # connection of the pool. Beyond them a request answers 503 with Retry-After.
    db_connect_timeout: float = 5.0
    db_statement_timeout: float = 10.0
    db_pool_timeout: float = 5.0
    # Seconds a request may take in all (body included; uploads get upload_timeout); past
    # it the answer is 503 (408 while the body is still arriving).
    request_timeout: float = 15.0
    upload_timeout: float = 120.0
    # Seconds a connection may stay idle or spend sending its request headers.
    header_timeout: float = 15.0
    # The Retry-After of a 503, in seconds.
    retry_after: int = 5
    # How often the SQLite event watcher looks for new events (PostgreSQL pushes).
    event_poll_seconds: float = 0.2
    # Seconds a device (printer, tablet, screen) has to answer a test or a log request.
    device_answer_seconds: float = 5.0
    # AI content (POST /api/content-ai/…): an OpenAI-compatible API (/v1/chat/completions,
    # /v1/images/generations). Without a base URL the calls answer 503 'not set up'.
    ai_base_url: str = ""
    ai_api_key: str = ""
    ai_model: str = "gpt-4o-mini"
    ai_image_model: str = "gpt-image-1"
    ai_timeout: float = 60.0
    # AI calls per user and hour (counted in the AI log, shared by every worker).
    ai_calls_per_hour: int = 20
    # SMTP for outgoing mail.
    smtp_host: str = "127.0.0.1"
    smtp_port: int = 1025
    mail_from: str = "Tresen <noreply@tresen.local>"
    # Wrong guesses of a public order link or a screen's API key allowed per minute and client.
    link_misses_per_minute: int = 60
    # Anonymous abuse bounds, counted in the database (shared by every worker and machine);
    # staff are not limited. Orders per client address per order_limit_window_minutes:
    # with a customer e-mail address, and without one (a self-service kiosk places
    # dozens an hour from one address); orders per recipient e-mail address per hour.
    order_limit_per_address: int = 10
    order_limit_per_address_without_email: int = 60
    order_limit_window_minutes: int = 10
    order_limit_per_recipient: int = 3
    # New-order mails a branch gets per branch_mail_window_minutes; further orders of
    # the window go into one digest mail (sent by the scheduler once the window ended).
    branch_mails_per_window: int = 5
    branch_mail_window_minutes: int = 10
    # Bytes anonymous clients may upload per hour (/api/uploads and public forms): per
    # client address, and all anonymous clients together. An anonymous upload that no
    # order references after upload_unclaimed_hours is deleted.
    upload_bytes_per_address_hour: int = 50_000_000
    upload_bytes_anonymous_hour: int = 500_000_000
    upload_unclaimed_hours: int = 24
    # The built shell (ui-shell/shell/dist of this checkout when unset).
    shell_dist: Path | None = None
    # Whether the scheduler runs jobs in this process (tests turn it off or on explicitly).
    scheduler: bool = True
    # Files (uploads, images) in an S3-compatible object store instead of var_dir, for an
    # app on more than one machine: the bucket (empty: var_dir), the endpoint (empty: AWS;
    # e.g. http://minio:9000), the region and a key prefix. Credentials the AWS way
    # (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile or an instance role).
    s3_bucket: str = ""
    s3_endpoint: str = ""
    s3_region: str = ""
    s3_prefix: str = ""

    def resolved(self) -> Settings:
        """Fill what is derived: the database URL, the public URL and a persisted secret key."""
        var = self.var_dir
        url = database_url(self.database_url or f"sqlite:///{var / 'tresen.db'}")
        key = self.secret_key or _persisted_secret(var / "secret_key")
        public = (self.public_url or f"http://localhost:{self.port}").rstrip("/")
        parts = urlsplit(public)
        if parts.scheme not in ("http", "https") or not parts.hostname or parts.path:
            raise SettingsError(f"TRESEN_PUBLIC_URL must be http(s)://host[:port], not {public!r}")
        return self.model_copy(
            update={"database_url": url, "secret_key": key, "public_url": public}
        )

    @property
    def public_origin(self) -> str:
        """``scheme://host[:port]`` of the public URL (what a browser sends as Origin)."""
        parts = urlsplit(self.public_url or f"http://localhost:{self.port}")
        return f"{parts.scheme}://{parts.netloc}".lower()

    @property
    def is_https(self) -> bool:
        """The site is served over TLS (at the proxy): cookies are ``Secure``."""
        return self.public_url.startswith("https://")

    @property
    def host_names(self) -> frozenset[str]:
        """Allowed Host names without ports, lower case; ``*`` allows any."""
        return _host_names(self.allowed_hosts, self.public_url)

    @property
    def proxies(self) -> tuple[str, ...]:
        return tuple(p.strip() for p in self.trusted_proxies.split(",") if p.strip())

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")


@functools.lru_cache(maxsize=64)
def _host_names(allowed_hosts: str, public_url: str) -> frozenset[str]:
    """:attr:`Settings.host_names` of these two settings (asked on every request)."""
    names = {n.strip().lower() for n in allowed_hosts.split(",") if n.strip()}
    if not names:
        public = urlsplit(public_url or "http://localhost").hostname or "localhost"
        names = {public, *LOOPBACK_NAMES}
    return frozenset(names)


def _persisted_secret(path: Path) -> str:
    """Generate a secret key on first run and keep it, so sessions survive restarts."""
    if path.exists():
        return path.read_text().strip()
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_urlsafe(48)
    path.write_text(key)
    path.chmod(0o600)
    return key


SETTINGS: web.AppKey[Settings] = web.AppKey("settings")
