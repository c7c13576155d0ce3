"""What other plugins use of the branches domain: the model and the opening-hours rules.

from kernel.domains.branches.api import Branch, opening_hours, opening_hours_text
"""

from kernel.domains.branches import hours as opening_hours
from kernel.domains.branches import hours_text as opening_hours_text
from kernel.domains.branches.models import Branch

__all__ = ["Branch", "opening_hours", "opening_hours_text"]
