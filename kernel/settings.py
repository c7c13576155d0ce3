"""Environment settings: ``TRESEN_*`` variables plus ``DATABASE_URL``."""

from __future__ import annotations

import secrets
from pathlib import Path

from pydantic import AliasChoices, Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Everything the kernel reads from the environment, with working defaults."""

    model_config = SettingsConfigDict(env_prefix="TRESEN_", extra="ignore")

    var_dir: Path = Path("var")
    database_url: str = Field(
        default="",
        validation_alias=AliasChoices("DATABASE_URL", "TRESEN_DATABASE_URL"),
        description="SQLAlchemy URL; empty means the embedded SQLite file var/tresen.db.",
    )
    secret_key: str = ""
    host: str = "127.0.0.1"
    port: int = 8080
    # Seconds one hook implementation may take before it is skipped.
    hook_timeout: float = 2.0
    # Largest request body accepted, in bytes.
    max_body_bytes: int = 1024 * 1024
    # Extra plugins as "module" or "module:attribute" import paths, comma-separated;
    # for plugins that are not installed as distributions (tests, local experiments).
    extra_plugins: str = ""
    # Database pool size; also the size of the fair queue in front of it.
    pool_size: int = 10
    # How often the SQLite event watcher looks for new events (PostgreSQL pushes).
    event_poll_seconds: float = 0.2
    # SMTP for outgoing mail.
    smtp_host: str = "127.0.0.1"
    smtp_port: int = 1025
    mail_from: str = "Tresen <noreply@tresen.local>"
    # SMS gateway (POST {"to", "text"} with a bearer token); empty: no SMS.
    sms_url: str = ""
    sms_token: str = ""
    # Wrong guesses of a public order link or a screen's API key allowed per minute and client.
    link_misses_per_minute: int = 60
    # Whether the scheduler runs jobs in this process (tests turn it off or on explicitly).
    scheduler: bool = True

    def resolved(self) -> Settings:
        """Fill what is derived: the database URL and a persisted secret key."""
        var = self.var_dir
        url = self.database_url or f"sqlite+aiosqlite:///{var / 'tresen.db'}"
        key = self.secret_key or _persisted_secret(var / "secret_key")
        return self.model_copy(update={"database_url": url, "secret_key": key})

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")


def _persisted_secret(path: Path) -> str:
    """Generate a secret key on first run and keep it, so sessions survive restarts."""
    if path.exists():
        return path.read_text().strip()
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_urlsafe(48)
    path.write_text(key)
    path.chmod(0o600)
    return key
