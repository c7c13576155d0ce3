"""German messages of the statistics (000 §8)."""

from __future__ import annotations

TO_BEFORE_FROM = "Das Ende darf nicht vor dem Beginn liegen."
TOO_LONG = "Der Zeitraum darf höchstens {days} Tage umfassen."
UNKNOWN_BRANCH = "Diese Filiale gibt es nicht oder Sie dürfen ihre Zahlen nicht sehen."
#: A user profile of a user the caller may not see (or who does not exist).
UNKNOWN_USER = "Diesen Benutzer gibt es nicht oder Sie dürfen seine Zahlen nicht sehen."
