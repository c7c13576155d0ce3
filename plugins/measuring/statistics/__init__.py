"""The statistics of 000 §7 (``/api/statistics/…``), computed from the analytics log, the
orders and the time tracking, and a staff member's profile figures."""
