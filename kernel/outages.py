"""What counts as "the database cannot answer now" (answer 503 and let the client retry)
rather than "this request is wrong". A leaf module: the API layer, background work and
health checks classify failures alike."""

from __future__ import annotations

import psycopg
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout

#: Error kinds that mean "the database cannot answer now", not "this request is wrong".
_UNAVAILABLE = (OperationalError, InterfaceError, PoolTimeout, psycopg.OperationalError)


def unavailable(exc: BaseException) -> str | None:
    """A short name of the outage when ``exc`` says the database is down, unreachable,
    too slow or out of connections (answer 503 and retry later); else None."""
    if isinstance(exc, DBAPIError) and exc.connection_invalidated:
        return "connection lost"
    if isinstance(exc, _UNAVAILABLE):
        original = getattr(exc, "orig", None) or exc
        return type(original).__name__
    if isinstance(exc, ConnectionError):
        return type(exc).__name__
    return None
