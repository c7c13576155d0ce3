"""The tracking ids (002 §9: "Product tracking ids for a tag service and an ad pixel are
empty by default"), checked for their format with German messages."""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, BaseModel, Field
from pydantic_core import PydanticCustomError

#: A Google tag: a Google Analytics 4 measurement id ``G-…`` or a Google tag ``GT-…``.
GOOGLE_TAG = re.compile(r"^(G|GT)-[A-Z0-9]{4,20}$")
#: A Meta (Facebook) pixel id: digits only.
META_PIXEL = re.compile(r"^[0-9]{5,20}$")

GOOGLE_TAG_INVALID = "Bitte eine Google-Tag-ID im Format G-XXXXXXXXXX oder GT-XXXXXXX angeben."
META_PIXEL_INVALID = "Bitte eine Meta-Pixel-ID aus 5 bis 20 Ziffern angeben."


def _checked(pattern: re.Pattern[str], message: str) -> AfterValidator:
    """Trimmed; empty, or matching ``pattern`` (else ``message``). A validator on the type,
    not on the model: the merged configuration schema keeps each field, not its model."""

    def check(value: str) -> str:
        value = value.strip()
        if value and not pattern.match(value):
            raise PydanticCustomError("tresen", message)
        return value

    return AfterValidator(check)


GoogleTagId = Annotated[str, _checked(GOOGLE_TAG, GOOGLE_TAG_INVALID)]
MetaPixelId = Annotated[str, _checked(META_PIXEL, META_PIXEL_INVALID)]


class TrackingConfig(BaseModel):
    """Ids of the third-party scripts; a script loads only while its id is set."""

    googleTagId: GoogleTagId = Field(
        "",
        max_length=30,
        title="Google-Tag-ID",
        description="G-… oder GT-…; leer: kein Google-Skript",
    )
    metaPixelId: MetaPixelId = Field(
        "",
        max_length=30,
        title="Meta-Pixel-ID",
        description="Nur Ziffern; leer: kein Meta-Pixel",
    )
