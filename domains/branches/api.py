"""What other units use of the branches domain: the models (branch, department, table,
device), the branches and devices resources, the field types of its schemas, the branch
a store path names, whether and when a branch takes orders, and the opening-hours rules,
states and their German texts. Nothing else of ``domains/branches`` is imported by
another unit.

from domains.branches.api import Branch, is_open, public_branch, state_at
"""

from __future__ import annotations

from domains.branches.head import branch_identifier
from domains.branches.hours import DEFAULT_TZ, STATUS_NAMES, State, is_open, slots, state_at
from domains.branches.hours_rules import HoursValidationError, Schedule, as_schedule
from domains.branches.hours_text import branch_status_text, branches_status_text
from domains.branches.models import Branch, Department, Device, Table
from domains.branches.ordering import hours_for, orders_now, public_branch
from domains.branches.resources import BY_NAME
from domains.branches.schemas import HoursRules, Identifier, Name

BRANCHES = BY_NAME["branches"]
DEVICES = BY_NAME["devices"]

__all__ = [
    "BRANCHES",
    "DEFAULT_TZ",
    "DEVICES",
    "STATUS_NAMES",
    "Branch",
    "Department",
    "Device",
    "HoursRules",
    "HoursValidationError",
    "Identifier",
    "Name",
    "Schedule",
    "State",
    "Table",
    "as_schedule",
    "branch_identifier",
    "branch_status_text",
    "branches_status_text",
    "hours_for",
    "is_open",
    "orders_now",
    "public_branch",
    "slots",
    "state_at",
]
