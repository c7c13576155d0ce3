"""What other units use of media: the image and upload models, the images and image
templates resources, the upload types and file-name rule, the anonymous upload budget, the
claiming of uploads an order names, and the label sheets (label_sheets) drawn from image templates.
Nothing else of ``domains/media`` is imported by another unit.

from domains.media.api import Image, Upload, claim_uploads
"""

from __future__ import annotations

from domains.media import budget, label_sheets, templates
from domains.media.files import UPLOAD_TYPES, clean_name
from domains.media.models import Image, Upload
from domains.media.resources import IMAGES, TEMPLATES
from domains.media.unclaimed import claim as claim_uploads

__all__ = [
    "IMAGES",
    "TEMPLATES",
    "UPLOAD_TYPES",
    "Image",
    "Upload",
    "budget",
    "claim_uploads",
    "clean_name",
    "label_sheets",
    "templates",
]
