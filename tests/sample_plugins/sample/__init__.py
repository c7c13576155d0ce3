"""A complete small plugin: a route, a hook, a scheduled job, a table with its migration."""

from __future__ import annotations

import asyncio
from typing import Any

from aiohttp import web
from pydantic import Field
from sqlalchemy import String, select
from sqlalchemy.orm import Mapped, mapped_column

from kernel import (
    DB,
    Base,
    Job,
    LiveTopic,
    Manifest,
    OutSchema,
    Policy,
    Resource,
    Routes,
    Schema,
    Viewer,
    hookimpl,
    ok,
)

# Counters the tests read; reset by the tests that use them.
calls: dict[str, int] = {"init": 0, "job": 0}
routes = Routes(tag="sample")


class SampleItem(Base):
    __tablename__ = "sample_items"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(50))


class SampleItemIn(Schema):
    name: str = Field(min_length=1, max_length=50)


class SampleItemOut(OutSchema):
    id: int
    name: str


ITEMS = Resource(
    name="sample-items",
    model=SampleItem,
    create=SampleItemIn,
    out=SampleItemOut,
    policy=Policy(anonymous=("list", "get")),
    sort=("id", "name"),
)


@routes.get("/api/sample", response={"type": "object"}, summary="Greets")
async def hello(request: web.Request) -> web.Response:
    return ok({"hello": "sample"})


@routes.get("/api/sample/sleep", response={"type": "object"}, summary="Answers after 2 s")
async def sleep(request: web.Request) -> web.Response:
    await asyncio.sleep(2)
    return ok({"slept": 2})


@routes.get("/api/sample/crash", response={"type": "object"}, summary="Fails unexpectedly")
async def crash(request: web.Request) -> web.Response:
    raise RuntimeError("secret internal detail")


async def tick(app: Any) -> None:
    calls["job"] += 1


@hookimpl
def tresen_manifest() -> Manifest:
    return Manifest(id="sample", title="Beispiel", version="0.1.0", flags=("enablePluginSample",))


@hookimpl
def tresen_routes() -> Routes:
    return routes


@hookimpl
def tresen_entities() -> list[Resource]:
    return [ITEMS]


@hookimpl
def tresen_scheduled_jobs() -> list[Job]:
    return [Job("tick", tick, seconds=0.05)]


@hookimpl
async def tresen_init_collections(user: Any) -> dict[str, list[Any]]:
    calls["init"] += 1
    return {"/api/sample-items": [{"id": 1, "name": "eins", "anonymous": user is None}]}


async def load_demo_items(app: web.Application) -> list[str]:
    """The sample's demo business: two items (idempotent)."""
    async with app[DB].transaction() as s:
        if await s.scalar(select(SampleItem.id).limit(1)) is not None:
            return ["sample items already present"]
        s.add_all([SampleItem(name="eins"), SampleItem(name="zwei")])
    return ["2 sample items"]


@hookimpl
def tresen_demo_data() -> dict[str, Any]:
    return {"probe": load_demo_items}


def admins_only(viewer: Viewer, payload: Any) -> bool:
    """The sample's live topic reaches admins, and only for payloads marked public."""
    return viewer.admin and payload.get("public") is True


@hookimpl
def tresen_live_topics() -> list[LiveTopic]:
    return [LiveTopic(name="sample", event="sample", visible=admins_only)]
