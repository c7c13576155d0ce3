"""German texts of the staff domain (server messages a back-office user reads)."""

from __future__ import annotations

#: An activity or a shift that ends before it starts.
ENDS_BEFORE_START = "Das Ende darf nicht vor dem Beginn liegen."
#: A shift whose start and end are the same time.
EQUAL_TIMES = "Beginn und Ende dürfen nicht gleich sein."
