"""The map plugin's configuration fields: the view of 001 §9 and the map style."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

#: The style choices: two public vector styles without a key (dark is 000 §9's "dark map
#: style"), the plugin's own local style (no tiles, nothing leaves the server) and a style
#: address of the business's provider.
StyleChoice = Literal["dark", "light", "local", "custom"]


class MapConfig(BaseModel):
    """Map view of spec 001 §9 (zoom, pitch, bearing) and where its style comes from."""

    # Defaults of spec 001 §9: zoom 19, pitch 55, bearing -85.
    mapZoom: float = Field(19.0, ge=0, le=22, title="Zoomstufe")
    mapPitch: float = Field(55.0, ge=0, le=85, title="Neigung")
    mapBearing: float = Field(-85.0, ge=-180, le=180, title="Ausrichtung")
    mapStyle: StyleChoice = Field("dark", title="Kartenstil")
    # A provider's style address; "{token}" in it is replaced by mapToken.
    mapStyleUrl: str = Field(
        "", max_length=2000, pattern=r"^(|https://\S+)$", title="Eigene Stil-Adresse"
    )
    mapToken: str = Field(
        "", max_length=500, title="Zugangsschlüssel", json_schema_extra={"secret": True}
    )
