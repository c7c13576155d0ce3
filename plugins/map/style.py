"""Where the map's style comes from, and the plugin's own local style.

The browser asks ``/api/map/style`` where the style is: the local one, or the provider's
address with the token filled in (so the token stays out of the public configuration;
the browser sees it only as part of the style address it loads tiles with, which no
browser-side map can avoid).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

#: Public OpenMapTiles styles that need no key; dark is the default (000 §9).
STYLE_URLS = {
    "dark": "https://basemaps.cartocdn.com/gl/dark-matter-gl-style/style.json",
    "light": "https://basemaps.cartocdn.com/gl/positron-gl-style/style.json",
}
#: The name of the building source in the local style (the UI extrudes it from zoom 15).
BUILDINGS = "buildings"
#: Half the side of a branch's house in the local style, in degrees (about 11 m).
HALF_SIDE = 0.0001
BACKGROUND = "#1b1d21"
HOUSE = "#4a4f5a"


def remote_url(choice: str, custom: str, token: str) -> str | None:
    """The provider's style address for ``choice`` (None: the local style)."""
    if choice == "custom" and custom:
        return custom.replace("{token}", token)
    return STYLE_URLS.get(choice)


def _house(lon: float, lat: float) -> dict[str, Any]:
    d = HALF_SIDE
    ring = [
        [lon - d, lat - d],
        [lon + d, lat - d],
        [lon + d, lat + d],
        [lon - d, lat + d],
        [lon - d, lat - d],
    ]
    return {
        "type": "Feature",
        "properties": {"render_height": 12, "render_min_height": 0},
        "geometry": {"type": "Polygon", "coordinates": [ring]},
    }


def local_style(points: list[tuple[Decimal, Decimal]]) -> dict[str, Any]:
    """A dark style without tiles: a background and a house at each branch (its building
    source, so the 3D layer has something to raise). Renders without any network."""
    houses = [_house(float(lon), float(lat)) for lon, lat in points]
    return {
        "version": 8,
        "name": "Tresen lokal",
        "sources": {
            BUILDINGS: {
                "type": "geojson",
                "data": {"type": "FeatureCollection", "features": houses},
            }
        },
        "layers": [
            {"id": "background", "type": "background", "paint": {"background-color": BACKGROUND}},
            {
                "id": "building",
                "type": "fill",
                "source": BUILDINGS,
                "paint": {"fill-color": HOUSE},
            },
        ],
    }
