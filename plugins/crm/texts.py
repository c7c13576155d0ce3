"""German texts of the CRM domain (server messages a back-office user reads)."""

from __future__ import annotations

#: A customer needs a last name or a company to be found again.
NAME_OR_COMPANY = "Bitte geben Sie einen Nachnamen oder eine Firma an."
