"""The one field error: a German message addressed to the JSON path the client sent.

A leaf module (no kernel imports), so pure engines (opening hours, pricing) and the API
layer share one type. ``kernel.FieldError`` re-exports it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class FieldError:
    """One entry of ``{"errors": [...]}``; ``field`` is None for errors of the whole request
    and otherwise a path like ``email``, ``items[0].amount`` or ``openingHours[2].from``."""

    field: str | None
    message: str

    def to_json(self) -> dict[str, Any]:
        """``{"field", "message"}``."""
        return {"field": self.field, "message": self.message}
