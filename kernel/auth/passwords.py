"""Argon2 password hashing, verified off the event loop in a bounded pool."""

from __future__ import annotations

import asyncio
import functools
import os
from concurrent.futures import ThreadPoolExecutor

from argon2 import PasswordHasher, profiles
from argon2.exceptions import InvalidHashError, VerificationError

# TRESEN_ARGON2_PROFILE=CHEAPEST lets test suites hash thousands of passwords; production
# keeps argon2-cffi's RFC 9106 low-memory default.
_hasher = PasswordHasher.from_parameters(
    getattr(profiles, os.environ.get("TRESEN_ARGON2_PROFILE", "RFC_9106_LOW_MEMORY"))
)
# Argon2 takes ~100 ms of CPU; two threads match the two cores we plan for.
_pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="argon2")


@functools.cache
def _dummy() -> str:
    """A hash to verify against when the user does not exist, so both cases take as long:
    made once per process, on first use (not at import: every process and every fresh
    import of the kernel would pay an argon2 hash for it)."""
    return _hasher.hash("tresen-timing-equaliser")


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def _verify(hashed: str | None, password: str) -> bool:
    try:
        return _hasher.verify(hashed or _dummy(), password) and hashed is not None
    except (VerificationError, InvalidHashError):
        return False


async def verify_password(hashed: str | None, password: str) -> bool:
    """True when ``password`` matches; a missing hash costs the same time and fails."""
    return await asyncio.get_running_loop().run_in_executor(_pool, _verify, hashed, password)
