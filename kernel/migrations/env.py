"""Alembic environment shared by the kernel's and every plugin's version branch.

Run through ``tresen db …`` (kernel/migrate.py), which sets the URL and the version
locations of all installed plugins.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine, pool, text

import kernel.models  # noqa: F401  (the kernel core's tables)
from kernel.builtins import load_builtins
from kernel.db import Base

load_builtins()  # and every built-in domain's tables

config = context.config
url = config.get_main_option("sqlalchemy.url")
assert url, "sqlalchemy.url is set by kernel.migrate"

engine = create_engine(url, poolclass=pool.NullPool)
with engine.connect() as connection:
    is_pg = connection.dialect.name == "postgresql"
    if is_pg:
        # Fail fast instead of queueing behind a long transaction, and let only one
        # `db upgrade` run at a time.
        connection.execute(text("SET lock_timeout = '10s'"))
        connection.execute(text("SELECT pg_advisory_lock(7270001)"))
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        render_as_batch=not is_pg,  # SQLite alters tables by copying them
        transaction_per_migration=True,
        # `tresen db revision --plugin ID`: compare only that plugin's tables.
        include_object=config.attributes.get("include_object"),
    )
    try:
        context.run_migrations()
    finally:
        if is_pg:
            connection.execute(text("SELECT pg_advisory_unlock(7270001)"))
            connection.commit()
engine.dispose()
