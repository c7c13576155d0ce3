"""What other units use of the orders domain: the order, checkout parts, its payment
record (states, legal changes, row lock, history), the order states, the public link, the
staff view, the new-order e-mails, the receipt, and placing an order and moving it on
(the demo's orders). The functions take :class:`OrderDeps` (``OrderDeps.of(app)``), never
a request; ``by_link`` is for routes. Nothing else of ``domains/orders`` is imported by
another unit.

from domains.orders.api import Charge, CheckoutPart, Order, by_link, payment
"""

from domains.orders import payment, receipt, states
from domains.orders.changes import transition
from domains.orders.charges import Charge, CheckoutPart
from domains.orders.deps import OrderDeps
from domains.orders.links import by_link
from domains.orders.models import Order
from domains.orders.notify import later as in_background
from domains.orders.notify import new_order_mails
from domains.orders.service import place
from domains.orders.views import (
    full_view,
    hash_matches,
    order_hash,
    public_order,
    staff_view,
)

__all__ = [
    "Charge",
    "CheckoutPart",
    "Order",
    "OrderDeps",
    "by_link",
    "full_view",
    "hash_matches",
    "in_background",
    "new_order_mails",
    "order_hash",
    "payment",
    "place",
    "public_order",
    "receipt",
    "staff_view",
    "states",
    "transition",
]
