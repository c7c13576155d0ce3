"""The providers' endpoints and credentials: environment only, never the public config.

``TRESEN_MOLLIE_API_URL`` (default the real API), ``TRESEN_MOLLIE_API_KEY``,
``TRESEN_DATATRANS_API_URL`` (default the sandbox), ``TRESEN_DATATRANS_PAY_URL``,
``TRESEN_DATATRANS_MERCHANT_ID``, ``TRESEN_DATATRANS_PASSWORD``, ``TRESEN_DATATRANS_HMAC_KEY``
(hex), ``TRESEN_PAYMENT_HTTP_TIMEOUT`` and ``TRESEN_PAYMENT_LOCK_TIMEOUT`` (seconds).
"""

from __future__ import annotations

from pydantic_settings import BaseSettings, SettingsConfigDict


class PaymentSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="TRESEN_", extra="ignore")

    mollie_api_url: str = "https://api.mollie.com"
    mollie_api_key: str = ""
    datatrans_api_url: str = "https://api.sandbox.datatrans.com"
    datatrans_pay_url: str = "https://pay.sandbox.datatrans.com"
    datatrans_merchant_id: str = ""
    datatrans_password: str = ""
    datatrans_hmac_key: str = ""
    # Seconds one call to a provider may take.
    payment_http_timeout: float = 10.0
    # Seconds a webhook waits for the order's row lock before answering 503 (retry).
    payment_lock_timeout: float = 5.0
    # Datatrans signatures older than this (seconds) are refused.
    datatrans_signature_max_age: float = 300.0
