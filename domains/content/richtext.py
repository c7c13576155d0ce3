"""Rich text of content blocks (002 §2.9 ``wysiwyg``/``markdown`` fields), sanitised on save.

Whatever an editor (or anyone holding an admin session) sends is cleaned with ``nh3``
(the Rust ``ammonia`` sanitiser) before it is stored: the tags an editor's toolbar makes,
links to http(s), mail and phone addresses and site paths, images by URL; no scripts,
event handlers, styles, frames or forms. Pages render the stored HTML as is, so this is
the one place that decides what markup a visitor's browser ever receives.
"""

from __future__ import annotations

from typing import Annotated, Final

import nh3
from pydantic import AfterValidator, Field

#: Tags the editor's toolbar produces (headings, lists, emphasis, tables, figures).
TAGS: Final = frozenset(
    {
        "a", "b", "blockquote", "br", "caption", "code", "em", "figcaption", "figure",
        "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "li", "ol", "p", "pre", "s",
        "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "th", "thead",
        "tr", "u", "ul",
    }
)  # fmt: skip
ATTRIBUTES: Final = {
    "a": {"href", "title", "target"},
    "img": {"src", "alt", "width", "height"},
    "td": {"colspan", "rowspan"},
    "th": {"colspan", "rowspan"},
}
SCHEMES: Final = frozenset({"http", "https", "mailto", "tel"})
MAX_LENGTH: Final = 100_000


def sanitize(html: str) -> str:
    """The safe subset of ``html`` (relative URLs such as ``/shop`` stay)."""
    return nh3.clean(
        html,
        tags=set(TAGS),
        clean_content_tags={"script", "style"},
        attributes={tag: set(names) for tag, names in ATTRIBUTES.items()},
        url_schemes=set(SCHEMES),
        link_rel="noopener noreferrer",
    ).strip()


#: An HTML fragment from the editor, stored sanitised.
RichText = Annotated[str, Field(max_length=MAX_LENGTH), AfterValidator(sanitize)]
