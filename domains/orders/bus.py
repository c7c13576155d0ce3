"""What the orders domain says on the event bus (topic ``orders``).

Published inside the transaction that creates an order or changes its status, like every
other write's event (kernel/events.py): every worker hears it exactly when, and only if,
the change commits, and a worker that stops after the answer cannot lose it. The live
plugin (kernel/live.py) fans these out to open back offices and counter screens::

    {"id": 7, "branchId": 1, "status": "new", "change": "created"}
"""

from __future__ import annotations

from typing import Literal

from sqlalchemy.ext.asyncio import AsyncSession

from domains.orders.models import Order
from kernel import TOPIC, EventBus

Change = Literal["created", "status"]


async def announce(events: EventBus, s: AsyncSession, order: Order, change: Change) -> None:
    """Put ``order``'s change on the bus in ``s``'s transaction."""
    payload = {"id": order.id, "branchId": order.branch_id, "status": order.status}
    await events.publish(s, TOPIC, {**payload, "change": change})
