"""German texts of the staff domain (server messages a back-office user reads)."""

from __future__ import annotations

#: An activity or a shift that ends before it starts.
ENDS_BEFORE_START = "Das Ende darf nicht vor dem Beginn liegen."
#: A shift whose start and end are the same time.
EQUAL_TIMES = "Beginn und Ende dürfen nicht gleich sein."

# Spec 000 §8, time tracking: an illegal or conflicting transition.
NOT_STARTED = "Aktivität konnte nicht gestartet werden."
NOT_ENDED = "Aktivität konnte nicht beendet werden."
NOT_PAUSED = "Aktivität konnte nicht pausiert werden."
NOT_RESUMED = "Aktivität konnte nicht fortgesetzt werden."
#: A second open activity for a user, entered in the back office.
ALREADY_OPEN = "Für diesen Benutzer läuft bereits eine Aktivität."
#: A time-sheet period whose end is before its start, or too long.
TO_BEFORE_FROM = "Das Ende des Zeitraums darf nicht vor dessen Beginn liegen."
TOO_LONG = "Der Zeitraum darf höchstens {days} Tage umfassen."
#: A time-tracking access token that does not belong to the user of the path.
BAD_TOKEN = "Der Zugangscode ist ungültig."
#: The user of the path does not work at the branch of the path.
NOT_AT_BRANCH = "Dieser Benutzer ist der Filiale nicht zugeordnet."
