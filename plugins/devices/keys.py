"""A device's key: random, shown once, stored as its SHA-256 (a password a machine types).
The device hands it over as its first WebSocket message, never in an address."""

from __future__ import annotations

import hashlib
import hmac
import secrets


def new_key() -> str:
    """A fresh key: 256 random bits, URL-safe."""
    return secrets.token_urlsafe(32)


def digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def matches(key: str, stored: str | None) -> bool:
    """``key`` is the one whose digest is ``stored`` (constant time; no key never matches)."""
    return stored is not None and hmac.compare_digest(digest(key), stored)
