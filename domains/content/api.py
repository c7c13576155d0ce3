"""What other units use of the content domain.

from domains.content.api import QrCode, QrScan
"""

# measuring (statistics): the QR codes and their scans.
from domains.content.models import QrCode, QrScan

__all__ = ["QrCode", "QrScan"]
