"""Built-in plugin ``branches_head``: the document head of a branch page ``/store/{identifier}``.

Spec 000 §2: title 'branch name - base title', the branch description as the page
description. Only public, enabled branches are named; any other identifier keeps the
site-wide head (the shell shows its not-found text).
"""

from __future__ import annotations

from aiohttp import web
from sqlalchemy import select

from domains.branches.models import Branch
from kernel import DB, KERNEL_VERSION, DocumentHead, Manifest, hookimpl


def branch_identifier(path: str) -> str | None:
    """``x`` for ``/store/x`` (or ``/store/x/``), else None."""
    parts = [p for p in path.split("/") if p]
    return parts[1] if len(parts) == 2 and parts[0] == "store" else None


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(
        id="branches_head",
        title="Standortseiten",
        version=KERNEL_VERSION,
        requires=("branches",),
    )


@hookimpl
async def tresen_document_head(request: web.Request, path: str, head: DocumentHead) -> None:
    identifier = branch_identifier(path)
    if identifier is None or len(identifier) > 100 or "\x00" in identifier:
        return
    async with request.app[DB].session() as s:
        row = (
            await s.execute(
                select(Branch.name, Branch.description).where(
                    Branch.identifier == identifier,
                    Branch.is_public.is_(True),
                    Branch.is_enabled.is_(True),
                )
            )
        ).first()
    if row is not None:
        head.set_page(row.name, row.description, kind="branch")
