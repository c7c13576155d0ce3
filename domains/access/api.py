"""What other units use of the access domain: the one answer to "which users may this
staff member see" (:mod:`.reach`), read from the permission table.

from domains.access.api import people, reaches
"""

from domains.access.reach import people, reaches

__all__ = ["people", "reaches"]
