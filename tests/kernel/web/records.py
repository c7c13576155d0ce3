"""Rows the web tests need, inserted straight into the test database."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from kernel.db import Database


async def insert(url: str, model: Any, **fields: Any) -> int:
    db = Database(url)
    try:
        async with db.transaction() as s:
            row = model(**fields)
            s.add(row)
            await s.flush()
            return int(row.id)
    finally:
        await db.dispose()


async def add_branch(url: str, identifier: str, name: str, **fields: Any) -> int:
    from domains.branches.models import Branch

    return await insert(url, Branch, identifier=identifier, name=name, **fields)


def site_model() -> Any:
    """The content domain's Site model, or skip the test (loudly) while it does not exist."""
    try:
        module = importlib.import_module("domains.content.models")
    except ImportError as exc:
        pytest.skip(f"domains.content.models is missing ({exc}): site head untestable")
    site = getattr(module, "Site", None)
    if site is None:
        pytest.skip("domains.content.models has no Site model yet: site head untestable")
    return site


async def add_site(url: str, path: str, name: str, **fields: Any) -> int:
    return await insert(url, site_model(), path=path, name=name, **fields)
