"""German texts of the digital signage plugin (server messages a back-office user reads)."""

from __future__ import annotations

#: Abort asked for while no command is waiting for the TV.
NO_PENDING_COMMAND = "Es gibt keinen offenen Befehl, der abgebrochen werden kann."
