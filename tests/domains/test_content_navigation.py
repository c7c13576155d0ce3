"""Navigation items link only where a browser navigates: paths of this site, http(s),
mailto: and tel: — never javascript:, data: or vbscript:, however they are spelt."""

from __future__ import annotations

import pytest

from tests.conftest import Api

#: PostgreSQL too: navigation items are a JSON column.
pytestmark = pytest.mark.database

MESSAGE = (
    "Dieses Linkziel ist nicht erlaubt. Erlaubt sind Pfade dieser Website und Adressen "
    "mit http://, https://, mailto: oder tel:."
)
BAD = [
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "JAVASCRIPT:alert(1)",
    " javascript:alert(1)",
    "\x01javascript:alert(1)",
    "\x1f javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0020\u0009javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
]
GOOD = [
    "/shop/catalog",
    "ueber-uns",
    "site/allergens",
    "https://example.com/x",
    "HTTP://example.com",
    "//example.com/x",
    "mailto:info@example.com",
    "tel:+4317123456",
    "#kontakt",
    "?seite=2",
    "",
]


@pytest.mark.parametrize("target", BAD)
async def test_a_navigation_item_with_a_script_target_is_refused(admin: Api, target: str) -> None:
    items = [
        {"type": "site", "label": "Über uns", "target": "ueber-uns"},
        {"type": "link", "label": "Shop", "url": "/shop", "children": [
            {"type": "link", "label": "Gefährlich", "url": target},
        ]},
    ]  # fmt: skip
    status, body = await admin.post("/api/navigations", {"identifier": "menu", "items": items})
    assert (status, body["errors"]) == (
        422,
        [{"field": "items[1].children[0].url", "message": MESSAGE}],
    ), target
    for key in ("url", "href", "path", "target"):
        payload = {"identifier": "menu", "items": [{"type": "link", "label": "x", key: target}]}
        status, body = await admin.post("/api/navigations", payload)
        assert (status, body["errors"]) == (422, [{"field": f"items[0].{key}", "message": MESSAGE}])
    assert (await admin.get("/api/navigations"))[1]["data"] == []  # nothing written


async def test_navigation_items_keep_safe_targets_and_their_other_keys(admin: Api) -> None:
    items = [
        {"type": "link", "label": f"L{i}", "url": url, "isEnabled": True, "suffix": "s"}
        for i, url in enumerate(GOOD)
    ]
    items.append({"type": "home", "label": "Start", "children": [{"label": "x", "target": None}]})
    status, body = await admin.post("/api/navigations", {"identifier": "menu", "items": items})
    assert status == 201, body
    assert body["data"]["items"] == items
    nav_id = body["data"]["id"]
    # Changing it is held to the same rule.
    bad = [*items, {"type": "link", "label": "x", "target": "  JavaScript:alert(1)"}]
    status, body = await admin.put(
        f"/api/navigations/{nav_id}", {"id": nav_id, "identifier": "menu", "items": bad}
    )
    assert (status, body["errors"]) == (
        422,
        [{"field": f"items[{len(items)}].target", "message": MESSAGE}],
    )
    assert (await admin.get(f"/api/navigations/{nav_id}"))[1]["data"]["items"] == items
