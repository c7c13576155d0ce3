"""What the orders domain says on the event bus (topic ``orders``), and who hears it live.

Published inside the transaction that creates an order or changes its status, like every
other write's event (kernel/events.py): every worker hears it exactly when, and only if,
the change commits, and a worker that stops after the answer cannot lose it. The domain
declares the topic to the kernel's live stream (:data:`LIVE_TOPIC`, ``tresen_live_topics``
in ``__init__.py``), which pushes it to open back offices and counter screens as
``event: order``, filtered like ``GET /api/orders``: admins see every branch, employees
(and a branch's keyed screen) only theirs::

    {"id": 7, "branchId": 1, "status": "new", "change": "created"}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from sqlalchemy.ext.asyncio import AsyncSession

from domains.orders.models import Order
from kernel import EventBus, LiveTopic, Viewer

#: The bus topic of order changes.
TOPIC = "orders"

Change = Literal["created", "status"]


def visible(viewer: Viewer, payload: Mapping[str, Any]) -> bool:
    """An order change reaches admins and the staff (or keyed screens) of its branch."""
    return viewer.sees_branch(payload.get("branchId"))


#: Order changes on the live stream (``GET /api/live``, the frontdesk's keyed streams).
LIVE_TOPIC = LiveTopic(name=TOPIC, event="order", visible=visible)


async def announce(events: EventBus, s: AsyncSession, order: Order, change: Change) -> None:
    """Put ``order``'s change on the bus in ``s``'s transaction."""
    payload = {"id": order.id, "branchId": order.branch_id, "status": order.status}
    await events.publish(s, TOPIC, {**payload, "change": change})
