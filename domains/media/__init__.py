"""Built-in plugin ``media``: images, image templates, uploads, fonts, sharing images."""

from __future__ import annotations

from domains.media import sharing
from domains.media.resources import RESOURCES
from domains.media.routes import routes
from domains.media.sharing import tresen_document_head
from domains.media.unclaimed import unclaimed_job
from kernel import KERNEL_VERSION, Job, Manifest, Resource, Routes, hookimpl


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="media", title="Medien", version=KERNEL_VERSION)


@hookimpl
def tresen_entities() -> list[Resource]:
    return RESOURCES


@hookimpl
def tresen_routes() -> Routes:
    return Routes(tag="media", defs=[*routes, *sharing.routes])


@hookimpl
def tresen_scheduled_jobs() -> list[Job]:
    """Anonymous uploads no order claimed in time go (unclaimed.py)."""
    return [Job("unclaimed-uploads", unclaimed_job, seconds=900)]


__all__ = ["tresen_document_head"]
