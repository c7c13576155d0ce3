"""What other plugins use of the branches domain: the models, the devices resource and the
opening-hours rules.

from domains.branches.api import Branch, opening_hours, opening_hours_text
"""

from domains.branches import hours as opening_hours
from domains.branches import hours_text as opening_hours_text
from domains.branches.models import Branch, Device
from domains.branches.resources import BY_NAME

# staff: the name type of its schemas.
from domains.branches.schemas import Name

DEVICES = BY_NAME["devices"]

__all__ = ["DEVICES", "Branch", "Device", "Name", "opening_hours", "opening_hours_text"]
