"""German texts of the digital signage plugin (server messages a back-office user or a TV
player reads)."""

from __future__ import annotations

#: Abort asked for while no command is waiting for the TV.
NO_PENDING_COMMAND = "Es gibt keinen offenen Befehl, der abgebrochen werden kann."
#: A player that names an unknown TV or brings a wrong key (one text for both).
INVALID_KEY = "Der Schlüssel dieses TVs ist ungültig."
#: A player that did not say who it is in time.
NO_HELLO = "Der TV hat sich nicht angemeldet."
#: The player page's title (``{name}``: the TV's name or identifier).
PLAYER_TITLE = "{name} - Digital Signage"
#: A plain request to the player's WebSocket address.
WEBSOCKET_ONLY = "Diese Adresse ist nur per WebSocket erreichbar."
