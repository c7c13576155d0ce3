"""What other units use of the content domain: the sites resource and model, the rich-text
sanitiser, the checks of references inside a document (a product's profiles), the web
shop's page addresses, the escaping and link helpers of findable pages, the public
main-category nodes — and, for a unit that sells products, the type of the
``tresen_content_products`` hook's answer (:mod:`domains.content.hookspecs`). Nothing else
of ``domains/content`` is imported by another unit.

from domains.content.api import ProductRef, product_href, reference_errors
"""

from __future__ import annotations

from domains.content.blocks import Profile
from domains.content.findable import anchor
from domains.content.hookspecs import ProductRef
from domains.content.models import QrCode, QrScan, Site
from domains.content.pages import MainCategory, main_categories, plain_text
from domains.content.refs import reference_errors
from domains.content.resources import BY_NAME
from domains.content.richtext import sanitize
from domains.content.slugs import category_href, product_href

SITES = BY_NAME["sites"]

__all__ = [
    "SITES",
    "MainCategory",
    "ProductRef",
    "Profile",
    "QrCode",
    "QrScan",
    "Site",
    "anchor",
    "category_href",
    "main_categories",
    "plain_text",
    "product_href",
    "reference_errors",
    "sanitize",
]
