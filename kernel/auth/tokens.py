"""Secrets handed to clients are stored only as their digest."""

from __future__ import annotations

import hashlib


def digest(token: str) -> str:
    """The stored form of a session token, login link or screen API key (sha256, hex)."""
    return hashlib.sha256(token.encode()).hexdigest()
