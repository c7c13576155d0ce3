"""The new-order SMS to the customer's phone, and which orders a staff member may resend."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import aiohttp

from domains.orders.api import Order, order_hash
from kernel import ROLE_ADMIN, Database, User
from plugins.sms import texts
from plugins.sms.provider import SmsProvider

log = logging.getLogger(__name__)


def new_order_text(order: Order, config: Mapping[str, Any], public_url: str, secret: str) -> str:
    url = f"{public_url}/status/{order.uid}/{order_hash(secret, order.uid)}"
    return texts.NEW_ORDER.format(shop=config.get("shopName", ""), number=order.id, url=url)


async def new_order_sms(
    provider: SmsProvider | None,
    order: Order,
    config: Mapping[str, Any],
    public_url: str,
    secret: str,
) -> bool:
    """Send the new-order SMS; True if the gateway took it. False without a gateway, without
    a phone number or when the gateway fails (logged)."""
    if provider is None or not order.phone:
        return False
    try:
        await provider.send(order.phone, new_order_text(order, config, public_url, secret))
    except (aiohttp.ClientError, TimeoutError):
        log.exception("SMS for order %s failed", order.id)
        return False
    return True


async def visible_order(db: Database, user: User, order_id: int) -> Order | None:
    """The order if ``user`` may see it: admins every order, employees their branches'."""
    async with db.session() as s:
        order = await s.get(Order, order_id)
    if order is None or (ROLE_ADMIN not in user.roles and order.branch_id not in user.branch_ids):
        return None
    return order
