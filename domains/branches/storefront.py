"""Storefront reads of a branch: open state, appointment slots and the contact persons of its
departments (anonymous, public only)."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from aiohttp import web
from pydantic import BaseModel, ConfigDict, Field

from domains.branches.contacts import public_contacts
from domains.branches.hours import (
    STATUS_NAMES,
    asap_available,
    available_dates,
    next_opening,
    slots,
    state_at,
)
from domains.branches.hours_text import branch_status_text, opening_hours_text
from domains.branches.models import Branch
from domains.branches.ordering import hours_for, orders_now, public_branch
from kernel import DB, IsoDate, Routes, not_found, ok, path_id, query, utcnow

routes = Routes(tag="branches")


async def _public(request: web.Request) -> Branch:
    async with request.app[DB].session() as s:
        branch = await public_branch(s, path_id(request))
    if branch is None:
        raise not_found()
    return branch


def _state(rules: list[dict[str, Any]], now: dt.datetime, tz: str) -> dict[str, Any]:
    state = state_at(rules, now, tz)
    upcoming = None if state.is_open else next_opening(rules, now, tz)
    return {
        "state": STATUS_NAMES[state.status],
        "closesAt": state.closes_at.strftime("%H:%M") if state.closes_at else None,
        "nextOpening": upcoming.isoformat() if upcoming else None,
        "text": branch_status_text(state),
    }


@routes.get(
    "/api/branches/{id:\\d+}/state",
    response={"type": "object"},
    errors=(404,),
    summary="Open, closing soon or closed now, next opening and display texts",
)
async def branch_state(request: web.Request) -> web.Response:
    branch = await _public(request)
    now, tz = utcnow(), branch.timezone
    separate = branch.is_delivery_hours_enabled
    return ok(
        {
            "opening": _state(branch.opening_hours, now, tz),
            "delivery": _state(branch.delivery_hours, now, tz) if separate else None,
            "openingHours": opening_hours_text(branch.opening_hours),
            "deliveryHours": opening_hours_text(branch.delivery_hours) if separate else None,
            "asap": orders_now(branch, "takeaway", now),
        }
    )


class SlotQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: Literal["takeaway", "delivery", "dineIn"] = "takeaway"
    date: IsoDate | None = Field(None, description="YYYY-MM-DD; without it: available dates")


@routes.get(
    "/api/branches/{id:\\d+}/slots",
    query=SlotQuery,
    response={"type": "object"},
    errors=(404, 422),
    summary="Bookable appointment times of a date, or the dates",
)
async def branch_slots(request: web.Request) -> web.Response:
    branch = await _public(request)
    q = query(request, SlotQuery)
    rules = hours_for(branch, q.type)
    now, tz = utcnow(), branch.timezone
    if q.date is None:
        return ok({"dates": [d.isoformat() for d in available_dates(rules, now, tz)]})
    return ok(
        {
            "date": q.date.isoformat(),
            "asap": q.date == now.astimezone(state_at(rules, now, tz).at.tzinfo).date()
            and asap_available(rules, now, tz),
            "slots": [s.isoformat() for s in slots(rules, q.date, tz, now)],
        }
    )


class ContactsQuery(BaseModel):
    model_config = ConfigDict(extra="forbid")

    departments: str = Field(
        "",
        max_length=1100,
        pattern=r"^([0-9]{1,9}(,[0-9]{1,9}){0,99})?$",
        description="Department ids, comma separated, in tab order; without: all with persons",
    )


@routes.get(
    "/api/departments/contact-persons",
    query=ContactsQuery,
    response={"type": "array"},
    errors=(422,),
    summary="Departments of public branches with their public contact persons",
)
async def contact_persons(request: web.Request) -> web.Response:
    q = query(request, ContactsQuery)
    chosen = list(dict.fromkeys(int(i) for i in q.departments.split(",") if i))
    async with request.app[DB].session() as s:
        return ok(await public_contacts(s, chosen))
