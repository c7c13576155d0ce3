"""The SMS gateway: environment only, never the public configuration.

``TRESEN_SMS_URL`` (empty: no SMS is sent) and ``TRESEN_SMS_TOKEN`` (its bearer token),
``TRESEN_SMS_TIMEOUT`` (seconds one call may take).
"""

from __future__ import annotations

from pydantic_settings import BaseSettings, SettingsConfigDict


class SmsSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="TRESEN_", extra="ignore")

    sms_url: str = ""
    sms_token: str = ""
    sms_timeout: float = 10.0
