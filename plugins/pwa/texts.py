"""German texts the pwa plugin's server side writes (the offline page, spec 002 §2.11)."""

from __future__ import annotations

OFFLINE_TITLE = "Sie sind offline"
OFFLINE_TEXT = "Bitte überprüfen Sie Ihre Internetverbindung."
OFFLINE_RETRY = "Erneut versuchen"
NOT_BUILT = "Die App-Dateien sind noch nicht gebaut. Bitte versuchen Sie es später erneut."
