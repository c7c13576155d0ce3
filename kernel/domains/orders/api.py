"""What other plugins use of the orders domain: the order, its payment record (states,
legal changes, row lock, history), the public link's secret, the staff view and the
new-order e-mails.

from kernel.domains.orders.api import Order, payment, new_order_mails
"""

from kernel.domains.orders import payment
from kernel.domains.orders.models import Order
from kernel.domains.orders.notify import later as in_background
from kernel.domains.orders.notify import new_order_mails
from kernel.domains.orders.service import full_view, hash_matches, order_hash

__all__ = [
    "Order",
    "full_view",
    "hash_matches",
    "in_background",
    "new_order_mails",
    "order_hash",
    "payment",
]
