"""The order state machine: ONE table of (action, source states, target, who, condition).

Tests, the API and the UI read this table; nothing else decides a transition.

    new ──confirm──▶ confirmed ──in-delivery──▶ in_delivery ──completed──▶ completed
     │                  │  └────────completed (not delivery)───────────────▲
     ├──reject──▶ rejected        (the UI shows rejected as cancelled)
     ├──cancel──▶ canceled ◀──cancel── confirmed, in_delivery (admins only)
     └──payment-failed──▶ failed   (the system, when the online payment is lost)

Principals: ``admin``, ``employee`` (of the order's branch; other branches never see it)
``customer`` (through the public link: only rejecting a counter appointment) and
``system`` (payment outcomes reported by a provider).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, get_args

Status = Literal["new", "confirmed", "in_delivery", "completed", "rejected", "canceled", "failed"]
Action = Literal[
    "confirm",
    "reject",
    "cancel",
    "in-delivery",
    "completed",
    "payment-failed",
    "confirm-counter-appointment",
]
Principal = Literal["admin", "employee", "customer", "system"]

#: Every status, in the order of the diagram above.
STATUSES: tuple[Status, ...] = get_args(Status)
#: The status of a new order.
INITIAL: Status = "new"
#: The one successful end: the order was handed over (delivered, collected, served).
COMPLETED: Status = "completed"


@dataclass(frozen=True)
class Transition:
    action: Action
    sources: frozenset[Status]
    target: Status
    principals: frozenset[Principal]
    delivery_only: bool = False
    not_delivery: bool = False


def _t(
    action: Action, sources: set[Status], target: Status, principals: set[Principal], **flags: bool
) -> Transition:
    return Transition(action, frozenset(sources), target, frozenset(principals), **flags)


STAFF: set[Principal] = {"admin", "employee"}
TABLE: tuple[Transition, ...] = (
    # The customer accepts the time the shop proposed (the status stays, the step is audited).
    _t("confirm-counter-appointment", {"new"}, "new", {"customer"}),
    _t("confirm", {"new"}, "confirmed", STAFF),
    _t("reject", {"new"}, "rejected", STAFF),
    _t("cancel", {"new"}, "canceled", {"admin", "employee", "customer"}),
    _t("cancel", {"confirmed", "in_delivery"}, "canceled", {"admin"}),
    _t("in-delivery", {"confirmed"}, "in_delivery", STAFF, delivery_only=True),
    _t("completed", {"confirmed"}, "completed", STAFF, not_delivery=True),
    _t("completed", {"in_delivery"}, "completed", STAFF),
    _t("payment-failed", {"new"}, "failed", {"system"}),
)


#: Statuses no transition leaves: the order's history.
FINAL: frozenset[Status] = frozenset(
    status for status in STATUSES if not any(status in t.sources for t in TABLE)
)
#: The other ends: the order was not fulfilled (rejected, cancelled, payment failed).
NOT_FULFILLED: frozenset[Status] = FINAL - {COMPLETED}
#: Orders still to be handled (the counter screen, ``/api/orders/current``).
OPEN: tuple[Status, ...] = tuple(status for status in STATUSES if status not in FINAL)
#: Statuses in which staff may still change an order's items (before it goes out).
EDITABLE: frozenset[Status] = frozenset({"new", "confirmed"})
#: The actions staff call through ``POST /api/orders/{id}/status/{action}``.
ACTIONS: tuple[Action, ...] = tuple(
    dict.fromkeys(t.action for t in TABLE if t.principals & STAFF and t.sources != {t.target})
)
#: ``ACTIONS`` as a route pattern (plain words and hyphens: nothing to escape).
ACTION_PATTERN = "|".join(ACTIONS)
assert all(re.fullmatch(r"[a-z-]+", action) for action in ACTIONS)


def find(action: str, status: str, principal: Principal, is_delivery: bool) -> Transition | None:
    """The transition ``principal`` may make with ``action`` from ``status``, if any."""
    for transition in TABLE:
        if (
            transition.action == action
            and status in transition.sources
            and principal in transition.principals
            and not (transition.delivery_only and not is_delivery)
            and not (transition.not_delivery and is_delivery)
        ):
            return transition
    return None


def flags(status: str, is_delivery: bool) -> dict[str, bool]:
    """The read-back flags of 001 §3 derived from the status."""
    confirmed = status in ("confirmed", "in_delivery", "completed")
    return {
        "isConfirmed": confirmed,
        "isRejected": status == "rejected",
        "isInDelivery": status == "in_delivery",
        "isCompleted": status == "completed",
        "isDelivered": status == "completed" and is_delivery,
        "isCanceled": status == "canceled",
        "isFailed": status == "failed",
    }
