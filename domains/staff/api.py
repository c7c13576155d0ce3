"""What other units use of the staff domain: the working-time models, the clock (worked
seconds, the open activity) and the balances (shifts, days, holidays) the statistics read.

from domains.staff.api import WorkingActivity, figures, worked_seconds
"""

from domains.staff.balances import (
    Day,
    figures,
    holiday_balances,
    holiday_out,
    hours,
    local_day,
    shift_seconds,
)
from domains.staff.clock import open_activity, worked_seconds
from domains.staff.models import WorkingActivity, WorkingSchedule

__all__ = [
    "Day",
    "WorkingActivity",
    "WorkingSchedule",
    "figures",
    "holiday_balances",
    "holiday_out",
    "hours",
    "local_day",
    "open_activity",
    "shift_seconds",
    "worked_seconds",
]
